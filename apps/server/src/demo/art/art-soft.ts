/** Poster artwork for R&B and JPOP. Each generator fills ctx.r and is clipped by the caller. */
import { crowd, sparkle, starPath, type ArtFn } from "./shapes";
import { mix, n } from "./util";

const box = (x: number, y: number, w: number, h: number, fill: string, extra = "") =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra}/>`;

/** R&B: dusk sky, a striped setting sun and layered hills. */
const dusk: ArtFn = ({ r, p, rng, id, defs }) => {
  defs.push(
    `<linearGradient id="${id}k" gradientUnits="userSpaceOnUse" x1="0" y1="${n(r.y)}" x2="0" y2="${n(r.y + r.h)}"><stop offset="0" stop-color="${mix(p.bg, p.a3, 0.6)}"/><stop offset=".45" stop-color="${p.a3}"/><stop offset=".8" stop-color="${p.a2}"/><stop offset="1" stop-color="${mix(p.a2, p.a1, 0.5)}"/></linearGradient>`,
    `<linearGradient id="${id}u" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(p.a1, "#FFFFFF", 0.35)}"/><stop offset="1" stop-color="${p.a1}"/></linearGradient>`,
  );
  const m = Math.min(r.w, r.h);
  const R = m * rng.range(0.26, 0.34);
  const cx = r.x + r.w * rng.range(0.3, 0.7);
  const cy = r.y + r.h * 0.68;
  let s = box(r.x, r.y, r.w, r.h, `url(#${id}k)`);
  for (let i = 0; i < 26; i++)
    s += `<circle cx="${n(r.x + r.w * rng.next())}" cy="${n(r.y + r.h * rng.range(0, 0.45))}" r="${n(rng.range(0.8, 2))}" fill="#fff" fill-opacity="${n(rng.range(0.3, 0.8))}"/>`;
  s += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R * 1.5)}" fill="${p.a1}" fill-opacity=".12"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R)}" fill="url(#${id}u)"/>`;
  for (let i = 0; i < 6; i++) {
    const y = cy + R * (0.08 + i * 0.16);
    s += box(cx - R, y, R * 2, 2 + i * 2.2, `url(#${id}k)`);
  }
  const hill = (base: number, amp: number, fill: string) => {
    let d = `M${n(r.x)} ${n(r.y + r.h)}V${n(base)}`;
    const seg = 3;
    for (let i = 0; i < seg; i++) {
      const x0 = r.x + (r.w * i) / seg;
      const x1 = r.x + (r.w * (i + 1)) / seg;
      d += `Q${n((x0 + x1) / 2)} ${n(base - amp * rng.range(-0.6, 1))} ${n(x1)} ${n(base + rng.range(-amp, amp) * 0.4)}`;
    }
    return `<path d="${d}V${n(r.y + r.h)}Z" fill="${fill}"/>`;
  };
  s +=
    hill(r.y + r.h * 0.8, r.h * 0.08, mix(p.bg, p.a2, 0.45)) +
    hill(r.y + r.h * 0.9, r.h * 0.06, p.bg);
  return s;
};

