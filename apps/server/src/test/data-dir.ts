import { cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inject } from "vitest";

/** A new DATA_DIR holding a copy of the migrated, empty embedded database the test setup made. */
export function copyOfEmptyDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "naehan-data-"));
  cpSync(inject("emptyDataDir"), dir, { recursive: true });
  return dir;
}
