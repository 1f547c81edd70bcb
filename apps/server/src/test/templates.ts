import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { DatabaseHandle } from "../db/client";
import { seedDemoData } from "../demo/seed";
import { demoDataDir, loadDemoData } from "../demo/demo-data";
import { localStorage } from "../lib/media/storage";

/** Test databases start from one of these: migrated only, or migrated with the demo catalogue. */
export type TemplateName = "empty" | "demo";
export const TEMPLATE_NAMES: TemplateName[] = ["empty", "demo"];

export async function fillTemplate(handle: DatabaseHandle, name: TemplateName): Promise<void> {
  await handle.migrate();
  if (name === "demo") {
    const media = mkdtempSync(join(tmpdir(), "naehan-test-media-"));
    await seedDemoData(handle.db, await loadDemoData(demoDataDir), localStorage(media));
  }
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
