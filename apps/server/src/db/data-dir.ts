import { chmodSync, lstatSync, mkdirSync, readdirSync } from "node:fs";
import { join } from "node:path";

/**
 * DATA_DIR holds the PGlite files (password hashes, calendar keys, roles), uploads and the JWT key:
 * only the server's own user may read or write it. Sets the process umask to 077 (so every file
 * PGlite or the uploads write from now on is 0600, every folder 0700), creates the folder 0700 and
 * tightens what an older release left readable. Returns the previous umask.
 */
export function secureDataDir(dir: string): number {
  const previous = process.umask(0o077);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  tighten(dir);
  return previous;
}

function tighten(path: string) {
  const stat = lstatSync(path);
  if (stat.isSymbolicLink()) return;
  if (stat.isDirectory()) {
    if ((stat.mode & 0o077) !== 0) chmodSync(path, stat.mode & 0o700);
    for (const entry of readdirSync(path)) tighten(join(path, entry));
  } else if ((stat.mode & 0o077) !== 0) {
    chmodSync(path, stat.mode & 0o700);
  }
}
