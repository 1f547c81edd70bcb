import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp } from "../../test/app";
import { buildConcert } from "../../test/factories";
import { webBuild } from "../../test/web-build";

/** The web's head for a concert page, read through the API as the web app's renderer reads it. */
const CONCERT_HEAD = `
  async function concertHead(request, apiFetch) {
    const id = new URL(request.url).pathname.split("/").pop();
    const response = await apiFetch("/api/new-concerts/" + id);
    if (!response.ok) throw new Error("no concert");
    const concert = await response.json();
    return {
      title: concert.title + " | 내한",
      description: concert.venueName,
      image: concert.ogImageUrl,
      preloads: { images: [concert.posterUrl], fetches: ["/api/new-concerts/" + id] },
    };
  }`;

const BROKEN_RENDER = `${CONCERT_HEAD}
  export async function render() {
    throw new Error("a component broke");
  }
  export const renderHead = concertHead;`;

const RENDERED = `${CONCERT_HEAD}
  export async function render(request, apiFetch) {
    if (new URL(request.url).pathname === "/mypage") {
      return { kind: "shell", head: { title: "마이페이지", preloads: { fetches: ["/api/x"] } } };
    }
    return {
      kind: "page",
      status: 200,
      html: "<main>rendered</main>",
      state: "{}",
      modules: ["src/routes/concert.tsx"],
      head: await concertHead(request, apiFetch),
    };
  }
  export const renderHead = concertHead;`;

const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1] ?? null;

async function page(t: TestApp, path: string) {
  const response = await t.request(path);
  expect(response.headers.get("content-type")).toMatch(/^text\/html/);
  return { status: response.status, html: await response.text() };
}

describe("a page whose server rendering fails", () => {
  let t: TestApp;
  let concertId = 0;
  let poster = "";
  beforeAll(async () => {
    t = await createTestApp("empty", { config: { webDistDir: webBuild(BROKEN_RENDER) } });
    const concert = await buildConcert(t.db.db, { title: "Broken & Fine", venueName: "KSPO DOME" });
    concertId = concert.id;
    poster = concert.posterUrl ?? "";
  });
  afterAll(() => t.close());

  it("is the shell for the browser to render, with the head from the API's ogImageUrl", async () => {
    const { status, html } = await page(t, `/concert/${concertId}`);
    expect(status).toBe(200);
    expect(html).not.toContain('id="naehan-state"');
    expect(html).toContain("<title>Broken &amp; Fine | 내한</title>");
    expect(meta(html, "og:title")).toBe("Broken &amp; Fine | 내한");
    expect(meta(html, "description")).toBe("KSPO DOME");
    expect(meta(html, "og:image")).toMatch(
      new RegExp(`^http://localhost/share/new-concerts/${concertId}\\.jpg\\?v=[\\w-]+$`),
    );
    expect(meta(html, "twitter:card")).toBe("summary_large_image");
    expect(meta(html, "og:url")).toBe(`http://localhost/concert/${concertId}`);
    // The browser renders it: its first image and data are fetched early.
    expect(html).toContain(`<link rel="preload" as="image" href="${poster}"`);
    expect(html).toContain(`<link rel="preload" as="fetch" href="/api/new-concerts/${concertId}"`);
  });

  it("keeps the site's own head when the head cannot be read either", async () => {
    const { status, html } = await page(t, "/concert/99999");
    expect(status).toBe(200);
    expect(html).toContain("<title>내한 — 해외 아티스트 내한 공연의 모든 것</title>");
    expect(meta(html, "og:title")).toBe("내한 — 해외 아티스트 내한 공연의 모든 것");
    expect(meta(html, "og:image")).toBe("http://localhost/og-default.png");
    expect(meta(html, "twitter:card")).toBe("summary");
    expect(html.match(/property="og:image"/g)).toHaveLength(1);
  });
});

describe("a rendered page", () => {
  let t: TestApp;
  let concertId = 0;
  beforeAll(async () => {
    t = await createTestApp("empty", { config: { webDistDir: webBuild(RENDERED) } });
    concertId = (await buildConcert(t.db.db, { title: "Rendered" })).id;
  });
  afterAll(() => t.close());

  it("carries its data and the head its route declared, without preload hints", async () => {
    const { html } = await page(t, `/concert/${concertId}`);
    expect(html).toContain('<div id="root"><main>rendered</main></div>');
    expect(html).toContain('id="naehan-state"');
    expect(meta(html, "og:title")).toBe("Rendered | 내한");
    expect(meta(html, "og:image")).toMatch(
      /^http:\/\/localhost\/share\/new-concerts\/\d+\.jpg\?v=[\w-]+$/,
    );
    expect(html).not.toContain('rel="preload"');
  });

  it("has its styles inline, each screen stylesheet named by a link the browser does not fetch", async () => {
    const { html } = await page(t, `/concert/${concertId}`);
    expect(html).toContain("<style>body{color:#000}</style>");
    expect(html).toContain(
      '<style>h1{font-weight:700}</style><link rel="stylesheet" href="/assets/concert-1.css" disabled>',
    );
    expect(html).not.toMatch(/<link rel="stylesheet"[^>]*index-3f9a\.css/);
    // Its screen's code comes behind what paints (it is not needed to show the page).
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/concert-1.js" fetchpriority="low">',
    );
  });

  it("is the shell with its head when the web leaves it to the browser", async () => {
    const { html } = await page(t, "/mypage");
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('id="naehan-state"');
    expect(html).toContain("<title>마이페이지</title>");
    expect(html).toContain('<link rel="preload" as="fetch" href="/api/x"');
  });
});
