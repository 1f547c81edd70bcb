/** Why a call to KOPIS failed; the message is Korean and fit to show an admin in a run's lines. */
export type KopisFailure =
  | "not-configured"
  | "refused"
  | "api-error"
  | "not-found"
  | "bad-xml"
  | "http"
  | "timeout"
  | "network"
  | "too-large";

export class KopisError extends Error {
  constructor(
    readonly failure: KopisFailure,
    message: string,
  ) {
    super(message);
    this.name = "KopisError";
  }
}

export const kopisErrors = {
  notConfigured: () =>
    new KopisError(
      "not-configured",
      "KOPIS 인증키가 설정되지 않았습니다. kopis.or.kr → 오픈API → 인증키 신청에서 키를 받아 서버의 KOPIS_API_KEY에 넣으세요.",
    ),
  refused: (message: string) =>
    new KopisError(
      "refused",
      `KOPIS가 인증키를 거부했습니다 (${message}). KOPIS_API_KEY가 올바른지 확인하세요.`,
    ),
  apiError: (code: string, message: string) =>
    new KopisError("api-error", `KOPIS 오류 ${code}: ${message}`),
  notFound: (what: string) => new KopisError("not-found", `KOPIS에 ${what} 정보가 없습니다.`),
  badXml: (what: string) =>
    new KopisError("bad-xml", `KOPIS ${what} 응답을 XML로 읽을 수 없습니다.`),
  http: (what: string, status: number) =>
    new KopisError("http", `KOPIS ${what} 요청이 HTTP ${status}로 실패했습니다.`),
  timeout: (what: string, ms: number) =>
    new KopisError(
      "timeout",
      `KOPIS ${what} 요청이 ${Math.round(ms / 1000)}초 안에 응답하지 않았습니다.`,
    ),
  network: (what: string) => new KopisError("network", `KOPIS ${what}에 연결할 수 없습니다.`),
  tooLarge: (maxBytes: number) =>
    new KopisError(
      "too-large",
      `포스터가 ${Math.round(maxBytes / 1024 / 1024)}MB보다 커서 받지 않았습니다.`,
    ),
};
