import { derivedImage } from "../../lib/derived-images";

/**
 * The picture of a link preview: a JPEG copy of a poster or artist image stored here, or an image
 * hosted elsewhere (S3) as it is. Null when there is nothing usable.
 */
export function shareImagePath(
  mediaDir: string | null,
  imageUrl: string | null,
): Promise<string | null> {
  if (!imageUrl) return Promise.resolve(null);
  if (/^https?:\/\//.test(imageUrl)) return Promise.resolve(imageUrl);
  const file = /^\/media\/([^/]+)$/.exec(imageUrl)?.[1];
  if (!mediaDir || !file) return Promise.resolve(null);
  return derivedImage(mediaDir, file, "og");
}
