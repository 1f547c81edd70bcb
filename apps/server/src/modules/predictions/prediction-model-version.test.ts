import { rmSync } from "node:fs";
import { join } from "node:path";
import { predictedSetlist } from "@naehan/contract";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../db/client";
import { concertPredictions, predictedSetlistEntries } from "../../db/schema";
import { expectBody } from "../../test/app";
import { copyOfEmptyDataDir } from "../../test/data-dir";
import {
  buildArtist,
  buildConcert,
  buildPastConcerts,
  pastConcertRecord,
} from "../../test/factories";
import { ENCORE, MAIN, day } from "../../test/prediction-calls";
import { startServerProcess, stopServerProcesses } from "../../test/server-process";
import { predictSetlist } from "./predict-setlist";
import { MODEL_VERSION } from "./setlist-model";

/**
 * A new model reaches an existing database: at start-up, the stored prediction of an upcoming
 * concert made by an older model version is made again; one frozen after the show is kept as it
 * was shown. On PGlite in a DATA_DIR, as `npm start` runs.
 */
const dataDir = copyOfEmptyDataDir();

afterAll(async () => {
  await stopServerProcesses();
  rmSync(dataDir, { recursive: true, force: true });
});

/** What an older model stored: every song at 50 %, a reason of its own, version 0. */
const OLD_PROBABILITY = 0.5;
const OLD_REASON = "옛 모델의 예측";

describe("stored predictions of an older model", () => {
  it("are made again at start-up for upcoming concerts, and kept for a concert whose show has begun", async () => {
    const database = await openDatabase({ dataDir: join(dataDir, "pglite") });
    const { db } = database;
    const artist = await buildArtist(db);
    await buildPastConcerts(
      db,
      artist.id,
      [day(-40), day(-37), day(-34)].map((date) =>
        pastConcertRecord(date, [...MAIN, ...ENCORE.map((title) => ({ title, encore: 1 }))]),
      ),
    );
    const upcoming = await buildConcert(db, {
      artistId: artist.id,
      startDate: day(10),
      endDate: day(10),
    });
    const begun = await buildConcert(db, {
      artistId: artist.id,
      startDate: day(0),
      endDate: day(1),
    });
    const fresh = await predictSetlist(db, artist.id, upcoming.id);
    await predictSetlist(db, artist.id, begun.id);
    // As an older model left them.
    await db.update(predictedSetlistEntries).set({ probability: OLD_PROBABILITY });
    await db.update(concertPredictions).set({ modelVersion: 0, reason: OLD_REASON });
    await database.close();

    const server = await startServerProcess({ DATA_DIR: dataDir, NO_DEMO_DATA: "1" });
    const shown = async (id: number) =>
      expectBody(
        await fetch(`${server.base}/api/new-concerts/${id}/predicted-setlist`),
        predictedSetlist,
      );
    const reasonOf = async (id: number) => {
      const res = await fetch(`${server.base}/api/new-concerts/${id}`);
      return ((await res.json()) as { prediction?: { reason?: string } }).prediction?.reason;
    };

    // The upcoming concert shows today's model's prediction, no longer the old one.
    expect(await shown(upcoming.id)).toEqual(fresh);
    expect((await shown(upcoming.id)).every((s) => s.probability !== OLD_PROBABILITY)).toBe(true);
    expect(await reasonOf(upcoming.id)).not.toBe(OLD_REASON);
    // The show that has begun keeps what a fan was shown before it.
    const kept = await shown(begun.id);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.every((s) => s.probability === OLD_PROBABILITY)).toBe(true);
    expect(await reasonOf(begun.id)).toBe(OLD_REASON);

    // The version is stored: a second start makes nothing again.
    const reopened = await (async () => {
      await stopServerProcesses();
      const again = await openDatabase({ dataDir: join(dataDir, "pglite") });
      const rows = await again.db
        .select({ id: concertPredictions.newConcertId, version: concertPredictions.modelVersion })
        .from(concertPredictions)
        .where(eq(concertPredictions.newConcertId, upcoming.id));
      await again.close();
      return rows;
    })();
    expect(reopened).toEqual([{ id: upcoming.id, version: MODEL_VERSION }]);
  }, 90_000);
});
