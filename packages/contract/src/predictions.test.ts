import { describe, expect, it } from "vitest";
import { concertDetail } from "./concert-detail";
import { predictedSong } from "./concerts";
import { ACTUAL_SETLIST_MESSAGES, actualSetlistInput, actualSetlistLink } from "./predictions";

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("actualSetlistInput", () => {
  it("trims titles and reads a missing encore flag as the main set", () => {
    expect(
      actualSetlistInput.parse({
        songs: [{ title: " Yellow " }, { title: "Fix You", encore: true }],
      }),
    ).toEqual({
      songs: [
        { title: "Yellow", encore: false },
        { title: "Fix You", encore: true },
      ],
    });
  });

  it("refuses no songs, a blank title and more than 100 songs with the admin's texts", () => {
    expect(firstMessage(actualSetlistInput.safeParse({ songs: [] }))).toBe(
      ACTUAL_SETLIST_MESSAGES.songsRequired,
    );
    expect(firstMessage(actualSetlistInput.safeParse({}))).toBe(
      ACTUAL_SETLIST_MESSAGES.songsRequired,
    );
    expect(firstMessage(actualSetlistInput.safeParse({ songs: [{ title: "  " }] }))).toBe(
      ACTUAL_SETLIST_MESSAGES.songTitleRequired,
    );
    const many = Array.from({ length: 101 }, (_, i) => ({ title: `Song ${i}` }));
    expect(firstMessage(actualSetlistInput.safeParse({ songs: many }))).toBe(
      ACTUAL_SETLIST_MESSAGES.tooManySongs,
    );
  });
});

describe("actualSetlistLink", () => {
  it("reads the id as a number or a decimal string, nothing else", () => {
    expect(actualSetlistLink.parse({ pastConcertId: "12" })).toEqual({ pastConcertId: 12 });
    expect(actualSetlistLink.parse({ pastConcertId: 12 })).toEqual({ pastConcertId: 12 });
    for (const bad of ["012", "0", 0, "1e3", null]) {
      expect(firstMessage(actualSetlistLink.safeParse({ pastConcertId: bad }))).toBe(
        ACTUAL_SETLIST_MESSAGES.pastConcertRequired,
      );
    }
  });
});

describe("the predicted setlist on the wire", () => {
  it("keeps the spec's item fields and adds slot alternatives and played", () => {
    const song = {
      songId: 1,
      songTitle: "Yellow",
      order: 1,
      encore: false,
      ytLink: null,
      probability: 0.82,
      slotAlternatives: [{ songId: 2, songTitle: "Sparks", probability: 0.3, played: null }],
      played: null,
    };
    expect(predictedSong.parse(song)).toEqual(song);
    expect(predictedSong.safeParse({ ...song, played: undefined }).success).toBe(false);
  });

  it("gives the concert detail a prediction, or null when there is none", () => {
    const concert = {
      newConcertId: 1,
      artistId: 2,
      artistName: "Coldplay",
      title: "콜드플레이 내한공연",
      posterUrl: null,
      startDate: [2027, 4, 16],
      endDate: [2027, 4, 16],
      startTime: "19:00",
      doorsTime: null,
      genre: "POP",
      concertStatus: "UPCOMING",
      subTitle: null,
      venueName: "고양종합운동장",
      cityName: "고양",
      countryName: "대한민국",
      countryCode: "KR",
      ticketPlatforms: null,
      ticketUrl: null,
      date: "2027-04-16",
      ogImageUrl: null,
      hasEarlierSetlists: true,
      ticketRounds: [],
      prices: [],
    };
    expect(concertDetail.parse({ ...concert, prediction: null }).prediction).toBeNull();
    const prediction = {
      confidence: "MEDIUM",
      basedOnShows: 5,
      reason: "같은 투어 최근 5회 기준",
      hitRate: null,
      predictedAt: "2027-04-01T10:00:00.000Z",
      audit: null,
    };
    expect(concertDetail.parse({ ...concert, prediction }).prediction).toEqual(prediction);
    expect(
      concertDetail.safeParse({ ...concert, prediction: { ...prediction, confidence: "SURE" } })
        .success,
    ).toBe(false);
  });
});
