/**
 * Contact sheet for the generated seed artwork.
 *   npx tsx apps/server/scripts/art-preview.ts
 * Writes /tmp/art-preview/index.html plus PNG screenshots, and reports any poster text that leaves
 * the canvas or collides with other text when rendered with the real system fonts.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { artistSvg, posterSvg, type Genre } from "../src/demo/art";

const OUT = "/tmp/art-preview";
const here = dirname(fileURLToPath(import.meta.url));
const webDir = resolve(here, "../../web");

type Artist = { name: string; kr: string; genre: Genre };
const ARTISTS: Artist[] = [
  { name: "Coldplay", kr: "콜드플레이", genre: "POP" },
  { name: "Ed Sheeran", kr: "에드 시런", genre: "POP" },
  { name: "Sabrina Carpenter", kr: "사브리나 카펜터", genre: "POP" },
  { name: "Bruno Mars", kr: "브루노 마스", genre: "POP" },
  { name: "Linkin Park", kr: "린킨 파크", genre: "ROCK" },
  { name: "Oasis", kr: "오아시스", genre: "ROCK" },
  { name: "Green Day", kr: "그린 데이", genre: "ROCK" },
  { name: "Muse", kr: "뮤즈", genre: "ROCK" },
  { name: "Kendrick Lamar", kr: "켄드릭 라마", genre: "HIPHOP" },
  { name: "Travis Scott", kr: "트래비스 스콧", genre: "HIPHOP" },
  { name: "Tyler, The Creator", kr: "타일러 더 크리에이터", genre: "HIPHOP" },
  { name: "Daniel Caesar", kr: "다니엘 시저", genre: "R&B" },
  { name: "SZA", kr: "시저", genre: "R&B" },
  { name: "The Weeknd", kr: "위켄드", genre: "R&B" },
  { name: "YOASOBI", kr: "요아소비", genre: "JPOP" },
  { name: "Official HIGE DANDism", kr: "오피셜히게단디즘", genre: "JPOP" },
  { name: "Kenshi Yonezu", kr: "요네즈 켄시", genre: "JPOP" },
  { name: "Fujii Kaze", kr: "후지이 카제", genre: "JPOP" },
];

const LONG =
  "2027 Coldplay Music of the Spheres World Tour Presented by Someone Extremely Long Sponsor Name Live in Seoul Special Edition";
const CONCERTS: [number, string, string, string][] = [
  [
    15,
    "2027 오피셜히게단디즘 아시아 투어 〈Rejoice〉 IN SEOUL",
    "2027.04.16 ~ 04.19",
    "인스파이어 아레나",
  ],
  [
    0,
    "Coldplay: Music of the Spheres World Tour Live in Seoul",
    "2027.04.16 ~ 04.19",
    "고양종합운동장 주경기장",
  ],
  [1, "Ed Sheeran +–=÷× Tour", "2027.05.03", "잠실종합운동장 주경기장"],
  [4, "LINKIN PARK FROM ZERO WORLD TOUR 2027 IN SEOUL", "2027.09.20 ~ 09.21", "고척스카이돔"],
  [8, "Kendrick Lamar: Grand National Tour", "2027.06.12", "KSPO DOME"],
  [11, "다니엘 시저 내한공연", "2027.02.08", "YES24 라이브홀"],
  [14, "YOASOBI ASIA TOUR 2027", "2027.03.22 ~ 03.23", "KINTEX 제1전시장 5홀"],
  [5, "OASIS LIVE '27", "2027.10.21", "고양종합운동장 주경기장"],
  [12, "SZA: SOS Tour", "2027.07.30", "KSPO DOME"],
  [13, "The Weeknd: After Hours til Dawn Tour", "2027.01.14 ~ 01.15", "고척스카이돔"],
  [16, "요네즈 켄시 2027 TOUR / JUNK IN KOREA", "2027.05.24 ~ 05.25", "인스파이어 아레나"],
  [7, "Muse", "2027.08.02", "올림픽공원 핸드볼경기장"],
  [6, "Green Day: The Saviors Tour — Seoul", "2027.11.01 ~ 11.02", "부산 벡스코 오디토리움"],
  [9, "Travis Scott CIRCUS MAXIMUS TOUR", "2027.12.06", "인천 문학경기장"],
  [17, "Fujii Kaze Prema World Tour", "2027.09.03 ~ 09.04", "KSPO DOME"],
  [10, "Tyler, The Creator — CHROMAKOPIA: THE WORLD TOUR", "2027.04.30", "KSPO DOME"],
  [2, "Sabrina Carpenter Short n' Sweet Tour", "2027.03.11", "인스파이어 아레나"],
  [
    3,
    'Bruno Mars Live in Seoul 2027 <Special> & "Friends"',
    "2027.06.21 ~ 06.22",
    "서울월드컵경기장",
  ],
  [0, LONG, "2027.04.20", "고양종합운동장 주경기장 특설무대 (경기도 고양시 일산서구 중앙로 1601)"],
  [15, "Official髭男dism Asia Tour", "2027.08.15", "올림픽공원 올림픽홀"],
  [12, "시저 첫 단독 내한 공연 〈LANA〉", "2027.10.05", "잠실실내체육관"],
  [4, "Linkin Park", "2027.02.27 ~ 02.28", "KSPO DOME"],
  [
    9,
    "TRAVIS SCOTT LIVE IN KOREA 2027 ‘UTOPIA’ 서울 스페셜 공연 추가 회차",
    "2027.12.07",
    "인천 문학경기장",
  ],
  [14, "요아소비 첫 스타디움 투어 내한공연", "2027.11.20 ~ 11.21", "고척스카이돔"],
];

const posters = CONCERTS.map(([ai, title, dateText, venueName], i) => {
  const a = ARTISTS[ai] as Artist;
  return posterSvg({
    title,
    artistName: a.name,
    krName: a.kr,
    dateText,
    venueName,
    genre: a.genre,
    seed: `concert-${i}`,
  });
});
/** Same genre, different seeds: shows how far compositions and palettes vary within a genre. */
const GENRE_ROWS: [Genre, number][] = [
  ["POP", 1],
  ["ROCK", 5],
  ["HIPHOP", 9],
  ["R&B", 11],
  ["JPOP", 16],
];
const variety = GENRE_ROWS.map(([genre, ai]) => {
  const a = ARTISTS[ai] as Artist;
  return Array.from({ length: 6 }, (_, k) =>
    posterSvg({
      title: k % 2 ? `${a.name} Live in Korea 2027` : `${a.kr} 첫 단독 내한공연`,
      artistName: a.name,
      krName: a.kr,
      dateText: "2027.06.01 ~ 06.02",
      venueName: "KSPO DOME",
      genre,
      seed: `variety-${genre}-${k}`,
    }),
  );
});
const artists = ARTISTS.map((a, i) =>
  artistSvg({ name: a.name, krName: a.kr, genre: a.genre, seed: `artist-${i}` }),
);

