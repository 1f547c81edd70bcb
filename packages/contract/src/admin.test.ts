import { describe, expect, it } from "vitest";
import { ADMIN_MESSAGES, artistInput, concertInput, isCalendarDate } from "./admin";

function fieldsOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const fields: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) fields[issue.path.join(".")] ??= issue.message;
  return fields;
}

const concert = {
  artistId: 3,
  title: " 뮤즈 내한공연 ",
  startDate: "2027-04-16",
  endDate: [2027, 4, 19],
  venueName: "KSPO DOME",
  cityName: "서울",
  genre: "ROCK",
};

describe("artistInput", () => {
  it("trims, turns empty answers into null and lower-cases the MBID", () => {
    const parsed = artistInput.parse({
      mbid: " 9C9F1380-2516-4FC9-A3E6-F9F61941D090 ",
      name: " Muse ",
      krName: "",
      snsUrl: "https://www.instagram.com/muse/",
      mediaUrl: null,
    });
    expect(parsed).toEqual({
      mbid: "9c9f1380-2516-4fc9-a3e6-f9f61941d090",
      name: "Muse",
      krName: null,
      snsUrl: "https://www.instagram.com/muse/",
      mediaUrl: null,
    });
    expect(artistInput.parse({ name: "Muse", mbid: "  " }).mbid).toBeNull();
  });

  it("answers in Korean for a missing name, a malformed MBID and a non-web link", () => {
    expect(
      fieldsOf(
        artistInput.safeParse({
          name: "  ",
          mbid: "muse",
          snsUrl: "javascript:alert(1)",
          mediaUrl: "ftp://x",
        }),
      ),
    ).toEqual({
      name: ADMIN_MESSAGES.artistNameRequired,
      mbid: ADMIN_MESSAGES.mbidInvalid,
      snsUrl: ADMIN_MESSAGES.urlInvalid,
      mediaUrl: ADMIN_MESSAGES.urlInvalid,
    });
  });
});

describe("artistInput's aliases", () => {
  const base = { name: "Coldplay" };
  it("takes a list or a text split at commas, trimmed, without empties or repeats", () => {
    expect(artistInput.parse({ ...base, aliases: " 콜플, 콜드 ,,콜플" }).aliases).toEqual([
      "콜플",
      "콜드",
    ]);
    expect(artistInput.parse({ ...base, aliases: ["콜플", " "] }).aliases).toEqual(["콜플"]);
    expect(artistInput.parse({ ...base, aliases: "" }).aliases).toEqual([]);
    expect(artistInput.parse(base)).not.toHaveProperty("aliases");
  });

  it.each([
    [{ aliases: "가".repeat(51) }],
    [{ aliases: Array.from({ length: 21 }, (_, i) => `a${i}`) }],
    [{ aliases: 3 }],
  ])("refuses %j with a Korean message", (change) => {
    expect(fieldsOf(artistInput.safeParse({ ...base, ...change })).aliases).toBe(
      ADMIN_MESSAGES.aliasesInvalid,
    );
  });
});

describe("concertInput", () => {
  it("accepts date strings and tuples and fills the defaults", () => {
    expect(concertInput.parse(concert)).toMatchObject({
      title: "뮤즈 내한공연",
      startDate: [2027, 4, 16],
      endDate: [2027, 4, 19],
      countryName: "대한민국",
      countryCode: "KR",
      concertStatus: "UPCOMING",
    });
  });

  it.each([
    [{ startDate: "2027-02-30" }, "startDate", ADMIN_MESSAGES.dateInvalid],
    [{ startDate: "" }, "startDate", ADMIN_MESSAGES.dateInvalid],
    [{ startDate: [2027, 13, 1] }, "startDate", ADMIN_MESSAGES.dateInvalid],
    [{ endDate: "2027-04-15" }, "endDate", ADMIN_MESSAGES.endBeforeStart],
    [{ artistId: Number.NaN }, "artistId", ADMIN_MESSAGES.artistRequired],
    [{ genre: "" }, "genre", ADMIN_MESSAGES.genreRequired],
    [{ countryCode: "KOR" }, "countryCode", ADMIN_MESSAGES.countryCodeInvalid],
    [{ ticketUrl: "javascript:void(0)" }, "ticketUrl", ADMIN_MESSAGES.urlInvalid],
    [{ venueName: " " }, "venueName", ADMIN_MESSAGES.venueRequired],
    [{ startTime: "7:30" }, "startTime", ADMIN_MESSAGES.timeInvalid],
    [{ startTime: "24:00" }, "startTime", ADMIN_MESSAGES.timeInvalid],
    [{ startTime: "오후 7시" }, "startTime", ADMIN_MESSAGES.timeInvalid],
    [{ doorsTime: 1830 }, "doorsTime", ADMIN_MESSAGES.timeInvalid],
    [{ startTime: "19:00", doorsTime: "19:30" }, "doorsTime", ADMIN_MESSAGES.doorsAfterStart],
  ])("rejects %j with a Korean message", (change, field, message) => {
    expect(fieldsOf(concertInput.safeParse({ ...concert, ...change }))[field]).toBe(message);
  });

  it("takes start and doors times as a time input gives them, and keeps absent apart from cleared", () => {
    expect(
      concertInput.parse({ ...concert, startTime: "19:30:00", doorsTime: " 18:00 " }),
    ).toMatchObject({
      startTime: "19:30",
      doorsTime: "18:00",
    });
    expect(concertInput.parse({ ...concert, startTime: "" })).toMatchObject({ startTime: null });
    expect(concertInput.parse(concert)).not.toHaveProperty("startTime");
  });

  it("knows the calendar", () => {
    expect(isCalendarDate([2028, 2, 29])).toBe(true);
    expect(isCalendarDate([2027, 2, 29])).toBe(false);
    expect(isCalendarDate([2027, 4, 31])).toBe(false);
    expect(isCalendarDate([99999, 1, 1])).toBe(false);
  });
});
