import type { Database } from "../../db/client";
import { searchCatalogue } from "../search/search.queries";
import { analyseKeyword } from "../search/search-text";
import { titleSaysNaehan } from "./naehan-signal";

/** A fuzzy (trigram) match scores from 3000: only real matches propose an artist. */
const FUZZY_SCORE = 3000;

/** Names to look the artist up by: the cast's first name, then the title's part before its 내한 words. */
export function artistKeywords(cast: string, title: string): string[] {
  const first =
    cast
      .split(/[,·/]/)[0]
      ?.replace(/\s*등\s*$/, "")
      .trim() ?? "";
  const bare = title
    .replace(/\[[^\]]*\]|<[^>]*>|\([^)]*\)/g, " ")
    .replace(/^\s*\d{4}\s+/, "")
    .split(/내한|LIVE\s+IN|IN\s+SEOUL|WORLD\s+TOUR|ASIA\s+TOUR|콘서트|단독공연|TOUR/i)[0]
    ?.trim();
  return [first, titleSaysNaehan(title) || bare ? (bare ?? "") : ""].filter(
    (k, i, all) => k.length > 0 && all.indexOf(k) === i,
  );
}

/**
 * The artist a listing most likely is, through the catalogue's Korean-aware search (Korean and
 * Latin names, aliases, 초성, keyboard slips): the best-matching artist of the first keyword that
 * finds one; null when none does.
 */
export async function proposeArtist(
  db: Database,
  cast: string,
  title: string,
): Promise<number | null> {
  for (const raw of artistKeywords(cast, title)) {
    const keyword = analyseKeyword(raw);
    if (!keyword) continue;
    const [best] = await searchCatalogue(db, keyword, { after: null, limit: 1 });
    if (best && best.sortKey.group === 0 && best.sortKey.score < FUZZY_SCORE) return best.artistId;
  }
  return null;
}
