/** Square artist images: bust silhouette, monogram, vinyl or rings — palette from genre + seed. */
import { PALETTES, type Palette } from "./palettes";
import { halftoneDef } from "./shapes";
import { inkOn, textLine } from "./type";
import {
  FONT_FAMILY,
  createRng,
  escapeXml,
  estimateWidth,
  idPrefix,
  initials,
  mix,
  n,
  type Genre,
  type Rng,
} from "./util";

export interface ArtistInput {
  name: string;
  krName: string | null;
  genre: Genre;
  seed: string;
}

interface Ctx {
  p: Palette;
  rng: Rng;
  id: string;
  defs: string[];
  mark: string;
  name: string;
}

/** Largest size ≤ max at which `text` is at most `width` wide. */
const sizeFor = (text: string, width: number, max: number, ls = 0) =>
  Math.floor(Math.min(max, width / Math.max(0.01, estimateWidth(text, 1, ls))));

function nameLabel(c: Ctx, y: number, fill: string): string {
  const label = c.name.toUpperCase();
  const size = Math.max(14, sizeFor(label, 320, 26, 0.2));
  return textLine(label, 300, y, { size, weight: 700, fill, anchor: "middle", ls: 0.2, max: 320 });
}

function bust({ p, rng, id, defs, mark }: Ctx): string {
  defs.push(
    `<linearGradient id="${id}g" x1="0" y1="0" x2="${n(rng.range(0.2, 1))}" y2="1"><stop offset="0" stop-color="${p.dark ? p.a3 : mix(p.bg, p.a3, 0.5)}"/><stop offset="1" stop-color="${p.dark ? p.bg : mix(p.bg, p.a1, 0.3)}"/></linearGradient>`,
  );
  const fig = p.dark ? mix(p.bg, "#000000", 0.45) : p.ink;
  const hx = 300 + rng.range(-14, 14);
  const hy = 248;
  const hair = rng.int(0, 3);
  const hairShape = [
    `<path d="M${n(hx - 90)} ${hy + 20}C${n(hx - 110)} ${hy - 120} ${n(hx + 96)} ${hy - 150} ${n(hx + 94)} ${hy - 4}C${n(hx + 40)} ${hy - 30} ${n(hx - 40)} ${hy - 60} ${n(hx - 74)} ${hy - 20}C${n(hx - 80)} ${hy - 4} ${n(hx - 84)} ${hy + 8} ${n(hx - 90)} ${hy + 20}Z"/>`,
    `<rect x="${n(hx - 108)}" y="${hy - 114}" width="216" height="300" rx="108"/>`,
    `<circle cx="${n(hx)}" cy="${hy - 118}" r="50"/>`,
    [0, 1, 2, 3, 4, 5]
      .map(
        (i) =>
          `<circle cx="${n(hx - 82 + i * 33)}" cy="${n(hy - 52 - Math.sin((i / 5) * Math.PI) * 52)}" r="50"/>`,
      )
      .join(""),
  ][hair];
  const figure =
    (hair === 1 ? (hairShape ?? "") : "") +
    `<path d="M56 620C66 474 176 408 ${n(hx)} 402C424 408 534 474 544 620Z"/>` +
    `<rect x="${n(hx - 38)}" y="${hy + 60}" width="76" height="110" rx="30"/>` +
    `<ellipse cx="${n(hx)}" cy="${hy}" rx="86" ry="104"/>` +
    (hair === 1 ? "" : (hairShape ?? ""));
  const halo = p.dark ? p.a2 : mix(p.a3, p.bg, 0.2);
  const fs = sizeFor(mark, 190, 110, 0.02);
  let s = `<rect width="600" height="600" fill="url(#${id}g)"/>`;
  s += `<circle cx="${n(hx)}" cy="${hy + 20}" r="186" fill="${halo}"/>`;
  s += `<circle cx="${n(hx)}" cy="${hy + 20}" r="214" fill="none" stroke="${p.a1}" stroke-width="3" stroke-dasharray="2 12" stroke-linecap="round"/>`;
  s += `<g fill="${p.a1}" transform="translate(12 -6)">${figure}</g><g fill="${fig}">${figure}</g>`;
  s += `<text x="${n(hx)}" y="560" font-size="${fs}" font-weight="900" text-anchor="middle" letter-spacing="${n(fs * 0.02)}" fill="${p.a1}">${escapeXml(mark)}</text>`;
  return s;
}

