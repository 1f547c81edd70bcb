/** Poster artwork for POP, ROCK and HIPHOP. Each generator fills ctx.r and is clipped by the caller. */
import { blobPath, halftoneDef, sparkle, starPath, stripesDef, crowd, type ArtFn } from "./shapes";
import { FONT_FAMILY, escapeXml, estimateWidth, mix, n } from "./util";

const box = (x: number, y: number, w: number, h: number, fill: string, extra = "") =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra}/>`;

/** POP: bright gradient field with glossy orbs and thin rings. */
const orbs: ArtFn = ({ r, p, rng, id, defs }) => {
  defs.push(
    `<linearGradient id="${id}g" x1="0" y1="0" x2="${n(rng.range(0.3, 1))}" y2="1"><stop offset="0" stop-color="${p.a1}"/><stop offset="1" stop-color="${p.a2}"/></linearGradient>`,
    `<radialGradient id="${id}o" cx=".34" cy=".3" r=".8"><stop offset="0" stop-color="#fff" stop-opacity=".85"/><stop offset=".4" stop-color="#fff" stop-opacity=".12"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`,
    `<radialGradient id="${id}b"><stop offset="0" stop-color="${p.a3}" stop-opacity=".9"/><stop offset="1" stop-color="${p.a3}" stop-opacity="0"/></radialGradient>`,
  );
  const m = Math.min(r.w, r.h);
  const cx = r.x + r.w * rng.range(0.35, 0.65);
  const cy = r.y + r.h * rng.range(0.4, 0.55);
  const R = m * rng.range(0.27, 0.34);
  let s = box(r.x, r.y, r.w, r.h, `url(#${id}g)`);
  s += `<circle cx="${n(r.x + r.w * rng.range(0, 1))}" cy="${n(r.y + r.h * rng.range(0, 0.4))}" r="${n(m * 0.6)}" fill="url(#${id}b)"/>`;
  for (const k of [1.45, 1.9, 2.5])
    s += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R * k)}" fill="none" stroke="#fff" stroke-opacity="${n(0.75 / k)}" stroke-width="2"/>`;
  s += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R)}" fill="${p.a3}"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R)}" fill="url(#${id}o)"/>`;
  for (let i = 0; i < 4; i++) {
    const a = rng.range(0, Math.PI * 2);
    const d = R * rng.range(1.5, 2.4);
    const rr = m * rng.range(0.03, 0.08);
    const ox = cx + Math.cos(a) * d;
    const oy = cy + Math.sin(a) * d;
    s += `<circle cx="${n(ox)}" cy="${n(oy)}" r="${n(rr)}" fill="${i % 2 ? p.a3 : "#fff"}" fill-opacity=".9"/><circle cx="${n(ox)}" cy="${n(oy)}" r="${n(rr)}" fill="url(#${id}o)"/>`;
  }
  s += sparkle(cx + R * 0.9, cy - R * 0.95, m * 0.05, "#fff");
  return s;
};

/** POP: retro rainbow arcs rising from the bottom edge. */
const arcs: ArtFn = ({ r, p, rng }) => {
  const fromTop = rng.chance(0.35);
  const cx = r.x + r.w * rng.pick([0.15, 0.5, 0.85]);
  const cy = fromTop ? r.y - r.h * 0.08 : r.y + r.h + r.h * 0.05;
  const max = Math.hypot(r.w, r.h) * 0.95;
  const bands = rng.int(6, 8);
  const cols = [p.a1, p.a2, p.a3, mix(p.bg, p.a1, 0.25)];
  const off = rng.int(0, 3);
  let s = box(r.x, r.y, r.w, r.h, mix(p.bg, p.a3, 0.18));
  const edge = rng.chance(0.5) ? ` stroke="#fff" stroke-width="5"` : "";
  for (let i = 0; i < bands; i++) {
    const rad = max * (1 - i / bands);
    s += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(rad)}" fill="${cols[(i + off) % cols.length]}"${edge}/>`;
  }
  s += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(max / bands)}" fill="${p.bg}"/>`;
  for (let i = 0; i < 5; i++)
    s += sparkle(
      r.x + r.w * rng.range(0.08, 0.92),
      r.y + r.h * (fromTop ? rng.range(0.55, 0.92) : rng.range(0.08, 0.45)),
      rng.range(8, 20),
      "#fff",
      0.9,
    );
  return s;
};

