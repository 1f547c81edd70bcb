/** Turns an image URL as stored (`/media/…`, or absolute for a bucket) into the one a client gets. */
export type MediaUrl = (stored: string | null) => string | null;

/**
 * With PUBLIC_URL set, site-relative image URLs become absolute on it, so a client served from
 * another origin shows them; without it they stay as stored (the web app is same-origin). URLs
 * that are already absolute (an S3 bucket's or a CDN's) are left alone.
 */
export function mediaUrl(publicUrl: string | null): MediaUrl {
  if (!publicUrl) return (stored) => stored;
  return (stored) =>
    stored !== null && stored.startsWith("/") && !stored.startsWith("//")
      ? `${publicUrl}${stored}`
      : stored;
}

/**
 * The picture of a link preview for a stored image, as stored: a JPEG copy of our own file
 * (`/media/og/<name>.jpg`, made on first request; messengers show no SVG and not always WebP), or
 * an image hosted elsewhere as it is. Null without an image.
 */
export function shareImage(stored: string | null): string | null {
  if (!stored) return null;
  if (/^https?:\/\//.test(stored)) return stored;
  const name = /^\/media\/([\w-]+)\.\w+$/.exec(stored)?.[1];
  return name ? `/media/og/${name}.jpg` : null;
}
