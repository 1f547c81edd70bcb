import {
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import {
  startServerProcess,
  stopServerProcess,
  stopServerProcesses,
} from "../test/server-process";
import { secureDataDir } from "./data-dir";

/** Finding 6: nobody but the server's user reads or writes DATA_DIR. */
const mode = (path: string) => statSync(path).mode & 0o777;
let umask: number | null = null;
afterEach(() => {
  if (umask !== null) process.umask(umask);
});

describe("secureDataDir", () => {
  it("creates DATA_DIR 0700, tightens an existing one, and new files are 0600", () => {
    const root = mkdtempSync(join(tmpdir(), "naehan-perm-"));
    const fresh = join(root, "fresh");
    umask = secureDataDir(fresh);
    expect(mode(fresh)).toBe(0o700);
    writeFileSync(join(fresh, "new-file"), "x");
    expect(mode(join(fresh, "new-file"))).toBe(0o600);

    const existing = join(root, "existing");
    mkdirSync(join(existing, "pglite", "base"), { recursive: true });
    writeFileSync(join(existing, "pglite", "base", "1259"), "catalog");
    chmodSync(join(existing, "pglite", "base", "1259"), 0o666);
    chmodSync(join(existing, "pglite", "base"), 0o777);
    chmodSync(existing, 0o755);
    secureDataDir(existing);
    expect(mode(existing)).toBe(0o700);
    expect(mode(join(existing, "pglite", "base"))).toBe(0o700);
    expect(mode(join(existing, "pglite", "base", "1259"))).toBe(0o600);
  });
});

/** Every file and folder under `dir` that its group or others may use, with its mode. */
function loose(dir: string): string[] {
  const found: string[] = [];
  const walk = (path: string) => {
    const stat = lstatSync(path);
    if ((stat.mode & 0o077) !== 0) {
      found.push(`${path.slice(dir.length)} ${(stat.mode & 0o777).toString(8)}`);
    }
    if (stat.isDirectory()) for (const entry of readdirSync(path)) walk(join(path, entry));
  };
  walk(dir);
  return found;
}

afterAll(() => stopServerProcesses());

describe("DATA_DIR of a real server (review of 2026-11-27, L4)", () => {
  it("holds no file its group or others may read, after a first start and after a restart", async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), "naehan-modes-")), "data");
    for (const start of ["first start", "restart"]) {
      const server = await startServerProcess({ DATA_DIR: dataDir, NO_DEMO_DATA: "1" });
      expect(loose(dataDir), `${start}\n${server.output()}`).toEqual([]);
      await stopServerProcess(server.child);
    }
  }, 120_000);
});
