/** Poster typography: measured text blocks that stack vertically and never exceed their width. */
import { escapeXml, estimateWidth, fitHeadline, fitText, luminance, n, type Genre } from "./util";

export type Anchor = "start" | "middle";

export interface Block {
  h: number;
  draw: (x: number, top: number, anchor: Anchor) => string;
}

export interface NameStyle {
  upper: boolean;
  weight: number;
  ls: number;
  lh: number;
  skew: number;
}

export const NAME_STYLE: Record<Genre, NameStyle> = {
  POP: { upper: false, weight: 800, ls: -0.025, lh: 0.98, skew: 0 },
  ROCK: { upper: true, weight: 900, ls: -0.01, lh: 0.92, skew: 0 },
  HIPHOP: { upper: true, weight: 900, ls: -0.02, lh: 0.92, skew: -9 },
  "R&B": { upper: true, weight: 400, ls: 0.1, lh: 1.08, skew: 0 },
  JPOP: { upper: false, weight: 800, ls: 0, lh: 1.02, skew: 0 },
};

/** One <text> line. Lines close to the limit get textLength so real fonts can never overflow. */
export function textLine(
  s: string,
  x: number,
  y: number,
  o: {
    size: number;
    weight: number;
    fill: string;
    anchor?: Anchor;
    ls?: number;
    max: number;
    force?: boolean;
    extra?: string;
  },
): string {
  const ls = o.ls ?? 0;
  const est = estimateWidth(s, o.size, ls);
  const fit =
    o.force || est > o.max * 0.7
      ? ` textLength="${n(Math.min(est, o.max))}" lengthAdjust="spacingAndGlyphs"`
      : "";
  const anchor = o.anchor === "middle" ? ` text-anchor="middle"` : "";
  const spacing = ls ? ` letter-spacing="${n(ls * o.size)}"` : "";
  return `<text x="${n(x)}" y="${n(y)}" font-size="${n(o.size)}" font-weight="${o.weight}" fill="${o.fill}"${anchor}${spacing}${fit}${o.extra ?? ""}>${escapeXml(s)}</text>`;
}

/** Multi-line text block; height runs from the cap top of line 1 to the descender of the last line. */
export function linesBlock(
  lines: string[],
  o: {
    size: number;
    weight: number;
    fill: string;
    ls?: number;
    lh: number;
    max: number;
    force?: boolean;
    skew?: number;
  },
): Block {
  const h = o.size * 0.78 + (lines.length - 1) * o.size * o.lh + o.size * 0.18;
  return {
    h,
    draw: (x, top, anchor) => {
      let s = "";
      lines.forEach((line, i) => {
        const y = top + o.size * 0.78 + i * o.size * o.lh;
        if (o.skew) {
          s += `<g transform="translate(${n(x)} ${n(y)}) skewX(${o.skew})">${textLine(line, 0, 0, { ...o, anchor })}</g>`;
        } else s += textLine(line, x, y, { ...o, anchor });
      });
      return s;
    },
  };
}

export const gap = (h: number): Block => ({ h, draw: () => "" });

export function rule(width: number, thickness: number, fill: string): Block {
  return {
    h: thickness,
    draw: (x, top, anchor) =>
      `<rect x="${n(anchor === "middle" ? x - width / 2 : x)}" y="${n(top)}" width="${n(width)}" height="${n(thickness)}" fill="${fill}"/>`,
  };
}

export function stack(blocks: Block[]): Block {
  return {
    h: blocks.reduce((sum, b) => sum + b.h, 0),
    draw: (x, top, anchor) => {
      let y = top;
      let s = "";
      for (const b of blocks) {
        s += b.draw(x, y, anchor);
        y += b.h;
      }
      return s;
    },
  };
}

/** The artist's Latin name as big as the box allows (1–3 lines). */
export function nameBlock(
  name: string,
  st: NameStyle,
  o: { maxWidth: number; maxHeight: number; maxSize: number; fill: string; maxLines?: number },
): Block & { size: number } {
  const text = st.upper ? name.toUpperCase() : name;
  const skewLoss = st.skew ? 0.16 : 0;
  const width = o.maxWidth / (1 + skewLoss * 0.9);
  const fitted = fitHeadline(text, {
    maxWidth: width,
    maxHeight: o.maxHeight,
    maxSize: o.maxSize,
    minSize: 34,
    maxLines: o.maxLines ?? 3,
    lh: st.lh,
    ls: st.ls,
  });
  const block = linesBlock(fitted.lines, {
    size: fitted.size,
    weight: st.weight,
    fill: o.fill,
    ls: st.ls,
    lh: st.lh,
    max: width,
    skew: st.skew,
  });
  return { ...block, size: fitted.size };
}

export function wrappedBlock(
  text: string,
  o: {
    maxWidth: number;
    maxSize: number;
    minSize: number;
    maxLines: number;
    weight: number;
    fill: string;
    lh?: number;
    ls?: number;
  },
): Block {
  const fitted = fitText(text, {
    maxWidth: o.maxWidth,
    maxSize: o.maxSize,
    minSize: o.minSize,
    maxLines: o.maxLines,
    ls: o.ls ?? 0,
  });
  return linesBlock(fitted.lines, {
    size: fitted.size,
    weight: o.weight,
    fill: o.fill,
    lh: o.lh ?? 1.3,
    ls: o.ls ?? 0,
    max: o.maxWidth,
  });
}

/** Dates (bold) over the venue (regular). */
export function metaBlock(
  dateText: string,
  venue: string,
  o: { maxWidth: number; ink: string; soft: string; dateSize?: number },
): Block {
  return stack([
    wrappedBlock(dateText, {
      maxWidth: o.maxWidth,
      maxSize: o.dateSize ?? 30,
      minSize: 20,
      maxLines: 1,
      weight: 700,
      fill: o.ink,
      ls: 0.01,
    }),
    gap(10),
    wrappedBlock(venue, {
      maxWidth: o.maxWidth,
      maxSize: 21,
      minSize: 16,
      maxLines: 2,
      weight: 400,
      fill: o.soft,
      lh: 1.35,
    }),
  ]);
}

/** A small rounded label, e.g. "LIVE IN KOREA". Returns markup and its width. */
export function pill(
  label: string,
  x: number,
  y: number,
  o: { fill: string; ink: string; alignRight?: boolean },
): { svg: string; w: number } {
  const size = 14;
  const ls = 0.14;
  const tw = estimateWidth(label, size, ls);
  const w = tw + 30;
  const left = o.alignRight ? x - w : x;
  const svg = `<rect x="${n(left)}" y="${n(y)}" width="${n(w)}" height="32" rx="16" fill="${o.fill}"/>${textLine(label, left + 15, y + 21, { size, weight: 700, fill: o.ink, ls, max: tw })}`;
  return { svg, w };
}

/** Black or white-ish ink, whichever reads better on `bg`. */
export function inkOn(bg: string, light: string, dark: string): string {
  const lb = luminance(bg);
  const c1 = (Math.max(lb, luminance(light)) + 0.05) / (Math.min(lb, luminance(light)) + 0.05);
  const c2 = (Math.max(lb, luminance(dark)) + 0.05) / (Math.min(lb, luminance(dark)) + 0.05);
  return c1 >= c2 ? light : dark;
}
