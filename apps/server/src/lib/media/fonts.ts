import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import * as fontkit from "fontkit";

/**
 * The typefaces the server draws with, all SIL Open Font License and shipped as npm dependencies:
 * link-preview cards and the text of generated art are drawn from these files, never from the
 * host's fonts, so a server without any font still draws Korean, Japanese and Chinese.
 *
 * A chain, tried in order for every character: Nanum Gothic (Hangul, Latin, kana and the Hanja of
 * KS X 1001), then Noto Sans JP, SC and TC for the kanji and hanzi it lacks (髭 of Official髭男dism,
 * simplified Chinese). The Noto families come from Fontsource, cut by Unicode range into about 120
 * slices each; only the slice holding a character is opened, when a text first needs it (the
 * subset is picked at render time), and a bounded number of slices stays in memory.
 */
const NANUM = {
  400: "NanumGothic.ttf",
  700: "NanumGothicBold.ttf",
  800: "NanumGothicExtraBold.ttf",
} as const;
type Weight = keyof typeof NANUM;

/** Fontsource packages after Nanum Gothic, in the order they are tried. */
const FALLBACKS = ["noto-sans-jp", "noto-sans-sc", "noto-sans-tc"] as const;
type Fallback = (typeof FALLBACKS)[number];

const require = createRequire(import.meta.url);

/** The nearest weight we ship: 500 and lighter draw regular, 600–700 bold, heavier extra bold. */
export function shippedWeight(weight: number): Weight {
  if (weight <= 500) return 400;
  if (weight <= 700) return 700;
  return 800;
}

/** Path of the shipped Korean font file (the chain's first) for a CSS font weight. */
export function shippedFontFile(weight: number): string {
  return require.resolve(`@kfonts/nanum-gothic/src/${NANUM[shippedWeight(weight)]}`);
}

function open(file: string): fontkit.Font {
  const opened = fontkit.openSync(file);
  if (!("layout" in opened)) throw new Error(`${file} is a collection, not a font`);
  return opened;
}

const nanum = new Map<Weight, fontkit.Font>();

/** The chain's first font (Nanum Gothic) at a weight: its missing-glyph box is the one tests use. */
export function shippedFont(weight: number): fontkit.Font {
  const key = shippedWeight(weight);
  let font = nanum.get(key);
  if (!font) {
    font = open(shippedFontFile(key));
    nanum.set(key, font);
  }
  return font;
}

/** Code point → slice name (`"67"`, `"latin"`), per fallback family; the first slice listed wins. */
const sliceOf = new Map<Fallback, Map<number, string>>();

function slices(family: Fallback): Map<number, string> {
  let map = sliceOf.get(family);
  if (map) return map;
  map = new Map();
  const file = require.resolve(`@fontsource/${family}/unicode.json`);
  const ranges = JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
  for (const [key, list] of Object.entries(ranges)) {
    const name = key.replace(/^\[(\d+)\]$/, "$1");
    for (const range of list.split(",")) {
      const match = /U\+([0-9a-f]+)(?:-([0-9a-f]+))?/i.exec(range.trim());
      if (!match?.[1]) continue;
      const from = parseInt(match[1], 16);
      const to = match[2] ? parseInt(match[2], 16) : from;
      for (let cp = from; cp <= to; cp++) if (!map.has(cp)) map.set(cp, name);
    }
  }
  sliceOf.set(family, map);
  return map;
}

/** Open slices, least recently used first; a card needs a handful, so 48 is plenty. */
const openSlices = new Map<string, fontkit.Font>();
const KEPT_SLICES = 48;

function slice(family: Fallback, name: string, weight: Weight): fontkit.Font {
  const file = require.resolve(
    `@fontsource/${family}/files/${family}-${name}-${weight}-normal.woff2`,
  );
  let font = openSlices.get(file);
  if (font) openSlices.delete(file);
  else font = open(file);
  openSlices.set(file, font);
  if (openSlices.size > KEPT_SLICES) {
    const oldest = openSlices.keys().next().value;
    if (oldest !== undefined) openSlices.delete(oldest);
  }
  return font;
}

/** The font of one family of the chain (0 is Nanum Gothic) that draws a code point, or null. */
function familyFont(family: number, cp: number, weight: Weight): fontkit.Font | null {
  if (family === 0) {
    const font = shippedFont(weight);
    return font.hasGlyphForCodePoint(cp) ? font : null;
  }
  const name = FALLBACKS[family - 1];
  const slice_ = name === undefined ? undefined : slices(name).get(cp);
  if (name === undefined || slice_ === undefined) return null;
  const font = slice(name, slice_, weight);
  return font.hasGlyphForCodePoint(cp) ? font : null;
}

const FAMILIES = FALLBACKS.length + 1;

/** The first font of the chain that draws the code point, or null. */
export function fontFor(cp: number, weight: number): fontkit.Font | null {
  const w = shippedWeight(weight);
  for (let family = 0; family < FAMILIES; family++) {
    const font = familyFont(family, cp, w);
    if (font) return font;
  }
  return null;
}

/** A piece of a text drawn with one font. */
export interface FontRun {
  font: fontkit.Font;
  text: string;
}

/** Kana, CJK punctuation and ideographs: characters that read best in one typeface side by side. */
const CJK =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\u30fc\uff01-\uff60]/u;

/**
 * The text cut into runs, each drawn with one font of the chain. A run of kana and ideographs is
 * drawn in one family when one family has all of it (so 髭男 is not drawn in two typefaces, though
 * its characters may come from two slices); spaces and marks go with the character before them; a
 * character no font has stays with Nanum Gothic, which draws its missing-glyph box.
 */
export function fontRuns(text: string, weight: number): FontRun[] {
  const w = shippedWeight(weight);
  const chars = [...text];
  const cps = chars.map((ch) => ch.codePointAt(0) ?? 0);
  const chosen: fontkit.Font[] = [];
  for (let i = 0; i < chars.length;) {
    if (CJK.test(chars[i] ?? "")) {
      let end = i;
      while (end < chars.length && CJK.test(chars[end] ?? "")) end++;
      const group = cps.slice(i, end);
      let fonts: (fontkit.Font | null)[] = [];
      for (let family = 0; family < FAMILIES; family++) {
        fonts = group.map((cp) => familyFont(family, cp, w));
        if (fonts.every(Boolean)) break;
        fonts = [];
      }
      group.forEach((cp, k) => chosen.push(fonts[k] ?? fontFor(cp, w) ?? shippedFont(w)));
      i = end;
      continue;
    }
    const previous = chosen.at(-1);
    const cp = cps[i] ?? 0;
    const joins = /[\s\p{M}]/u.test(chars[i] ?? "") && previous?.hasGlyphForCodePoint(cp);
    chosen.push(joins && previous ? previous : (fontFor(cp, w) ?? shippedFont(w)));
    i++;
  }
  const runs: FontRun[] = [];
  chars.forEach((ch, i) => {
    const font = chosen[i] ?? shippedFont(w);
    const last = runs.at(-1);
    if (last?.font === font) last.text += ch;
    else runs.push({ font, text: ch });
  });
  return runs;
}

/** Characters of a text that no font of the chain can draw (they would come out as boxes). */
export function missingCharacters(text: string, weight = 400): string[] {
  const w = shippedWeight(weight);
  return [...new Set(text)].filter(
    (ch) => !/\s/u.test(ch) && fontFor(ch.codePointAt(0) ?? 0, w) === null,
  );
}
