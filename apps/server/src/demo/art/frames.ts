/** The five type layouts ("frames") a poster can use; each places the artwork and the text stack. */
import { LOUD_ART } from "./art-loud";
import { SOFT_ART } from "./art-soft";
import type { Palette } from "./palettes";
import type { ArtFn, Rect } from "./shapes";
import {
  gap,
  inkOn,
  metaBlock,
  nameBlock,
  pill,
  rule,
  stack,
  wrappedBlock,
  type Block,
  type NameStyle,
} from "./type";
import { estimateWidth, initials, mix, n, type Genre, type Rng } from "./util";

export interface PosterInput {
  title: string;
  artistName: string;
  krName: string | null;
  dateText: string;
  venueName: string;
  genre: Genre;
  seed: string;
}

export const W = 600;
export const H = 900;
const M = 44;
const TW = W - 2 * M;

export const ART: Record<Genre, readonly ArtFn[]> = { ...LOUD_ART, ...SOFT_ART };

export type Frame = "panel" | "window" | "bleed" | "spine" | "headline";
export const FRAMES: Record<Genre, readonly Frame[]> = {
  POP: ["panel", "window", "bleed"],
  ROCK: ["bleed", "spine", "headline"],
  HIPHOP: ["spine", "headline", "panel"],
  "R&B": ["bleed", "window", "panel"],
  JPOP: ["window", "panel", "headline"],
};

export interface Ctx {
  input: PosterInput;
  p: Palette;
  rng: Rng;
  id: string;
  defs: string[];
  st: NameStyle;
  art: ArtFn;
  soft: string;
  year: string;
}

function drawArt(c: Ctx, r: Rect, clip?: string): string {
  const clipId = `${c.id}a`;
  c.defs.push(
    `<clipPath id="${clipId}">${clip ?? `<rect x="${n(r.x)}" y="${n(r.y)}" width="${n(r.w)}" height="${n(r.h)}"/>`}</clipPath>`,
  );
  const body = c.art({
    r,
    p: c.p,
    rng: c.rng,
    id: c.id,
    defs: c.defs,
    mark: initials(c.input.artistName),
  });
  return `<g clip-path="url(#${clipId})">${body}</g>`;
}

function krBlock(c: Ctx, anchorSize: number, fill: string): Block[] {
  const kr = c.input.krName?.trim();
  if (!kr || kr === c.input.artistName.trim()) return [];
  const size = Math.max(26, Math.min(36, Math.round(anchorSize * 0.34)));
  return [
    gap(14),
    wrappedBlock(kr, { maxWidth: TW, maxSize: size, minSize: 20, maxLines: 1, weight: 700, fill }),
  ];
}

function titleBlock(c: Ctx, fill: string, maxSize = 26): Block {
  return wrappedBlock(c.input.title, {
    maxWidth: TW,
    maxSize,
    minSize: 19,
    maxLines: 3,
    weight: 600,
    fill,
    lh: 1.32,
  });
}

function meta(c: Ctx, ink: string): Block {
  return metaBlock(c.input.dateText, c.input.venueName, { maxWidth: TW, ink, soft: c.soft });
}

/** Text panel under the art, eyebrow pills over it. */
function panel(c: Ctx): string {
  const { p } = c;
  let name!: Block & { size: number };
  let body!: Block;
  for (const maxH of [230, 170, 120, 80]) {
    name = nameBlock(c.input.artistName, c.st, {
      maxWidth: TW,
      maxHeight: maxH,
      maxSize: 112,
      fill: p.ink,
    });
    body = stack([
      name,
      ...krBlock(c, name.size, p.ink),
      gap(30),
      titleBlock(c, p.ink),
      gap(24),
      rule(TW, 2, p.ink),
      gap(20),
      meta(c, p.ink),
    ]);
    if (H - M - body.h - 40 >= 400) break;
  }
  const top = H - M - body.h;
  const artH = top - 40;
  let s = drawArt(c, { x: 0, y: 0, w: W, h: artH });
  s += `<rect y="${n(artH)}" width="${W}" height="10" fill="${p.a1}"/>`;
  s += pill("LIVE IN KOREA", M, M, { fill: p.bg, ink: p.ink }).svg;
  s += pill(`${c.year} 내한`, W - M, M, { fill: p.ink, ink: p.bg, alignRight: true }).svg;
  return s + body.draw(M, top, "start");
}