/** R&B: a glowing moon with thin orbits on a deep field. */
const moon: ArtFn = ({ r, p, rng, id, defs }) => {
  defs.push(
    `<radialGradient id="${id}l"><stop offset="0" stop-color="${p.a1}" stop-opacity=".55"/><stop offset=".5" stop-color="${p.a2}" stop-opacity=".25"/><stop offset="1" stop-color="${p.a2}" stop-opacity="0"/></radialGradient>`,
    `<linearGradient id="${id}m" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix(p.a1, "#FFFFFF", 0.45)}"/><stop offset="1" stop-color="${p.a1}"/></linearGradient>`,
    `<linearGradient id="${id}f" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.bg}"/><stop offset="1" stop-color="${p.a3}"/></linearGradient>`,
  );
  const m = Math.min(r.w, r.h);
  const cx = r.x + r.w * rng.range(0.35, 0.65);
  const cy = r.y + r.h * rng.range(0.35, 0.5);
  const R = m * rng.range(0.17, 0.22);
  let s = box(r.x, r.y, r.w, r.h, `url(#${id}f)`);
  s += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(m * 0.75)}" fill="url(#${id}l)"/>`;
  const tilt = rng.range(-25, 25);
  for (const k of [1.7, 2.4, 3.1])
    s += `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(R * k)}" ry="${n(R * k * 0.38)}" fill="none" stroke="${p.ink}" stroke-opacity=".28" transform="rotate(${n(tilt)} ${n(cx)} ${n(cy)})"/>`;
  s += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R)}" fill="url(#${id}m)"/>`;
  if (rng.chance(0.5))
    s += `<circle cx="${n(cx + R * 0.35)}" cy="${n(cy - R * 0.2)}" r="${n(R * 0.88)}" fill="${mix(p.bg, p.a3, 0.5)}"/>`;
  const a = rng.range(0, Math.PI * 2);
  s += `<circle cx="${n(cx + Math.cos(a) * R * 2.4)}" cy="${n(cy + Math.sin(a) * R * 2.4 * 0.38)}" r="6" fill="${p.ink}" transform="rotate(${n(tilt)} ${n(cx)} ${n(cy)})"/>`;
  for (let i = 0; i < 18; i++)
    s += `<circle cx="${n(r.x + r.w * rng.next())}" cy="${n(r.y + r.h * rng.next())}" r="${n(rng.range(0.8, 1.8))}" fill="${p.ink}" fill-opacity="${n(rng.range(0.2, 0.6))}"/>`;
  return s;
};

/** R&B: stage light beams through haze over a crowd. */
const beams: ArtFn = ({ r, p, rng, id, defs }) => {
  defs.push(
    `<linearGradient id="${id}v" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.bg}"/><stop offset="1" stop-color="${p.a3}"/></linearGradient>`,
    `<linearGradient id="${id}b" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.a1}" stop-opacity=".75"/><stop offset="1" stop-color="${p.a1}" stop-opacity="0"/></linearGradient>`,
    `<radialGradient id="${id}z" cy="1" r=".9"><stop offset="0" stop-color="${p.a2}" stop-opacity=".7"/><stop offset="1" stop-color="${p.a2}" stop-opacity="0"/></radialGradient>`,
  );
  let s =
    box(r.x, r.y, r.w, r.h, `url(#${id}v)`) +
    box(r.x, r.y + r.h * 0.35, r.w, r.h * 0.65, `url(#${id}z)`);
  const count = rng.int(3, 5);
  for (let i = 0; i < count; i++) {
    const x = r.x + r.w * ((i + 0.5) / count) + rng.range(-20, 20);
    const spread = r.w * rng.range(0.12, 0.2);
    const lean = rng.range(-0.25, 0.25) * r.w;
    s += `<path d="M${n(x - 6)} ${n(r.y)}L${n(x + 6)} ${n(r.y)}L${n(x + lean + spread)} ${n(r.y + r.h)}L${n(x + lean - spread)} ${n(r.y + r.h)}Z" fill="url(#${id}b)" opacity="${n(rng.range(0.45, 0.8))}"/>`;
    s += `<circle cx="${n(x)}" cy="${n(r.y + 4)}" r="9" fill="${mix(p.a1, "#FFFFFF", 0.5)}"/>`;
  }
  for (let i = 0; i < 30; i++)
    s += `<circle cx="${n(r.x + r.w * rng.next())}" cy="${n(r.y + r.h * rng.range(0.1, 0.8))}" r="${n(rng.range(0.8, 2.2))}" fill="${p.ink}" fill-opacity="${n(rng.range(0.15, 0.55))}"/>`;
  s += crowd(rng, r, p.bg, Math.min(130, r.h * 0.2));
  return s;
};

