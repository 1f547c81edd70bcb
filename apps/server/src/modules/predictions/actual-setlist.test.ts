import { actualSetlistState } from "@naehan/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp, expectBody, expectError } from "../../test/app";
import { buildArtist, buildPastConcerts, pastConcertRecord } from "../../test/factories";
import { MAIN, day, predictionCalls } from "../../test/prediction-calls";
import { buildAdmin } from "../../test/users";
import { madeBeforeTheShow } from "../../test/made-before-the-show";

let t: TestApp;
let token = "";
const {
  predict,
  detail,
  shownSetlist,
  concertOn,
  artistWithShows,
  linkCall,
  enterCall,
  pastConcertsOf,
} = predictionCalls(() => ({ t, token }));
beforeAll(async () => {
  t = await createTestApp();
  token = (await buildAdmin(t)).token;
});
afterAll(() => t.close());

describe("the admin's actual setlist calls", () => {
  it("link a show of the concert's artist within a day of its dates, and nothing else", async () => {
    const artist = await artistWithShows();
    const concert = await concertOn(artist.id, day(-5), day(-4));
    await buildPastConcerts(t.db.db, artist.id, [
      pastConcertRecord(day(-3), MAIN),
      pastConcertRecord(day(-6), ["Alpha"]),
      pastConcertRecord(day(-8), MAIN),
      pastConcertRecord(day(-5), []),
    ]);
    const other = await buildArtist(t.db.db);
    await buildPastConcerts(t.db.db, other.id, [pastConcertRecord(day(-5), MAIN)]);
    const [otherShow] = await pastConcertsOf(other.id);
    const shows = await pastConcertsOf(artist.id);
    const dated = (date: string) => {
      const [y, m, d] = date.split("-").map(Number);
      return shows.find((s) => s.date[0] === y && s.date[1] === m && s.date[2] === d)!;
    };

    const state = await expectBody(
      await t.request(`/api/admin/new-concerts/${concert.id}/actual-setlist`, {
        token,
      }),
      actualSetlistState,
    );
    // Closest to the concert's dates first (then the earlier); a show without songs is none.
    expect(state.candidates.map((c) => c.pastConcertId)).toEqual([
      dated(day(-6)).pastConcertId,
      dated(day(-3)).pastConcertId,
    ]);
    expect(state).toMatchObject({ linked: null, predicted: false, audit: null });

    const elsewhere = await expectError(
      await linkCall(concert.id, otherShow?.pastConcertId ?? 0),
      422,
    );
    expect(elsewhere.fields?.pastConcertId).toBe("이 공연의 아티스트의 지난 공연이 아닙니다.");
    const early = await expectError(await linkCall(concert.id, dated(day(-8)).pastConcertId), 422);
    expect(early.fields?.pastConcertId).toBe(
      "공연 날짜 전후 하루 안에 열린 지난 공연만 연결할 수 있습니다.",
    );
    const empty = await expectError(await linkCall(concert.id, dated(day(-5)).pastConcertId), 422);
    expect(empty.fields?.pastConcertId).toBe("곡이 없는 셋리스트는 연결할 수 없습니다.");
    await expectError(await linkCall(concert.id, 987_654), 404, "NOT_FOUND");
    await expectError(await linkCall(987_654, dated(day(-3)).pastConcertId), 404, "NOT_FOUND");
    const missing = await expectError(await linkCall(concert.id, "abc"), 422);
    expect(missing.fields?.pastConcertId).toBe("연결할 지난 공연을 선택하세요.");

    // A spec-style client sends the id as a string.
    const linked = await expectBody(
      await linkCall(concert.id, String(dated(day(-6)).pastConcertId)),
      actualSetlistState,
    );
    expect(linked.linked).toMatchObject({ pastConcertId: dated(day(-6)).pastConcertId });
    const relinked = await expectBody(
      await linkCall(concert.id, dated(day(-3)).pastConcertId),
      actualSetlistState,
    );
    expect(relinked.linked).toMatchObject({ pastConcertId: dated(day(-3)).pastConcertId });
  });

  it("store a typed-in setlist as the artist's show on the concert's day, replaced when typed again", async () => {
    const artist = await artistWithShows();
    const concert = await concertOn(artist.id, day(-1));
    const predicted = await predict(artist.id, concert.id);
    await madeBeforeTheShow(t.db.db, concert.id);
    const played = [
      { title: "Alpha" },
      { title: "  Bravo   Song " },
      { title: "Charlie" },
      { title: "Echo" },
      { title: "Finale", encore: true },
    ];
    const state = await expectBody(await enterCall(concert.id, played), actualSetlistState);
    expect(state.linked).toMatchObject({ songCount: 5, entered: true, venueName: "KSPO DOME" });
    // Alpha, Charlie, Echo and Finale of the six predicted; Bravo Song was not predicted.
    expect(state.audit).toEqual({
      pastConcertId: state.linked?.pastConcertId,
      playedCount: 5,
      hitCount: 4,
      predictedCount: predicted.length,
    });
    const shows = await pastConcertsOf(artist.id);
    expect(shows).toHaveLength(4);
    const entered = shows[0]!;
    expect(entered).toMatchObject({
      pastConcertId: state.linked?.pastConcertId,
      venueName: "KSPO DOME",
      tourName: "Test Tour",
      setlistUrl: null,
    });
    expect(entered.setlists.map((e) => [e.order, e.song.title, e.encore])).toEqual([
      [1, "Alpha", 0],
      [2, "Bravo Song", 0],
      [3, "Charlie", 0],
      [4, "Echo", 0],
      [5, "Finale", 1],
    ]);
    expect((await detail(concert.id)).prediction?.hitRate).toBe(0.667);

    const fixed = await expectBody(
      await enterCall(concert.id, [...played, { title: "Delta", encore: true }]),
      actualSetlistState,
    );
    expect(fixed.linked?.pastConcertId).toBe(state.linked?.pastConcertId);
    expect(fixed.audit).toMatchObject({ playedCount: 6, hitCount: 5 });
    expect(await pastConcertsOf(artist.id)).toHaveLength(4);
  });

  it("type in once however many arrive at once", async () => {
    const artist = await artistWithShows();
    const concert = await concertOn(artist.id, day(-2));
    const responses = await Promise.all(
      Array.from({ length: 4 }, (_, i) => enterCall(concert.id, [{ title: `Song ${i}` }])),
    );
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const shows = await pastConcertsOf(artist.id);
    expect(shows.filter((s) => s.setlistUrl === null && s.venueName === "KSPO DOME")).toHaveLength(
      1,
    );
  });

  it("refuse a typed setlist before the show, or one without songs, in Korean", async () => {
    const artist = await artistWithShows();
    const later = await concertOn(artist.id, day(3));
    const early = await expectError(await enterCall(later.id, [{ title: "Alpha" }]), 422);
    expect(early.fields?.songs).toBe("공연이 시작된 뒤에 실제 셋리스트를 입력할 수 있습니다.");
    const past = await concertOn(artist.id, day(-3));
    const none = await expectError(await enterCall(past.id, []), 422);
    expect(none.fields?.songs).toBe("실제 셋리스트의 곡을 한 곡 이상 입력하세요.");
    const blank = await expectError(await enterCall(past.id, [{ title: "  " }]), 422);
    expect(blank.fields?.["songs.0.title"]).toBe("곡 제목을 입력하세요.");
    const many = await expectError(
      await enterCall(
        past.id,
        Array.from({ length: 101 }, (_, i) => ({ title: `S${i}` })),
      ),
      422,
    );
    expect(many.fields?.songs).toBe("곡은 100곡까지 입력할 수 있습니다.");
    await expectError(await enterCall(987_654, [{ title: "Alpha" }]), 404, "NOT_FOUND");
  });
});