/** POP: soft organic blobs and sparkles on a pastel wash. */
const blobs: ArtFn = ({ r, p, rng, id, defs }) => {
  defs.push(
    `<linearGradient id="${id}w" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix(p.bg, p.a3, 0.2)}"/><stop offset="1" stop-color="${mix(p.bg, p.a1, 0.35)}"/></linearGradient>`,
  );
  const m = Math.min(r.w, r.h);
  let s = box(r.x, r.y, r.w, r.h, `url(#${id}w)`);
  const cols = [p.a1, p.a2, p.a3];
  for (let i = 0; i < 3; i++) {
    const bx = r.x + r.w * rng.range(0.15, 0.85);
    const by = r.y + r.h * rng.range(0.2, 0.8);
    s += `<path d="${blobPath(rng, bx, by, m * rng.range(0.22, 0.36))}" fill="${cols[i]}" fill-opacity="${n(i === 0 ? 0.95 : 0.85)}"/>`;
  }
  for (let i = 0; i < 6; i++)
    s += sparkle(
      r.x + r.w * rng.range(0.05, 0.95),
      r.y + r.h * rng.range(0.05, 0.95),
      rng.range(6, 22),
      i % 3 ? "#fff" : p.ink,
      i % 3 ? 0.95 : 0.8,
    );
  for (let i = 0; i < 8; i++)
    s += `<circle cx="${n(r.x + r.w * rng.next())}" cy="${n(r.y + r.h * rng.next())}" r="${n(rng.range(3, 7))}" fill="${p.ink}" fill-opacity=".15"/>`;
  return s;
};

/** ROCK: high-contrast diagonal slashes with a halftone band. */
const slash: ArtFn = ({ r, p, rng, id, defs }) => {
  const ht = halftoneDef(id, defs, p.a2, 12, 2.6);
  const cx = r.x + r.w / 2;
  const cy = r.y + r.h / 2;
  const ang = rng.pick([-1, 1]) * rng.range(16, 30);
  const big = Math.hypot(r.w, r.h);
  const bw = r.h * rng.range(0.2, 0.3);
  const o1 = rng.range(-0.2, 0.1) * r.h;
  let s = box(r.x, r.y, r.w, r.h, p.bg);
  s += `<g transform="rotate(${n(ang)} ${n(cx)} ${n(cy)})">`;
  s += box(cx - big, cy + o1 - bw * 1.6, big * 2, bw * 0.9, `url(#${ht})`);
  s += box(cx - big, cy + o1, big * 2, bw, p.a1);
  s += box(cx - big, cy + o1 + bw + 14, big * 2, 10, p.a2);
  s += box(cx - big, cy + o1 + bw + 36, big * 2, 4, p.a2);
  s += `</g>`;
  s += `<circle cx="${n(r.x + r.w * rng.range(0.2, 0.8))}" cy="${n(r.y + r.h * rng.range(0.25, 0.7))}" r="${n(Math.min(r.w, r.h) * 0.2)}" fill="none" stroke="${p.a2}" stroke-width="3"/>`;
  return s;
};

