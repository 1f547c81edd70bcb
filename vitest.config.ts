import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      "packages/contract",
      "apps/server",
      "apps/web",
      // Needs a PostgreSQL server: only where one is given (CI's PostgreSQL half).
      ...(process.env.TEST_DATABASE_URL ? ["apps/server/vitest.pg.config.ts"] : []),
    ],
  },
});
