/** Shared helpers for the generated seed artwork: PRNG, XML escaping, text measuring and wrapping. */

export type Genre = "POP" | "ROCK" | "HIPHOP" | "R&B" | "JPOP";

export const FONT_FAMILY =
  "Pretendard, 'Apple SD Gothic Neo', 'Noto Sans KR', 'Noto Sans CJK KR', sans-serif";

/** FNV-1a over code points, then a murmur-style finaliser. */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (const ch of s) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  return h >>> 0;
}

export interface Rng {
  next(): number;
  range(min: number, max: number): number;
  int(min: number, maxInclusive: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
}

/** mulberry32 seeded from a string. */
export function createRng(seed: string): Rng {
  let a = hashString(seed);
  const next = (): number => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const rng: Rng = {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, maxInclusive) => min + Math.floor(next() * (maxInclusive - min + 1)),
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error("pick from empty list");
      return items[Math.floor(next() * items.length)] as T;
    },
    chance: (p) => next() < p,
  };
  return rng;
}

/** Short id prefix so several SVGs inlined in one document never share gradient ids. */
export function idPrefix(seed: string): string {
  return "n" + hashString(seed).toString(36).slice(0, 5);
}

export function escapeXml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => {
    switch (c) {
      case "&":
        return "&amp;";
      case "<":
        return "&lt;";
      case ">":
        return "&gt;";
      case '"':
        return "&quot;";
      default:
        return "&#39;";
    }
  });
}

/** Round to one decimal for compact output. */
export const n = (v: number): string => String(Math.round(v * 10) / 10);

const NARROW = new Set("il.,:;'|!Ij`");
const SEMI = new Set('ftr()[]{}-/\\"*·Jsz1');

/** Estimated advance of one character, in em, for a bold sans-serif. Errs on the wide side. */
export function charWidthEm(ch: string): number {
  const cp = ch.codePointAt(0) ?? 0;
  if (
    (cp >= 0xac00 && cp <= 0xd7a3) ||
    (cp >= 0x1100 && cp <= 0x11ff) ||
    (cp >= 0x3000 && cp <= 0x9fff) ||
    (cp >= 0xff00 && cp <= 0xff60) ||
    (cp >= 0xf900 && cp <= 0xfaff)
  )
    return 1;
  if (ch === " ") return 0.26;
  if (NARROW.has(ch)) return 0.3;
  if (SEMI.has(ch)) return 0.42;
  if (ch === "M" || ch === "W") return 0.92;
  if (ch === "m" || ch === "w") return 0.86;
  if (ch === "@" || ch === "%" || ch === "&") return 0.8;
  if (ch >= "A" && ch <= "Z") return 0.67;
  if (ch >= "a" && ch <= "z") return 0.6;
  if (ch >= "0" && ch <= "9") return 0.6;
  if (cp >= 0x2010 && cp <= 0x205e && ch !== "…" && ch !== "—" && ch !== "※") return 0.4;
  if (cp > 0x2000) return 1;
  return 0.62;
}

/** Estimated width in px of `text` at `size` px with `ls` em of letter spacing. */
export function estimateWidth(text: string, size: number, ls = 0): number {
  let em = 0;
  let count = 0;
  for (const ch of text) {
    em += charWidthEm(ch);
    count++;
  }
  return (em + ls * Math.max(0, count - 1)) * size;
}

/** Greedy wrap at spaces; words wider than the line are broken between characters. */
export function wrapText(text: string, size: number, maxWidth: number, ls = 0): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = "";
  const fits = (s: string) => estimateWidth(s, size, ls) <= maxWidth;
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = "";
    if (fits(word)) {
      line = word;
      continue;
    }
    for (const ch of word) {
      if (fits(line + ch)) line += ch;
      else {
        if (line) lines.push(line);
        line = ch;
      }
    }
  }
  if (line) lines.push(line);
  return lines;
}

export interface FittedText {
  lines: string[];
  size: number;
}

