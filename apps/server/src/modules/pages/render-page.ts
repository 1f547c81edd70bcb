import type { PageHead } from "@naehan/contract";

const escape = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const TITLE = /<title>([^<]*)<\/title>/;
const DESCRIPTION = /<meta\s+name="description"\s+content="([^"]*)"\s*\/>/;
/** The site's default share picture, named by index.html. */
const SITE_IMAGE = /\s*<meta\s+property="og:image"\s+content="([^"]*)"\s*\/>/;

/**
 * index.html with the page's head put in: its title and description, the Open Graph and Twitter
 * card tags (so a link shared in a messenger shows a card without running the app), and preload
 * hints for its main image and first API answers. What the head leaves out stays the site's own,
 * as index.html has it.
 */
export function renderPage(
  indexHtml: string,
  head: PageHead,
  { origin, url }: { origin: string; url: string },
): string {
  // Taken from index.html as written there: already HTML.
  const title = head.title === undefined ? (TITLE.exec(indexHtml)?.[1] ?? "") : escape(head.title);
  const description =
    head.description === undefined
      ? (DESCRIPTION.exec(indexHtml)?.[1] ?? "")
      : escape(head.description);
  const picture = head.image ?? SITE_IMAGE.exec(indexHtml)?.[1];
  const image = picture ? escape(new URL(picture, origin).toString()) : null;
  const tags = [
    ["property", "og:site_name", "내한"],
    ["property", "og:type", head.type ?? "website"],
    ["property", "og:title", title],
    ["property", "og:description", description],
    ["property", "og:url", escape(url)],
    ...(image ? [["property", "og:image", image]] : []),
    ["property", "og:locale", "ko_KR"],
    ["name", "twitter:card", head.image ? "summary_large_image" : "summary"],
    ["name", "twitter:title", title],
    ["name", "twitter:description", description],
    ...(image ? [["name", "twitter:image", image]] : []),
  ]
    .map(([attr, key, value]) => `<meta ${attr}="${key}" content="${value ?? ""}" />`)
    .join("\n    ");
  const hints = [
    ...(head.preloads?.images ?? []).map(
      (href) => `<link rel="preload" as="image" href="${escape(href)}" fetchpriority="high" />`,
    ),
    ...(head.preloads?.fetches ?? []).map(
      (href) =>
        `<link rel="preload" as="fetch" href="${escape(href)}" crossorigin="use-credentials" />`,
    ),
  ].join("\n    ");
  return (
    indexHtml
      .replace(SITE_IMAGE, "")
      .replace(TITLE, () => `<title>${title}</title>`)
      .replace(DESCRIPTION, () => `<meta name="description" content="${description}" />`)
      // Hints first, so the browser starts them before it parses the app's scripts.
      .replace(/(\s*)<script type="module"/, (_, space: string) => {
        return `${space}${hints}${space}<script type="module"`;
      })
      .replace(
        "</head>",
        () => `  <link rel="canonical" href="${escape(url)}" />\n    ${tags}\n  </head>`,
      )
  );
}
