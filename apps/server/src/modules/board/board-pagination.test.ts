import { NEXT_CURSOR_HEADER, articleList } from "@naehan/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client";
import { encodeCursor } from "../../lib/http/pagination";
import { type TestApp, createTestApp, expectBody } from "../../test/app";
import { buildArtist } from "../../test/factories";
import { buildUser } from "../../test/users";
import { AFTER_LAST_ID, boardPage } from "./articles.queries";

/** The board under test holds one article in ten of a large table, interleaved with another board. */
const BOARDS = 10;
const PER_BOARD = 2_000;
const PAGE = 20;

let t: TestApp;
let artistId: number;
/** A board whose posts all came before the busy boards': none among the newest rows of the table. */
let quietArtistId: number;
const QUIET_POSTS = 1_000;
let ids: number[];
beforeAll(async () => {
  t = await createTestApp();
  const user = await buildUser(t);
  const busy = await buildArtist(t.db.db);
  const other = await buildArtist(t.db.db);
  artistId = busy.id;
  const quiet = await buildArtist(t.db.db);
  quietArtistId = quiet.id;
  await t.db.db.execute(sql`
    insert into articles (artist_id, user_id, title, content)
    select ${quiet.id}::int, ${user.id}::int, '지난 글 ' || g, '내용 ' || g
    from generate_series(1, ${QUIET_POSTS}::int) as g`);
  await t.db.db.execute(sql`
    insert into articles (artist_id, user_id, title, content)
    select case when g % ${BOARDS}::int = 0 then ${busy.id}::int else ${other.id}::int end,
      ${user.id}::int, '글 ' || g, '내용 ' || g
    from generate_series(1, ${PER_BOARD * BOARDS}::int) as g`);
  await t.db.db.execute(sql`analyze articles`);
  const rows = await queryRows<{ id: number }>(
    t.db.db,
    sql`select id from articles where artist_id = ${busy.id} order by id desc`,
  );
  ids = rows.map((r) => Number(r.id));
});
afterAll(() => t.close());

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Actual Rows": number;
  "Actual Loops": number;
  "Rows Removed by Filter"?: number;
  "Rows Removed by Index Recheck"?: number;
  Plans?: PlanNode[];
}

const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

/**
 * EXPLAIN ANALYZE of the exact statement the list handler runs for the page after `after`: how
 * many article rows the database touched to answer it (kept or filtered out).
 */
async function articleRowsTouched(after: number | null, board = artistId) {
  const query = boardPage(t.db.db, board, after ?? AFTER_LAST_ID, PAGE + 1);
  const [row] = await queryRows<{ "QUERY PLAN": unknown }>(
    t.db.db,
    sql`explain (analyze, format json) ${query.getSQL()}`,
  );
  const raw = row?.["QUERY PLAN"];
  const [plan] = (typeof raw === "string" ? JSON.parse(raw) : raw) as [{ Plan: PlanNode }];
  return nodes(plan.Plan)
    .filter((n) => n["Relation Name"] === "articles")
    .reduce(
      (sum, n) =>
        sum +
        (n["Actual Rows"] +
          (n["Rows Removed by Filter"] ?? 0) +
          (n["Rows Removed by Index Recheck"] ?? 0)) *
          n["Actual Loops"],
      0,
    );
}

describe("an artist's board, page by page", () => {
  it("walks newest first by cursor with no gap or repeat, in one statement per page", async () => {
    const seen: number[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 3; page++) {
      t.db.queries.length = 0;
      const response = await t.request(
        `/api/articles/artist/${artistId}?limit=${PAGE}${cursor ? `&cursor=${cursor}` : ""}`,
      );
      cursor = response.headers.get(NEXT_CURSOR_HEADER);
      seen.push(...(await expectBody(response, articleList)).map((a) => a.id));
      expect(t.db.queries).toHaveLength(1);
      expect(t.db.queries[0]).not.toMatch(/\boffset\b/i);
    }
    expect(seen).toEqual(ids.slice(0, PAGE * 3));

    const last = await t.request(
      `/api/articles/artist/${artistId}?limit=${PAGE}&cursor=${encodeCursor(ids.at(-PAGE / 2) ?? 0)}`,
    );
    expect(last.headers.get(NEXT_CURSOR_HEADER)).toBeNull();
    expect((await expectBody(last, articleList)).map((a) => a.id)).toEqual(
      ids.slice(-PAGE / 2 + 1),
    );
  });

  it("touches about one page of rows for the first, the fiftieth and the last page alike", async () => {
    // Skipping to page 50 with OFFSET would read at least 50 pages' worth: 1,000 rows.
    const bound = 2 * BOARDS * (PAGE + 1);
    const depths = [null, ids[PAGE * 50 - 1], ids[ids.length - PAGE - 2]];
    for (const after of depths) {
      expect(after).not.toBeUndefined();
      const touched = await articleRowsTouched(after ?? null);
      expect(touched).toBeGreaterThanOrEqual(PAGE + 1);
      expect(touched).toBeLessThanOrEqual(bound);
    }
  });

  it("reads a quiet board along its own index, not the whole table from the newest row", async () => {
    // Walking the primary key from the newest row would filter out all 20,000 busy posts first.
    const touched = await articleRowsTouched(null, quietArtistId);
    expect(touched).toBeGreaterThanOrEqual(PAGE + 1);
    expect(touched).toBeLessThanOrEqual(2 * (PAGE + 1));
  });
});
