import { endpoints, urlOf } from "@naehan/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { predictedSetlistEntries, songs } from "../../db/schema";
import { type TestApp, createTestApp } from "../app";
import { UNREACHABLE_PROVIDERS } from "../fake-oauth-provider";
import {
  buildArticle,
  buildArtist,
  buildComment,
  buildConcert,
  buildPastConcerts,
  pastConcertRecord,
} from "../factories";
import { type TestUser, buildAdmin, buildUser } from "../users";
import { type BudgetRow, type BudgetWorld, QUERY_BUDGET } from "./query-budget";

let t: TestApp;
let fan: TestUser;
let admin: TestUser;
let w: BudgetWorld;

/** Several rows in every list, so a statement per row would show. */
beforeAll(async () => {
  t = await createTestApp("empty", { config: { oauth: UNREACHABLE_PROVIDERS } });
  fan = await buildUser(t);
  admin = await buildAdmin(t);
  const db = t.db.db;
  const artistId = (await buildArtist(db, { name: "Coldplay", krName: "콜드플레이" })).id;
  const emptyArtistId = (await buildArtist(db, { name: "Quiet" })).id;
  const concertId = (await buildConcert(db, { artistId, genre: "POP" })).id;
  const bareConcertId = (await buildConcert(db, { artistId, genre: "POP" })).id;
  const played = await db
    .insert(songs)
    .values(["Yellow", "Fix You", "Clocks"].map((title) => ({ artistId, title, titleKey: title })))
    .returning();
  await db.insert(predictedSetlistEntries).values(
    played.map((song, i) => ({
      newConcertId: concertId,
      songId: song.id,
      position: i + 1,
      probability: 0.5,
    })),
  );
  await buildPastConcerts(db, artistId, [
    pastConcertRecord("2024-04-01", ["Yellow", "Clocks", "Fix You"]),
    pastConcertRecord("2024-04-03", ["Clocks", "Yellow"]),
    pastConcertRecord("2024-04-05", ["Fix You", "Yellow", "Viva la Vida"]),
  ]);
  const pastConcerts = (await (
    await t.request(`/api/artists/${artistId}/past-concerts`)
  ).json()) as {
    pastConcertId: number;
  }[];
  const articleId = (await buildArticle(db, { artistId, userId: fan.id })).id;
  const quietArticleId = (await buildArticle(db, { artistId, userId: fan.id })).id;
  for (let i = 0; i < 3; i++) await buildComment(db, { articleId, userId: fan.id });
  await t.request(`/api/favorites/artist/${artistId}`, { method: "POST", token: fan.token });
  await t.request(`/api/favorites/concert/${concertId}`, { method: "POST", token: fan.token });
  const calendar = (await (
    await t.request("/api/favorites/calendar", { token: fan.token })
  ).json()) as { url: string };
  w = {
    artistId,
    emptyArtistId,
    concertId,
    bareConcertId,
    pastConcertId: pastConcerts[0]?.pastConcertId ?? 0,
    articleId,
    quietArticleId,
    calendarKey: new URL(calendar.url).searchParams.get("key") ?? "",
  };
});
afterAll(() => t.close());

const nameOf = (row: BudgetRow) =>
  row.variant ? `${row.endpoint} (${row.variant})` : row.endpoint;

/** The row's URL: its endpoint's address, filled with what the row names. */
const urlOfRow = (row: BudgetRow) => {
  const endpoint = endpoints[row.endpoint];
  return (urlOf as (e: typeof endpoint, parts: object) => string)(endpoint, row.call(w));
};

describe("statements per read", () => {
  it.each(QUERY_BUDGET.map((row) => [nameOf(row), row] as const))(
    "%s: within its budget",
    async (name, row) => {
      // A public read is sent anonymously and signed in: the account lookup is all it may add.
      const { access } = endpoints[row.endpoint];
      const tokens =
        access === "admin"
          ? [admin.token]
          : access === "user"
            ? [fan.token]
            : [undefined, fan.token];
      for (const token of tokens) {
        t.db.queries.length = 0;
        const response = await t.request(urlOfRow(row), { token });
        expect(response.status, name).toBe(row.status ?? 200);
        await response.arrayBuffer();
        const allowed = row.queries + (token ? 1 : 0);
        expect(t.db.queries.length, `${name}\n${t.db.queries.join("\n")}`).toBeLessThanOrEqual(
          allowed,
        );
      }
    },
  );
});