/** Largest size in [minSize, maxSize] whose wrap has at most maxLines lines; otherwise ellipsised at minSize. */
export function fitText(
  text: string,
  opts: { maxWidth: number; maxSize: number; minSize: number; maxLines: number; ls?: number },
): FittedText {
  const ls = opts.ls ?? 0;
  for (let size = opts.maxSize; size >= opts.minSize; size -= 1) {
    const lines = wrapText(text, size, opts.maxWidth, ls);
    if (lines.length <= opts.maxLines) return { lines, size };
  }
  const size = opts.minSize;
  const lines = wrapText(text, size, opts.maxWidth, ls).slice(0, opts.maxLines);
  let last = lines[lines.length - 1] ?? "";
  while (last.length > 0 && estimateWidth(last + "…", size, ls) > opts.maxWidth)
    last = [...last].slice(0, -1).join("");
  lines[lines.length - 1] = last.trimEnd() + "…";
  return { lines, size };
}

/**
 * Headline fitting: tries 1..maxLines lines with the best word breaks and returns the split
 * giving the largest font size (a split needs to be clearly bigger to be worth an extra line).
 */
export function fitHeadline(
  text: string,
  opts: {
    maxWidth: number;
    maxHeight: number;
    maxSize: number;
    minSize: number;
    maxLines: number;
    lh: number;
    ls?: number;
  },
): FittedText {
  const ls = opts.ls ?? 0;
  const words = text.trim().split(/\s+/).filter(Boolean);
  let best: FittedText | null = null;
  for (let k = 1; k <= Math.min(opts.maxLines, Math.max(1, words.length)); k++) {
    const split = bestSplit(words, k, ls);
    const widest = Math.max(...split.map((l) => estimateWidth(l, 1, ls)));
    let size = Math.min(opts.maxSize, opts.maxWidth / widest, opts.maxHeight / (k * opts.lh));
    size = Math.floor(size);
    if (size < opts.minSize && k < opts.maxLines && k < words.length) continue;
    if (!best || size > best.size * 1.18) best = { lines: split, size };
  }
  if (!best || best.size < opts.minSize) {
    return fitText(text, {
      maxWidth: opts.maxWidth,
      maxSize: opts.minSize,
      minSize: opts.minSize,
      maxLines: opts.maxLines,
      ls,
    });
  }
  return best;
}

/** Split words into k lines minimising the widest line (exhaustive for short names). */
function bestSplit(words: string[], k: number, ls: number): string[] {
  if (k <= 1 || words.length <= 1) return [words.join(" ")];
  let best: string[] = [words.join(" ")];
  let bestW = Infinity;
  const rec = (start: number, left: number, acc: string[]) => {
    if (left === 1) {
      const lines = [...acc, words.slice(start).join(" ")];
      const w = Math.max(...lines.map((l) => estimateWidth(l, 1, ls)));
      if (w < bestW) {
        bestW = w;
        best = lines;
      }
      return;
    }
    for (let i = start + 1; i <= words.length - left + 1; i++)
      rec(i, left - 1, [...acc, words.slice(start, i).join(" ")]);
  };
  if (words.length > 8)
    return wrapText(words.join(" "), 1, estimateWidth(words.join(" "), 1, ls) / k + 1, ls);
  rec(0, Math.min(k, words.length), []);
  return best;
}

/** Hex colour helpers. */
export function mix(a: string, b: string, t: number): string {
  const pa = parseInt(a.slice(1), 16);
  const pb = parseInt(b.slice(1), 16);
  const ch = (shift: number) => {
    const x = (pa >> shift) & 255;
    const y = (pb >> shift) & 255;
    return Math.round(x + (y - x) * t);
  };
  return (
    "#" + ((1 << 24) | (ch(16) << 16) | (ch(8) << 8) | ch(0)).toString(16).slice(1).toUpperCase()
  );
}

export function luminance(hex: string): number {
  const p = parseInt(hex.slice(1), 16);
  const lin = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin((p >> 16) & 255) + 0.7152 * lin((p >> 8) & 255) + 0.0722 * lin(p & 255);
}

export function initials(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N}\s]/gu, " ")
    .split(/\s+/)
    .filter((w) => w && !/^(the|and|of)$/i.test(w));
  if (words.length === 0) return "?";
  const first = [...(words[0] ?? "")][0] ?? "?";
  if (words.length === 1) return first.toUpperCase();
  const second = [...(words[1] ?? "")][0] ?? "";
  return (first + second).toUpperCase();
}
