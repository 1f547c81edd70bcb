// npm start: builds what is out of date, then serves the app and the API on PORT (default 3000),
// with demo data on the embedded database unless DATABASE_URL points at PostgreSQL.
import { spawn } from "node:child_process";
import { buildIfStale, root } from "./lib.mjs";

await buildIfStale();
const server = spawn(process.execPath, ["apps/server/dist/main.js"], {
  stdio: "inherit",
  cwd: root,
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
