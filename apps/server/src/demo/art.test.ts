import { describe, expect, it } from "vitest";
import { artistSvg, estimateWidth, posterSvg, type Genre } from "./art";

const GENRES: Genre[] = ["POP", "ROCK", "HIPHOP", "R&B", "JPOP"];
const KB = 1024;

const poster = (over: Partial<Parameters<typeof posterSvg>[0]> = {}) =>
  posterSvg({
    title: "Coldplay: Music of the Spheres World Tour Live in Seoul",
    artistName: "Coldplay",
    krName: "콜드플레이",
    dateText: "2027.04.16 ~ 04.19",
    venueName: "고양종합운동장 주경기장",
    genre: "POP",
    seed: "concert-1",
    ...over,
  });

const unescape = (s: string) =>
  s
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");

/** Tags must nest properly; returns the first problem or null. */
function tagProblem(svg: string): string | null {
  const stack: string[] = [];
  for (const m of svg.matchAll(/<(\/?)([a-zA-Z][\w:-]*)([^>]*?)(\/?)>/g)) {
    const [, close, name = "", , self] = m;
    if (self) continue;
    if (close) {
      if (stack.pop() !== name) return `unexpected </${name}>`;
    } else stack.push(name);
  }
  return stack.length ? `unclosed <${stack.join(">, <")}>` : null;
}

interface TextLine {
  text: string;
  width: number;
  rotated: boolean;
  deco: boolean;
}

/** Every <text> with its estimated width (textLength when present, as that is what gets rendered). */
function textLines(svg: string): TextLine[] {
  const out: TextLine[] = [];
  const groups: boolean[] = [];
  for (const m of svg.matchAll(/<(\/?)(g|text)\b([^>]*)>([^<]*)/g)) {
    const [, close, tag, attrs = "", content = ""] = m;
    if (tag === "g") {
      if (close) groups.pop();
      else if (!attrs.endsWith("/")) groups.push(/rotate\(-?90/.test(attrs));
      continue;
    }
    if (close) continue;
    const num = (name: string) => {
      const v = new RegExp(`\\s${name}="([-\\d.]+)"`).exec(attrs)?.[1];
      return v === undefined ? undefined : Number(v);
    };
    const text = unescape(content);
    const size = num("font-size") ?? 16;
    const spacing = num("letter-spacing") ?? 0;
    const width =
      num("textLength") ?? estimateWidth(text, size) + spacing * Math.max(0, [...text].length - 1);
    out.push({ text, width, rotated: groups.includes(true), deco: attrs.includes("data-deco") });
  }
  return out;
}

describe("posterSvg", () => {
  it("is deterministic", () => {
    expect(poster()).toBe(poster());
    expect(artistSvg({ name: "YOASOBI", krName: "요아소비", genre: "JPOP", seed: "a1" })).toBe(
      artistSvg({ name: "YOASOBI", krName: "요아소비", genre: "JPOP", seed: "a1" }),
    );
  });

  it("varies with the seed", () => {
    for (const genre of GENRES) {
      const svgs = new Set(Array.from({ length: 8 }, (_, i) => poster({ genre, seed: `s${i}` })));
      expect(svgs.size).toBe(8);
    }
  });

  it("produces a 600×900 svg with balanced tags", () => {
    for (const genre of GENRES)
      for (let i = 0; i < 12; i++) {
        const svg = poster({ genre, seed: `wf-${i}` });
        expect(svg.startsWith("<svg")).toBe(true);
        expect(svg.endsWith("</svg>")).toBe(true);
        expect(svg).toContain('viewBox="0 0 600 900"');
        expect(svg).toContain('width="600" height="900"');
        expect(tagProblem(svg)).toBeNull();
        expect(svg).not.toMatch(/href|<image|NaN|undefined/);
      }
  });

  it("escapes XML special characters in all text", () => {
    const nasty = `<script>&"'`;
    for (const genre of GENRES) {
      const svg = poster({
        genre,
        title: `Live ${nasty}`,
        artistName: `A&B "The" <Band>`,
        krName: `에이'비`,
        venueName: `홀 <1>`,
        dateText: "2027.05.03",
      });
      expect(svg).not.toContain("<script>");
      expect(svg).not.toContain("<Band>");
      expect(svg).toContain("&lt;script&gt;&amp;&quot;&#39;");
      expect(tagProblem(svg)).toBeNull();
      const artist = artistSvg({ name: `A&B <x> "q" 'y'`, krName: "<에이>", genre, seed: "x" });
      expect(artist).not.toMatch(/<x>|<에이>/);
      expect(tagProblem(artist)).toBeNull();
    }
  });

  it("stays under 12 KB", () => {
    for (const genre of GENRES)
      for (let i = 0; i < 40; i++) {
        expect(Buffer.byteLength(poster({ genre, seed: `size-${i}` }))).toBeLessThan(12 * KB);
        expect(
          Buffer.byteLength(
            artistSvg({
              name: "Official HIGE DANDism",
              krName: "오피셜히게단디즘",
              genre,
              seed: `size-${i}`,
            }),
          ),
        ).toBeLessThan(12 * KB);
      }
  });

  it("keeps every text line inside the poster, even for a 120-character title", () => {
    const longTitle =
      "2027 오피셜히게단디즘 아시아 투어 〈Rejoice〉 IN SEOUL 스페셜 앙코르 공연 with Very Long English Subtitle and Guests "
        .repeat(3)
        .slice(0, 120);
    expect([...longTitle].length).toBe(120);
    const names = [
      "Official HIGE DANDism",
      "IU",
      "Supercalifragilisticexpialidocious",
      "Tyler, The Creator",
      "아이유",
      "Crosby, Stills, Nash & Young",
    ];
    for (const genre of GENRES)
      for (const [i, artistName] of names.entries())
        for (let s = 0; s < 6; s++) {
          const svg = poster({
            genre,
            artistName,
            krName: i % 2 ? null : "오피셜히게단디즘 스페셜",
            title: longTitle,
            venueName: "고양종합운동장 주경기장 특설무대 (경기도 고양시 일산서구 중앙로 1601)",
            seed: `long-${i}-${s}`,
          });
          for (const line of textLines(svg)) {
            if (line.deco) continue;
            const limit = line.rotated ? 900 - 2 * 44 : 600 - 2 * 44;
            expect(line.width, `${genre} ${artistName}: "${line.text}"`).toBeLessThanOrEqual(
              limit + 0.5,
            );
          }
          const visible = textLines(svg)
            .map((l) => l.text)
            .join(" ");
          expect(visible).toContain("…");
        }
  });
});

describe("artistSvg", () => {
  it("is a 600×600 square that varies with the seed", () => {
    const svgs = new Set<string>();
    for (const genre of GENRES)
      for (let i = 0; i < 6; i++) {
        const svg = artistSvg({
          name: "Kendrick Lamar",
          krName: "켄드릭 라마",
          genre,
          seed: `art-${i}`,
        });
        expect(svg.startsWith("<svg")).toBe(true);
        expect(svg).toContain('viewBox="0 0 600 600"');
        expect(tagProblem(svg)).toBeNull();
        svgs.add(svg);
      }
    expect(svgs.size).toBe(30);
  });

  it("shows the artist's initials", () => {
    expect(artistSvg({ name: "Daniel Caesar", krName: null, genre: "R&B", seed: "dc" })).toMatch(
      />DC</,
    );
  });
});
