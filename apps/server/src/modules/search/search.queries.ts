import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type SearchKeyword, likeLiteral } from "./search-text";

/**
 * Where a result row sorts, as one ascending tuple: `group` 0 holds the best-matching artist's
 * rows (in date order, score 0), group 1 the rest by score, then date, concert and artist.
 */
export interface SearchSortKey {
  group: number;
  score: number;
  date: string;
  concertId: number;
  artistId: number;
}

export interface SearchRowRecord {
  artistId: number;
  artistName: string;
  artistKrName: string | null;
  imgUrl: string | null;
  snsUrl: string | null;
  concertId: number | null;
  title: string | null;
  posterUrl: string | null;
  startDate: string | null;
  endDate: string | null;
  venueName: string | null;
  genre: string | null;
  /** The row belongs to the artist the whole query names (see `namesArtist` in the contract). */
  namesArtist: boolean;
  sortKey: SearchSortKey;
}

interface RawRow {
  artist_id: number;
  name: string;
  kr_name: string | null;
  img_url: string | null;
  sns_url: string | null;
  concert_id: number | null;
  title: string | null;
  poster_url: string | null;
  start_date: string | null;
  end_date: string | null;
  venue_name: string | null;
  genre: string | null;
  grp: number;
  score: number;
  sort_date: string;
  names_artist: boolean;
}

const NO_DATE = "0001-01-01";
const WEIGHT = sql`case t.source when 'name' then 0 when 'alias' then 1 when 'title' then 2 else 3 end`;
/**
 * Whether the best artist's score (in `best`) says the query is that artist's whole name or alias:
 * exact, as its 초성, its Hangul reading or keyboard keys (below 1000), or a near spelling of one
 * when no other artist is near (a trigram match of the name or an alias, similarity 0.35 or more:
 * 3000 + source·100 + ≤ 65, and the only artist matched).
 */
const WHOLE_NAME = sql`(score < 1000 or (score between 3000 and 3199
  and (score - 3000) % 100 <= 65 and (select count(*) from artist_hits) = 1))`;
/** Concert terms count only while the concert is upcoming. */
const LIVE = sql`(t.concert_id is null or t.concert_upcoming)`;

/**
 * Which terms a keyword matches, and how well. The score orders matches: exact (0), prefix (1000),
 * inside (2000); +500 when only a reading of the keyword matched (its keys or its Hangul reading);
 * then the source (name, alias, title, venue: +0…300) and how much of the term is left over.
 */
function matching(k: SearchKeyword): { where: SQL; score: SQL } {
  if (k.choseong !== null) {
    const c = k.choseong;
    const prefix = `${likeLiteral(c)}%`;
    return {
      where: sql`t.choseong like ${k.short ? prefix : `%${likeLiteral(c)}%`}`,
      score: sql`case when t.choseong = ${c} then 0 when t.choseong like ${prefix} then 1000
          else 2000 end + ${WEIGHT} * 100 + least(char_length(t.choseong) - ${[...c].length}, 99)`,
    };
  }
  const term = likeLiteral(k.term);
  const keys = likeLiteral(k.keys);
  const h = k.layoutHangul;
  const none = sql`false`;
  const keyboardExact = k.keyboard ? sql`t.keys = ${k.keys}` : none;
  const keyboardPrefix = k.keyboard ? sql`t.keys like ${`${keys}%`}` : none;
  const hExact = h ? sql`t.term = ${h}` : none;
  const hPrefix = h ? sql`t.term like ${`${likeLiteral(h)}%`}` : none;
  const hInside = h ? sql`t.term like ${`%${likeLiteral(h)}%`}` : none;
  // Every way to match implies the keys contain the keyword's keys (a Hangul reading is kept only
  // when it types the same keys), which the indexes find; the rest checks the real text.
  const where = k.short
    ? sql`t.keys like ${`${keys}%`} and (t.term like ${`${term}%`} or ${keyboardPrefix} or ${hPrefix})`
    : sql`t.keys like ${`%${keys}%`}
        and (t.term like ${`%${term}%`} or ${keyboardPrefix} or ${hInside})`;
  return {
    where,
    score: sql`case
        when t.term = ${k.term} then 0
        when ${keyboardExact} or ${hExact} then 500
        when t.term like ${`${term}%`} then 1000
        when ${keyboardPrefix} or ${hPrefix} then 1500
        when t.term like ${`%${term}%`} then 2000
        else 2500 end + ${WEIGHT} * 100 + least(char_length(t.keys) - ${k.keys.length}, 99)`,
  };
}

