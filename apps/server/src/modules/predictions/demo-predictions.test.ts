import { concertList, predictedSetlist } from "@naehan/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp, expectBody } from "../../test/app";
import { predictSetlist } from "./predict-setlist";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp("demo");
});
afterAll(() => t.close());

describe("demo catalogue predictions", () => {
  it("give every upcoming concert a predicted setlist, the same the admin would generate", async () => {
    const concerts = await expectBody(await t.request("/api/new-concerts?limit=100"), concertList);
    const upcoming = concerts.filter((c) => c.concertStatus === "UPCOMING");
    expect(upcoming.length).toBeGreaterThan(20);

    for (const concert of upcoming) {
      const path = `/api/new-concerts/${concert.newConcertId}/predicted-setlist`;
      const seeded = await expectBody(await t.request(path), predictedSetlist);
      expect(seeded.length, concert.title).toBeGreaterThanOrEqual(8);
      expect(seeded.map((s) => s.order)).toEqual(seeded.map((_, i) => i + 1));
      // Encore songs close the show.
      const firstEncore = seeded.findIndex((s) => s.encore);
      if (firstEncore >= 0) expect(seeded.slice(firstEncore).every((s) => s.encore)).toBe(true);
      for (const song of seeded) {
        expect(song.probability).toBeGreaterThan(0);
        expect(song.probability).toBeLessThanOrEqual(1);
        expect(new URL(song.ytLink ?? "").searchParams.get("search_query")).toBe(
          `${concert.artistName} ${song.songTitle}`,
        );
      }

      const regenerated = await predictSetlist(t.db.db, concert.artistId, concert.newConcertId);
      expect(regenerated, concert.title).toEqual(seeded);
    }
  });
});
