import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import {
  artists,
  newConcerts,
  pastConcerts as pastConcertsTable,
  songs,
  ticketPrices,
  ticketRounds,
} from "../db/schema";
import { asArray, mapSetlist, songTitleKey } from "../integrations/setlistfm/mapping";
import { storeSetlists } from "../modules/past-concerts/past-concerts.queries";
import { importPastConcerts } from "../modules/past-concerts/import-past-concerts";
import {
  showsFromRecords,
  storeCataloguePredictions,
} from "../modules/predictions/predict-catalogue";
import type { PastShow } from "../modules/predictions/setlist-model";
import { refreshSearchIndex } from "../modules/search/search-index";
import type { MediaStorage } from "../lib/media/storage";
import { artistSvg, posterSvg } from "./art";
import { svgTextToPaths } from "../lib/media/text-paths";
import { demoAuthorPasswordHash, seedDemoBoard } from "./board";
import type { DemoData } from "./demo-data";
import { posterDateText } from "../lib/dates";
import { DEMO_SEED_LOCK } from "../db/locks";

export interface SeedResult {
  artists: number;
  pastConcerts: number;
  concerts: number;
  predictedSetlists: number;
  articles: number;
  comments: number;
}

/**
 * Loads the demo catalogue into an empty database, all or nothing: artists with generated images,
 * their past concerts through the same setlist.fm mapping the sync uses, and upcoming concerts with
 * generated posters, ticket rounds and seat prices, each upcoming one with a setlist predicted by
 * the model the admin uses, all
 * indexed for search, and the boards' posts and comments. Returns null when the database already
 * has artists.
 */
