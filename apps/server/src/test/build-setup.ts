import { buildServerIfStale } from "../../../../scripts/lib.mjs";

/** The tests that start real server processes run the built server: build it when out of date. */
export default async function setup() {
  if (!(await buildServerIfStale())) throw new Error("the server build failed");
}
