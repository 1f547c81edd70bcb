import type { Context } from "hono";
import type { AppEnv } from "../context";

/**
 * Names of what a cached answer shows and what a write changes, in one vocabulary: an answer is
 * filed under the tags of the resources it contains, and a write evicts the tags it changed, here
 * and on every other instance. A list's own tag stands for which rows it has (a new row changes
 * the list before it has a tag of its own).
 */
export const cacheTag = {
  /** Which artists exist (`GET /api/artists`). */
  artists: "artists",
  /** One artist's own fields: name, images, links (shown wherever its name is). */
  artist: (id: number) => `artist:${id}`,
  /** Which concerts exist and their dates, genres and statuses (every list of concerts). */
  concerts: "concerts",
  /** Which ticket rounds open when (the upcoming rounds across concerts). */
  rounds: "rounds",
  /** One concert's own fields, its predicted setlist, ticket rounds and prices. */
  concert: (id: number) => `concert:${id}`,
  /** An artist's past concerts, setlists and song ranking. */
  pastConcerts: (artistId: number) => `past:${artistId}`,
  /** Which posts an artist's board has and their comment counts. */
  board: (artistId: number) => `board:${artistId}`,
  /** One post and its comments. */
  article: (id: number) => `article:${id}`,
  /** Search results: any artist or concert written may match a keyword. */
  search: "search",
} as const;

/** The answer being built shows these resources; the cache files it under them. */
export function tagAnswer(c: Context<AppEnv>, ...tags: string[]) {
  const shown = c.get("answerTags");
  if (shown) for (const tag of tags) shown.add(tag);
  else c.set("answerTags", new Set(tags));
}

/**
 * The answer being built stops being true at `at` by the clock alone (a ticket round opens and
 * leaves the list of upcoming ones): no cache, here or at the edge, keeps it past that moment.
 */
export function freshUntil(c: Context<AppEnv>, at: Date) {
  const previous = c.get("freshUntil");
  if (previous === undefined || at.getTime() < previous) c.set("freshUntil", at.getTime());
}

/**
 * The write changed these resources: once it succeeds, cached answers showing any of them are
 * evicted on every instance (a write that names nothing evicts everything).
 */
export function tagWrite(c: Context<AppEnv>, ...tags: string[]) {
  c.set("writeTags", [...(c.get("writeTags") ?? []), ...tags]);
}
