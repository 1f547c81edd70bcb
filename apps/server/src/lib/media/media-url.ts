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
