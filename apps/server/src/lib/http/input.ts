import { parseIdText } from "@naehan/contract";
import type { Context } from "hono";
import type * as z from "zod/mini";
import { type Entity, badRequest, invalidFields, notFound, unsupportedMediaType } from "./errors";

/** A path id: a positive integer that fits the column, else the thing does not exist (404). */
export function parseId(raw: string | undefined, entity: Entity): number {
  const value = parseIdText(raw);
  if (value === null) throw notFound(entity);
  return value;
}

const MBID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A MusicBrainz id in a path: any case, stored lower case; anything else names no artist (404). */
export function parseMbid(raw: string | undefined): string {
  const mbid = (raw ?? "").trim().toLowerCase();
  if (!MBID.test(mbid)) throw notFound("artist");
  return mbid;
}

/** Zod issues → `{ field: message }`, first message per field (the contract's Korean texts). */
export function issuesToFields(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join(".") : "_";
    fields[key] ??= issue.message;
  }
  return fields;
}

/** For the rare rule the contract gives no text of its own: still Korean, never zod's English. */
const FALLBACK_MESSAGE = "입력값이 올바르지 않습니다.";

export const UNSTORABLE_TEXT_MESSAGE =
  "사용할 수 없는 문자(NUL 또는 깨진 유니코드)가 들어 있습니다.";

/**
 * NUL, which PostgreSQL refuses in text, and a UTF-16 surrogate without its pair, which would be
 * stored as U+FFFD: either way the text could not be stored as written.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isStorableText = (text: string) => !text.includes("\0") && !LONE_SURROGATE.test(text);

/** The path of the first string in `value` that cannot be stored as written, or null. */
function unstorablePath(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === "string") return isStorableText(value) ? null : path;
  if (typeof value !== "object" || value === null) return null;
  for (const [key, child] of Object.entries(value)) {
    const found = unstorablePath(child, [...path, key]);
    if (found) return found;
  }
  return null;
}

/** Validates with a contract schema; what passes is also checked to be storable text (422). */
export function validate<S extends z.ZodMiniType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input, { error: () => FALLBACK_MESSAGE });
  if (!result.success) throw invalidFields(issuesToFields(result.error.issues));
  const unstorable = unstorablePath(result.data);
  if (unstorable) {
    throw invalidFields({ [unstorable.join(".") || "_"]: UNSTORABLE_TEXT_MESSAGE });
  }
  return result.data;
}

/** Deeper than any body of the API; checked before parsing, which is slow on deep nesting. */
export const JSON_MAX_DEPTH = 32;

/** Whether JSON text nests arrays and objects deeper than `max` (brackets in strings are text). */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c /* backslash */) i++;
      else if (ch === 0x22 /* " */) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b /* [ */ || ch === 0x7b /* { */) {
      if (++depth > max) return true;
    } else if (ch === 0x5d /* ] */ || ch === 0x7d /* } */) depth--;
  }
  return false;
}

/**
 * Parses a JSON body, then validates it: 415 for another media type, 400 for broken JSON or JSON
 * nested deeper than JSON_MAX_DEPTH (refused before it is parsed). The body is an object, or an
 * array where the call takes a list (`shape: "array"`).
 */
export async function readJson<S extends z.ZodMiniType>(
  c: Context,
  schema: S,
  shape: "object" | "array" = "object",
): Promise<z.infer<S>> {
  const type = c.req.header("content-type") ?? "";
  if (!/^application\/(?:[\w.+-]+\+)?json\b/i.test(type)) {
    throw unsupportedMediaType("요청 본문은 application/json 형식이어야 합니다.");
  }
  const text = await c.req.text();
  if (nestsDeeperThan(text, JSON_MAX_DEPTH)) {
    throw badRequest("요청 본문의 JSON이 너무 깊게 중첩되어 있습니다.");
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badRequest("요청 본문이 올바른 JSON이 아닙니다.");
  }
  if (shape === "array" && !Array.isArray(body)) {
    throw badRequest("요청 본문은 JSON 배열이어야 합니다.");
  }
  if (shape === "object" && (typeof body !== "object" || body === null || Array.isArray(body))) {
    throw badRequest("요청 본문은 JSON 객체여야 합니다.");
  }
  return validate(schema, body);
}
