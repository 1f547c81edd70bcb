import type { Genre } from "@naehan/contract";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import {
  articles,
  artists,
  comments,
  importCandidates,
  newConcerts,
  ticketRounds,
  users,
} from "../db/schema";
import type { PastConcertRecord, SetlistEntryRecord } from "../integrations/setlistfm/mapping";
import { importPastConcerts } from "../modules/past-concerts/import-past-concerts";
import { refreshSearchIndex } from "../modules/search/search-index";

let sequence = 0;
const next = () => ++sequence;

type ArtistRow = typeof artists.$inferSelect;
type ConcertRow = typeof newConcerts.$inferSelect;
type ArticleRow = typeof articles.$inferSelect;
type CommentRow = typeof comments.$inferSelect;

/**
 * Test data builders: each fills what the test does not care about, creates missing parents and,
 * like every write path, keeps the search index up to date.
 */
export async function buildArtist(
  db: Database,
  overrides: Partial<typeof artists.$inferInsert> = {},
): Promise<ArtistRow> {
  const n = next();
  const [row] = await db
    .insert(artists)
    .values({
      name: `Test Artist ${n}`,
      krName: `테스트 아티스트 ${n}`,
      imgUrl: `/media/artist-${n}.svg`,
      snsUrl: `https://www.instagram.com/test${n}/`,
      mediaUrl: `https://www.youtube.com/@test${n}`,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("artist not inserted");
  await refreshSearchIndex(db, { artistIds: [row.id] });
  return row;
}

export async function buildConcert(
  db: Database,
  overrides: Partial<typeof newConcerts.$inferInsert> & { genre?: Genre } = {},
): Promise<ConcertRow> {
  const artistId = overrides.artistId ?? (await buildArtist(db)).id;
  const n = next();
  const [row] = await db
    .insert(newConcerts)
    .values({
      title: `테스트 내한공연 ${n}`,
      subTitle: `TEST LIVE IN SEOUL ${n}`,
      posterUrl: `/media/poster-${n}.svg`,
      startDate: "2027-05-01",
      endDate: "2027-05-01",
      venueName: "KSPO DOME",
      cityName: "서울",
      countryName: "대한민국",
      countryCode: "KR",
      ticketPlatforms: "NOL 티켓",
      ticketUrl: "https://tickets.interpark.com/",
      genre: "POP",
      ...overrides,
      artistId,
    })
    .returning();
  if (!row) throw new Error("concert not inserted");
  await refreshSearchIndex(db, { concertIds: [row.id] });
  return row;
}

/** A round of the concert (made when not given), opening in three days unless told otherwise. */
export async function buildTicketRound(
  db: Database,
  overrides: Partial<typeof ticketRounds.$inferInsert> = {},
) {
  const newConcertId = overrides.newConcertId ?? (await buildConcert(db)).id;
  const [row] = await db
    .insert(ticketRounds)
    .values({
      kind: "GENERAL",
      label: "일반예매",
      vendor: "NOL 티켓",
      opensAt: new Date(Date.now() + 3 * 24 * 60 * 60 * 1000),
      url: "https://tickets.interpark.com/goods/27000001",
      ...overrides,
      newConcertId,
    })
    .returning();
  if (!row) throw new Error("ticket round not inserted");
  return row;
}

type SongSpec = string | (Partial<SetlistEntryRecord> & { title: string });

/** A past concert with the given songs (strings, or entries with encore/tape/cover flags). */
export function pastConcertRecord(
  eventDate: string,
  songs: SongSpec[],
  overrides: Partial<PastConcertRecord> = {},
): PastConcertRecord {
  const n = next();
  return {
    setlistfmId: `t${n.toString(16).padStart(7, "0")}`,
    versionId: `v${n}`,
    eventDate,
    venueName: `Test Venue ${n}`,
    cityName: "Seoul",
    countryName: "South Korea",
    countryCode: "KR",
    tourName: "Test Tour",
    setlistUrl: null,
    info: null,
    entries: songs.map((song) =>
      typeof song === "string"
        ? { title: song, encore: 0, tape: false, coverArtist: null, withArtist: null, info: null }
        : { encore: 0, tape: false, coverArtist: null, withArtist: null, info: null, ...song },
    ),
    ...overrides,
  };
}

export async function buildPastConcerts(
  db: Database,
  artistId: number,
  records: PastConcertRecord[],
) {
  return importPastConcerts(db, artistId, records);
}

/** A board post; creates the artist when none is given. `userId` null is a post whose author is gone. */
export async function buildArticle(
  db: Database,
  overrides: Partial<typeof articles.$inferInsert> = {},
): Promise<ArticleRow> {
  const artistId = overrides.artistId ?? (await buildArtist(db)).id;
  const n = next();
  const [row] = await db
    .insert(articles)
    .values({ title: `테스트 글 ${n}`, content: `테스트 내용 ${n}`, ...overrides, artistId })
    .returning();
  if (!row) throw new Error("article not inserted");
  return row;
}

/** A comment; creates the article when none is given. */
export async function buildComment(
  db: Database,
  overrides: Partial<typeof comments.$inferInsert> = {},
): Promise<CommentRow> {
  const articleId = overrides.articleId ?? (await buildArticle(db)).id;
  const n = next();
  const [row] = await db
    .insert(comments)
    .values({ content: `테스트 댓글 ${n}`, ...overrides, articleId })
    .returning();
  if (!row) throw new Error("comment not inserted");
  return row;
}

/** Removes a user's account, as closing it would: their posts stay, without an author. */
export async function deleteUser(db: Database, userId: number) {
  await db.delete(users).where(eq(users.id, userId));
}

/** A KOPIS listing waiting for the admin, as an import stores one. */
export async function buildImportCandidate(
  db: Database,
  overrides: Partial<typeof importCandidates.$inferInsert> = {},
) {
  const n = next();
  const [row] = await db
    .insert(importCandidates)
    .values({
      mt20id: `PF9${String(n).padStart(6, "0")}`,
      title: `테스트 내한공연 ${n}`,
      startDate: "2027-05-01",
      endDate: "2027-05-01",
      venueName: "KSPO DOME",
      area: "서울특별시",
      prices: [{ grade: "R석", price: 165_000 }],
      ticketLinks: [{ vendor: "NOL 티켓", url: "https://tickets.interpark.com/goods/1" }],
      kopisState: "공연예정",
      visit: true,
      keptBecause: "visit",
      fingerprint: `fixture-${n}`,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("candidate not inserted");
  return row;
}
