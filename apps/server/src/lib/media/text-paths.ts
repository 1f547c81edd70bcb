import type { Glyph } from "fontkit";
import { fontRuns, shippedFont } from "./fonts";

/**
 * Text turned into outlines with the shipped fonts (`fonts.ts`), so SVG art and cards look the same on every
 * phone and every server whatever fonts they have. Follows SVG's own rules for the attributes the
 * art uses: `text-anchor`, `letter-spacing` (after every character) and `textLength` with
 * `lengthAdjust="spacingAndGlyphs"` (the run is scaled to that length).
 */
export interface TextRun {
  text: string;
  x: number;
  /** Baseline. */
  y: number;
  size: number;
  weight?: number;
  anchor?: "start" | "middle" | "end";
  letterSpacing?: number;
  textLength?: number;
  /** Draw the font's missing-glyph box for every character instead (to compare against). */
  missingGlyphs?: boolean;
}

const LETTER: Record<string, string> = {
  moveTo: "m",
  lineTo: "l",
  quadraticCurveTo: "q",
  bezierCurveTo: "c",
};

/** Path data from absolute points in tenths, written as relative commands. */
class RelativePath {
  data = "";
  private x = 0;
  private y = 0;
  private start: [number, number] = [0, 0];

  add(command: string, points: [number, number][]): void {
    if (command === "closePath") {
      this.data += "z";
      [this.x, this.y] = this.start;
      return;
    }
    const letter = LETTER[command];
    if (!letter || points.length === 0) return;
    this.data += letter;
    const origin: [number, number] = [this.x, this.y];
    points.forEach(([x, y], i) => {
      this.data += `${i > 0 ? " " : ""}${tenths(x - origin[0])} ${tenths(y - origin[1])}`;
    });
    const last = points.at(-1) ?? origin;
    [this.x, this.y] = last;
    if (command === "moveTo") this.start = last;
  }
}

/** 12 → "1.2", -5 → "-.5", 30 → "3". */
function tenths(v: number): string {
  const text = String(v / 10);
  return text.replace(/^(-?)0\./, "$1.");
}

interface Placed {
  glyph: Glyph;
  /** Font units to user units for this glyph's font. */
  scale: number;
  x: number;
}

/**
 * The run's glyphs placed along the baseline, each run of characters laid out (shaped) in the
 * first font of the chain that has them (`fontRuns`).
 */
function layout(run: TextRun): { placed: Placed[]; width: number } {
  const spacing = run.letterSpacing ?? 0;
  const weight = run.weight ?? 400;
  const notdef = run.missingGlyphs ? shippedFont(weight) : null;
  const placed: Placed[] = [];
  let pen = 0;
  for (const { font, text } of notdef
    ? [{ font: notdef, text: run.text }]
    : fontRuns(run.text, weight)) {
    const scale = run.size / font.unitsPerEm;
    const glyphRun = font.layout(text);
    glyphRun.glyphs.forEach((glyph, i) => {
      const position = glyphRun.positions[i];
      const shown =
        notdef && !/\s/.test(String.fromCodePoint(...glyph.codePoints)) ? font.getGlyph(0) : glyph;
      placed.push({ glyph: shown, scale, x: pen + (position?.xOffset ?? 0) * scale });
      pen += (position?.xAdvance ?? glyph.advanceWidth) * scale + spacing;
    });
  }
  return { placed, width: pen };
}

/** Natural width of a run in user units (what `text-anchor` and `textLength` work from). */
export function measureText(run: Omit<TextRun, "x" | "y">): number {
  return layout({ ...run, x: 0, y: 0 }).width;
}

/** The `d` of one path drawing the run. */
export function textPathData(run: TextRun): string {
  const { placed, width } = layout(run);
  const stretch = run.textLength && width > 0 ? run.textLength / width : 1;
  const drawn = width * stretch;
  const left =
    run.anchor === "middle" ? run.x - drawn / 2 : run.anchor === "end" ? run.x - drawn : run.x;
  // Coordinates in tenths of a unit, written relative to the previous point: about half the bytes.
  const path = new RelativePath();
  for (const { glyph, scale, x } of placed) {
    const sx = scale * stretch;
    const ox = left + x * stretch;
    const px = (fx: number) => Math.round((ox + fx * sx) * 10);
    const py = (fy: number) => Math.round((run.y - fy * scale) * 10);
    for (const { command, args } of glyph.path.commands) {
      const points: [number, number][] = [];
      for (let i = 0; i + 1 < args.length; i += 2)
        points.push([px(args[i] ?? 0), py(args[i + 1] ?? 0)]);
      path.add(command, points);
    }
  }
  return path.data;
}

const TEXT_ELEMENT = /<text\b([^>]*)>([^<]*)<\/text>/g;
const ATTRIBUTE = /([\w:-]+)="([^"]*)"/g;
/** Attributes that only say how to lay text out; everything else (paint, transform, data-*) stays. */
const LAYOUT_ATTRIBUTES = new Set([
  "x",
  "y",
  "font-family",
  "font-size",
  "font-weight",
  "text-anchor",
  "letter-spacing",
  "textLength",
  "lengthAdjust",
]);

const unescapeXml = (s: string): string =>
  s.replace(/&(lt|gt|quot|#39|amp);/g, (_, entity: string) =>
    entity === "lt"
      ? "<"
      : entity === "gt"
        ? ">"
        : entity === "quot"
          ? '"'
          : entity === "#39"
            ? "'"
            : "&",
  );

/**
 * Every flat `<text>` of an SVG document (no `<tspan>`) as a `<path>` with the same paint. The
 * document's own `font-family` no longer matters afterwards.
 */
export function svgTextToPaths(svg: string): string {
  return svg.replace(TEXT_ELEMENT, (_, rawAttributes: string, content: string) => {
    const attributes = new Map<string, string>();
    for (const [, name = "", value = ""] of rawAttributes.matchAll(ATTRIBUTE))
      attributes.set(name, value);
    const number = (name: string, fallback: number) => {
      const value = Number(attributes.get(name));
      return Number.isFinite(value) && attributes.has(name) ? value : fallback;
    };
    const anchor = attributes.get("text-anchor");
    const d = textPathData({
      text: unescapeXml(content),
      x: number("x", 0),
      y: number("y", 0),
      size: number("font-size", 16),
      weight: number("font-weight", 400),
      anchor: anchor === "middle" || anchor === "end" ? anchor : "start",
      letterSpacing: number("letter-spacing", 0),
      textLength: attributes.has("textLength") ? number("textLength", 0) : undefined,
    });
    const kept = [...attributes]
      .filter(([name]) => !LAYOUT_ATTRIBUTES.has(name))
      .map(([name, value]) => ` ${name}="${value}"`)
      .join("");
    return d ? `<path d="${d}"${kept}/>` : "";
  });
}