function monogram(c: Ctx): string {
  const { p, rng, mark } = c;
  const ink = inkOn(p.a1, p.dark ? p.ink : p.bg, p.dark ? p.bg : p.ink);
  const v = rng.int(0, 2);
  let s = `<rect width="600" height="600" fill="${p.dark ? p.bg : mix(p.bg, p.a3, 0.3)}"/>`;
  if (v === 0)
    s += `<circle cx="300" cy="300" r="230" fill="${p.a1}"/><path d="M300 70a230 230 0 0 1 230 230H300Z" fill="${p.a2}"/>`;
  else if (v === 1)
    s += `<path d="M0 600L600 0V600Z" fill="${p.a2}"/><circle cx="300" cy="300" r="210" fill="${p.a1}"/>`;
  else
    for (let i = 0; i < 4; i++)
      s += `<circle cx="300" cy="300" r="${270 - i * 55}" fill="${[p.a2, p.a1, p.a3, p.a1][i]}"/>`;
  const fs = sizeFor(mark, 300, 260, -0.03);
  s += `<text x="300" y="${n(300 + fs * 0.36)}" font-size="${fs}" font-weight="900" text-anchor="middle" letter-spacing="${n(-fs * 0.03)}" fill="${ink}">${escapeXml(mark)}</text>`;
  return s + nameLabel(c, 470, ink);
}

function vinyl(c: Ctx): string {
  const { p, rng, id, defs, mark } = c;
  defs.push(
    `<linearGradient id="${id}s" x1="0" y1="0" x2="1" y2="1"><stop offset=".3" stop-color="#fff" stop-opacity="0"/><stop offset=".5" stop-color="#fff" stop-opacity=".18"/><stop offset=".7" stop-color="#fff" stop-opacity="0"/></linearGradient>`,
  );
  const cx = 300 + rng.range(-20, 20);
  let s = `<rect width="600" height="600" fill="${p.dark ? p.a3 : mix(p.bg, p.a2, 0.35)}"/>`;
  s += `<circle cx="${n(cx)}" cy="300" r="262" fill="#111"/>`;
  for (let r = 120; r < 255; r += 16)
    s += `<circle cx="${n(cx)}" cy="300" r="${r}" fill="none" stroke="#fff" stroke-opacity=".07" stroke-width="2"/>`;
  s += `<circle cx="${n(cx)}" cy="300" r="262" fill="url(#${id}s)"/>`;
  s += `<circle cx="${n(cx)}" cy="300" r="128" fill="${p.a1}"/>`;
  const ink = inkOn(p.a1, "#FFFFFF", "#111111");
  const fs = sizeFor(mark, 170, 130);
  s += `<text x="${n(cx)}" y="${n(300 + fs * 0.36)}" font-size="${fs}" font-weight="900" text-anchor="middle" fill="${ink}">${escapeXml(mark)}</text>`;
  s += `<circle cx="${n(cx)}" cy="300" r="128" fill="none" stroke="#000" stroke-opacity=".15" stroke-width="10"/>`;
  return s;
}

function rings(c: Ctx): string {
  const { p, rng, id, defs, mark } = c;
  const ht = halftoneDef(id, defs, p.ink, 12, 2.2);
  const ox = rng.range(-60, 60);
  const oy = rng.range(-60, 60);
  let s = `<rect width="600" height="600" fill="${p.bg}"/>`;
  for (let i = 0; i < 6; i++)
    s += `<circle cx="${n(300 + ox * (1 - i / 6))}" cy="${n(300 + oy * (1 - i / 6))}" r="${n(330 - i * 42)}" fill="${[p.a1, p.a2, p.a3][i % 3]}"/>`;
  s += `<circle cx="${n(300 - ox)}" cy="${n(300 - oy)}" r="160" fill="url(#${ht})" opacity=".35"/>`;
  const ink = inkOn(p.a3, p.dark ? p.ink : p.bg, p.dark ? p.bg : p.ink);
  const fs = sizeFor(mark, 280, 220, -0.02);
  s += `<circle cx="300" cy="300" r="${n(Math.max(120, fs * 0.72))}" fill="${p.a3}"/>`;
  s += `<text x="300" y="${n(300 + fs * 0.36)}" font-size="${fs}" font-weight="900" text-anchor="middle" fill="${ink}">${escapeXml(mark)}</text>`;
  return s;
}

const VARIANTS = [bust, bust, monogram, monogram, rings, vinyl];

export function artistSvg(input: ArtistInput): string {
  const rng = createRng(`${input.seed}|${input.genre}|artist`);
  const c: Ctx = {
    p: rng.pick(PALETTES[input.genre]),
    rng,
    id: idPrefix(input.seed + "a"),
    defs: [],
    mark: initials(input.name),
    name: input.name,
  };
  const body = rng.pick(VARIANTS)(c);
  const label = input.krName ? `${input.name} (${input.krName})` : input.name;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600" font-family="${FONT_FAMILY}">` +
    `<title>${escapeXml(label)}</title><defs>${c.defs.join("")}</defs>${body}</svg>`
  );
}
