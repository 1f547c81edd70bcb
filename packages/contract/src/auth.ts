import * as z from "zod/mini";
import {
  EMAIL_PATTERN,
  NICKNAME_FORBIDDEN,
  NICKNAME_MAX,
  NICKNAME_MIN,
  NICKNAME_NEEDS,
  PASSWORD_MAX,
  PASSWORD_MIN,
  ROLES,
} from "./constants";
import { id } from "./common";

/** The spec's sign-up and login texts (§5); the server answers with the same ones. */
export const AUTH_MESSAGES = {
  loginEmailRequired: "로그인: 이메일을 입력하세요.",
  emailRequired: "이메일을 입력하세요.",
  emailInvalid: "유효한 이메일 형식이 아닙니다.",
  emailTooLong: "이메일은 254자 이하여야 합니다.",
  nicknameRequired: "닉네임을 입력하세요.",
  nicknameTooShort: "닉네임은 최소 3자 이상이어야 합니다.",
  nicknameTooLong: "닉네임은 20자 이하여야 합니다.",
  nicknameInvisible: "닉네임에 보이지 않는 문자나 쓸 수 없는 문자가 들어 있습니다.",
  nicknameNoLetter: "닉네임에는 글자나 숫자가 하나 이상 있어야 합니다.",
  nicknameReserved: "사용할 수 없는 닉네임입니다.",
  passwordRequired: "비밀번호를 입력하세요.",
  passwordTooShort: "비밀번호는 최소 8자 이상이어야 합니다.",
  passwordTooLong: "비밀번호는 64자 이하여야 합니다.",
  passwordMismatch: "비밀번호가 일치하지 않습니다.",
  confirmRequired: "비밀번호를 확인하세요.",
  currentPasswordRequired: "현재 비밀번호를 입력하세요.",
  currentPasswordWrong: "현재 비밀번호가 올바르지 않습니다.",
  termsRequired: "이용약관에 동의해 주세요.",
  privacyRequired: "개인정보 수집·이용에 동의해 주세요.",
} as const;

const required = (message: string) => z.minLength(1, { error: message, abort: true });
const text = (message: string) => z.string({ error: message });

/** A password being chosen (sign-up, password change), and its repetition. */
const newPassword = () =>
  text(AUTH_MESSAGES.passwordRequired).check(
    required(AUTH_MESSAGES.passwordRequired),
    z.minLength(PASSWORD_MIN, { error: AUTH_MESSAGES.passwordTooShort }),
    z.maxLength(PASSWORD_MAX, { error: AUTH_MESSAGES.passwordTooLong }),
  );
/** A nickname being chosen (sign-up by email or by a provider). */
const newNickname = () =>
  text(AUTH_MESSAGES.nicknameRequired).check(
    z.normalize("NFKC"),
    z.trim(),
    required(AUTH_MESSAGES.nicknameRequired),
    z.minLength(NICKNAME_MIN, { error: AUTH_MESSAGES.nicknameTooShort }),
    z.maxLength(NICKNAME_MAX, { error: AUTH_MESSAGES.nicknameTooLong }),
    z.refine((nickname) => !NICKNAME_FORBIDDEN.test(nickname), {
      error: AUTH_MESSAGES.nicknameInvisible,
      abort: true,
    }),
    z.refine((nickname) => NICKNAME_NEEDS.test(nickname), {
      error: AUTH_MESSAGES.nicknameNoLetter,
    }),
  );
const emailField = () =>
  text(AUTH_MESSAGES.emailRequired).check(
    z.trim(),
    required(AUTH_MESSAGES.emailRequired),
    z.maxLength(254, { error: AUTH_MESSAGES.emailTooLong, abort: true }),
    z.regex(EMAIL_PATTERN, { error: AUTH_MESSAGES.emailInvalid }),
  );
const confirmPassword = () =>
  text(AUTH_MESSAGES.confirmRequired).check(required(AUTH_MESSAGES.confirmRequired));