export async function seedDemoData(
  db: Database,
  data: DemoData,
  storage: MediaStorage,
): Promise<SeedResult | null> {
  if (await hasArtists(db)) return null;
  const encoder = new TextEncoder();
  const artistImages = await Promise.all(
    data.artists.map((a) =>
      storage.put(
        encoder.encode(
          svgTextToPaths(
            artistSvg({ name: a.name, krName: a.krName, genre: a.genre, seed: a.key }),
          ),
        ),
        "svg",
      ),
    ),
  );
  const posters = await Promise.all(
    data.concerts.map((c, index) => {
      const artist = data.artists.find((a) => a.key === c.artistKey);
      if (!artist) throw new Error(`Demo concert ${index} names unknown artist ${c.artistKey}`);
      const svg = posterSvg({
        title: c.title,
        artistName: artist.name,
        krName: artist.krName,
        dateText: posterDateText(c.startDate, c.endDate),
        venueName: c.venueName,
        genre: c.genre,
        seed: `${c.artistKey}-${index}`,
      });
      return storage.put(encoder.encode(svgTextToPaths(svg)), "svg");
    }),
  );

  const passwordHash = data.board ? await demoAuthorPasswordHash() : "";

  return db.transaction(async (tx) => {
    // Serialises concurrent first starts of several instances on one database.
    await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(DEMO_SEED_LOCK))})`);
    if (await hasArtists(tx)) return null;

    const inserted = await tx
      .insert(artists)
      .values(
        data.artists.map((a, i) => ({
          mbid: a.mbid,
          name: a.name,
          krName: a.krName,
          aliases: a.aliases,
          imgUrl: artistImages[i] ?? null,
          snsUrl: a.snsUrl,
          mediaUrl: a.mediaUrl,
        })),
      )
      .returning({ id: artists.id });
    const artistIds = new Map(data.artists.map((a, i) => [a.key, inserted[i]?.id ?? 0]));

    let pastConcerts = 0;
    const histories = new Map<number, PastShow<string>[]>();
    for (const [key, pages] of data.setlists) {
      const artistId = artistIds.get(key);
      if (!artistId) throw new Error(`Demo setlists for unknown artist ${key}`);
      const records = pages.flatMap((page) =>
        asArray(page.setlist).flatMap((s) => mapSetlist(s) ?? []),
      );
      const counts = await importPastConcerts(tx, artistId, records);
      histories.set(artistId, showsFromRecords(records));
      pastConcerts += counts.imported;
    }
    await storeReadings(tx, data.readings, artistIds);

    const concerts = await tx
      .insert(newConcerts)
      .values(
        data.concerts.map((c, i) => ({
          artistId: artistIds.get(c.artistKey) ?? 0,
          title: c.title,
          subTitle: c.subTitle,
          posterUrl: posters[i] ?? null,
          startDate: c.startDate,
          endDate: c.endDate,
          startTime: c.startTime,
          doorsTime: c.doorsTime,
          venueName: c.venueName,
          cityName: c.cityName,
          countryName: c.countryName,
          countryCode: c.countryCode,
          ticketPlatforms: c.ticketPlatforms,
          ticketUrl: c.ticketUrl,
          genre: c.genre,
          status: c.concertStatus,
        })),
      )
      .returning({
        id: newConcerts.id,
        artistId: newConcerts.artistId,
        startDate: newConcerts.startDate,
        cityName: newConcerts.cityName,
        countryCode: newConcerts.countryCode,
        status: newConcerts.status,
      });
    const rounds = data.concerts.flatMap((c, i) =>
      c.ticketRounds.map((r) => ({
        ...r,
        newConcertId: concerts[i]?.id ?? 0,
        opensAt: new Date(r.opensAt),
        closesAt: r.closesAt ? new Date(r.closesAt) : null,
      })),
    );
    if (rounds.length > 0) await tx.insert(ticketRounds).values(rounds);
    const prices = data.concerts.flatMap((c, i) =>
      c.prices.map((p, position) => ({ ...p, position, newConcertId: concerts[i]?.id ?? 0 })),
    );
    if (prices.length > 0) await tx.insert(ticketPrices).values(prices);
    await refreshSearchIndex(tx, {
      artistIds: inserted.map((a) => a.id),
      concertIds: concerts.map((c) => c.id),
    });

    const names = new Map(data.artists.map((a) => [artistIds.get(a.key), a.name]));
    const predictedSetlists = await storeCataloguePredictions(
      tx,
      concerts
        .filter((concert) => concert.status === "UPCOMING")
        .map((concert) => ({
          ...concert,
          artistName: names.get(concert.artistId) ?? "",
          shows: histories.get(concert.artistId) ?? [],
        })),
    );

    const board = data.board
      ? await seedDemoBoard(tx, data.board, { artistIds, concerts, passwordHash })
      : { articles: 0, comments: 0 };

    return {
      artists: inserted.length,
      pastConcerts,
      concerts: concerts.length,
      predictedSetlists,
      ...board,
    };
  });
}

/** Whether the catalogue has any artist (the demo data loads only into an empty one). */
/**
 * Gives the demo's Japanese songs their Korean readings, then writes the stored setlists of their
 * artists again so they show them. A reading of a title no show has is a mistake in the data.
 */
async function storeReadings(
  tx: Database,
  readings: DemoData["readings"],
  artistIds: Map<string, number>,
) {
  for (const [key, titles] of Object.entries(readings)) {
    const artistId = artistIds.get(key);
    if (!artistId) throw new Error(`Demo song readings for unknown artist ${key}`);
    for (const [title, reading] of Object.entries(titles)) {
      const updated = await tx
        .update(songs)
        .set({ reading })
        .where(and(eq(songs.artistId, artistId), eq(songs.titleKey, songTitleKey(title))))
        .returning({ id: songs.id });
      if (updated.length === 0) throw new Error(`Demo reading for ${key}'s unknown song ${title}`);
    }
    const shows = await tx
      .select({ id: pastConcertsTable.id })
      .from(pastConcertsTable)
      .where(eq(pastConcertsTable.artistId, artistId));
    await storeSetlists(
      tx,
      shows.map((show) => show.id),
    );
  }
}

export async function hasArtists(db: Database): Promise<boolean> {
  const rows = await db.select({ id: artists.id }).from(artists).limit(1);
  return rows.length > 0;
}
