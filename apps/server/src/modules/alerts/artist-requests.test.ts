import {
  ARTIST_REQUEST_MESSAGES,
  artistRequestGroupList,
  artistRequestStatus,
} from "@naehan/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { artistRequests, notifications } from "../../db/schema";
import { type TestApp, createTestApp, expectBody, expectError } from "../../test/app";
import { MINUTE, testClock } from "../../test/clock";
import { buildArtist } from "../../test/factories";
import { type TestUser, buildAdmin, buildUser } from "../../test/users";
import { refreshSearchIndex } from "../search/search-index";
import { produceAlerts } from "./produce-alerts";

const clock = testClock("2027-03-01T12:00:00+09:00");
let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp("empty", { clock: clock.now });
  admin = await buildAdmin(t);
});
afterAll(() => t.close());

const ask = (fan: TestUser, name: unknown) =>
  t.request("/api/alerts/artist-requests", { method: "PUT", token: fan.token, json: { name } });

const inboxOf = async (fan: TestUser) =>
  (
    await t.db.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, fan.id))
      .orderBy(notifications.id)
  ).map((n) => `${n.kind} | ${n.title} | ${n.url}`);

/** The admin adds a concert of the artist; two producers then run at once. */
async function addConcert(artistId: number, title: string) {
  const form = new FormData();
  form.append(
    "newConcert",
    JSON.stringify({
      artistId,
      title,
      startDate: "2027-10-01",
      venueName: "KSPO DOME",
      cityName: "서울",
      genre: "POP",
    }),
  );
  const created = await t.request("/api/admin/new-concert", { token: admin.token, form });
  expect(created.status).toBe(201);
  const { newConcertId: id } = (await created.json()) as { newConcertId: number };
  await Promise.all([produceAlerts(t.db.db, clock.now()), produceAlerts(t.db.db, clock.now())]);
  clock.advance(MINUTE);
  return id;
}

describe("내한 소식 알려 주세요", () => {
  it("keeps one request per fan and name however it is typed and however many taps come at once", async () => {
    const fan = await buildUser(t);
    const taps = await Promise.all(
      ["Taylor Swift", "taylor swift", " TAYLOR  SWIFT ", "TaylorSwift", "Taylor Swift"].map(
        (name) => ask(fan, name),
      ),
    );
    for (const tap of taps) {
      expect(await expectBody(tap, artistRequestStatus)).toMatchObject({ requested: true });
    }
    const rows = await t.db.db
      .select()
      .from(artistRequests)
      .where(eq(artistRequests.userId, fan.id));
    expect(rows.map((r) => r.term)).toEqual(["taylorswift"]);
  });

  it("refuses a blank or over-long name in Korean and stores nothing", async () => {
    const fan = await buildUser(t);
    for (const name of ["", "   ", "\u200b"]) {
      const refused = await expectError(await ask(fan, name), 422);
      expect(refused.fields?.name).toBe(ARTIST_REQUEST_MESSAGES.nameRequired);
    }
    const long = await expectError(await ask(fan, "가".repeat(51)), 422);
    expect(long.fields?.name).toBe(ARTIST_REQUEST_MESSAGES.nameTooLong);
    expect((await ask(fan, "가".repeat(50))).status).toBe(200);
    const rows = await t.db.db
      .select()
      .from(artistRequests)
      .where(eq(artistRequests.userId, fan.id));
    expect(rows.map((r) => r.name)).toEqual(["가".repeat(50)]);
    expect(
      (await t.request("/api/alerts/artist-requests", { method: "PUT", json: { name: "x" } }))
        .status,
    ).toBe(401);
  });

  it("shows the admin, and only the admin, each name with how many fans asked", async () => {
    const [a, b, c] = [await buildUser(t), await buildUser(t), await buildUser(t)];
    await Promise.all([
      ask(a, "Olivia Rodrigo"),
      ask(b, "olivia rodrigo"),
      ask(c, "Olivia Rodrigo"),
    ]);
    await ask(a, "테일러 스위프트");
    expect((await t.request("/api/admin/artist-requests", { token: a.token })).status).toBe(403);
    const groups = await expectBody(
      await t.request("/api/admin/artist-requests", { token: admin.token }),
      artistRequestGroupList,
    );
    const olivia = groups.find((g) => g.name.toLowerCase() === "olivia rodrigo");
    expect(olivia).toMatchObject({ fans: 3, waiting: 3 });
    expect(groups.find((g) => g.name === "테일러 스위프트")).toMatchObject({ fans: 1, waiting: 1 });
    expect(groups.indexOf(olivia!)).toBe(0);
  });

  it("tells each fan who asked, once, when a concert of an artist so named or aliased is added", async () => {
    const [byName, byAlias, byKrName, other, fan] = await Promise.all(
      Array.from({ length: 5 }, () => buildUser(t)),
    );
    await Promise.all([
      ask(byName!, "sabrina carpenter"),
      ask(byAlias!, "사브리나"),
      ask(byKrName!, "사브리나 카펜터"),
      ask(other!, "Dua Lipa"),
    ]);
    const artist = await buildArtist(t.db.db, {
      name: "Sabrina Carpenter",
      krName: "사브리나카펜터",
      aliases: ["사브리나"],
    });
    await refreshSearchIndex(t.db.db, { artistIds: [artist.id] });
    // A fan of the artist hears of it once, as a fan.
    await t.request(`/api/favorites/artist/${artist.id}`, { method: "POST", token: fan!.token });
    await ask(fan!, "Sabrina Carpenter");

    const concertId = await addConcert(artist.id, "사브리나 카펜터 내한공연");
    const told = `NEW_CONCERT | 요청하신 내한 소식 · Sabrina Carpenter | /concert/${concertId}`;
    expect(await inboxOf(byName!)).toEqual([told]);
    expect(await inboxOf(byAlias!)).toEqual([told]);
    expect(await inboxOf(byKrName!)).toEqual([told]);
    expect(await inboxOf(other!)).toEqual([]);
    expect(await inboxOf(fan!)).toEqual([
      `NEW_CONCERT | 새 내한 소식 · Sabrina Carpenter | /concert/${concertId}`,
    ]);

    // A second concert is news for the artist's fans, not a second answer to the request.
    await addConcert(artist.id, "사브리나 카펜터 앵콜 내한공연");
    expect(await inboxOf(byName!)).toEqual([told]);
    const groups = await expectBody(
      await t.request("/api/admin/artist-requests", { token: admin.token }),
      artistRequestGroupList,
    );
    // The fan and the first asker typed the same name: one group, both told.
    expect(groups.find((g) => g.name.toLowerCase() === "sabrina carpenter")).toMatchObject({
      fans: 2,
      waiting: 0,
    });
  });
});
