import { and, desc, eq, lt, sql } from "drizzle-orm";
import { type Database, queryRows } from "../../db/client";
import { DEFAULT_REMINDER_OFFSETS } from "@naehan/contract";
import { alertSettings, artists, favorites, newConcerts, users } from "../../db/schema";
import { roundsJsonOf } from "../ticket-rounds/ticket-rounds.queries";

export type FavoriteTarget = "artist" | "concert";

const targetColumn = (target: FavoriteTarget) =>
  target === "artist" ? favorites.artistId : favorites.newConcertId;
const targetTable = (target: FavoriteTarget) => (target === "artist" ? artists : newConcerts);

export async function targetExists(
  db: Database,
  target: FavoriteTarget,
  id: number,
): Promise<boolean> {
  const table = targetTable(target);
  const rows = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
  return rows.length > 0;
}

/**
 * Adds a favourite once: the unique constraint makes a second add a no-op. Returns whether a row
 * was created; a missing target inserts nothing and is told apart by the caller.
 */
export async function addFavorite(
  db: Database,
  userId: number,
  target: FavoriteTarget,
  id: number,
): Promise<boolean> {
  const table = targetTable(target);
  const column = target === "artist" ? "artist_id" : "new_concert_id";
  const rows = await queryRows(
    db,
    sql`
    insert into ${favorites} (user_id, ${sql.raw(column)})
    select ${userId}, ${table.id} from ${table} where ${table.id} = ${id}
    on conflict do nothing
    returning id`,
  );
  return rows.length > 0;
}

export async function removeFavorite(
  db: Database,
  userId: number,
  target: FavoriteTarget,
  id: number,
) {
  await db.delete(favorites).where(and(eq(favorites.userId, userId), eq(targetColumn(target), id)));
}

export async function isFavorite(db: Database, userId: number, target: FavoriteTarget, id: number) {
  const rows = await db
    .select({ id: favorites.id })
    .from(favorites)
    .where(and(eq(favorites.userId, userId), eq(targetColumn(target), id)));
  return rows.length > 0;
}

/**
 * A user's favourites, newest first, with what a list shows of each target (one query). An artist
 * row joins only `artists`, a concert row only the concert and its artist (as concert_artist), so
 * each kind leaves the other's columns null.
 */
export function listFavorites(
  db: Database,
  userId: number,
  page: { after: number | null; limit: number },
) {
  return db
    .select({
      id: favorites.id,
      artistId: favorites.artistId,
      concertId: favorites.newConcertId,
      artistName: artists.name,
      krName: artists.krName,
      imgUrl: artists.imgUrl,
      newConcertTitle: newConcerts.title,
      concertArtistName: sql<string | null>`concert_artist.name`,
      posterUrl: newConcerts.posterUrl,
      startDate: newConcerts.startDate,
      endDate: newConcerts.endDate,
    })
    .from(favorites)
    .leftJoin(artists, eq(artists.id, favorites.artistId))
    .leftJoin(newConcerts, eq(newConcerts.id, favorites.newConcertId))
    .leftJoin(sql`${artists} as concert_artist`, sql`concert_artist.id = ${newConcerts.artistId}`)
    .where(
      and(
        eq(favorites.userId, userId),
        page.after === null ? undefined : lt(favorites.id, page.after),
      ),
    )
    .orderBy(desc(favorites.id))
    .limit(page.limit);
}

/**
 * The favourite concerts (with their rounds) of the account holding the calendar key, soonest
 * first, and the account's reminder offsets for the rounds' alarms, in one statement that starts
 * from the account: null when no account holds the key.
 */
export async function calendarConcerts(db: Database, key: string) {
  const rows = await db
    .select({
      id: newConcerts.id,
      title: newConcerts.title,
      artistName: artists.name,
      artistKrName: artists.krName,
      startDate: newConcerts.startDate,
      endDate: newConcerts.endDate,
      startTime: newConcerts.startTime,
      doorsTime: newConcerts.doorsTime,
      venueName: newConcerts.venueName,
      cityName: newConcerts.cityName,
      countryName: newConcerts.countryName,
      ticketPlatforms: newConcerts.ticketPlatforms,
      ticketUrl: newConcerts.ticketUrl,
      updatedAt: newConcerts.updatedAt,
      ticketRounds: roundsJsonOf(newConcerts.id),
      reminderOffsets: alertSettings.reminderOffsets,
    })
    .from(users)
    .leftJoin(alertSettings, eq(alertSettings.userId, users.id))
    .leftJoin(favorites, eq(favorites.userId, users.id))
    .leftJoin(newConcerts, eq(newConcerts.id, favorites.newConcertId))
    .leftJoin(artists, eq(artists.id, newConcerts.artistId))
    .where(eq(users.calendarKey, key))
    .orderBy(newConcerts.startDate, newConcerts.id);
  if (rows.length === 0) return null;
  const concerts = rows.flatMap((row) => {
    const { id, title, artistName, startDate, endDate, venueName, cityName, countryName } = row;
    const { updatedAt } = row;
    return id === null ||
      title === null ||
      artistName === null ||
      startDate === null ||
      endDate === null ||
      venueName === null ||
      cityName === null ||
      countryName === null ||
      updatedAt === null
      ? []
      : [
          {
            ...row,
            id,
            title,
            artistName,
            startDate,
            endDate,
            venueName,
            cityName,
            countryName,
            updatedAt,
          },
        ];
  });
  return {
    concerts,
    reminderOffsets: rows[0]?.reminderOffsets ?? DEFAULT_REMINDER_OFFSETS,
  };
}

export async function getCalendarKey(db: Database, userId: number): Promise<string | null> {
  const [row] = await db.select({ key: users.calendarKey }).from(users).where(eq(users.id, userId));
  return row?.key ?? null;
}

/**
 * The account's key, setting `candidate` only when it has none: one statement, so parallel first
 * requests all get the key the first of them wrote.
 */
export async function ensureCalendarKey(db: Database, userId: number, candidate: string) {
  const [row] = await db
    .update(users)
    .set({ calendarKey: sql`coalesce(${users.calendarKey}, ${candidate})` })
    .where(eq(users.id, userId))
    .returning({ key: users.calendarKey });
  return row?.key ?? null;
}

export async function setCalendarKey(db: Database, userId: number, key: string) {
  await db.update(users).set({ calendarKey: key }).where(eq(users.id, userId));
}

export type FavoriteRow = Awaited<ReturnType<typeof listFavorites>>[number];
export type CalendarConcert = NonNullable<
  Awaited<ReturnType<typeof calendarConcerts>>
>["concerts"][number];
