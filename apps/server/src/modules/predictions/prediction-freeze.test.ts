import { actualSetlistState } from "@naehan/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp, expectBody, expectError } from "../../test/app";
import { buildPastConcerts, pastConcertRecord } from "../../test/factories";
import { ENCORE, MAIN, day, predictionCalls, titlesOf } from "../../test/prediction-calls";
import { buildAdmin } from "../../test/users";

let t: TestApp;
let token = "";
const {
  predict,
  predictCall,
  detail,
  shownSetlist,
  concertOn,
  artistWithShows,
  linkCall,
  pastConcertsOf,
} = predictionCalls(() => ({ t, token }));
beforeAll(async () => {
  t = await createTestApp();
  token = (await buildAdmin(t)).token;
});
afterAll(() => t.close());

describe("a prediction is fresh until the show and frozen after", () => {
  it("is made again as often as asked before the show", async () => {
    const artist = await artistWithShows();
    const concert = await concertOn(artist.id, day(1));
    const first = await predict(artist.id, concert.id);
    const again = await predict(artist.id, concert.id);
    expect(again).toEqual(first);
  });

  it("answers 409 in Korean from the show's day on, and the stored prediction stays as it was", async () => {
    const artist = await artistWithShows();
    const concert = await concertOn(artist.id, day(0), day(1));
    const shown = await predict(artist.id, concert.id);
    const before = await detail(concert.id);

    const refused = await expectError(await predictCall(artist.id, concert.id), 409, "CONFLICT");
    expect(refused.message).toBe(
      "공연 당일부터는 예상 셋리스트를 다시 만들 수 없습니다. 공연 전에 보여 준 예측을 그대로 보관합니다.",
    );
    expect(await shownSetlist(concert.id)).toEqual(shown);
    expect((await detail(concert.id)).prediction).toEqual(before.prediction);
  });

  it("lets exactly one of parallel first predictions of a started concert through", async () => {
    const artist = await artistWithShows();
    const concert = await concertOn(artist.id, day(-1));
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => predictCall(artist.id, concert.id)),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const stored = await shownSetlist(concert.id);
    expect(stored.map((s) => s.order)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("freezes a prediction once the actual setlist is linked, even before the concert's date", async () => {
    const artist = await artistWithShows();
    const concert = await concertOn(artist.id, day(1));
    // setlist.fm dates a show where it was played: a show abroad may carry the day before.
    await buildPastConcerts(t.db.db, artist.id, [pastConcertRecord(day(0), MAIN)]);
    const [played] = await pastConcertsOf(artist.id);
    await predict(artist.id, concert.id);
    await expectBody(await linkCall(concert.id, played?.pastConcertId ?? 0), actualSetlistState);
    const refused = await expectError(await predictCall(artist.id, concert.id), 409, "CONFLICT");
    expect(refused.message).toBe(
      "실제 셋리스트가 연결된 공연의 예상 셋리스트는 다시 만들 수 없습니다. 공연 전에 보여 준 예측을 그대로 보관합니다.",
    );
  });

  it("never learns a first prediction from the concert's own show, even one dated the day before", async () => {
    const artist = await artistWithShows();
    const concert = await concertOn(artist.id, day(-20));
    await buildPastConcerts(t.db.db, artist.id, [
      pastConcertRecord(day(-21), ["Xray", "Yankee", "Zulu", ...MAIN]),
    ]);
    const [played] = await pastConcertsOf(artist.id);
    await expectBody(await linkCall(concert.id, played?.pastConcertId ?? 0), actualSetlistState);
    const predicted = await predict(artist.id, concert.id);
    expect(titlesOf(predicted)).toEqual([...MAIN, ...ENCORE]);
    // Made after the show, it is shown but never audited.
    expect((await detail(concert.id)).prediction).toMatchObject({
      basedOnShows: 3,
      hitRate: null,
      audit: null,
    });
  });

  it("keeps one whole prediction when predictions and a link race, and freezes it after", async () => {
    const artist = await artistWithShows();
    const concert = await concertOn(artist.id, day(1));
    await buildPastConcerts(t.db.db, artist.id, [pastConcertRecord(day(1), MAIN)]);
    const [played] = await pastConcertsOf(artist.id);
    const responses = await Promise.all([
      predictCall(artist.id, concert.id),
      linkCall(concert.id, played?.pastConcertId ?? 0),
      predictCall(artist.id, concert.id),
      predictCall(artist.id, concert.id),
    ]);
    expect(responses[1]?.status).toBe(200);
    for (const response of [responses[0], responses[2], responses[3]]) {
      expect([200, 409]).toContain(response?.status);
    }
    const stored = await shownSetlist(concert.id);
    expect(stored.map((s) => s.order)).toEqual([1, 2, 3, 4, 5, 6]);
    await expectError(await predictCall(artist.id, concert.id), 409, "CONFLICT");
  });
});
