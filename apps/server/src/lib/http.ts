import type { Context } from "hono";
import type * as z from "zod/mini";
import { type Entity, badRequest, invalidFields, notFound, unsupportedMediaType } from "./errors";

const MAX_ID = 2_147_483_647;

/** A path id: a positive integer that fits the column, else the thing does not exist (404). */
export function parseId(raw: string | undefined, entity: Entity): number {
  if (raw === undefined || !/^[1-9]\d{0,9}$/.test(raw)) throw notFound(entity);
  const value = Number(raw);
  if (value > MAX_ID) throw notFound(entity);
  return value;
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

export function validate<S extends z.ZodMiniType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw invalidFields(issuesToFields(result.error.issues));
  return result.data;
}

/** Parses a JSON body, then validates it: 415 for another media type, 400 for broken JSON. */
export async function readJson<S extends z.ZodMiniType>(
  c: Context,
  schema: S,
): Promise<z.infer<S>> {
  const type = c.req.header("content-type") ?? "";
  if (!/^application\/(?:[\w.+-]+\+)?json\b/i.test(type)) {
    throw unsupportedMediaType("요청 본문은 application/json 형식이어야 합니다.");
  }
  const text = await c.req.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badRequest("요청 본문이 올바른 JSON이 아닙니다.");
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw badRequest("요청 본문은 JSON 객체여야 합니다.");
  }
  return validate(schema, body);
}
