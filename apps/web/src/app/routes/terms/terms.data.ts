export const head = () => ({
  title: "이용약관 | 내한",
  description: "내한 서비스의 이용 조건과 회원의 권리·의무",
});