/** The consents of sign-up: the terms and the privacy notice required, alerts optional. */
const requiredConsent = (message: string) => z.literal(true, { error: message });

/**
 * POST /api/auth/signup. The consents are optional on the wire (the spec's clients show no terms
 * and send none); our app requires them (`signupForm`), and one sent must be an agreement.
 */
const signupFields = {
  email: emailField(),
  nickname: newNickname(),
  password: newPassword(),
  confirmPassword: confirmPassword(),
  agreeTerms: z.optional(requiredConsent(AUTH_MESSAGES.termsRequired)),
  agreePrivacy: z.optional(requiredConsent(AUTH_MESSAGES.privacyRequired)),
  agreeAlerts: z.optional(z.boolean()),
};
const passwordsMatch = z.refine<{ password: string; confirmPassword: string }>(
  (body) => body.password === body.confirmPassword,
  { error: AUTH_MESSAGES.passwordMismatch, path: ["confirmPassword"] },
);

export const signupBody = z.object(signupFields).check(passwordsMatch);
export type SignupBody = z.infer<typeof signupBody>;

/** The app's sign-up form: the same body with the terms and privacy consents required. */
export const signupForm = z
  .object({
    ...signupFields,
    agreeTerms: requiredConsent(AUTH_MESSAGES.termsRequired),
    agreePrivacy: requiredConsent(AUTH_MESSAGES.privacyRequired),
  })
  .check(passwordsMatch);
export type SignupForm = z.infer<typeof signupForm>;

export const signupResponse = z.object({ id, email: z.string(), nickname: z.string() });
export type SignupResponse = z.infer<typeof signupResponse>;

export const loginBody = z.object({
  email: text(AUTH_MESSAGES.loginEmailRequired).check(
    z.trim(),
    required(AUTH_MESSAGES.loginEmailRequired),
    z.maxLength(254, { error: AUTH_MESSAGES.emailTooLong }),
  ),
  password: text(AUTH_MESSAGES.passwordRequired).check(
    required(AUTH_MESSAGES.passwordRequired),
    z.maxLength(1024, { error: AUTH_MESSAGES.passwordTooLong }),
  ),
});
export type LoginBody = z.infer<typeof loginBody>;

