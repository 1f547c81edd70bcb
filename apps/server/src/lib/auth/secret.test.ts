import { mkdtempSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadJwtSecret } from "./secret";

describe("loadJwtSecret", () => {
  it("uses JWT_SECRET when set", () => {
    const dir = mkdtempSync(join(tmpdir(), "naehan-secret-"));
    expect(new TextDecoder().decode(loadJwtSecret("x".repeat(40), dir))).toBe("x".repeat(40));
  });

  it("generates a key once, private to the user, and keeps it across restarts", () => {
    const dir = mkdtempSync(join(tmpdir(), "naehan-secret-"));
    const first = loadJwtSecret(undefined, dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(statSync(join(dir, "jwt-secret")).mode & 0o777).toBe(0o600);
    expect(loadJwtSecret(undefined, dir)).toEqual(first);
  });
});
