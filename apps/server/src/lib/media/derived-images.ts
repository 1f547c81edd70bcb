import { existsSync } from "node:fs";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip as gzipCompress } from "node:zlib";
import { BACKDROP_IMAGE_WIDTH, type ImageCopyWidth } from "@naehan/contract";
import sharp, { type Sharp } from "sharp";

/**
 * Copies of a stored image made on first use, kept next to it under `<mediaDir>/<variant>/`:
 * narrow ones for phone-sized cards (srcset; outlined vector art too, which is slow for a phone to
 * draw), and a tiny one the pages blow up behind a poster as its soft backdrop. (Link previews
 * have cards of their own: modules/share-cards.) Each comes as WebP, and as AVIF for the browsers
 * that take it: about a third smaller for the same look.
 */
export const VARIANTS = {
  w24: { width: 24, quality: 60 },
  w160: { width: 160, quality: 72 },
  w280: { width: 280, quality: 72 },
  w320: { width: 320, quality: 72 },
  w400: { width: 400, quality: 72 },
  w480: { width: 480, quality: 72 },
  w800: { width: 800, quality: 72 },
} as const satisfies Record<`w${ImageCopyWidth}`, { width: number; quality: number }>;
export type Variant = keyof typeof VARIANTS;

/** The formats a copy is made in, by its file's extension. */
export const COPY_FORMATS = {
  webp: (image: Sharp, quality: number) => image.webp({ quality }),
  // Effort 2 of 9: a poster's copies are made in about a tenth of a second each, on the first
  // request for them, and come out within a few per cent of the slowest setting's size.
  avif: (image: Sharp) => image.avif({ quality: 50, effort: 2 }),
} as const;
export type CopyFormat = keyof typeof COPY_FORMATS;

const SOURCE = /^[\w-]+\.(?:svg|webp|png|jpg|gif)$/;
const SOURCE_EXTENSIONS = ["webp", "svg", "png", "jpg", "gif"];

/**
 * The stored file a variant named `<stem>.<variant extension>` is made from: a WebP variant of a
 * vector poster is asked for as `<stem>.webp`, and comes from `<stem>.svg`.
 */
export function variantSource(mediaDir: string, name: string): string | null {
  const stem = /^([\w-]+)\.\w+$/.exec(name)?.[1];
  if (!stem) return null;
  const extension = SOURCE_EXTENSIONS.find((ext) => existsSync(join(mediaDir, `${stem}.${ext}`)));
  return extension ? `${stem}.${extension}` : null;
}
/**
 * Whether a stored file is vector art with text elements in it, whose letters a raster copy would
 * draw with the server host's fonts (generated art has its text outlined when it is made).
 */
async function drawsText(mediaDir: string, file: string): Promise<boolean> {
  if (!file.endsWith(".svg")) return false;
  try {
    return /<text[\s>]/.test(await readFile(join(mediaDir, file), "utf8"));
  } catch {
    return false;
  }
}

const inFlight = new Map<string, Promise<unknown>>();

/** One job per key (a file) at a time: requests for what is being made wait for that one. */
export function once<T>(key: string, job: () => Promise<T>): Promise<T> {
  let running = inFlight.get(key) as Promise<T> | undefined;
  if (!running) {
    running = job().finally(() => inFlight.delete(key));
    inFlight.set(key, running);
  }
  return running;
}

/** Writes a file whole or not at all: into a temporary file, then renamed over `target`. */
export async function writeWhole(target: string, write: (temp: string) => Promise<unknown>) {
  const temp = `${target}.${process.pid}.tmp`;
  await write(temp);
  await rename(temp, target);
}

/** The URL of the variant of `/media/<file>`, made if needed; null when the source is unusable. */
export function derivedImage(
  mediaDir: string,
  file: string,
  variant: Variant,
  format: CopyFormat = "webp",
): Promise<string | null> {
  if (!SOURCE.test(file)) return Promise.resolve(null);
  const { width, quality } = VARIANTS[variant];
  const name = `${file.replace(/\.\w+$/, "")}.${format}`;
  const url = `/media/${variant}/${name}`;
  const target = join(mediaDir, variant, name);
  if (existsSync(target)) return Promise.resolve(url);
  const source = join(mediaDir, file);
  if (!existsSync(source)) return Promise.resolve(null);
  return once(target, async () => {
    // Vector art with text gets only its backdrop: a readable copy would draw the text with the
    // server host's fonts. Asked once, when the copy would be made; a made copy is a file.
    if (variant !== `w${BACKDROP_IMAGE_WIDTH}` && (await drawsText(mediaDir, file))) return null;
    try {
      await mkdir(join(mediaDir, variant), { recursive: true });
      await writeWhole(target, (temp) =>
        COPY_FORMATS[format](
          sharp(source, { density: 144, limitInputPixels: 40_000_000 }).resize({
            width,
            withoutEnlargement: true,
          }),
          quality,
        ).toFile(temp),
      );
      return url;
    } catch {
      return null;
    }
  });
}

const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCompress);

/**
 * Vector art's `.br` and `.gz` copies, next to it, made on its first request at the highest
 * settings (brotli 11, gzip 9): a stored file never changes, so it is compressed once, and a
 * poster goes out about a fifth smaller than compressed per answer (`compressBodies`).
 */
export function compressedCopies(mediaDir: string, file: string): Promise<void> {
  if (!/^[\w-]+\.svg$/.test(file)) return Promise.resolve();
  const source = join(mediaDir, file);
  if (existsSync(`${source}.gz`) || !existsSync(source)) return Promise.resolve();
  return once(source, async () => {
    try {
      const body = await readFile(source);
      const br = await brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
        },
      });
      const gz = await gzip(body, { level: 9 });
      // The .gz last: its presence says both are there.
      await writeWhole(`${source}.br`, (temp) => writeFile(temp, br));
      await writeWhole(`${source}.gz`, (temp) => writeFile(temp, gz));
    } catch {
      // Served compressed per answer instead.
    }
  });
}
