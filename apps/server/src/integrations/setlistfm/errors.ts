/** Why a call to setlist.fm failed; the message is Korean and fit to show an admin. */
export type SetlistFmFailure =
  | "not-configured"
  | "unauthorized"
  | "rate-limited"
  | "unavailable"
  | "timeout"
  | "network"
  | "rejected"
  | "bad-response";

export class SetlistFmError extends Error {
  constructor(
    readonly failure: SetlistFmFailure,
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = "SetlistFmError";
  }
}

export const setlistFmErrors = {
  notConfigured: () =>
    new SetlistFmError(
      "not-configured",
      "setlist.fm API 키가 설정되지 않았습니다. 서버에 SETLISTFM_API_KEY를 설정하세요.",
    ),
  unauthorized: (status: number) =>
    new SetlistFmError(
      "unauthorized",
      `setlist.fm이 API 키를 거부했습니다 (HTTP ${status}). SETLISTFM_API_KEY가 올바른지 확인하세요.`,
      status,
    ),
  rateLimited: () =>
    new SetlistFmError(
      "rate-limited",
      "setlist.fm 요청 한도를 초과했습니다 (HTTP 429). 잠시 후 다시 시도하세요.",
      429,
    ),
  unavailable: (status: number) =>
    new SetlistFmError(
      "unavailable",
      `setlist.fm 서버가 오류를 반환했습니다 (HTTP ${status}). 잠시 후 다시 시도하세요.`,
      status,
    ),
  timeout: (ms: number) =>
    new SetlistFmError(
      "timeout",
      `setlist.fm이 ${Math.round(ms / 1000)}초 안에 응답하지 않았습니다. 잠시 후 다시 시도하세요.`,
    ),
  network: () =>
    new SetlistFmError("network", "setlist.fm에 연결할 수 없습니다. 네트워크 상태를 확인하세요."),
  rejected: (status: number) =>
    new SetlistFmError(
      "rejected",
      `setlist.fm이 요청을 거절했습니다 (HTTP ${status}). MBID가 올바른지 확인하세요.`,
      status,
    ),
  badResponse: () =>
    new SetlistFmError(
      "bad-response",
      "setlist.fm의 응답 형식이 올바르지 않습니다. setlist.fm API 주소(SETLISTFM_BASE_URL)를 확인하세요.",
    ),
};