mkdirSync(OUT, { recursive: true });
posters.forEach((svg, i) => writeFileSync(join(OUT, `poster-${i}.svg`), svg));
artists.forEach((svg, i) => writeFileSync(join(OUT, `artist-${i}.svg`), svg));
variety.forEach((row, g) =>
  row.forEach((svg, k) => writeFileSync(join(OUT, `variety-${g}-${k}.svg`), svg)),
);

const asset = (rel: string) => {
  try {
    return (
      "data:image/svg+xml;base64," + Buffer.from(readFileSync(join(webDir, rel))).toString("base64")
    );
  } catch {
    return "";
  }
};
const banners = [1, 2, 3].map((k) => asset(`src/assets/banners/banner-${k}.svg`));
const fallback = asset("src/assets/fallback-poster.svg");
const icon = asset("public/icon.svg");
const favicon = asset("public/favicon.svg");

const img = (src: string, style: string) => `<img src="${src}" style="${style}" alt="">`;
const smallGrid = (from: number, to: number) =>
  `<section id="small-${from}" class="phone"><div class="grid">${posters
    .slice(from, to)
    .map(
      (_, i) =>
        `<div>${img(`poster-${from + i}.svg`, "width:170px;height:255px;border-radius:6px")}<p>${(CONCERTS[from + i]?.[1] ?? "").slice(0, 40)}</p></div>`,
    )
    .join("")}</div></section>`;