/** ROCK: a torn paper strip slapped across a big disc, halftone shadow and speed lines. */
const torn: ArtFn = ({ r, p, rng, id, defs }) => {
  const ht = halftoneDef(id, defs, p.a1, 10, 2.6);
  const m = Math.min(r.w, r.h);
  const cx = r.x + r.w * rng.range(0.3, 0.7);
  const cy = r.y + r.h * rng.range(0.34, 0.44);
  const R = m * rng.range(0.3, 0.36);
  let s = box(r.x, r.y, r.w, r.h, p.bg);
  s += `<circle cx="${n(cx + R * 0.22)}" cy="${n(cy + R * 0.18)}" r="${n(R)}" fill="url(#${ht})"/>`;
  s += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R)}" fill="${p.a1}"/>`;
  for (const k of [0.88, 0.76, 0.64])
    s += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R * k)}" fill="none" stroke="${p.bg}" stroke-opacity=".45" stroke-width="3"/>`;
  s += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R * 0.36)}" fill="${p.a2}"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R * 0.06)}" fill="${p.bg}"/>`;
  const y0 = cy + R * rng.range(-0.1, 0.35);
  const th = Math.max(70, r.h * rng.range(0.12, 0.17));
  let d = `M${n(r.x - 20)} ${n(y0)}`;
  for (let x = r.x - 20; x <= r.x + r.w + 30; x += rng.range(7, 16))
    d += `L${n(x)} ${n(y0 + rng.range(-6, 6) + (rng.chance(0.15) ? rng.range(-14, 14) : 0))}`;
  for (let x = r.x + r.w + 30; x >= r.x - 20; x -= rng.range(7, 16))
    d += `L${n(x)} ${n(y0 + th + rng.range(-6, 6) + (rng.chance(0.15) ? rng.range(-14, 14) : 0))}`;
  const rot = rng.pick([-1, 1]) * rng.range(3, 8);
  s += `<path d="${d}Z" fill="${p.a2}" transform="rotate(${n(rot)} ${n(cx)} ${n(y0)})"/>`;
  for (let i = 0; i < 5; i++) {
    const y = cy - R * 0.9 + i * R * 0.22;
    const x1 = Math.max(r.x + 10, cx - R * 1.15 - rng.range(0, 40));
    s += `<path d="M${n(x1 - r.w * rng.range(0.15, 0.4))} ${n(y)}H${n(x1)}" stroke="${p.a2}" stroke-width="${n(2 + (i % 2) * 3)}"/>`;
  }
  return s;
};

/** ROCK: a speaker cone over a grille, a lightning bolt and the crowd. */
const amp: ArtFn = ({ r, p, rng, id, defs }) => {
  const grille = halftoneDef(id, defs, p.a3, 16, 3.4);
  const m = Math.min(r.w, r.h);
  const cx = r.x + r.w * rng.range(0.32, 0.68);
  const cy = r.y + r.h * rng.range(0.36, 0.46);
  const R = m * rng.range(0.3, 0.36);
  const ring = (k: number, fill: string, extra = "") =>
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R * k)}" fill="${fill}"${extra}/>`;
  let s = box(r.x, r.y, r.w, r.h, p.bg) + box(r.x, r.y, r.w, r.h, `url(#${grille})`);
  s += ring(1.12, p.bg) + ring(1, "none", ` stroke="${p.a1}" stroke-width="12"`) + ring(0.86, p.a3);
  for (const k of [0.74, 0.62, 0.5])
    s += ring(k, "none", ` stroke="${p.bg}" stroke-opacity=".35" stroke-width="3"`);
  s += ring(0.3, p.a1) + ring(0.12, p.bg, ` fill-opacity=".5"`);
  const bx = cx + (cx > r.x + r.w / 2 ? -R * 1.5 : R * 1.5);
  const by = cy - R * 0.9;
  const k = m / 600;
  s += `<path d="M${n(bx + 18 * k)} ${n(by)}L${n(bx - 34 * k)} ${n(by + 96 * k)}H${n(bx - 2 * k)}L${n(bx - 20 * k)} ${n(by + 170 * k)}L${n(bx + 40 * k)} ${n(by + 62 * k)}H${n(bx + 8 * k)}L${n(bx + 28 * k)} ${n(by)}Z" fill="${p.a2}"/>`;
  s += crowd(rng, r, p.a3, Math.min(150, r.h * 0.22));
  return s;
};

/** HIPHOP: pasted-up sticker blocks with hard shadows and an outlined giant letter. */
const blocks: ArtFn = ({ r, p, rng, mark }) => {
  const shadow = p.dark ? "#000" : p.ink;
  let s = box(r.x, r.y, r.w, r.h, p.bg);
  const size = Math.min(r.h * 0.9, (r.w * 0.86) / estimateWidth(mark, 1));
  const outline = `<text x="${n(r.x + r.w * 0.5)}" y="${n(r.y + r.h / 2 + size * 0.36)}" font-size="${n(size)}" font-weight="900" text-anchor="middle" fill="none" stroke="${p.ink}" stroke-width="6" stroke-linejoin="round" data-deco="1">${escapeXml(mark)}</text>`;
  const cols = [p.a1, p.a2, p.a3, p.a2];
  for (let i = 0; i < 5; i++) {
    const w = r.w * rng.range(0.35, 0.75);
    const h = r.h * rng.range(0.1, 0.24);
    const x = r.x + rng.range(-0.1, 0.9) * (r.w - w * 0.6);
    const y = r.y + r.h * (i / 5) + rng.range(-10, 20);
    const rot = rng.range(-7, 7);
    s += `<g transform="rotate(${n(rot)} ${n(x + w / 2)} ${n(y + h / 2)})">${box(x + 10, y + 10, w, h, shadow)}${box(x, y, w, h, cols[i % 4] ?? p.a1)}</g>`;
    if (i === 2) s += outline;
  }
  for (let i = 0; i < 4; i++)
    s += `<path d="${starPath(r.x + r.w * rng.range(0.05, 0.95), r.y + r.h * rng.range(0.05, 0.95), rng.range(12, 26), rng.range(5, 9), rng.range(0, 1))}" fill="${i % 2 ? p.a2 : p.ink}"/>`;
  return s;
};

