/**
 * npm run bench:cards — the CPU a share card costs to draw (layout, outlines, rasterising and JPEG
 * encoding), for a Korean title, a J-pop title whose kanji Nanum Gothic lacks (Official髭男dism) and
 * a simplified Chinese one, in this process (`process.cpuUsage`, user + system). For each: the
 * first card of its kind (opening the font slices it needs) and the median of ROUNDS more. The
 * Korean card's median is the yardstick the others are given against, so the figures mean the
 * same on a slower machine.
 *
 *   ROUNDS=20
 */
import { renderShareCard } from "../../src/modules/share-cards/share-card";
import type { ShareCard } from "../../src/modules/share-cards/share-card-url";

const ROUNDS = Number(process.env.ROUNDS ?? 20);

const base: Omit<ShareCard, "title"> = {
  eyebrow: "내한 공연",
  lines: ["2027.05.08 ~ 05.09", "KSPO DOME, 서울"],
  image: null,
  imageShape: "poster",
};
const kinds: [string, ShareCard][] = [
  ["Korean", { ...base, title: "콜드플레이 첫 내한 공연 뮤직 오브 더 스피어스" }],
  ["J-pop", { ...base, title: "Official髭男dism ASIA TOUR 2027 IN SEOUL 緑黄色社会 欅坂46" }],
  ["C-pop", { ...base, title: "周杰伦 嘉年华 世界巡回演唱会 邓紫棋 华晨宇" }],
];

async function cpuMs(card: ShareCard): Promise<number> {
  const before = process.cpuUsage();
  await renderShareCard(card);
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

// The process's own start-up (the first font, sharp) is not a card's cost.
await renderShareCard({ ...base, title: "준비" });
const rows: { kind: string; first: number; median: number }[] = [];
for (const [kind, card] of kinds) {
  const first = await cpuMs(card);
  const runs: number[] = [];
  for (let i = 0; i < ROUNDS; i++) runs.push(await cpuMs(card));
  rows.push({ kind, first, median: median(runs) });
}
const yardstick = rows[0]?.median ?? 1;
console.log(`share cards, CPU ms per card (${ROUNDS} rounds each)`);
for (const r of rows)
  console.log(
    `  ${r.kind.padEnd(7)} first ${r.first.toFixed(1).padStart(6)}  median ${r.median.toFixed(1).padStart(6)}  ×${(r.median / yardstick).toFixed(2)} of the Korean card`,
  );