export const loginResponse = z.object({
  id,
  accessToken: z.string(),
  refreshToken: z.string(),
  nickname: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponse>;

/** POST /api/auth/password: the new password follows the sign-up rules. */
export const changePasswordBody = z
  .object({
    currentPassword: text(AUTH_MESSAGES.currentPasswordRequired).check(
      required(AUTH_MESSAGES.currentPasswordRequired),
      z.maxLength(1024, { error: AUTH_MESSAGES.passwordTooLong }),
    ),
    newPassword: newPassword(),
    confirmPassword: confirmPassword(),
  })
  .check(
    z.refine((body) => body.newPassword === body.confirmPassword, {
      error: AUTH_MESSAGES.passwordMismatch,
      path: ["confirmPassword"],
    }),
  );
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

export const refreshBody = z.object({ refreshToken: z.string().check(z.minLength(1)) });
export const refreshResponse = z.object({ accessToken: z.string(), refreshToken: z.string() });
export type RefreshResponse = z.infer<typeof refreshResponse>;
export const logoutBody = refreshBody;

export const role = z.enum(ROLES);
export type Role = z.infer<typeof role>;

/** GET /api/auth/me: who the access token belongs to (no email for an account made through a provider). */
export const me = z.object({
  id,
  email: z.nullable(z.string()),
  nickname: z.string(),
  roles: z.array(role),
});
export type Me = z.infer<typeof me>;

/** Claims of the access token (HS256 JWT, 30 minutes). */
export const accessTokenClaims = z.object({
  sub: z.string(),
  id,
  nickname: z.string(),
  roles: z.array(role),
  /** The session (token family) the token belongs to: logging it out ends the token too. */
  fid: z.optional(z.string()),
  iat: z.number(),
  exp: z.number(),
});
export type AccessTokenClaims = z.infer<typeof accessTokenClaims>;

/** The sign-in providers besides email and password. */
export const OAUTH_PROVIDERS = ["kakao", "naver"] as const;
export const oauthProvider = z.enum(OAUTH_PROVIDERS);
export type OAuthProvider = z.infer<typeof oauthProvider>;

/** GET /api/auth/providers: the providers this server has keys for, in the order shown. */
export const authProviders = z.object({ providers: z.array(oauthProvider) });
export type AuthProviders = z.infer<typeof authProviders>;

/** POST /auth/{provider}/complete: the one-time code the callback put in the app's URL fragment. */
export const oauthCompleteBody = z.object({
  code: z.string().check(z.minLength(1), z.maxLength(200)),
});
export type OAuthCompleteBody = z.infer<typeof oauthCompleteBody>;

/** A first sign-in with a provider: the account is made once the fan picks a nickname and agrees. */
export const oauthSignupNeeded = z.object({
  signupTicket: z.string(),
  /** The provider's nickname, offered as the first choice. */
  suggestedNickname: z.string(),
});
export type OAuthSignupNeeded = z.infer<typeof oauthSignupNeeded>;

/** What the code is worth: a login's answer for a known provider account, else a signup ticket. */
export const oauthCompleteResponse = z.union([loginResponse, oauthSignupNeeded]);
export type OAuthCompleteResponse = z.infer<typeof oauthCompleteResponse>;

/** POST /auth/{provider}/signup: the ticket, the chosen nickname and the consents. */
export const oauthSignupBody = z.object({
  signupTicket: z.string().check(z.minLength(1), z.maxLength(200)),
  nickname: newNickname(),
  agreeTerms: requiredConsent(AUTH_MESSAGES.termsRequired),
  agreePrivacy: requiredConsent(AUTH_MESSAGES.privacyRequired),
  agreeAlerts: z.optional(z.boolean()),
});
export type OAuthSignupBody = z.infer<typeof oauthSignupBody>;

/** GET /api/auth/accounts: the ways this account signs in. */
export const linkedAccounts = z.object({
  /** The email and password way: the address, or null when the account has no password. */
  passwordEmail: z.nullable(z.string()),
  providers: z.array(z.object({ provider: oauthProvider, linkedAt: z.string() })),
});
export type LinkedAccounts = z.infer<typeof linkedAccounts>;

/** POST /api/auth/accounts/{provider}: where the browser goes to prove the provider account. */
export const linkStart = z.object({ url: z.string() });
export type LinkStart = z.infer<typeof linkStart>;

/** POST /api/auth/password/set: a password (and the address to log in with) for a provider-made account. */
export const setPasswordBody = z
  .object({
    email: emailField(),
    newPassword: newPassword(),
    confirmPassword: confirmPassword(),
  })
  .check(
    z.refine((body) => body.newPassword === body.confirmPassword, {
      error: AUTH_MESSAGES.passwordMismatch,
      path: ["confirmPassword"],
    }),
  );
export type SetPasswordBody = z.infer<typeof setPasswordBody>;

/** POST /api/auth/password-reset: where to send a reset link (the same answer whether or not it exists). */
export const passwordResetRequestBody = z.object({
  email: text(AUTH_MESSAGES.emailRequired).check(
    z.trim(),
    required(AUTH_MESSAGES.emailRequired),
    z.maxLength(254, { error: AUTH_MESSAGES.emailTooLong }),
  ),
});
export type PasswordResetRequestBody = z.infer<typeof passwordResetRequestBody>;

/** POST /api/auth/password-reset/confirm: the link's token and the new password. */
export const passwordResetBody = z
  .object({
    token: z.string().check(z.minLength(1), z.maxLength(200)),
    newPassword: newPassword(),
    confirmPassword: confirmPassword(),
  })
  .check(
    z.refine((body) => body.newPassword === body.confirmPassword, {
      error: AUTH_MESSAGES.passwordMismatch,
      path: ["confirmPassword"],
    }),
  );
export type PasswordResetBody = z.infer<typeof passwordResetBody>;
