import type { PageHead } from "./previews";

const escape = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export const SITE_DESCRIPTION =
  "내한 공연 일정과 예매 링크, 지난 공연 셋리스트와 곡 랭킹, 예상 셋리스트, 아티스트별 게시판까지. 해외 아티스트의 내한 공연을 한곳에서.";

/**
 * index.html with the page's own title, description, Open Graph and Twitter card tags, so a link
 * shared in a messenger shows a card without running the app; and preload hints for the page's
 * main image and first API answers, so they load alongside the app's code instead of after it.
 */
export function renderPage(
  indexHtml: string,
  head: PageHead,
  {
    origin,
    url,
    defaultImage,
    shareImage,
  }: { origin: string; url: string; defaultImage: string; shareImage: string | null },
): string {
  const { preview } = head;
  const title = preview?.title ?? "내한 — 해외 아티스트 내한 공연의 모든 것";
  const description = preview?.description ?? SITE_DESCRIPTION;
  const image = new URL(shareImage ?? defaultImage, origin).toString();
  const tags = [
    ["property", "og:site_name", "내한"],
    ["property", "og:type", preview?.type ?? "website"],
    ["property", "og:title", title],
    ["property", "og:description", description],
    ["property", "og:url", url],
    ["property", "og:image", image],
    ["property", "og:locale", "ko_KR"],
    ["name", "twitter:card", shareImage ? "summary_large_image" : "summary"],
    ["name", "twitter:title", title],
    ["name", "twitter:description", description],
    ["name", "twitter:image", image],
  ]
    .map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escape(value ?? "")}" />`)
    .join("\n    ");
  const hints = [
    ...head.images.map(
      (href) => `<link rel="preload" as="image" href="${escape(href)}" fetchpriority="high" />`,
    ),
    ...head.fetches.map(
      (href) =>
        `<link rel="preload" as="fetch" href="${escape(href)}" crossorigin="use-credentials" />`,
    ),
  ].join("\n    ");
  return (
    indexHtml
      .replace(/<title>[^<]*<\/title>/, `<title>${escape(title)}</title>`)
      .replace(
        /<meta\s+name="description"\s+content="[^"]*"\s*\/>/,
        `<meta name="description" content="${escape(description)}" />`,
      )
      // Hints first, so the browser starts them before it parses the app's scripts.
      .replace(/(\s*)<script type="module"/, `$1${hints}$1<script type="module"`)
      .replace(
        "</head>",
        `  <link rel="canonical" href="${escape(url)}" />\n    ${tags}\n  </head>`,
      )
  );
}