/**
 * One statement: the matching terms (or, when none match, the terms most similar by trigrams),
 * scored; each matched artist with its upcoming concerts (or alone), each matched upcoming concert;
 * the best-matching artist's rows first, then by score. Keyset paginated on the sort key.
 */
export async function searchCatalogue(
  db: Database,
  keyword: SearchKeyword,
  page: { after: SearchSortKey | null; limit: number },
): Promise<SearchRowRecord[]> {
  const m = matching(keyword);
  // Typo tolerance compares the ASCII keys, so a slip of one jamo costs little; a 초성 query is
  // not a spelling and has no fuzzy reading.
  const fuzzy =
    keyword.choseong === null
      ? sql`select t.artist_id, t.concert_id, t.concert_start,
            3000 + ${WEIGHT} * 100 + round((1 - similarity(t.keys, ${keyword.keys})) * 99)::int
          from search_terms t
          where not exists (select 1 from hits) and t.keys % ${keyword.keys} and ${LIVE}`
      : sql`select null::int, null::int, null::date, null::int where false`;
  const after = page.after;
  const afterClause = after
    ? sql`where (grp, score, sort_date, concert_key, artist_id) >
        (${after.group}, ${after.score}, ${after.date}::date, ${after.concertId}, ${after.artistId})`
    : sql``;

  // Both drivers (PGlite, node-postgres) answer a raw statement with `{ rows }`.
  const result = (await db.execute<Record<string, unknown>>(sql`
    with hits as materialized (
      select t.artist_id, t.concert_id, t.concert_start, ${m.score} as score
      from search_terms t
      where ${m.where} and ${LIVE}
    ),
    found as (
      select * from hits
      union all
      ${fuzzy}
    ),
    artist_hits as (
      select artist_id, min(score) as score from found
      where concert_id is null group by artist_id
    ),
    best as (select artist_id, score from artist_hits order by score, artist_id limit 1),
    candidates as (
      select h.artist_id, c.id as concert_id, c.start_date as concert_start, h.score
      from artist_hits h
      left join new_concerts c on c.artist_id = h.artist_id and c.status = 'UPCOMING'
      union all
      select artist_id, concert_id, concert_start, score from found where concert_id is not null
    ),
    ranked as (
      select artist_id, concert_id, concert_start, min(score) as score,
        case when artist_id = (select artist_id from best) then 0 else 1 end as grp
      from candidates
      group by artist_id, concert_id, concert_start
    ),
    keyed as (
      select artist_id, concert_id, grp,
        case when grp = 0 then 0 else score end as score,
        coalesce(concert_start, ${NO_DATE}::date) as sort_date,
        coalesce(concert_id, 0) as concert_key
      from ranked
    )
    select k.artist_id, a.name, a.kr_name, a.img_url, a.sns_url,
      k.concert_id, c.title, c.poster_url, c.start_date::text as start_date,
      c.end_date::text as end_date, c.venue_name, c.genre::text as genre,
      k.grp::int as grp, k.score::int as score, k.sort_date::text as sort_date,
      (k.grp = 0 and coalesce((select ${WHOLE_NAME} from best), false)) as names_artist
    from (select * from keyed ${afterClause}
          order by grp, score, sort_date, concert_key, artist_id
          limit ${page.limit}) k
    join artists a on a.id = k.artist_id
    left join new_concerts c on c.id = k.concert_id
    order by k.grp, k.score, k.sort_date, k.concert_key, k.artist_id
  `)) as { rows: RawRow[] };

  return result.rows.map((r) => ({
    artistId: r.artist_id,
    artistName: r.name,
    artistKrName: r.kr_name,
    imgUrl: r.img_url,
    snsUrl: r.sns_url,
    concertId: r.concert_id,
    title: r.title,
    posterUrl: r.poster_url,
    startDate: r.start_date,
    endDate: r.end_date,
    venueName: r.venue_name,
    genre: r.genre,
    namesArtist: r.names_artist,
    sortKey: {
      group: r.grp,
      score: r.score,
      date: r.sort_date,
      concertId: r.concert_id ?? 0,
      artistId: r.artist_id,
    },
  }));
}
