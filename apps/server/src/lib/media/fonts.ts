import { createRequire } from "node:module";
import * as fontkit from "fontkit";

/**
 * The Korean typeface the server draws with (Nanum Gothic, SIL Open Font License, shipped as an npm
 * dependency): link-preview cards and the text of generated art are drawn from these files, never
 * from the host's fonts, so a server without a Korean font still draws Korean.
 */
const FILES = {
  400: "NanumGothic.ttf",
  700: "NanumGothicBold.ttf",
  800: "NanumGothicExtraBold.ttf",
} as const;
type Weight = keyof typeof FILES;

const require = createRequire(import.meta.url);
const loaded = new Map<Weight, fontkit.Font>();

/** The nearest weight we ship: 500 and lighter draw regular, 600–700 bold, heavier extra bold. */
export function shippedWeight(weight: number): Weight {
  if (weight <= 500) return 400;
  if (weight <= 700) return 700;
  return 800;
}

/** Path of the shipped font file for a CSS font weight. */
export function shippedFontFile(weight: number): string {
  return require.resolve(`@kfonts/nanum-gothic/src/${FILES[shippedWeight(weight)]}`);
}

export function shippedFont(weight: number): fontkit.Font {
  const key = shippedWeight(weight);
  let font = loaded.get(key);
  if (!font) {
    const opened = fontkit.openSync(shippedFontFile(key));
    if (!("layout" in opened)) throw new Error(`${FILES[key]} is a collection, not a font`);
    font = opened;
    loaded.set(key, font);
  }
  return font;
}
