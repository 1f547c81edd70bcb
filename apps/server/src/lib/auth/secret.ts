import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The key that signs access tokens: JWT_SECRET when set, otherwise a random key generated once and
 * kept in DATA_DIR (readable by this user only), so restarts keep sessions valid.
 */
export function loadJwtSecret(configured: string | undefined, dataDir: string): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  const path = join(dataDir, "jwt-secret");
  try {
    return new TextEncoder().encode(readFileSync(path, "utf8").trim());
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString("base64url");
    try {
      writeFileSync(path, secret, { mode: 0o600, flag: "wx" });
      return new TextEncoder().encode(secret);
    } catch {
      // Another instance wrote it first: use theirs.
      return new TextEncoder().encode(readFileSync(path, "utf8").trim());
    }
  }
}
