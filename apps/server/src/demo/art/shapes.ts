import type { Palette } from "./palettes";
import { n, type Rng } from "./util";

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Everything an artwork generator needs; generators push <defs> content and return the body. */
export interface ArtCtx {
  r: Rect;
  p: Palette;
  rng: Rng;
  id: string;
  defs: string[];
  mark: string;
}

export type ArtFn = (c: ArtCtx) => string;

/** Four-point sparkle centred on (x, y). */
export function sparkle(x: number, y: number, s: number, fill: string, opacity = 1): string {
  const op = opacity < 1 ? ` opacity="${n(opacity)}"` : "";
  return `<path d="M${n(x)} ${n(y - s)}Q${n(x)} ${n(y)} ${n(x + s)} ${n(y)}Q${n(x)} ${n(y)} ${n(x)} ${n(y + s)}Q${n(x)} ${n(y)} ${n(x - s)} ${n(y)}Q${n(x)} ${n(y)} ${n(x)} ${n(y - s)}Z" fill="${fill}"${op}/>`;
}

/** Five-point star path data. */
export function starPath(cx: number, cy: number, outer: number, inner: number, rot = 0): string {
  let d = "";
  for (let i = 0; i < 10; i++) {
    const rad = i % 2 === 0 ? outer : inner;
    const a = rot + (Math.PI / 5) * i - Math.PI / 2;
    d += `${i === 0 ? "M" : "L"}${n(cx + rad * Math.cos(a))} ${n(cy + rad * Math.sin(a))}`;
  }
  return d + "Z";
}

/** Smooth organic closed blob (Catmull-Rom through jittered radial points). */
export function blobPath(
  rng: Rng,
  cx: number,
  cy: number,
  rad: number,
  points = 7,
  jitter = 0.22,
): string {
  const pts: [number, number][] = [];
  for (let i = 0; i < points; i++) {
    const a = (Math.PI * 2 * i) / points + rng.range(-0.2, 0.2);
    const rr = rad * (1 + rng.range(-jitter, jitter));
    pts.push([cx + rr * Math.cos(a), cy + rr * Math.sin(a)]);
  }
  const at = (i: number): [number, number] =>
    pts[((i % points) + points) % points] as [number, number];
  let d = `M${n(at(0)[0])} ${n(at(0)[1])}`;
  for (let i = 0; i < points; i++) {
    const [x0, y0] = at(i - 1);
    const [x1, y1] = at(i);
    const [x2, y2] = at(i + 1);
    const [x3, y3] = at(i + 2);
    d += `C${n(x1 + (x2 - x0) / 6)} ${n(y1 + (y2 - y0) / 6)} ${n(x2 - (x3 - x1) / 6)} ${n(y2 - (y3 - y1) / 6)} ${n(x2)} ${n(y2)}`;
  }
  return d + "Z";
}

/** Film grain filter (one cheap turbulence octave). Returns the filter id. */
export function grainDef(id: string, defs: string[], light: boolean, amount = 0.5): string {
  const c = light ? 1 : 0;
  defs.push(
    `<filter id="${id}n" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency=".85" numOctaves="1" seed="3" stitchTiles="stitch"/><feColorMatrix values="0 0 0 0 ${c} 0 0 0 0 ${c} 0 0 0 0 ${c} 0 0 0 ${n(amount * 6)} ${n(-amount * 3)}"/></filter>`,
  );
  return `${id}n`;
}

/** Halftone dot pattern. Returns the pattern id. */
export function halftoneDef(id: string, defs: string[], fill: string, size = 14, dot = 3): string {
  defs.push(
    `<pattern id="${id}h" width="${size}" height="${size}" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><circle cx="${n(size / 2)}" cy="${n(size / 2)}" r="${n(dot)}" fill="${fill}"/></pattern>`,
  );
  return `${id}h`;
}

/** Diagonal stripe pattern. Returns the pattern id. */
export function stripesDef(
  id: string,
  defs: string[],
  a: string,
  b: string,
  size = 28,
  angle = 45,
  key = "s",
): string {
  defs.push(
    `<pattern id="${id}${key}" width="${size}" height="${size}" patternUnits="userSpaceOnUse" patternTransform="rotate(${angle})"><rect width="${size}" height="${size}" fill="${a}"/><rect width="${n(size / 2)}" height="${size}" fill="${b}"/></pattern>`,
  );
  return `${id}${key}`;
}

/** A concert crowd silhouette along the bottom edge of a rect: heads, shoulders and a few raised hands. */
export function crowd(rng: Rng, r: Rect, fill: string, height: number): string {
  const base = r.y + r.h;
  let d = `M${n(r.x)} ${n(base)}`;
  let x = r.x - 10;
  let hands = "";
  while (x < r.x + r.w + 10) {
    const hr = rng.range(13, 19);
    const top = base - height * rng.range(0.55, 1);
    const cy = top + hr;
    d += `L${n(x)} ${n(cy + hr * 2.4)}Q${n(x)} ${n(cy + hr * 1.3)} ${n(x + hr * 0.7)} ${n(cy + hr * 1.2)}A${n(hr)} ${n(hr)} 0 1 1 ${n(x + hr * 2.3)} ${n(cy + hr * 1.2)}Q${n(x + hr * 3)} ${n(cy + hr * 1.3)} ${n(x + hr * 3)} ${n(cy + hr * 2.4)}`;
    if (rng.chance(0.22)) {
      const hx = x + hr * 1.5 + rng.range(-8, 8);
      hands += `<path d="M${n(hx - 5)} ${n(cy + hr)}L${n(hx - 9 + rng.range(-14, 14))} ${n(top - height * 0.55)}l10 -2L${n(hx + 6)} ${n(cy + hr)}Z" fill="${fill}"/>`;
    }
    x += hr * 2.6;
  }
  d += `L${n(r.x + r.w)} ${n(base)}Z`;
  return hands + `<path d="${d}" fill="${fill}"/>`;
}
