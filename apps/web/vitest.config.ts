import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";

export default defineProject({
  plugins: [react()],
  test: {
    name: "web",
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["src/test/setup.ts"],
    // One jsdom and one module graph per worker instead of per file: the setup file cleans the DOM
    // and storage after every test, and each test renders its own tree.
    isolate: false,
    css: { modules: { classNameStrategy: "non-scoped" } },
  },
});
