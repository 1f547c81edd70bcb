import { join } from "node:path";
import sharp from "sharp";
import { measureText, textPathData } from "../../lib/media/text-paths";
import type { ShareCard } from "./share-card-url";

// How a share card is drawn (what it shows and its URL: share-card-url.ts). A change to the
// drawing raises CARD_DESIGN there.

export const CARD_WIDTH = 800;
export const CARD_HEIGHT = 400;
const ACCENT = "#e11d48";
const TEXT_LEFT_PAD = 36;
const RIGHT_PAD = 40;

/** Words wrapped to `width`; a word longer than a line is broken between characters. */
export function wrapText(
  text: string,
  width: number,
  style: { size: number; weight: number },
  maxLines: number,
): string[] {
  const fits = (line: string) => measureText({ text: line, ...style }) <= width;
  const lines: string[] = [];
  let line = "";
  const push = (word: string) => {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      return;
    }
    if (line) lines.push(line);
    line = "";
    let piece = "";
    for (const ch of word) {
      if (fits(piece + ch)) piece += ch;
      else {
        if (piece) lines.push(piece);
        piece = ch;
      }
    }
    line = piece;
  };
  for (const word of text.split(/\s+/).filter(Boolean)) push(word);
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1] ?? "";
  while (last && !fits(`${last}…`)) last = [...last].slice(0, -1).join("").trimEnd();
  kept[maxLines - 1] = `${last}…`;
  return kept;
}

function textLayer(card: ShareCard, left: number, missingGlyphs: boolean): string {
  const width = CARD_WIDTH - left - TEXT_LEFT_PAD - RIGHT_PAD;
  const x = left + TEXT_LEFT_PAD;
  const titleStyle = { size: 38, weight: 800 };
  const lineStyle = { size: 22, weight: 400 };
  // Four facts leave room for two lines of title.
  const facts = card.lines.slice(0, 4).map((line) => wrapText(line, width, lineStyle, 1)[0] ?? "");
  const title = wrapText(card.title, width, titleStyle, facts.length > 3 ? 2 : 3);
  const titleLead = 48;
  const lineLead = 34;
  const blockHeight = 34 + title.length * titleLead + 14 + facts.length * lineLead;
  let y = Math.max(56, (CARD_HEIGHT - blockHeight) / 2 + 20);

  const path = (d: string, fill: string) => (d ? `<path d="${d}" fill="${fill}"/>` : "");
  let svg = path(
    textPathData({ text: card.eyebrow, x, y, size: 20, weight: 800, missingGlyphs }),
    ACCENT,
  );
  y += 20;
  for (const line of title) {
    y += titleLead;
    svg += path(textPathData({ text: line, x, y, ...titleStyle, missingGlyphs }), "#ffffff");
  }
  y += 14;
  for (const line of facts) {
    y += lineLead;
    svg += path(textPathData({ text: line, x, y, ...lineStyle, missingGlyphs }), "#d4d4dc");
  }
  svg += path(
    textPathData({
      text: "내한 naehan",
      x: CARD_WIDTH - RIGHT_PAD,
      y: CARD_HEIGHT - 24,
      size: 18,
      weight: 800,
      anchor: "end",
      missingGlyphs,
    }),
    "#8a8a96",
  );
  return svg;
}

/** `/media/<file>` stored here → its path on disk. */
function storedFile(mediaDir: string | null, url: string | null): string | null {
  const file = url && /^\/media\/([\w-]+\.(?:svg|webp|png|jpg|gif))$/.exec(url)?.[1];
  return mediaDir && file ? join(mediaDir, file) : null;
}

async function picture(
  card: ShareCard,
  mediaDir: string | null,
): Promise<{ input: Buffer; width: number } | null> {
  const file = storedFile(mediaDir, card.image);
  if (!file) return null;
  const width = card.imageShape === "poster" ? Math.round((CARD_HEIGHT * 2) / 3) : CARD_HEIGHT;
  try {
    const input = await sharp(file, { density: 144, limitInputPixels: 40_000_000 })
      .resize({ width, height: CARD_HEIGHT, fit: "cover" })
      .png()
      .toBuffer();
    return { input, width };
  } catch {
    return null;
  }
}

/**
 * The card as a JPEG. `missingGlyphs` draws every character as the font's missing-glyph box
 * instead: what a renderer without the font would show, for tests to compare against.
 */
export async function renderShareCard(
  card: ShareCard,
  options: { mediaDir?: string | null; missingGlyphs?: boolean } = {},
): Promise<Buffer> {
  const image = await picture(card, options.mediaDir ?? null);
  const left = image?.width ?? 0;
  const brandPanel = image ? "" : `<rect width="8" height="${CARD_HEIGHT}" fill="${ACCENT}"/>`;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">` +
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="#111114"/>${brandPanel}` +
    textLayer(card, left, options.missingGlyphs ?? false) +
    `</svg>`;
  return sharp(Buffer.from(svg))
    .composite(image ? [{ input: image.input, left: 0, top: 0 }] : [])
    .flatten({ background: "#111114" })
    .jpeg({ quality: 84, mozjpeg: true })
    .toBuffer();
}
