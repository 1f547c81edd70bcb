import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./build/precompress";

const server = process.env.NAEHAN_API ?? "http://127.0.0.1:3000";

export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    target: "es2022",
    sourcemap: true,
    // Posters and banners stay files: cached once, never inflating the JavaScript.
    assetsInlineLimit: 0,
  },
  server: {
    proxy: { "/api": server, "/auth": server, "/media": server },
  },
});
