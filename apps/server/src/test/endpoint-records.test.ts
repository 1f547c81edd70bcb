import { ENDPOINT_NAMES, endpoints } from "@naehan/contract";
import { describe, expect, it } from "vitest";
import { QUERY_BUDGET } from "./performance/query-budget";
import { type Fixture, NOT_FUZZED, calls } from "./security/hostile-input.calls";
import { PERMISSIONS } from "./security/permissions-table";

/**
 * The per-endpoint test tables, all keyed by the endpoint's name in the contract: who may call it
 * (`security/permissions-table.ts`), what hostile input it gets (`security/hostile-input.calls.ts`)
 * and, for a read, how many statements it may run (`performance/query-budget.ts`). A new call of
 * the table is not done until each of them has its record.
 */
const FIXTURE: Fixture = {
  artistId: 1,
  concertId: 1,
  pastConcertId: 1,
  songId: 1,
  articleId: 1,
  commentId: 1,
  mbid: "cc197bad-dc9c-440d-a5b5-d52ba2e14234",
};

describe("the per-endpoint test tables", () => {
  it("have a record of every endpoint of the contract's table", () => {
    const permitted = new Set(PERMISSIONS.map((row) => row.endpoint));
    const fuzzed = new Set(calls(FIXTURE).map((call) => call.endpoint));
    const budgeted = new Set(QUERY_BUDGET.map((row) => row.endpoint));
    const missing = ENDPOINT_NAMES.flatMap((name) => [
      ...(permitted.has(name) ? [] : [`${name}: permissions`]),
      ...(fuzzed.has(name) || NOT_FUZZED[name] ? [] : [`${name}: hostile input`]),
      ...(endpoints[name].method !== "GET" || budgeted.has(name) ? [] : [`${name}: query budget`]),
    ]);
    expect(missing).toEqual([]);
  });

  it("name only endpoints of the table, and budget only its reads", () => {
    const names = new Set<string>(ENDPOINT_NAMES);
    const records = [...PERMISSIONS, ...calls(FIXTURE), ...QUERY_BUDGET];
    expect(records.map((record) => record.endpoint).filter((name) => !names.has(name))).toEqual([]);
    const writes = QUERY_BUDGET.filter((row) => endpoints[row.endpoint].method !== "GET");
    expect(writes.map((row) => row.endpoint)).toEqual([]);
  });
});