/** JPOP: Bauhaus-like tiles of circles, halves and stripes. */
const tiles: ArtFn = ({ r, p, rng }) => {
  const cols = r.w > r.h * 1.2 ? 4 : 3;
  const gap = 10;
  const cw = (r.w - gap * (cols + 1)) / cols;
  const rows = Math.max(1, Math.round((r.h - gap) / (cw + gap)));
  const chh = (r.h - gap * (rows + 1)) / rows;
  const colors = [p.a1, p.a2, p.a3, mix(p.bg, p.ink, 0.06)];
  let s = box(r.x, r.y, r.w, r.h, p.bg);
  for (let j = 0; j < rows; j++)
    for (let i = 0; i < cols; i++) {
      const x0 = r.x + gap + i * (cw + gap);
      const y0 = r.y + gap + j * (chh + gap);
      const ci = rng.int(0, 3);
      const bgc = colors[ci] ?? p.a1;
      const fg = colors[(ci + rng.int(1, 3)) % 4] ?? p.a2;
      const cell = Math.min(cw, chh);
      const c = cell / 2;
      const x = x0 + (cw - cell) / 2;
      const y = y0 + (chh - cell) / 2;
      s += `<rect x="${n(x0)}" y="${n(y0)}" width="${n(cw)}" height="${n(chh)}" rx="18" fill="${bgc}"/>`;
      const kind = rng.int(0, 5);
      const rot = rng.int(0, 3) * 90;
      const tf = ` transform="rotate(${rot} ${n(x + c)} ${n(y + c)})"`;
      if (kind === 0)
        s += `<circle cx="${n(x + c)}" cy="${n(y + c)}" r="${n(c * 0.72)}" fill="${fg}"/>`;
      else if (kind === 1)
        s += `<path d="M${n(x + c * 0.2)} ${n(y + c)}a${n(c * 0.8)} ${n(c * 0.8)} 0 0 1 ${n(c * 1.6)} 0Z" fill="${fg}"${tf}/>`;
      else if (kind === 2)
        s += `<path d="M${n(x + 8)} ${n(y + cell - 8)}V${n(y + c * 0.4)}A${n(c * 1.6 - 8)} ${n(c * 1.6 - 8)} 0 0 1 ${n(x + c * 1.6)} ${n(y + cell - 8)}Z" fill="${fg}"${tf}/>`;
      else if (kind === 3)
        for (let k = 0; k < 3; k++)
          s += `<rect x="${n(x + c * 0.3)}" y="${n(y + c * (0.4 + k * 0.45))}" width="${n(c * 1.4)}" height="${n(c * 0.2)}" rx="${n(c * 0.1)}" fill="${fg}"${tf}/>`;
      else if (kind === 4)
        s += `<circle cx="${n(x + c)}" cy="${n(y + c)}" r="${n(c * 0.62)}" fill="none" stroke="${fg}" stroke-width="${n(c * 0.22)}"/>`;
      else s += sparkle(x + c, y + c, c * 0.7, fg);
    }
  return s;
};

/** JPOP: big offset dot, a wave and a faint grid — clean and graphic. */
const dot: ArtFn = ({ r, p, rng, id, defs }) => {
  defs.push(
    `<pattern id="${id}q" width="40" height="40" patternUnits="userSpaceOnUse"><path d="M40 0H0V40" fill="none" stroke="${p.ink}" stroke-opacity=".08"/></pattern>`,
  );
  const m = Math.min(r.w, r.h);
  const cx = r.x + r.w * rng.range(0.3, 0.7);
  const cy = r.y + r.h * rng.range(0.35, 0.55);
  const R = m * rng.range(0.3, 0.38);
  let s = box(r.x, r.y, r.w, r.h, mix(p.bg, p.a3, 0.25)) + box(r.x, r.y, r.w, r.h, `url(#${id}q)`);
  s += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R)}" fill="${p.a1}"/>`;
  const a = rng.range(0, Math.PI * 2);
  s += `<circle cx="${n(cx + Math.cos(a) * R)}" cy="${n(cy + Math.sin(a) * R)}" r="${n(R * 0.36)}" fill="${p.a2}"/>`;
  const wy = r.y + r.h * rng.range(0.72, 0.82);
  const amp = rng.range(10, 18);
  let d = `M${n(r.x - 10)} ${n(wy)}`;
  for (let x = r.x - 10; x < r.x + r.w + 20; x += 30) d += `q15 ${n(-amp)} 30 0`;
  s += `<path d="${d}" fill="none" stroke="${p.ink}" stroke-width="5" stroke-linecap="round" transform="rotate(${n(rng.range(-4, 4))} ${n(cx)} ${n(wy)})"/>`;
  for (let i = 0; i < 5; i++)
    s += `<circle cx="${n(r.x + r.w * rng.range(0.08, 0.92))}" cy="${n(r.y + r.h * rng.range(0.08, 0.92))}" r="${n(rng.range(6, 14))}" fill="none" stroke="${p.a2}" stroke-width="4"/>`;
  s += sparkle(cx - R * 0.9, cy - R * 0.8, m * 0.06, p.ink);
  return s;
};

