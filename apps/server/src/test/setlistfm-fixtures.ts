import type { SetlistFmSet, SetlistFmSetlist } from "../integrations/setlistfm/types";

/** Setlists exactly as setlist.fm's REST API 1.0 writes them, for the fake server. */
export const FIXTURE_ARTIST = {
  mbid: "0e2d3a55-2d8a-4e59-8c51-2b8d2a3c6f10",
  name: "The Fixture Band",
  sortName: "Fixture Band, The",
  disambiguation: "",
  url: "https://www.setlist.fm/setlists/the-fixture-band-2bd6b4c2.html",
};

const pad = (n: number) => String(n).padStart(2, "0");

/** `dd-MM-yyyy`, as setlist.fm writes `eventDate`. */
export function fmDate(iso: string): string {
  const [y, m, d] = iso.split("-");
  return `${d}-${m}-${y}`;
}

export function fmSetlist(
  n: number,
  sets: SetlistFmSet[],
  overrides: Partial<SetlistFmSetlist> = {},
): SetlistFmSetlist {
  const id = (0x3bd60000 + n).toString(16);
  // Newest first when n counts up: one show every three days back from 2025-06-30.
  const date = new Date(Date.UTC(2025, 5, 30 - 3 * n));
  const iso = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  return {
    id,
    versionId: `7b${id}`,
    eventDate: fmDate(iso),
    lastUpdated: "2025-07-02T10:11:12.000+0000",
    artist: FIXTURE_ARTIST,
    venue: {
      id: `6bd6${pad(n % 100)}2e`,
      name: `Arena ${n}`,
      city: {
        id: "1835848",
        name: "Seoul",
        state: "Seoul",
        stateCode: "11",
        coords: { lat: 37.566, long: 126.978 },
        country: { code: "KR", name: "South Korea" },
      },
      url: `https://www.setlist.fm/venue/arena-${n}-seoul-south-korea-6bd6.html`,
    },
    tour: { name: "Fixture World Tour" },
    sets: { set: sets },
    url: `https://www.setlist.fm/setlist/the-fixture-band/2025/arena-${n}-${id}.html`,
    ...overrides,
  };
}

/** An ordinary show: a taped intro, eight songs (one rotating), a one-song encore. */
export function plainShow(n: number): SetlistFmSetlist {
  return fmSetlist(n, [
    {
      song: [
        { name: "Overture", tape: true },
        ...["Opener", "Second", "Third", "Fourth", "Fifth", "Sixth", "Seventh"].map((name) => ({
          name,
        })),
        { name: n % 2 === 0 ? "Rotator A" : "Rotator B" },
      ],
    },
    { encore: 1, song: [{ name: "Closer" }] },
  ]);
}

/** The show that uses every feature of the format. */
export function richShow(n: number): SetlistFmSetlist {
  return fmSetlist(
    n,
    [
      {
        song: [
          { name: "Overture", tape: true },
          { name: "Opener" },
          { name: "Heroes", cover: { ...FIXTURE_ARTIST, name: "David Bowie", mbid: "5441c29d" } },
          { name: "Duet", with: { ...FIXTURE_ARTIST, name: "Guest Singer", mbid: "a1b2c3d4" } },
        ],
      },
      { name: "B-stage", song: { name: "Acoustic One", info: "acoustic, first time since 2019" } },
      { encore: 1, song: [{ name: "Closer" }, { name: "Opener", info: "reprise" }] },
      { encore: 2, song: [{ name: "Last Word" }, { name: "Outro", tape: true }] },
    ],
    { info: "Rain delay of 30 minutes.", tour: { name: "Fixture World Tour" } },
  );
}

/** A show setlist.fm knows of but nobody has filled in yet. */
export function stubShow(n: number): SetlistFmSetlist {
  return fmSetlist(n, [], { tour: undefined });
}

/** `count` setlists, newest first: one rich show, one stub, the rest ordinary. */
export function fixtureHistory(count: number): SetlistFmSetlist[] {
  return Array.from({ length: count }, (_, n) =>
    n === 0 ? richShow(n) : n === 1 ? stubShow(n) : plainShow(n),
  );
}
