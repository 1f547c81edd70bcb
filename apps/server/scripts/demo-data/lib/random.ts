/** Deterministic helpers: no Date.now, no Math.random anywhere in the generator. */

/** 32-bit FNV-1a hash of a string (UTF-16 code units). */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

export function hex8(text: string): string {
  return fnv1a(text).toString(16).padStart(8, "0");
}

export type Rng = () => number;

/** mulberry32: a small seeded PRNG returning floats in [0, 1). */
export function seeded(seedText: string): Rng {
  let state = fnv1a(seedText);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(rng: Rng, items: readonly T[]): T {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error("pick from an empty list");
  return item;
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** "2025-04-16" -> "16-04-2025" (setlist.fm eventDate) */
export function toEventDate(iso: string): string {
  const [y, m, d] = iso.split("-");
  return `${d}-${m}-${y}`;
}

/** Milliseconds since the epoch of an ISO date (UTC), for arithmetic only. */
export function isoToMs(iso: string): number {
  const [y = 0, m = 1, d = 1] = iso.split("-").map(Number);
  return Date.UTC(y, m - 1, d);
}

/** setlist.fm lastUpdated: "2025-04-23T10:11:12.000+0000" */
export function formatUpdated(ms: number): string {
  const t = new Date(ms);
  return (
    `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}` +
    `T${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:${pad(t.getUTCSeconds())}.000+0000`
  );
}

/** Korean wall-clock "2026-10-03T21:14" plus minutes -> "2026-10-03T22:01:00+09:00" */
export function kstPlus(local: string, minutes: number): string {
  const [date = "", time = "00:00"] = local.split("T");
  const [hh = 0, mm = 0] = time.split(":").map(Number);
  const t = new Date(isoToMs(date) + (hh * 60 + mm + minutes) * 60_000);
  return (
    `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}` +
    `T${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:00+09:00`
  );
}
