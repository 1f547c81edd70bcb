import type { ErrorBody, ErrorCode } from "@naehan/contract";
import { josa } from "es-hangul";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** The one error type handlers throw; the app's error handler turns it into the JSON error shape. */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "AppError";
  }

  toBody(): ErrorBody {
    return this.fields
      ? { code: this.code, message: this.message, fields: this.fields }
      : { code: this.code, message: this.message };
  }
}

const ENTITY_LABELS = {
  concert: "공연",
  ticketRound: "예매 일정",
  artist: "아티스트",
  song: "곡",
  pastConcert: "지난 공연",
  article: "게시글",
  comment: "댓글",
  user: "사용자",
  route: "요청한 주소",
  calendar: "캘린더",
  file: "파일",
  importRun: "가져오기 기록",
  importCandidate: "공연 후보",
} as const;
export type Entity = keyof typeof ENTITY_LABELS;

export const badRequest = (message = "요청 형식이 올바르지 않습니다.") =>
  new AppError(400, "BAD_REQUEST", message);

export const unauthorized = (message = "로그인이 필요합니다.") =>
  new AppError(401, "UNAUTHORIZED", message);

export const forbidden = (message = "이 작업을 할 권한이 없습니다.") =>
  new AppError(403, "FORBIDDEN", message);

export const notFound = (entity: Entity) =>
  new AppError(404, "NOT_FOUND", `${josa(ENTITY_LABELS[entity], "을/를")} 찾을 수 없습니다.`);

export const conflict = (message: string, code: ErrorCode = "CONFLICT") =>
  new AppError(409, code, message);

export const invalidFields = (fields: Record<string, string>) => {
  const first = Object.values(fields)[0] ?? "입력값이 올바르지 않습니다.";
  return new AppError(422, "VALIDATION_FAILED", first, fields);
};

export const payloadTooLarge = (message = "요청 본문이 너무 큽니다.") =>
  new AppError(413, "PAYLOAD_TOO_LARGE", message);

export const unsupportedMediaType = (message = "지원하지 않는 형식입니다.") =>
  new AppError(415, "UNSUPPORTED_MEDIA_TYPE", message);

export const rateLimited = (retryAfterSeconds: number, message: string) =>
  new AppError(429, "RATE_LIMITED", message, undefined, {
    "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });

export const badGateway = (message: string) => new AppError(502, "BAD_GATEWAY", message);

export const serviceUnavailable = (
  message = "일시적으로 서비스를 이용할 수 없습니다. 잠시 후 다시 시도해 주세요.",
) => new AppError(503, "SERVICE_UNAVAILABLE", message, undefined, { "Retry-After": "5" });

/** The password hashing queue is full: nothing was done, the client may simply try again. */
export const busy = (retryAfterSeconds = 2) =>
  new AppError(
    503,
    "BUSY",
    "요청이 많아 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.",
    undefined,
    { "Retry-After": String(retryAfterSeconds) },
  );

export const internalError = () =>
  new AppError(500, "INTERNAL", "서버에서 문제가 발생했습니다. 잠시 후 다시 시도해 주세요.");
