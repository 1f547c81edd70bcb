import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serverRoot } from "../db/paths";

const vclFolder = join(serverRoot, "..", "..", "deploy", "varnish");

/**
 * A real Varnish (Debian's varnish and varnish-modules: the xkey vmod) running deploy/varnish's
 * VCL in front of the given app ports, for the edge tests and `bench:edge`. No jail and no
 * management port: it lives in a folder of its own and goes when `stop` is called.
 */
export interface Varnish {
  base: string;
  stop(): Promise<void>;
}

/** varnishd from the PATH or Debian's place; null when it is not installed. */
export function findVarnishd(): string | null {
  for (const candidate of [process.env.VARNISHD, "/usr/sbin/varnishd", "/usr/bin/varnishd"]) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  try {
    return execFileSync("sh", ["-c", "command -v varnishd"], { encoding: "utf8" }).trim() || null;
  } catch {
    return null;
  }
}

/**
 * The top-level VCL of a test edge: the app ports round robin, purges from this host. With
 * `clientAddressFromHeader` (bench:edge) the edge forwards the address the load generator names
 * in `X-Forwarded-For` as the client's, as if each virtual fan had connected from it.
 */
function topVcl(appPorts: readonly number[], clientAddressFromHeader: boolean): string {
  const backends = appPorts
    .map((port, i) => `backend app${i} { .host = "127.0.0.1"; .port = "${port}"; }`)
    .join("\n");
  const added = appPorts.map((_, i) => `  app.add_backend(app${i});`).join("\n");
  return `vcl 4.1;
import directors;
${backends}
acl naehan_purgers { "127.0.0.1"; }
sub vcl_init {
  new app = directors.round_robin();
${added}
}
sub vcl_recv {
  set req.backend_hint = app.backend();${
    clientAddressFromHeader
      ? `
  set req.http.X-Forwarded-For = regsub(req.http.X-Forwarded-For, "^(.*), [^,]*$", "\\1");`
      : ""
  }
}
include "naehan.vcl";
`;
}

/** Starts Varnish on `port` in front of `appPorts`; resolves once it answers. */
export async function startVarnish(
  port: number,
  appPorts: readonly number[],
  { clientAddressFromHeader = false } = {},
): Promise<Varnish> {
  const varnishd = findVarnishd();
  if (!varnishd) {
    throw new Error(
      "varnishd is not installed: `apt-get install -y varnish varnish-modules` (CI does)",
    );
  }
  const dir = mkdtempSync(join(tmpdir(), "naehan-varnish-"));
  const vcl = join(dir, "top.vcl");
  writeFileSync(vcl, topVcl(appPorts, clientAddressFromHeader));
  let output = "";
  const child: ChildProcess = spawn(
    varnishd,
    [
      "-F",
      "-j",
      "none",
      "-n",
      join(dir, "work"),
      "-a",
      `127.0.0.1:${port}`,
      "-T",
      "none",
      "-f",
      vcl,
      "-p",
      `vcl_path=${vclFolder}`,
      "-s",
      "malloc,64m",
    ],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const res = await fetch(`${base}/api/health`);
      await res.body?.cancel();
      if (res.ok) return { base, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`varnishd did not start:\n${output}`);
}
