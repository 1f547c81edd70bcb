import { chmodSync, lstatSync, mkdirSync, readdirSync } from "node:fs";
import { join } from "node:path";

/**
 * DATA_DIR holds the PGlite files (password hashes, calendar keys, roles), uploads and the JWT key:
 * only the server's own user may read or write it. Sets the process umask to 077 (so every file
 * the server writes from now on is 0600, every folder 0700), creates the folder 0700 and tightens
 * what an older release left readable. Returns the previous umask.
 */
export function secureDataDir(dir: string): number {
  const previous = process.umask(0o077);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  tightenDataDir(dir);
  return previous;
}

/**
 * Takes group and other bits off everything under DATA_DIR. PGlite sets modes of its own, which
 * the umask does not reach: its first start lays the new database's files down 0666, and every
 * start writes its relation cache files (`pg_internal.init`) 0644. Run after the database opens
 * and after migrations.
 */
export function tightenDataDir(path: string) {
  try {
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) return;
    if ((stat.mode & 0o077) !== 0) chmodSync(path, stat.mode & 0o700);
    if (stat.isDirectory())
      for (const entry of readdirSync(path)) tightenDataDir(join(path, entry));
  } catch (error) {
    // The database runs meanwhile: a file it renamed or removed has nothing left to tighten.
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
}
