import { defineProject } from "vitest/config";

/** Tests that need a PostgreSQL server (TEST_DATABASE_URL): run by CI's PostgreSQL half only. */
export default defineProject({
  test: {
    name: "server-pg",
    environment: "node",
    include: ["src/**/*.pg.test.ts"],
    globalSetup: ["src/test/build-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
