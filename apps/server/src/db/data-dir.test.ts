import { chmodSync, mkdirSync, mkdtempSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
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