const large = (from: number) =>
  `<section id="large-${from}" class="row">${[0, 1, 2].map((k) => (posters[from + k] ? img(`poster-${from + k}.svg`, "width:390px;height:585px") : "")).join("")}</section>`;

const html = `<!doctype html><html lang="ko"><meta charset="utf-8"><title>naehan art preview</title>
<style>
body{margin:0;font-family:'Noto Sans CJK KR',sans-serif;background:#fff;color:#111}
section{padding:16px;display:block;width:max-content}
.phone{width:358px}.grid{display:grid;grid-template-columns:170px 170px;gap:18px}
.grid p{margin:6px 0 0;font-size:13px;font-weight:700;line-height:1.3;height:34px;overflow:hidden}
.row{display:flex;gap:16px}
.circles{display:grid;grid-template-columns:repeat(6,96px);gap:20px}
.circles img{width:96px;height:96px;border-radius:50%}
.head{display:flex;gap:16px}.head img{width:390px;height:220px;object-fit:cover}
.banners{display:flex;flex-direction:column;gap:12px;width:390px}.banners img{width:390px;height:220px;border-radius:12px}
#check{position:absolute;left:0;top:0;opacity:0;pointer-events:none}
</style>
<body>
${smallGrid(0, 6)}${smallGrid(6, 12)}${smallGrid(12, 18)}${smallGrid(18, 24)}
${[0, 3, 6, 9, 12, 15, 18, 21].map(large).join("")}
${variety.map((row, g) => `<section id="variety-${g}" class="row">${row.map((_, k) => img(`variety-${g}-${k}.svg`, "width:170px;height:255px;border-radius:6px")).join("")}</section>`).join("")}
<section id="artists"><div class="circles">${artists.map((_, i) => img(`artist-${i}.svg`, "")).join("")}</div></section>
<section id="artist-headers" class="head">${[0, 4, 8, 14].map((i) => img(`artist-${i}.svg`, "")).join("")}</section>
<section id="artist-large" class="row">${[0, 1, 2, 3].map((i) => img(`artist-${i}.svg`, "width:300px;height:300px")).join("")}</section>
<section id="brand" class="row"><div class="banners">${banners.map((b) => img(b, "")).join("")}</div>
<div>${img(fallback, "width:170px;height:255px;border-radius:6px")}<br><br>${img(icon, "width:128px;height:128px")}
${img(icon, "width:128px;height:128px;clip-path:circle(40%)")} ${img(favicon, "width:32px;height:32px")} ${img(favicon, "width:16px;height:16px")}</div></section>
<div id="check">${[...posters, ...variety.flat()].map((s) => `<div style="width:600px;height:900px">${s}</div>`).join("")}</div>
</body></html>`;
writeFileSync(join(OUT, "index.html"), html);

/**
 * For every poster text line, take the real advance width from getBBox and the glyph height from the
 * font size (caps/Hangul top, descender only if the line has one), map it to poster coordinates and
 * report lines that leave the canvas, hug the edge, or collide with another line.
 */
