import type { Context } from "hono";

/**
 * Answers whose bytes are in hand. The ETag, the response cache and compression each need the
 * body; read back from a Response it would be copied through a stream three times, and the
 * answer would lose the adapter's direct write. Kept here, each step takes the same bytes.
 */
const known = new WeakMap<Response, Uint8Array>();
const encoder = new TextEncoder();

/** Sets `response` as the answer, its body being `bytes`. */
export function setAnswer(c: Context, response: Response, bytes: Uint8Array) {
  known.set(response, bytes);
  // Assigned over an existing answer, Hono would copy the old one through its body stream; this
  // answer already carries every header it keeps.
  c.res = undefined;
  c.res = response;
}

/** A JSON answer from JSON text (built by the database, or stringified once). */
export function jsonText(c: Context, json: string, status: 200 | 201 = 200): Response {
  const bytes = encoder.encode(json);
  const response = c.body(bytes, status, {
    "content-type": "application/json",
  });
  known.set(response, bytes);
  return response;
}

/** A JSON answer from a value. */
export function json(c: Context, value: unknown, status: 200 | 201 = 200): Response {
  return jsonText(c, JSON.stringify(value), status);
}

/** The body of an answer: the bytes it was made from, else read from the Response. */
export async function bodyBytes(response: Response): Promise<Uint8Array> {
  return known.get(response) ?? new Uint8Array(await response.clone().arrayBuffer());
}

/** Whether the answer's bytes are in hand (no stream to read). */
export const hasKnownBytes = (response: Response) => known.has(response);
