/** The sign-up form's live password checklist (advisory: it never blocks submitting). */
export const PASSWORD_RULES = [
  {
    id: "length",
    label: "8~15자",
    test: (password: string) => password.length >= 8 && password.length <= 15,
  },
  {
    id: "special",
    label: "특수문자 포함",
    test: (password: string) => /[^\p{L}\p{N}\s]/u.test(password),
  },
  {
    id: "repeat",
    label: "같은 문자 4번 이상 연속 사용 금지",
    test: (password: string) => password.length > 0 && !/(.)\1{3}/u.test(password),
  },
] as const;

export type PasswordRuleId = (typeof PASSWORD_RULES)[number]["id"];

export function checkPassword(password: string): Record<PasswordRuleId, boolean> {
  return Object.fromEntries(PASSWORD_RULES.map((rule) => [rule.id, rule.test(password)])) as Record<
    PasswordRuleId,
    boolean
  >;
}
