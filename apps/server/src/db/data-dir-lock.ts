import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * The embedded database may be opened by one process only: two servers on one folder corrupt it.
 * Takes `<dir>/naehan.pid` (taking over one left by a process that is gone) and returns a release
 * function; throws with a clear message when another live server holds it.
 */
export function lockDataDir(dir: string): () => void {
  const path = join(dir, "naehan.pid");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(path, String(process.pid), { flag: "wx" });
      return () => rmSync(path, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number(readFileSync(path, "utf8"));
      if (Number.isInteger(holder) && holder !== process.pid && alive(holder)) {
        throw new Error(
          `Another naehan server (pid ${holder}) is using ${dir}. Stop it, or give this one its own DATA_DIR.`,
        );
      }
      rmSync(path, { force: true });
    }
  }
  throw new Error(`Cannot lock ${dir}`);
}
