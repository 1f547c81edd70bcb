import * as z from "zod/mini";
import { asArray } from "./mapping";
import { setlistFmErrors } from "./errors";
import { DEFAULT_TIMING, type SetlistFmTiming, createPacer, getJson } from "./request";
import type { SetlistFmPage, SetlistFmSetlist } from "./types";

export interface SetlistFmSettings {
  /** null when the server has no key: every call then fails with `not-configured`. */
  apiKey: string | null;
  /** `https://api.setlist.fm/rest/1.0` or a stand-in speaking the same API. */
  baseUrl: string;
  timing?: Partial<SetlistFmTiming>;
}

export interface ArtistSetlists {
  /** Newest first, as setlist.fm pages them. */
  setlists: SetlistFmSetlist[];
  /** Pages that answered with setlists. */
  pages: number;
}

/** An artist as setlist.fm's search names it (MusicBrainz's id and words). */
export interface SetlistFmArtist {
  mbid: string;
  name: string;
  /** What tells two artists of one name apart ("US rapper"); "" when none. */
  disambiguation: string;
}

export interface SetlistFmClient {
  readonly configured: boolean;
  /** The artists setlist.fm finds by this name, most relevant first (its first page); none for 404. */
  searchArtists(name: string): Promise<SetlistFmArtist[]>;
  /** The artist's most recent setlists, at most `limit`; none (and 0 pages) for an unknown MBID. */
  artistSetlists(mbid: string, limit?: number): Promise<ArtistSetlists>;
}

/** setlist.fm serves 20 setlists per page; a sync looks at the most recent 100. */
export const SYNC_SETLIST_LIMIT = 100;
const USER_AGENT = "naehan/1.0 (Korean concert guide; setlist.fm sync)";

const artistSearchSchema = z.looseObject({
  artist: z.optional(
    z.array(
      z.looseObject({
        mbid: z.string(),
        name: z.string(),
        disambiguation: z.optional(z.string()),
      }),
    ),
  ),
});

// Enough of the page to trust it; the setlists themselves are mapped tolerantly later.
const pageSchema = z.looseObject({
  itemsPerPage: z.number(),
  page: z.number(),
  total: z.number(),
  setlist: z.optional(
    z.union([z.array(z.looseObject({ id: z.string() })), z.looseObject({ id: z.string() })]),
  ),
});

/**
 * A client of setlist.fm's REST API 1.0. One instance per process: its pacing keeps every
 * request made with the key at most two per second, however many syncs run at once.
 */
export function createSetlistFmClient(settings: SetlistFmSettings): SetlistFmClient {
  const timing = { ...DEFAULT_TIMING, ...settings.timing };
  const pace = createPacer(timing.minIntervalMs);
  const base = settings.baseUrl.replace(/\/+$/, "");
  const apiKey = settings.apiKey;

  /** One paced GET with the key; null for setlist.fm's 404 ("nothing here"). */
  function get(path: string): Promise<unknown> {
    if (apiKey === null) throw setlistFmErrors.notConfigured();
    return getJson(`${base}${path}`, {
      headers: { "x-api-key": apiKey, accept: "application/json", "user-agent": USER_AGENT },
      timing,
      pace,
    });
  }

  async function page(mbid: string, number: number): Promise<SetlistFmPage | null> {
    const body = await get(`/artist/${encodeURIComponent(mbid)}/setlists?p=${number}`);
    if (body === null) return null;
    const parsed = pageSchema.safeParse(body);
    if (!parsed.success) throw setlistFmErrors.badResponse();
    return body as SetlistFmPage;
  }

  return {
    configured: apiKey !== null,
    async searchArtists(name) {
      const query = new URLSearchParams({ artistName: name, p: "1", sort: "relevance" });
      const body = await get(`/search/artists?${query.toString()}`);
      if (body === null) return [];
      const parsed = artistSearchSchema.safeParse(body);
      if (!parsed.success) throw setlistFmErrors.badResponse();
      return (parsed.data.artist ?? []).map((a) => ({
        mbid: a.mbid,
        name: a.name,
        disambiguation: a.disambiguation ?? "",
      }));
    },
    async artistSetlists(mbid, limit = SYNC_SETLIST_LIMIT) {
      const setlists: SetlistFmSetlist[] = [];
      let pages = 0;
      for (let number = 1; setlists.length < limit; number++) {
        const current = await page(mbid, number);
        // 404: no setlists at all, or (on a later page) none beyond the previous one.
        if (current === null) break;
        const items = asArray(current.setlist);
        if (items.length === 0) break;
        pages++;
        setlists.push(...items);
        const perPage = current.itemsPerPage > 0 ? current.itemsPerPage : items.length;
        if (number >= Math.ceil(current.total / perPage)) break;
      }
      return { setlists: setlists.slice(0, limit), pages };
    },
  };
}
