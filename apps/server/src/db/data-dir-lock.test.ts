import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { lockDataDir } from "./data-dir-lock";

describe("the data folder lock", () => {
  it("lets one server in, refuses a second live one, and is released", async () => {
    const dir = mkdtempSync(join(tmpdir(), "naehan-lock-"));
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 10000)"]);
    try {
      writeFileSync(join(dir, "naehan.pid"), String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(/Another naehan server \(pid \d+\) is using/);
    } finally {
      other.kill();
      await new Promise((resolve) => other.once("exit", resolve));
    }
    // The holder is gone: its stale lock is taken over.
    const release = lockDataDir(dir);
    expect(existsSync(join(dir, "naehan.pid"))).toBe(true);
    release();
    expect(existsSync(join(dir, "naehan.pid"))).toBe(false);
  });
});
