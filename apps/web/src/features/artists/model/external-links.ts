/** What an artist's outside link is, so the page can show the right icon and name it for a screen reader. */
export type LinkKind = "instagram" | "youtube" | "x" | "web";

const KINDS: { kind: LinkKind; label: string; hosts: string[] }[] = [
  { kind: "instagram", label: "인스타그램", hosts: ["instagram.com"] },
  { kind: "youtube", label: "유튜브", hosts: ["youtube.com", "youtu.be"] },
  { kind: "x", label: "X", hosts: ["x.com", "twitter.com"] },
];

export interface ExternalLink {
  href: string;
  kind: LinkKind;
  label: string;
}

/** An http(s) link described by its host; null for anything that is not a web address. */
export function describeLink(url: string | null, fallbackLabel: string): ExternalLink | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return null;
  const host = parsed.hostname.toLowerCase();
  const match = KINDS.find((k) => k.hosts.some((h) => host === h || host.endsWith(`.${h}`)));
  return match
    ? { href: parsed.href, kind: match.kind, label: match.label }
    : { href: parsed.href, kind: "web", label: fallbackLabel };
}

/** setlist.fm's search for the artist: where a setlist we do not have yet may be found. */
export function setlistFmSearchUrl(artistName: string): string {
  return `https://www.setlist.fm/search?query=${encodeURIComponent(artistName)}`;
}
