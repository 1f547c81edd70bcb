// npm run dev: the server under tsx watch on :3000 and Vite on :5173 proxying /api to it.
import { spawn } from "node:child_process";
import { root } from "./lib.mjs";

const children = [
  spawn("npm", ["run", "dev", "-w", "apps/server"], {
    stdio: "inherit",
    cwd: root,
    env: { ...process.env, NODE_ENV: "development" },
  }),
  spawn("npm", ["run", "dev", "-w", "apps/web"], { stdio: "inherit", cwd: root }),
];
const stop = () => children.forEach((child) => child.kill("SIGTERM"));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
children.forEach((child) => child.on("exit", stop));
