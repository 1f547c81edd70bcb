import { ADMIN_MESSAGES, concert, concertDetail } from "@naehan/contract";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { concertEvents, newConcerts } from "../../db/schema";
import { type TestApp, createTestApp, expectBody, expectError } from "../../test/app";
import { buildArtist } from "../../test/factories";
import { adminForm } from "../../test/images";
import { type TestUser, buildAdmin } from "../../test/users";

let t: TestApp;
let admin: TestUser;
let artistId: number;
beforeAll(async () => {
  t = await createTestApp("empty");
  admin = await buildAdmin(t);
  artistId = (await buildArtist(t.db.db, { name: "Muse", krName: "뮤즈" })).id;
});
afterAll(() => t.close());

const YEAR = new Date().getFullYear() + 2;
const fields = (extra: Record<string, unknown> = {}) => ({
  artistId,
  title: "뮤즈 내한공연",
  startDate: `${YEAR}-04-16`,
  venueName: "고척스카이돔",
  cityName: "서울",
  genre: "ROCK",
  ...extra,
});
const send = (method: string, path: string, values: Record<string, unknown>) =>
  t.request(path, { method, token: admin.token, form: adminForm("newConcert", values) });
const detailOf = async (id: number) =>
  expectBody(await t.request(`/api/new-concerts/${id}`), concertDetail);
const lastChange = async (id: number) =>
  (
    await t.db.db
      .select({ kind: concertEvents.kind, description: concertEvents.description })
      .from(concertEvents)
      .where(eq(concertEvents.newConcertId, id))
      .orderBy(desc(concertEvents.id))
      .limit(1)
  )[0];

describe("a concert's start and doors times", () => {
  it("are set by the admin and read by every client; an older client's edit keeps them", async () => {
    const created = await expectBody(
      await send(
        "POST",
        "/api/admin/new-concert",
        fields({ startTime: "19:30", doorsTime: "18:00" }),
      ),
      concert,
      201,
    );
    expect(created).toMatchObject({ startTime: "19:30", doorsTime: "18:00" });
    expect(await detailOf(created.newConcertId)).toMatchObject({
      startTime: "19:30",
      doorsTime: "18:00",
    });

    // The original client knows no times: its edit leaves them as they are.
    await expectBody(
      await send(
        "PUT",
        `/api/admin/new-concert/${created.newConcertId}`,
        fields({ title: "뮤즈 2" }),
      ),
      concert,
    );
    expect(await detailOf(created.newConcertId)).toMatchObject({
      title: "뮤즈 2",
      startTime: "19:30",
      doorsTime: "18:00",
    });

    // An emptied field clears it.
    await send("PUT", `/api/admin/new-concert/${created.newConcertId}`, fields({ doorsTime: "" }));
    expect(await detailOf(created.newConcertId)).toMatchObject({
      startTime: "19:30",
      doorsTime: null,
    });
  });

  it("tell the fans when the start time moves, but not when it is first announced", async () => {
    const created = await expectBody(
      await send("POST", "/api/admin/new-concert", fields()),
      concert,
      201,
    );
    expect(created.startTime).toBeNull();
    const path = `/api/admin/new-concert/${created.newConcertId}`;
    await send("PUT", path, fields({ startTime: "19:00" }));
    expect(await lastChange(created.newConcertId)).toMatchObject({ kind: "NEW_CONCERT" });
    await send("PUT", path, fields({ startTime: "20:00" }));
    expect(await lastChange(created.newConcertId)).toEqual({
      kind: "CONCERT_CHANGED",
      description: "공연 시작: 19:00 → 20:00",
    });
  });

  it.each([
    [{ startTime: "7:30" }, "startTime", ADMIN_MESSAGES.timeInvalid],
    [{ startTime: "25:00" }, "startTime", ADMIN_MESSAGES.timeInvalid],
    [{ startTime: "19:00", doorsTime: "20:00" }, "doorsTime", ADMIN_MESSAGES.doorsAfterStart],
  ])("refuse %j with a Korean message and write nothing", async (extra, field, message) => {
    const response = await send(
      "POST",
      "/api/admin/new-concert",
      fields({ title: "거절", ...extra }),
    );
    const error = await expectError(response, 422);
    expect(JSON.stringify(error)).toContain(message);
    expect(JSON.stringify(error)).toContain(field);
    expect(await t.db.db.select().from(newConcerts).where(eq(newConcerts.title, "거절"))).toEqual(
      [],
    );
  });
});
