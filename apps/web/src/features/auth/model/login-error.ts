import { ApiError } from "../../../lib/api-client";

/**
 * The spec's login failure alert: the server's message after "로그인 실패:", "서버 문제 발생" when
 * the server failed without one, and a generic text when the request never got an answer.
 */
export function loginFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status > 0) {
    if (error.status >= 500 || error.code === "UNKNOWN") return "서버 문제 발생";
    return `로그인 실패: ${error.message}`;
  }
  return "로그인 실패: 예상치 못한 문제가 발생했습니다.";
}
