import type { MiddlewareHandler } from "hono";
import { parseAccept } from "hono/utils/accept";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { bodyBytes, hasKnownBytes, setAnswer } from "../cache/answer-bytes";

/** Text worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE =
  /^(?:text\/|application\/(?:json|javascript|manifest\+json|xml)|image\/svg\+xml)/i;
/** Below this a compressed body saves less than its headers cost. */
const MIN_BYTES = 1024;

export type Encoding = "br" | "gzip";

/** Our codings in the order we prefer them when a client likes them alike; null is identity. */
const CODINGS = ["br", "gzip", null] as const;

/**
 * The coding a client's Accept-Encoding likes best (RFC 9110 §12.5.3): a coding it names has its
 * q-value, one it does not has that of `*` or else 0 (not acceptable). A body as it is
 * (identity) is what is sent when no coding is acceptable, and also when it is liked more than
 * any; unnamed, it counts as liked as the least liked coding named. Parsed once per header value
 * (browsers send a handful), since the cache's fast path asks on every hit.
 */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  let picked = picks.get(acceptEncoding);
  if (picked === undefined) {
    picked = negotiate(acceptEncoding);
    if (picks.size >= 256) picks.clear();
    picks.set(acceptEncoding, picked);
  }
  return picked;
}

const picks = new Map<string, Encoding | null>();

function negotiate(acceptEncoding: string): Encoding | null {
  const listed = parseAccept(acceptEncoding);
  const q = new Map(listed.map(({ type, q }) => [type.toLowerCase(), q]));
  const any = q.get("*");
  // Identity unnamed is the last resort: as liked as the least liked coding named.
  const identity = q.get("identity") ?? any ?? Math.min(...listed.map((entry) => entry.q), 1);
  const quality = (coding: Encoding | null) =>
    coding === null ? identity : (q.get(coding) ?? any ?? 0);
  let best: Encoding | null = null;
  let bestQ = 0;
  for (const coding of CODINGS) {
    const value = quality(coding);
    if (value > bestQ) [best, bestQ] = [coding, value];
  }
  return best;
}

/**
 * One body compressed at once. A body compressed for one answer gets brotli quality 4 (about a
 * third faster than 5 on our JSON, a few percent larger); one compressed once and kept (the
 * response cache) gets 5.
 */
export function encodeBody(body: Uint8Array, encoding: Encoding, kept = false): Uint8Array {
  return encoding === "br"
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: kept ? 5 : 4,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
        },
      })
    : gzipSync(body, { level: 6 });
}

/**
 * Compresses text answers in one piece. A compression stream would write the answer to the socket
 * in many small chunks and cost more than the compression itself; the answers here are small
 * (API JSON, rendered pages, built assets), so buffering them is the cheaper path.
 */
export function compressBodies(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get("content-type") ?? "";
    if (
      c.req.method === "HEAD" ||
      res.headers.has("content-encoding") ||
      !COMPRESSIBLE.test(type) ||
      /\bno-transform\b/.test(res.headers.get("cache-control") ?? "") ||
      (!hasKnownBytes(res) && !res.body)
    ) {
      return;
    }
    const declared = Number(res.headers.get("content-length") ?? Number.NaN);
    if (declared < MIN_BYTES) return;
    appendVary(res.headers);
    const encoding = pickEncoding(c.req.header("accept-encoding"));
    if (!encoding) return;
    const body = await bodyBytes(res);
    if (body.byteLength < MIN_BYTES) return;
    const encoded = encodeBody(body, encoding);
    // c.body starts from the current answer's headers.
    const compressed = c.body(encoded as Uint8Array<ArrayBuffer>, res.status as 200, {
      "content-encoding": encoding,
      "content-length": String(encoded.byteLength),
    });
    setAnswer(c, compressed, encoded);
  };
}

function appendVary(headers: Headers) {
  const vary = headers.get("vary");
  if (!vary) headers.set("vary", "Accept-Encoding");
  else if (!/\baccept-encoding\b/i.test(vary)) headers.set("vary", `${vary}, Accept-Encoding`);
}