/** Centered name on top, art in an arch/rounded window, details below. */
function window(c: Ctx): string {
  const { p } = c;
  const cx = W / 2;
  let top!: Block;
  let bottom!: Block;
  for (const maxH of [200, 150, 100, 70]) {
    const name = nameBlock(c.input.artistName, c.st, {
      maxWidth: TW,
      maxHeight: maxH,
      maxSize: 104,
      fill: p.ink,
    });
    top = stack([
      wrappedBlock(`LIVE IN KOREA · ${c.year}`, {
        maxWidth: TW,
        maxSize: 15,
        minSize: 12,
        maxLines: 1,
        weight: 700,
        fill: p.a1 === p.ink ? p.ink : mix(p.a1, p.ink, 0.25),
        ls: 0.24,
      }),
      gap(22),
      name,
      ...krBlock(c, name.size, c.soft),
    ]);
    bottom = stack([titleBlock(c, p.ink, 26), gap(18), meta(c, p.ink)]);
    if (H - 2 * M - top.h - bottom.h - 64 >= 330) break;
  }
  const y0 = M + top.h + 30;
  const y1 = H - M - bottom.h - 34;
  const r = { x: M, y: y0, w: TW, h: y1 - y0 };
  const shape = c.rng.pick(["arch", "round", "circle"] as const);
  const rad = TW / 2;
  const clip =
    shape === "arch" && r.h > rad * 1.2
      ? `<path d="M${M} ${n(y1)}V${n(y0 + rad)}A${rad} ${rad} 0 0 1 ${W - M} ${n(y0 + rad)}V${n(y1)}Z"/>`
      : `<rect x="${M}" y="${n(y0)}" width="${TW}" height="${n(r.h)}" rx="${shape === "round" ? 28 : 4}"/>`;
  let s = drawArt(c, r, clip);
  s += top.draw(cx, M, "middle") + bottom.draw(cx, H - M - bottom.h, "middle");
  return s;
}

/** Full-width art that dissolves into the ground colour; text stacked on the fade. */
function bleed(c: Ctx): string {
  const { p } = c;
  let body!: Block;
  for (const maxH of [250, 180, 130, 90]) {
    const name = nameBlock(c.input.artistName, c.st, {
      maxWidth: TW,
      maxHeight: maxH,
      maxSize: 128,
      fill: p.ink,
    });
    body = stack([
      name,
      ...krBlock(c, name.size, p.ink),
      gap(30),
      titleBlock(c, p.ink),
      gap(24),
      rule(56, 6, p.a1),
      gap(22),
      meta(c, p.ink),
    ]);
    if (H - M - body.h >= 420) break;
  }
  const top = H - M - body.h;
  const artH = Math.min(H, top + 150);
  c.defs.push(
    `<linearGradient id="${c.id}r" gradientUnits="userSpaceOnUse" x1="0" y1="${n(top - 190)}" x2="0" y2="${n(top + 30)}"><stop offset="0" stop-color="${p.bg}" stop-opacity="0"/><stop offset=".7" stop-color="${p.bg}" stop-opacity=".88"/><stop offset="1" stop-color="${p.bg}"/></linearGradient>`,
  );
  const centered = c.rng.chance(0.4);
  let s = drawArt(c, { x: 0, y: 0, w: W, h: artH });
  s += `<rect y="${n(top - 190)}" width="${W}" height="${n(H - top + 190)}" fill="url(#${c.id}r)"/>`;
  s += centered
    ? pill(
        `LIVE IN KOREA ${c.year}`,
        W / 2 - (estimateWidth(`LIVE IN KOREA ${c.year}`, 14, 0.14) + 30) / 2,
        M,
        { fill: p.bg, ink: p.ink },
      ).svg
    : pill(`LIVE IN KOREA ${c.year}`, M, M, { fill: p.bg, ink: p.ink }).svg;
  return s + body.draw(centered ? W / 2 : M, top, centered ? "middle" : "start");
}

