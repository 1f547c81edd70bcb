import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../db/client";
import { type TestDatabase, createTestDatabase } from "./db";
import { buildArtist } from "./factories";

/**
 * A kept embedded database handed to the next file is its template again: none of the last
 * file's rows, sequences back at the start, its schemas and settings gone, and the last file's
 * handle dead. (On PostgreSQL each file has a database of its own; these pass there too.)
 */
const artistNames = async (db: TestDatabase) =>
  (await queryRows<{ name: string }>(db.db, sql`select name from artists order by name`)).map(
    (r) => r.name,
  );

describe("a test database handed back and taken again", () => {
  it("has the template's rows and sequences, not the last user's", async () => {
    const first = await createTestDatabase("empty");
    const made = await buildArtist(first.db, { name: "남은 가수" });
    await first.db.execute(sql`create schema leftover`);
    await first.db.execute(sql`create table leftover.notes (body text)`);
    await first.db.execute(sql`set timezone = 'America/New_York'`);
    await first.close();

    const second = await createTestDatabase("empty");
    expect(await artistNames(second)).toEqual([]);
    const again = await buildArtist(second.db, { name: "새 가수" });
    expect(again.id).toBe(made.id);
    const [schema] = await queryRows<{ count: number }>(
      second.db,
      sql`select count(*)::int as count from pg_namespace where nspname = 'leftover'`,
    );
    expect(schema?.count).toBe(0);
    const [zone] = await queryRows<{ TimeZone: string }>(second.db, sql`show timezone`);
    expect(zone?.TimeZone).not.toBe("America/New_York");
    await second.close();
  });

  it("refuses every call through the handle that was closed", async () => {
    const first = await createTestDatabase("empty");
    await first.close();
    const second = await createTestDatabase("empty");
    await expect(buildArtist(first.db, { name: "늦은 쓰기" })).rejects.toThrow();
    expect(await artistNames(second)).toEqual([]);
    await second.close();
  });

  it("comes back without a column a test added to a template table", async () => {
    const first = await createTestDatabase("empty");
    await first.db.execute(sql`alter table artists add column extra text`);
    await first.close();

    const second = await createTestDatabase("empty");
    const [column] = await queryRows<{ count: number }>(
      second.db,
      sql`select count(*)::int as count from information_schema.columns
          where table_name = 'artists' and column_name = 'extra'`,
    );
    expect(column?.count).toBe(0);
    await second.close();
  });

  it("of the demo template has the demo catalogue again after its rows were deleted", async () => {
    const first = await createTestDatabase("demo");
    const demo = await artistNames(first);
    expect(demo.length).toBeGreaterThan(0);
    await first.db.execute(sql`truncate artists cascade`);
    await first.close();

    const second = await createTestDatabase("demo");
    expect(await artistNames(second)).toEqual(demo);
    await second.close();
  });
});
