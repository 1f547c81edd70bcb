import { ApiError } from "../../../lib/api-client";

/** What to tell the admin when a call fails: the server's Korean message when there is one. */
export function failureMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return "예상치 못한 문제가 발생했습니다. 잠시 후 다시 시도해 주세요.";
}

/** The server's per-field messages (422), for the fields the form has. */
export function fieldErrors<K extends string>(error: unknown, known: readonly K[]): [K, string][] {
  if (!(error instanceof ApiError) || !error.fields) return [];
  return Object.entries(error.fields).filter((entry): entry is [K, string] =>
    (known as readonly string[]).includes(entry[0]),
  );
}
