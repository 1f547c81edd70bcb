import type { Logger } from "../logger";

/**
 * An HTTP cache in front of the app (a CDN, Varnish): answers it keeps carry their tags as
 * surrogate keys (`edge-headers.ts`), and a write evicts its tags there before it answers. One
 * implementation per kind of edge; Varnish's is below.
 */
export interface EdgePurger {
  /** Evicts the answers showing any of `keys` at every edge node; resolves when all have. */
  purge(keys: readonly string[]): Promise<void>;
}

/** How long a write waits for the edge before answering anyway (the edge's own TTL bounds it). */
const PURGE_TIMEOUT_MS = 2_000;

/**
 * Varnish with varnish-modules' xkey (deploy/varnish/naehan.vcl): `PURGE /` with the keys in
 * `xkey-purge`, sent to every node listed in EDGE_PURGE_URLS at once. A node that cannot be reached
 * is logged with its address; the write still answers (its keys age out with the edge's TTL).
 */
export function varnishPurger(urls: readonly string[], logger: Logger): EdgePurger {
  return {
    async purge(keys) {
      if (keys.length === 0) return;
      const header = keys.join(" ");
      await Promise.all(
        urls.map(async (url) => {
          try {
            const res = await fetch(url, {
              method: "PURGE",
              headers: { "xkey-purge": header },
              signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
            });
            await res.body?.cancel();
            if (!res.ok) logger.warn({ edge: url, status: res.status }, "edge purge refused");
          } catch (err) {
            logger.warn({ edge: url, err: String(err) }, "edge purge failed");
          }
        }),
      );
    },
  };
}