/** JPOP: pastel stripes behind a badge of rings and a cluster of rounded stars. */
const stars: ArtFn = ({ r, p, rng, id, defs }) => {
  defs.push(
    `<pattern id="${id}t" width="44" height="44" patternUnits="userSpaceOnUse" patternTransform="rotate(${rng.pick([30, 45, 60, -30])})"><rect width="44" height="44" fill="${p.bg}"/><rect width="18" height="44" fill="${p.a3}"/></pattern>`,
  );
  const m = Math.min(r.w, r.h);
  const cx = r.x + r.w * rng.range(0.4, 0.6);
  const cy = r.y + r.h * rng.range(0.45, 0.55);
  const R = m * rng.range(0.36, 0.42);
  let s = box(r.x, r.y, r.w, r.h, `url(#${id}t)`);
  s += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R)}" fill="${p.bg}"/>`;
  s += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R * 0.9)}" fill="none" stroke="${p.a2}" stroke-width="3" stroke-dasharray="2 10" stroke-linecap="round"/>`;
  s += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R * 0.78)}" fill="${mix(p.bg, p.a1, 0.18)}"/>`;
  const big = R * 0.5;
  s += `<path d="${starPath(cx - big * 0.2, cy + big * 0.1, big, big * 0.5, rng.range(-0.2, 0.2))}" fill="${p.a1}" stroke="${p.a1}" stroke-width="14" stroke-linejoin="round"/>`;
  s += `<path d="${starPath(cx + big * 0.85, cy - big * 0.75, big * 0.36, big * 0.18, rng.next())}" fill="${p.a2}" stroke="${p.a2}" stroke-width="6" stroke-linejoin="round"/>`;
  s += sparkle(cx + big * 0.9, cy + big * 0.75, big * 0.22, p.ink);
  for (let i = 0; i < 4; i++)
    s += sparkle(
      r.x + r.w * rng.range(0.06, 0.94),
      r.y + r.h * rng.pick([rng.range(0.04, 0.16), rng.range(0.84, 0.96)]),
      rng.range(8, 14),
      p.ink,
      0.8,
    );
  return s;
};

/** JPOP: city-pop wave bands with a peeking sun and confetti dots. */
const waves: ArtFn = ({ r, p, rng }) => {
  const bands = rng.int(4, 6);
  const top = r.y + r.h * rng.range(0.3, 0.42);
  const bh = (r.y + r.h - top) / bands;
  const amp = rng.range(10, 20);
  const period = rng.pick([120, 150, 200]);
  const cols = [p.a3, p.a1, mix(p.bg, p.a2, 0.35), p.a2, mix(p.a1, p.bg, 0.4)];
  const off = rng.int(0, 4);
  const m = Math.min(r.w, r.h);
  let s = box(r.x, r.y, r.w, r.h, mix(p.bg, p.a3, 0.3));
  s += `<circle cx="${n(r.x + r.w * rng.range(0.25, 0.75))}" cy="${n(top + 10)}" r="${n(m * rng.range(0.2, 0.26))}" fill="${p.a2}"/>`;
  for (let i = 0; i < bands; i++) {
    const y = top + i * bh;
    let d = `M${n(r.x - period + rng.range(0, period / 2))} ${n(y)}`;
    for (let k = 0; k < Math.ceil(r.w / (period / 2)) + 3; k++)
      d += `q${n(period / 4)} ${n(k % 2 ? amp : -amp)} ${n(period / 2)} 0`;
    s += `<path d="${d}V${n(r.y + r.h + 10)}H${n(r.x - period)}Z" fill="${cols[(i + off) % cols.length]}"/>`;
  }
  for (let i = 0; i < 10; i++)
    s += `<circle cx="${n(r.x + r.w * rng.next())}" cy="${n(r.y + (top - r.y) * rng.range(0.05, 0.85))}" r="${n(rng.range(3, 7))}" fill="${i % 2 ? p.a1 : p.ink}" fill-opacity=".8"/>`;
  s += sparkle(r.x + r.w * rng.range(0.1, 0.9), r.y + (top - r.y) * 0.35, m * 0.05, p.ink);
  return s;
};

export const SOFT_ART = { "R&B": [dusk, moon, beams], JPOP: [tiles, dot, stars, waves] } as const;
