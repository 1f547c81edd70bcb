/**
 * What the edge is told about an anonymous answer it may keep, and what a write evicts there.
 * The browser's own `Cache-Control` stays as the app sets it (no-cache, revalidated by ETag): the
 * edge's lifetime travels in `CDN-Cache-Control` (RFC 9213), so a fan's browser never shows an
 * answer older than the edge's, and `stale-while-revalidate` applies at the edge only.
 */

/** Every answer the edge keeps has this key: a write that names nothing evicts them all. */
export const EDGE_KEY_ALL = "all";
/** Answers that show something unnamed: every public write evicts them. */
export const EDGE_KEY_UNTAGGED = "untagged";

/** Seconds the edge may serve an expired answer while it fetches a fresh one. */
export const EDGE_STALE_SECONDS = 30;

/** The surrogate keys of an answer filed under `tags` (none: it may show anything). */
export function surrogateKeys(tags: readonly string[]): string {
  return (tags.length > 0 ? [...tags, EDGE_KEY_ALL] : [EDGE_KEY_UNTAGGED, EDGE_KEY_ALL]).join(" ");
}

/** The keys a write that changed `tags` purges (null: it may have changed anything). */
export function purgedKeys(tags: readonly string[] | null): string[] {
  return tags === null ? [EDGE_KEY_ALL] : [...tags, EDGE_KEY_UNTAGGED];
}

/**
 * `CDN-Cache-Control` for an answer the app itself keeps until `expires` (ms): the edge keeps it as
 * long, and may serve it stale for a while after unless it stops being true at a known moment
 * (`clockBound`: a list of ticket rounds must not outlive the next opening).
 */
export function edgeCacheControl(expires: number, now: number, clockBound: boolean): string {
  const maxAge = Math.max(0, Math.floor((expires - now) / 1000));
  return clockBound
    ? `max-age=${maxAge}`
    : `max-age=${maxAge}, stale-while-revalidate=${EDGE_STALE_SECONDS}`;
}