const CHECK_TEXT = `(() => {
  const out = [];
  const ratios = [];
  document.querySelectorAll("#check svg").forEach((svg, si) => {
    const rects = [];
    svg.querySelectorAll("text").forEach((t) => {
      if (t.closest("[data-deco]") || t.closest("g[clip-path]")) return;
      const bb = t.getBBox();
      const size = parseFloat(t.getAttribute("font-size") || "16");
      const y = parseFloat(t.getAttribute("y") || "0");
      const txt = t.textContent || "";
      const top = /[\u3131-\uD7A3]/.test(txt) ? 0.84 : /[a-z0-9]/.test(txt) ? 0.76 : 0.73;
      const bottom = /[gjpqy,;\u3131-\uD7A3]/.test(txt) ? 0.2 : 0.02;
      const m = svg.getScreenCTM().inverse().multiply(t.getScreenCTM());
      const pts = [[bb.x, y - size * top], [bb.x + bb.width, y - size * top], [bb.x, y + size * bottom], [bb.x + bb.width, y + size * bottom]]
        .map(([px, py]) => new DOMPoint(px, py).matrixTransform(m));
      const xs = pts.map((q) => q.x), ys = pts.map((q) => q.y);
      const r = { l: Math.min(...xs), r: Math.max(...xs), t: Math.min(...ys), b: Math.max(...ys) };
      const label = "poster " + si + ': "' + txt.slice(0, 30) + '"';
      if (r.l < -1 || r.r > 601 || r.t < -1 || r.b > 901) out.push(label + " leaves the canvas");
      else if (r.l < 24 || r.r > 576 || r.t < 24 || r.b > 876) out.push(label + " is within 24px of the edge");
      rects.push({ r, label });
      const fixed = t.getAttribute("textLength");
      if (fixed) {
        const probe = t.cloneNode(true);
        probe.removeAttribute("textLength");
        t.parentNode.appendChild(probe);
        ratios.push(probe.getComputedTextLength() / parseFloat(fixed));
        if (ratios[ratios.length - 1] < 0.9 || ratios[ratios.length - 1] > 1.06) out.push("info2: " + label + " ratio " + ratios[ratios.length - 1].toFixed(3));
        probe.remove();
      }
    });
    for (let i = 0; i < rects.length; i++)
      for (let j = i + 1; j < rects.length; j++) {
        const a = rects[i].r, b = rects[j].r;
        const ox = Math.min(a.r, b.r) - Math.max(a.l, b.l);
        const oy = Math.min(a.b, b.b) - Math.max(a.t, b.t);
        if (ox > 1 && oy > 1) out.push(rects[i].label + " overlaps " + rects[j].label + " (" + Math.round(Math.min(ox, oy)) + "px)");
      }
  });
  ratios.sort((a, b) => a - b);
  const q = (f) => ratios[Math.floor(f * (ratios.length - 1))].toFixed(2);
  out.unshift("info: natural/estimated width of fitted lines: min " + q(0) + ", median " + q(0.5) + ", max " + q(1) + " (n=" + ratios.length + ")");
  return out;
})()`;

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});
try {
  const page = await browser.newPage({
    viewport: { width: 1300, height: 1000 },
    deviceScaleFactor: 2,
  });
  await page.goto(`file://${OUT}/index.html`);
  await page.waitForLoadState("load");

  // Runs in the page (kept as a string so this Node script needs no DOM typings).
  const problems = await page.evaluate<string[]>(CHECK_TEXT);
  await page.evaluate(`document.getElementById("check").remove()`);

  const shots: string[] = [];
  for (const id of await page.$$eval("section", (els) => els.map((e) => e.id))) {
    const file = join(OUT, `${id}.png`);
    await page.locator(`#${id}`).screenshot({ path: file });
    shots.push(file);
  }
  const sizes = [...posters, ...artists].map((s) => Buffer.byteLength(s));
  console.log(
    `posters: max ${Math.max(...sizes.slice(0, posters.length))} B, artists: max ${Math.max(...sizes.slice(posters.length))} B`,
  );
  const [info, ...issues] = problems;
  console.log(info);
  console.log(
    issues.length
      ? `text problems:\n  ${issues.join("\n  ")}`
      : "text check: no overflow or overlap",
  );
  console.log(`wrote ${OUT}/index.html\n  ${shots.join("\n  ")}`);
} finally {
  await browser.close();
}
