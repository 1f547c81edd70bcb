import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "server",
    environment: "node",
    include: ["src/**/*.test.ts"],
    // Tests that need a PostgreSQL server: the `server-pg` project (vitest.pg.config.ts).
    exclude: ["src/**/*.pg.test.ts"],
    globalSetup: ["src/test/global-setup.ts"],
    testTimeout: 30_000,
    isolate: false,
    hookTimeout: 60_000,
  },
});
