import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startAppServer } from "./lib/app-server";

/**
 * Prepares the template DATA_DIR once: a first start migrates the embedded database, creates the
 * admin account and loads the demo data. Every spec file's server starts from a copy of it.
 */
export default async function globalSetup() {
  const dir = mkdtempSync(join(tmpdir(), "naehan-e2e-template-"));
  const server = await startAppServer(dir);
  await server.stop();
  process.env.E2E_TEMPLATE_DATA_DIR = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