describe("slot alternatives", () => {
  it("are served with their songs and probabilities, and judged against the actual setlist", async () => {
    const artist = await buildArtist(t.db.db);
    // The fourth song is one of two, with no pattern a fan could count on.
    await buildPastConcerts(
      t.db.db,
      artist.id,
      [day(-30), day(-27), day(-24), day(-21), day(-18), day(-15)].map((date, i) =>
        pastConcertRecord(date, [
          "Alpha",
          "Bravo",
          "Charlie",
          ["Left", "Right", "Right", "Left", "Left", "Right"][i]!,
          "Delta",
          "Echo",
        ]),
      ),
    );
    const concert = await concertOn(artist.id, day(-1));
    const predicted = await predict(artist.id, concert.id);
    await madeBeforeTheShow(t.db.db, concert.id);
    const slot = predicted.find((s) => s.slotAlternatives.length > 0);
    expect(slot).toBeDefined();
    expect([slot?.songTitle, slot?.slotAlternatives[0]?.songTitle].sort()).toEqual([
      "Left",
      "Right",
    ]);
    expect(slot?.slotAlternatives[0]?.probability).toBeGreaterThan(0);
    expect(slot?.slotAlternatives[0]?.played).toBeNull();

    const other = slot?.slotAlternatives[0]?.songTitle ?? "";
    await enterCall(
      concert.id,
      ["Alpha", "Bravo", "Charlie", other, "Delta", "Echo"].map((title) => ({ title })),
    );
    const judged = (await shownSetlist(concert.id)).find((s) => s.songId === slot?.songId);
    expect(judged?.played).toBe(false);
    expect(judged?.slotAlternatives[0]).toMatchObject({ songTitle: other, played: true });
  });
});
