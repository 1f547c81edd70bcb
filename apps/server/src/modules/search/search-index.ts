import { and, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type SEARCH_SOURCES, artists, newConcerts, searchTerms } from "../../db/schema";
import { searchTermForms } from "./search-text";

type Source = (typeof SEARCH_SOURCES)[number];
type TermRow = typeof searchTerms.$inferInsert;

export interface SearchIndexTargets {
  artistIds?: readonly number[];
  concertIds?: readonly number[];
}

/** Ids per statement and rows per multi-row insert. */
const CHUNK = 5_000;

type Owner = Pick<TermRow, "artistId" | "concertId" | "concertStart" | "concertUpcoming">;

function termRows(owner: Owner, texts: [Source, string | null][]): TermRow[] {
  const seen = new Set<string>();
  const rows: TermRow[] = [];
  // Sources come in rank order, so a text repeated as an alias keeps its better source.
  for (const [source, text] of texts) {
    const forms = text === null ? null : searchTermForms(text);
    if (!forms || seen.has(forms.term)) continue;
    seen.add(forms.term);
    rows.push({ ...owner, source, ...forms });
  }
  return rows;
}

/**
 * Brings the search index of the given artists and concerts up to date with their rows: call it
 * in the same transaction after every write that creates an artist or a concert, changes an
 * artist's name, Korean name or aliases, or changes a concert's title, venue, start date, status
 * or artist. Ids whose row no longer exists simply lose their terms (a delete also cascades to
 * them). The terms are computed here, in one place, so every write path indexes text the same way;
 * a few statements per 5,000 ids, never one per row.
 */
export async function refreshSearchIndex(db: Database, targets: SearchIndexTargets): Promise<void> {
  const artistIds = [...new Set(targets.artistIds ?? [])];
  const concertIds = [...new Set(targets.concertIds ?? [])];
  if (artistIds.length === 0 && concertIds.length === 0) return;
  await db.transaction(async (tx) => {
    for (let i = 0; i < artistIds.length; i += CHUNK) {
      await refreshArtists(tx, artistIds.slice(i, i + CHUNK));
    }
    for (let i = 0; i < concertIds.length; i += CHUNK) {
      await refreshConcerts(tx, concertIds.slice(i, i + CHUNK));
    }
  });
}

async function refreshArtists(tx: Database, ids: number[]) {
  await tx
    .delete(searchTerms)
    .where(and(inArray(searchTerms.artistId, ids), isNull(searchTerms.concertId)));
  const found = await tx
    .select({
      id: artists.id,
      name: artists.name,
      krName: artists.krName,
      aliases: artists.aliases,
    })
    .from(artists)
    .where(inArray(artists.id, ids));
  await insertTerms(
    tx,
    found.flatMap((a) =>
      termRows({ artistId: a.id, concertId: null, concertStart: null, concertUpcoming: false }, [
        ["name", a.krName],
        ["name", a.name],
        ...a.aliases.map((alias): [Source, string] => ["alias", alias]),
      ]),
    ),
  );
}

async function refreshConcerts(tx: Database, ids: number[]) {
  await tx.delete(searchTerms).where(inArray(searchTerms.concertId, ids));
  const found = await tx
    .select({
      id: newConcerts.id,
      artistId: newConcerts.artistId,
      title: newConcerts.title,
      venueName: newConcerts.venueName,
      startDate: newConcerts.startDate,
      status: newConcerts.status,
    })
    .from(newConcerts)
    .where(inArray(newConcerts.id, ids));
  await insertTerms(
    tx,
    found.flatMap((c) =>
      termRows(
        {
          artistId: c.artistId,
          concertId: c.id,
          concertStart: c.startDate,
          concertUpcoming: c.status === "UPCOMING",
        },
        [
          ["title", c.title],
          ["venue", c.venueName],
        ],
      ),
    ),
  );
}

async function insertTerms(tx: Database, rows: TermRow[]) {
  // Eight values a row: 5,000 rows stay well under the 65,535 bind parameters of one statement.
  for (let i = 0; i < rows.length; i += CHUNK) {
    await tx.insert(searchTerms).values(rows.slice(i, i + CHUNK));
  }
}

/**
 * Indexes every artist and concert that has no search terms yet: rows written before the index
 * existed (an older database) or by a path that did not refresh it. Run at start-up.
 */
export async function indexUnindexed(db: Database): Promise<{ artists: number; concerts: number }> {
  const missingArtists = await db
    .select({ id: artists.id })
    .from(artists)
    .leftJoin(
      searchTerms,
      sql`${searchTerms.artistId} = ${artists.id} and ${searchTerms.concertId} is null`,
    )
    .where(isNull(searchTerms.id));
  const missingConcerts = await db
    .select({ id: newConcerts.id })
    .from(newConcerts)
    .leftJoin(searchTerms, sql`${searchTerms.concertId} = ${newConcerts.id}`)
    .where(isNull(searchTerms.id));
  await refreshSearchIndex(db, {
    artistIds: missingArtists.map((r) => r.id),
    concertIds: missingConcerts.map((r) => r.id),
  });
  return { artists: missingArtists.length, concerts: missingConcerts.length };
}
