import { GENRE_FILTERS, type Genre, type endpoints } from "@naehan/contract";
import { type SQL, and, desc, eq, lt, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { Database } from "../../db/client";
import { artists, newConcerts } from "../../db/schema";
import { todayInSeoul } from "../../lib/dates";
import type { RouteQuery } from "../../lib/http/endpoint-router";
import { invalidFields } from "../../lib/http/errors";
import { isStorableText } from "../../lib/http/input";
import { type CursorKey, readKeysetPage, readPage, takePage } from "../../lib/http/pagination";
import { detailColumns } from "./concerts.queries";

// `GET /api/new-concerts`: what its query asks for, and the statements that answer it. A new
// filter of the list is a parameter of its row in the endpoint table and a `Filter` here.

type ListQuery = RouteQuery<typeof endpoints.listConcerts>;

/**
 * `?genre=`: the five codes in any case; NEW, ALL or nothing mean every genre. `genre=R&B` sent
 * without encoding the `&` arrives as `genre=R` and an empty parameter `B`: that is R&B too. An
 * unknown genre is "unknown", answered with an empty list (docs/decisions/008).
 */
function readGenre(query: ListQuery): Genre | null | "unknown" {
  const raw = query.genre;
  if (raw === undefined || raw.trim() === "") return null;
  let value = raw.trim().toUpperCase();
  if (value === "R" && (query.B !== undefined || query.b !== undefined)) {
    value = "R&B";
  }
  if (!(GENRE_FILTERS as readonly string[]).includes(value)) return "unknown";
  return value === "NEW" || value === "ALL" ? null : (value as Genre);
}

/** `?sort=`: `latest` (or nothing) is the spec's newest first, `soon` is 공연 임박순. */
function readSort(raw: string | undefined): "latest" | "soon" {
  if (raw === undefined || raw === "" || raw === "latest") return "latest";
  if (raw === "soon") return "soon";
  throw invalidFields({ sort: "sort는 latest 또는 soon이어야 합니다." });
}

/** Ended: marked 공연 종료, or its last day before today (in Seoul). */
const ended = sql`(${newConcerts.status} = 'COMPLETED' or ${newConcerts.endDate} < ${sql.placeholder("today")}::date)`;

/**
 * A filter of the list: its value read from the query (null: not asked for; "none": asked for
 * something no concert can match, an empty list) and its condition on the placeholder of its name.
 */
interface Filter {
  read: (query: ListQuery) => string | null;
  where: SQL;
}

const FILTERS = {
  genre: {
    read: (query) => {
      const genre = readGenre(query);
      return genre === "unknown" ? "none" : genre;
    },
    where: sql`${newConcerts.genre} = ${sql.placeholder("genre")}`,
  },
  /**
   * `?city=`: one city's upcoming concerts (not over yet), the city named as stored (서울, 부산);
   * a city we have none in, or a name no row can hold, is an empty list like an unknown genre.
   */
  city: {
    read: (query) => {
      const city = query.city?.trim() ?? "";
      if (city === "") return null;
      return isStorableText(city) ? city : "none";
    },
    where: sql`(${newConcerts.cityName} = ${sql.placeholder("city")} and not ${ended})`,
  },
} satisfies Record<string, Filter>;
type FilterName = keyof typeof FILTERS;
const FILTER_NAMES = Object.keys(FILTERS) as FilterName[];
type FilterValues = Partial<Record<FilterName, string>>;

/** Where a list ordered 공연 임박순 goes on from: the last row's place in that order. */
interface SoonKey {
  /** 0 while the show is not over, 1 once it is. */
  ended: number;
  /** Days from 2000-01-01 to its start, negated for ended shows (latest of them first). */
  day: number;
  /** Its id, negated for ended shows. */
  id: number;
}
const soonColumns = {
  ended: sql<number>`(case when ${ended} then 1 else 0 end)`,
  day: sql<number>`(case when ${ended} then -1 else 1 end) * (${newConcerts.startDate} - date '2000-01-01')`,
  id: sql<number>`(case when ${ended} then -${newConcerts.id} else ${newConcerts.id} end)`,
};
const INT = /^-?\d{1,10}$/;
const soonKey: CursorKey<SoonKey> = {
  toParts: ({ ended, day, id }) => [String(ended), String(day), String(id)],
  fromParts: (parts) => {
    if (parts.length !== 3 || !parts.every((p) => INT.test(p))) return null;
    const [ended, day, id] = parts.map(Number) as [number, number, number];
    const fits = [day, id].every((n) => Math.abs(n) <= 2_147_483_647);
    return (ended === 0 || ended === 1) && fits ? { ended, day, id } : null;
  },
};

/** Larger than any id: a page without a cursor starts after it. */
const AFTER_LAST_ID = 2_147_483_647;

/**
 * The list's statements, each prepared once per set of filters asked for, so a request only binds
 * its values. Newest first (by id), keyset paginated by id; or 공연 임박순: shows not over yet,
 * soonest first, then the ended ones, the latest first, keyset paginated on (ended, day, id),
 * which each row carries back as `soon`. Items carry every field of the detail but its
 * prediction, so a client can edit a concert from the list.
 */
function statements(db: Database) {
  const whereOf = (names: FilterName[]) => names.map((name) => FILTERS[name].where);
  const latest = (names: FilterName[]) =>
    db
      .select(detailColumns)
      .from(newConcerts)
      .innerJoin(artists, eq(artists.id, newConcerts.artistId))
      .where(and(...whereOf(names), lt(newConcerts.id, sql.placeholder("after"))))
      .orderBy(desc(newConcerts.id))
      .limit(sql.placeholder("limit"))
      .prepare(["concerts", ...names].join("_"));
  const soon = (names: FilterName[]) =>
    db
      .select({ ...detailColumns, soon: soonColumns })
      .from(newConcerts)
      .innerJoin(artists, eq(artists.id, newConcerts.artistId))
      .where(
        and(
          ...whereOf(names),
          sql`(${soonColumns.ended}, ${soonColumns.day}, ${soonColumns.id}) > (${sql.placeholder("ended")}::int, ${sql.placeholder("day")}::int, ${sql.placeholder("id")}::int)`,
        ),
      )
      .orderBy(soonColumns.ended, soonColumns.day, soonColumns.id)
      .limit(sql.placeholder("limit"))
      .prepare(["concerts", ...names, "soon"].join("_"));
  return { latest: preparedPer(latest), soon: preparedPer(soon) };
}

/** A statement per set of filters asked for, made on first use. */
function preparedPer<T>(make: (names: FilterName[]) => T) {
  const made = new Map<string, T>();
  return (values: FilterValues) => {
    const names = FILTER_NAMES.filter((name) => values[name] !== undefined);
    const key = names.join();
    let statement = made.get(key);
    if (!statement) made.set(key, (statement = make(names)));
    return statement;
  };
}

/**
 * One page of the list its query asks for (its cursor set on the answer); an empty list when a
 * filter asks for something no concert can match.
 */
export function concertList(db: Database, clock: () => Date) {
  const prepared = statements(db);
  return async (c: Context, query: ListQuery) => {
    const filters: FilterValues = {};
    let none = false;
    for (const name of FILTER_NAMES) {
      const value = FILTERS[name].read(query);
      // A client's tab for a genre we do not have shows "no concerts", not an error.
      if (value === "none") none = true;
      else if (value !== null) filters[name] = value;
    }
    const today = todayInSeoul(clock());
    if (readSort(query.sort) === "latest") {
      const page = readPage(c);
      if (none) return [];
      const after = page.after ?? AFTER_LAST_ID;
      const values = { ...filters, after, limit: page.limit + 1, today };
      const rows = await prepared.latest(filters).execute(values);
      return takePage(c, rows, page, (row) => row.id);
    }
    if (none) return [];
    const page = readKeysetPage(c, soonKey);
    const after = page.after ?? { ended: -1, day: 0, id: 0 };
    const values = { ...filters, ...after, limit: page.limit + 1, today };
    const rows = await prepared.soon(filters).execute(values);
    return takePage(c, rows, page, (row) => row.soon);
  };
}
