// npm start: builds what is out of date, then serves the app and the API on PORT (default 3000),
// with demo data on the embedded database unless DATABASE_URL points at PostgreSQL.
import { spawn } from "node:child_process";
import { buildIfStale, root } from "./lib.mjs";

await buildIfStale();
// On a developer's machine the request log is noise: only warnings and errors are printed (the
// address, the admin's password and progress are printed apart). LOG_LEVEL=info brings the JSON
// request log back, as a production server (`node apps/server/dist/main.js`) writes it.
const server = spawn(process.execPath, ["apps/server/dist/main.js"], {
  stdio: "inherit",
  cwd: root,
  env: { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? "warn" },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
