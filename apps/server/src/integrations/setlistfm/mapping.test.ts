import { describe, expect, it } from "vitest";
import { mapSetlist, parseEventDate, songTitleKey } from "./mapping";
import type { SetlistFmSetlist } from "./types";

const base: SetlistFmSetlist = {
  id: "63de4613",
  versionId: "7be1aaa0",
  eventDate: "22-04-2025",
  venue: {
    name: "Goyang Stadium",
    city: { name: "Goyang", country: { code: "KR", name: "South Korea" } },
  },
  tour: { name: "Music of the Spheres World Tour" },
  url: "https://www.setlist.fm/setlist/coldplay/2025/goyang-stadium-goyang-south-korea-63de4613.html",
};

describe("mapSetlist", () => {
  it("orders main sets then encores, keeps tape, cover, guest and info", () => {
    const record = mapSetlist({
      ...base,
      sets: {
        set: [
          { encore: 1, song: [{ name: "Fix You", info: "acoustic" }] },
          {
            song: [
              { name: "Music of the Spheres", tape: true },
              { name: "Higher Power" },
              { name: "Viva la Vida", with: { name: "BTS' Jin" } },
            ],
          },
          { name: "B-stage", song: { name: "Heroes", cover: { name: "David Bowie" } } },
          { encore: 2, song: [{ name: "Sparks" }] },
        ],
      },
    });
    expect(record).toMatchObject({
      setlistfmId: "63de4613",
      versionId: "7be1aaa0",
      eventDate: "2025-04-22",
      venueName: "Goyang Stadium",
      cityName: "Goyang",
      countryName: "South Korea",
      countryCode: "KR",
      tourName: "Music of the Spheres World Tour",
      setlistUrl: base.url,
    });
    expect(record?.entries).toEqual([
      {
        title: "Music of the Spheres",
        encore: 0,
        tape: true,
        coverArtist: null,
        withArtist: null,
        info: null,
      },
      {
        title: "Higher Power",
        encore: 0,
        tape: false,
        coverArtist: null,
        withArtist: null,
        info: null,
      },
      {
        title: "Viva la Vida",
        encore: 0,
        tape: false,
        coverArtist: null,
        withArtist: "BTS' Jin",
        info: null,
      },
      {
        title: "Heroes",
        encore: 0,
        tape: false,
        coverArtist: "David Bowie",
        withArtist: null,
        info: null,
      },
      {
        title: "Fix You",
        encore: 1,
        tape: false,
        coverArtist: null,
        withArtist: null,
        info: "acoustic",
      },
      { title: "Sparks", encore: 2, tape: false, coverArtist: null, withArtist: null, info: null },
    ]);
  });

  it("keeps a setlist nobody has filled in as a past concert without songs", () => {
    expect(mapSetlist({ ...base, sets: { set: [] } })?.entries).toEqual([]);
    expect(mapSetlist({ ...base, sets: "" })?.entries).toEqual([]);
    expect(mapSetlist({ ...base })?.entries).toEqual([]);
  });

  it("drops nameless songs and trims titles", () => {
    const record = mapSetlist({
      ...base,
      sets: { set: [{ song: [{ name: "" }, { name: "  Yellow  " }] }] },
    });
    expect(record?.entries.map((e) => e.title)).toEqual(["Yellow"]);
  });

  it("rejects a setlist without a valid date or venue", () => {
    expect(mapSetlist({ ...base, eventDate: "2025-04-22" })).toBeNull();
    expect(mapSetlist({ ...base, eventDate: "31-02-2025" })).toBeNull();
    expect(mapSetlist({ ...base, venue: {} })).toBeNull();
  });
});

describe("helpers", () => {
  it("parses setlist.fm's dd-MM-yyyy dates", () => {
    expect(parseEventDate("01-12-2024")).toBe("2024-12-01");
    expect(parseEventDate("1-12-2024")).toBeNull();
  });

  it("folds case and spacing of song titles into one key", () => {
    expect(songTitleKey("  Fix  You ")).toBe(songTitleKey("fix you"));
    expect(songTitleKey("Fix You")).not.toBe(songTitleKey("Fix You (Reprise)"));
  });
});
