// npm run test:stress: `npm test` while a child process keeps one core busy, as on a contributor's
// laptop or a shared CI box. Exits with npm test's status.
import { spawn } from "node:child_process";
import { run } from "./lib.mjs";

const busy = spawn(process.execPath, ["-e", "for (;;) Math.sqrt(Math.random());"], {
  stdio: "ignore",
});
console.log(`test:stress: one core kept busy by process ${busy.pid}`);
const stop = () => busy.kill("SIGKILL");
process.on("SIGINT", () => (stop(), process.exit(130)));
process.on("SIGTERM", () => (stop(), process.exit(143)));

const started = performance.now();
const code = await run("npm", ["test"]);
stop();
console.log(
  `test:stress: npm test ${code === 0 ? "passed" : "FAILED"} in ${((performance.now() - started) / 1000).toFixed(1)} s with one core busy`,
);
process.exit(code);