/** HIPHOP: a dripping paint band, spray dust and a tag stroke. */
const drips: ArtFn = ({ r, p, rng }) => {
  const by = r.y + r.h * rng.range(0.12, 0.3);
  const bh = r.h * rng.range(0.18, 0.26);
  let s = box(r.x, r.y, r.w, r.h, p.bg);
  let d = "";
  for (let x = r.x + rng.range(0, 20); x < r.x + r.w; x += rng.range(22, 48)) {
    const w = rng.range(9, 20);
    const len = rng.range(20, r.h * 0.42);
    d += `M${n(x)} ${n(by)}v${n(bh + len - w / 2)}a${n(w / 2)} ${n(w / 2)} 0 0 0 ${n(w)} 0V${n(by)}Z`;
  }
  s += `<path d="${d}" fill="${p.a1}"/>` + box(r.x, by, r.w, bh, p.a1);
  for (let i = 0; i < 36; i++) {
    const edge = rng.chance(0.5) ? by : by + bh;
    s += `<circle cx="${n(r.x + r.w * rng.next())}" cy="${n(edge + rng.range(-40, 40))}" r="${n(rng.range(1, 4))}" fill="${p.a1}" fill-opacity="${n(rng.range(0.3, 0.9))}"/>`;
  }
  let z = `M${n(r.x + r.w * 0.08)} ${n(r.y + r.h * 0.78)}`;
  const steps = rng.int(4, 6);
  for (let i = 1; i <= steps; i++)
    z += `L${n(r.x + r.w * (0.08 + (0.84 * i) / steps))} ${n(r.y + r.h * (i % 2 ? 0.6 : 0.82) + rng.range(-18, 18))}`;
  s += `<path d="${z}" fill="none" stroke="${p.a2}" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/>`;
  s += `<circle cx="${n(r.x + r.w * rng.range(0.65, 0.9))}" cy="${n(by + bh / 2)}" r="${n(bh * 0.32)}" fill="${p.bg}"/>`;
  return s;
};

/** HIPHOP: crossing caution tapes over a checkerboard. */
const tape: ArtFn = ({ r, p, rng, id, defs }) => {
  const st = stripesDef(id, defs, p.a1, p.dark ? "#111" : p.ink, 36, 45);
  defs.push(
    `<pattern id="${id}c" width="48" height="48" patternUnits="userSpaceOnUse"><rect width="48" height="48" fill="${p.bg}"/><path d="M0 0h24v24H0zM24 24h24v24H24z" fill="${p.a3}"/></pattern>`,
  );
  const cy = r.y + r.h / 2;
  const cx = r.x + r.w / 2;
  let s =
    box(r.x, r.y, r.w, r.h, p.bg) + box(r.x, r.y + r.h * 0.62, r.w, r.h * 0.38, `url(#${id}c)`);
  const a1 = rng.range(-24, -10);
  const a2 = rng.range(8, 22);
  const label = "LIVE IN KOREA ★ 내한 ★ ".repeat(4);
  for (const [ang, dy, fill] of [
    [a1, -r.h * 0.12, `url(#${st})`],
    [a2, r.h * 0.1, p.a2],
  ] as const) {
    s += `<g transform="rotate(${n(ang)} ${n(cx)} ${n(cy + dy)})">${box(cx - r.w, cy + dy - 36, r.w * 2, 72, fill)}`;
    if (fill === p.a2)
      s += `<text x="${n(cx - r.w)}" y="${n(cy + dy + 10)}" font-family="${FONT_FAMILY}" font-size="28" font-weight="900" fill="${p.dark ? "#111" : p.bg}" data-deco="1">${label}</text>`;
    s += `</g>`;
  }
  s += `<path d="${starPath(r.x + r.w * rng.range(0.15, 0.85), r.y + r.h * 0.22, 34, 14)}" fill="${p.a2}" stroke="${p.dark ? "#000" : p.ink}" stroke-width="4" stroke-linejoin="round"/>`;
  return s;
};

export const LOUD_ART = {
  POP: [orbs, arcs, blobs],
  ROCK: [slash, torn, amp],
  HIPHOP: [blocks, drips, tape],
} as const;