/** Name running up a coloured spine beside the art; details at the bottom. */
function spine(c: Ctx): string {
  const { p } = c;
  const bottom = stack([
    ...krBlock(c, 90, p.ink).slice(1),
    gap(c.input.krName ? 16 : 0),
    titleBlock(c, p.ink),
    gap(22),
    rule(TW, 2, p.a1 === p.bg ? p.ink : p.a1),
    gap(20),
    meta(c, p.ink),
  ]);
  const bTop = H - M - bottom.h;
  const regionH = bTop - 40;
  const pad = 30;
  const bandInk = inkOn(p.a1, p.bg, p.ink);
  const name = nameBlock(
    c.input.artistName,
    { ...c.st, skew: 0 },
    { maxWidth: regionH - 2 * pad, maxHeight: 190, maxSize: 150, fill: bandInk, maxLines: 2 },
  );
  const bw = name.h + 2 * pad;
  const left = c.rng.chance(0.5);
  const bx = left ? 0 : W - bw;
  let s = drawArt(c, { x: left ? bw : 0, y: 0, w: W - bw, h: regionH });
  s += `<rect x="${n(bx)}" width="${n(bw)}" height="${n(regionH)}" fill="${p.a1}"/>`;
  s += `<g transform="translate(${n(bx + pad)} ${n(regionH - pad)}) rotate(-90)">${name.draw(0, 0, "start")}</g>`;
  s += pill(`${c.year} LIVE IN KOREA`, left ? W - M : M, M, {
    fill: p.bg,
    ink: p.ink,
    alignRight: left,
  }).svg;
  return s + bottom.draw(M, bTop, "start");
}

/** Huge left-aligned name on top, art band across, details below. */
function headline(c: Ctx): string {
  const { p } = c;
  let top!: Block;
  let bottom!: Block;
  for (const maxH of [240, 180, 120, 80]) {
    const name = nameBlock(c.input.artistName, c.st, {
      maxWidth: TW,
      maxHeight: maxH,
      maxSize: 140,
      fill: p.ink,
    });
    top = stack([name, ...krBlock(c, name.size, c.soft)]);
    bottom = stack([titleBlock(c, p.ink), gap(22), rule(TW, 2, p.ink), gap(20), meta(c, p.ink)]);
    if (H - 2 * M - 52 - top.h - bottom.h - 60 >= 300) break;
  }
  const nameTop = M + 52;
  const y0 = nameTop + top.h + 28;
  const y1 = H - M - bottom.h - 32;
  let s = drawArt(c, { x: 0, y: y0, w: W, h: y1 - y0 });
  s += wrappedBlock("LIVE IN KOREA", {
    maxWidth: 240,
    maxSize: 15,
    minSize: 12,
    maxLines: 1,
    weight: 700,
    fill: p.ink,
    ls: 0.2,
  }).draw(M, M, "start");
  s += `<text x="${W - M}" y="${M + 12}" font-size="15" font-weight="700" fill="${p.ink}" text-anchor="end" letter-spacing="2">${c.year} 내한공연</text>`;
  s += `<rect x="${M}" y="${M + 30}" width="${TW}" height="4" fill="${p.a1 === p.bg ? p.ink : p.a1}"/>`;
  return s + top.draw(M, nameTop, "start") + bottom.draw(M, H - M - bottom.h, "start");
}

export const LAYOUTS: Record<Frame, (c: Ctx) => string> = { panel, window, bleed, spine, headline };
