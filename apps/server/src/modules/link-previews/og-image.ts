import { existsSync } from "node:fs";
import { mkdir, rename } from "node:fs/promises";
import { basename, join } from "node:path";
import sharp from "sharp";

const pending = new Map<string, Promise<string | null>>();

/**
 * Messengers do not show SVG or always WebP previews: a poster or artist image stored here gets a
 * JPEG twin under /media/og/, made once on first share. Images hosted elsewhere (S3) are used as
 * they are. Null when there is nothing usable.
 */
export function shareImagePath(
  mediaDir: string | null,
  imageUrl: string | null,
): Promise<string | null> {
  if (!imageUrl) return Promise.resolve(null);
  if (/^https?:\/\//.test(imageUrl)) return Promise.resolve(imageUrl);
  const match = /^\/media\/([\w-]+\.(?:svg|webp|png|jpg|gif))$/.exec(imageUrl);
  if (!mediaDir || !match?.[1]) return Promise.resolve(null);
  const source = join(mediaDir, match[1]);
  const name = `${basename(match[1]).replace(/\.\w+$/, "")}.jpg`;
  const target = join(mediaDir, "og", name);
  if (existsSync(target)) return Promise.resolve(`/media/og/${name}`);
  if (!existsSync(source)) return Promise.resolve(null);

  let job = pending.get(target);
  if (!job) {
    job = (async () => {
      try {
        await mkdir(join(mediaDir, "og"), { recursive: true });
        const temp = `${target}.${process.pid}.tmp`;
        await sharp(source, { density: 144, limitInputPixels: 40_000_000 })
          .resize({ width: 600, height: 900, fit: "inside", withoutEnlargement: false })
          .flatten({ background: "#ffffff" })
          .jpeg({ quality: 82, mozjpeg: true })
          .toFile(temp);
        await rename(temp, target);
        return `/media/og/${name}`;
      } catch {
        return null;
      } finally {
        pending.delete(target);
      }
    })();
    pending.set(target, job);
  }
  return job;
}
