import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import webPush from "web-push";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** Who runs this push sender: a `mailto:` or `https:` address push services may contact. */
  subject: string;
}

/**
 * The Web Push (VAPID) keys: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when both are set, otherwise a
 * pair generated once and kept in DATA_DIR (readable by this user only), as the JWT secret is.
 * Every instance must sign with the same pair: subscriptions are made against its public key.
 */
export function loadVapidKeys(
  configured: { publicKey?: string | undefined; privateKey?: string | undefined; subject: string },
  dataDir: string,
): VapidKeys & { generated: boolean } {
  const { subject } = configured;
  if (configured.publicKey && configured.privateKey) {
    return {
      publicKey: configured.publicKey,
      privateKey: configured.privateKey,
      subject,
      generated: false,
    };
  }
  const path = join(dataDir, "vapid-keys.json");
  const read = () =>
    JSON.parse(readFileSync(path, "utf8")) as { publicKey: string; privateKey: string };
  try {
    return { ...read(), subject, generated: false };
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const keys = webPush.generateVAPIDKeys();
    try {
      writeFileSync(path, JSON.stringify(keys), { mode: 0o600, flag: "wx" });
      return { ...keys, subject, generated: true };
    } catch {
      // Another instance wrote it first: use theirs.
      return { ...read(), subject, generated: false };
    }
  }
}
