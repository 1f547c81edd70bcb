import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";
import { rasterArt } from "./build/raster-art.ts";

export default defineProject({
  plugins: [react(), rasterArt()],
  test: {
    name: "web",
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["src/test/setup.ts"],
    // One jsdom and one module graph per worker instead of per file: the setup file cleans the DOM
    // and storage after every test, and each test renders its own tree.
    isolate: false,
    // The first test to reach a screen loads its modules, transformed on first use: on a clean
    // clone beside the server suites (CI) that alone has taken seconds. What a test waits for is
    // still a condition (findBy…, up to 5 s); this only bounds the whole test.
    testTimeout: 20_000,
    css: { modules: { classNameStrategy: "non-scoped" } },
  },
});
