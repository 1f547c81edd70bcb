import { encodeBody } from "../http/compression";

// A stored answer and the ways it goes out: as it is, gzip, brotli or 304, each made once.

/** Below this a body is sent as it is (the compression middleware's own threshold). */
export const COMPRESS_FROM = 1024;

export type Variant = "identity" | "gzip" | "br" | "notModified";

/** A cached answer as it goes out: its status, headers as a flat list (name, value, …), body. */
export interface CachedAnswer {
  status: number;
  /** Every header but `vary`, which a request may still extend (CORS adds `Origin`). */
  headers: readonly string[];
  vary: string | null;
  /** null for 304. */
  body: Uint8Array | null;
}

export interface CacheEntry {
  status: number;
  headers: [string, string][];
  vary: string | null;
  body: Uint8Array;
  gzip?: Uint8Array;
  br?: Uint8Array;
  etag: string | null;
  /** When it was stored and until when it is served, in ms. */
  storedAt: number;
  expires: number;
  /** What the answer shows (cache-tags.ts); none: it may show anything, any write evicts it. */
  tags: readonly string[];
  /** Each variant's answer, made on first use: compression and headers are computed once. */
  answers: Partial<Record<Variant, CachedAnswer>>;
}

/** The `Age` of a cached answer (RFC 9111): an edge in front keeps it only for what is left. */
export function ageOf(entry: CacheEntry): string {
  return String(Math.max(0, Math.floor((Date.now() - entry.storedAt) / 1000)));
}

/** The entry as one variant goes out: its headers, its body compressed (once) or none for 304. */
export function prepare(entry: CacheEntry, variant: Variant): CachedAnswer {
  const headers: string[] = [];
  for (const [name, value] of entry.headers) {
    if (variant !== "notModified" || name !== "content-type") headers.push(name, value);
  }
  headers.push("x-cache", "hit");
  if (variant === "notModified") return { status: 304, headers, vary: entry.vary, body: null };
  let body = entry.body;
  let vary = entry.vary;
  if (entry.body.byteLength >= COMPRESS_FROM) {
    vary = vary ? `${vary}, Accept-Encoding` : "Accept-Encoding";
    if (variant === "br") body = entry.br ??= encodeBody(entry.body, "br", true);
    if (variant === "gzip") body = entry.gzip ??= encodeBody(entry.body, "gzip", true);
    if (variant !== "identity") headers.push("content-encoding", variant);
  }
  headers.push("content-length", String(body.byteLength));
  return { status: entry.status, headers, vary, body };
}
