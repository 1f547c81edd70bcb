import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** Text worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE =
  /^(?:text\/|application\/(?:json|javascript|manifest\+json|xml)|image\/svg\+xml)/i;
/** Below this a compressed body saves less than its headers cost. */
const MIN_BYTES = 1024;

export type Encoding = "br" | "gzip";

/** The encoding to answer with for an Accept-Encoding header: brotli first, then gzip. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  if (/\bbr\b/.test(acceptEncoding)) return "br";
  if (/\bgzip\b/.test(acceptEncoding)) return "gzip";
  return null;
}

/** One body compressed at once: levels chosen for per-request speed over the last percent. */
export function encodeBody(body: Uint8Array, encoding: Encoding): Uint8Array {
  return encoding === "br"
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
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
      !res.body ||
      c.req.method === "HEAD" ||
      res.headers.has("content-encoding") ||
      !COMPRESSIBLE.test(type) ||
      /\bno-transform\b/.test(res.headers.get("cache-control") ?? "")
    ) {
      return;
    }
    const declared = Number(res.headers.get("content-length") ?? Number.NaN);
    if (declared < MIN_BYTES) return;
    appendVary(res.headers);
    const encoding = pickEncoding(c.req.header("accept-encoding"));
    if (!encoding) return;
    const body = new Uint8Array(await res.arrayBuffer());
    const encoded = body.byteLength < MIN_BYTES ? body : encodeBody(body, encoding);
    const headers = new Headers(res.headers);
    if (encoded !== body) headers.set("content-encoding", encoding);
    headers.set("content-length", String(encoded.byteLength));
    // Replacing c.res copies the old answer's headers over the new one; set ours after.
    c.res = new Response(encoded as Uint8Array<ArrayBuffer>, { status: res.status, headers });
    for (const [name, value] of headers) c.res.headers.set(name, value);
  };
}

function appendVary(headers: Headers) {
  const vary = headers.get("vary");
  if (!vary) headers.set("vary", "Accept-Encoding");
  else if (!/\baccept-encoding\b/i.test(vary)) headers.set("vary", `${vary}, Accept-Encoding`);
}

/** A weak validator for an answer's bytes, computed synchronously (no stream copy, no thread hop). */
export function sha1Digest(body: Uint8Array): ArrayBuffer {
  const digest = createHash("sha1").update(body).digest();
  return digest.buffer.slice(digest.byteOffset, digest.byteOffset + digest.byteLength);
}
