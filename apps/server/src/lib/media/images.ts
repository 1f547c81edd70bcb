import { IMAGE_MAX_BYTES, IMAGE_TOO_LARGE_MESSAGE } from "@naehan/contract";
import sharp, { type Metadata } from "sharp";
import { AppError, payloadTooLarge, unsupportedMediaType } from "../http/errors";

export type ImageKind = "poster" | "artist";
type Format = "jpeg" | "png" | "webp" | "gif";

/** Box each kind is resized into (never enlarged): posters are 2:3, artist images about square. */
const BOXES: Record<ImageKind, { width: number; height: number }> = {
  poster: { width: 800, height: 1200 },
  artist: { width: 800, height: 800 },
};

/** Decoding more pixels than this is refused before any memory is spent on them. */
export const MAX_INPUT_PIXELS = 40_000_000;

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((value, i) => bytes[offset + i] === value);
const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

/** The image format the bytes themselves declare (their magic numbers), whatever the file is called. */
export function sniffImageFormat(bytes: Uint8Array): Format | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "gif";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "webp";
  return null;
}

const unsupported = () =>
  unsupportedMediaType("이미지는 JPEG, PNG, WebP, GIF 파일만 올릴 수 있습니다.");
const isPixelLimit = (error: unknown) =>
  error instanceof Error && /pixel limit/i.test(error.message);
const tooManyPixels = () =>
  payloadTooLarge("이미지 해상도가 너무 큽니다. 4,000만 화소 이하의 이미지를 올려 주세요.");

/**
 * An uploaded image, checked by its content and re-encoded: at most 5 MB in, a known format by its
 * bytes and by the decoder, resized into the kind's box, orientation applied, every bit of
 * metadata dropped, written as WebP. A user's bytes are never stored as they came.
 */
export async function processImage(bytes: Uint8Array, kind: ImageKind): Promise<Uint8Array> {
  if (bytes.byteLength > IMAGE_MAX_BYTES) {
    throw payloadTooLarge(IMAGE_TOO_LARGE_MESSAGE);
  }
  const format = sniffImageFormat(bytes);
  if (!format) throw unsupported();
  // Only the first frame of an animation; the pixel cap stops decompression bombs.
  const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" });
  let metadata: Metadata;
  try {
    metadata = await image.metadata();
  } catch (error) {
    throw isPixelLimit(error) ? tooManyPixels() : unsupported();
  }
  if (metadata.format !== format) throw unsupported();
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS) throw tooManyPixels();
  const box = BOXES[kind];
  try {
    const output = await image
      .rotate()
      .resize({ ...box, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 82, effort: 4 })
      .toBuffer();
    return new Uint8Array(output.buffer, output.byteOffset, output.byteLength);
  } catch (error) {
    if (isPixelLimit(error)) throw tooManyPixels();
    throw new AppError(
      415,
      "UNSUPPORTED_MEDIA_TYPE",
      "이미지를 읽을 수 없습니다. 손상되지 않은 JPEG, PNG, WebP, GIF 파일을 올려 주세요.",
    );
  }
}
