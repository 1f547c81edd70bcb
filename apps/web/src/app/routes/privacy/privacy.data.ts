export const head = () => ({
  title: "개인정보 처리방침 | 내한",
  description: "내한이 수집하는 개인정보와 그 이용 목적, 보관 기간",
});
