/**
 * npm run bench:predict — backtests the predicted-setlist model on the demo catalogue: each
 * artist's 10 most recent shows are predicted from the shows before them, next to the baseline
 * "copy the previous show's setlist". Prints precision, recall, F1 and order correlation.
 */
import { loadDemoData } from "../../src/db/seed/demo-data";
import { asArray, mapSetlist } from "../../src/integrations/setlistfm/mapping";
import { demoDataDir } from "../../src/lib/paths";
import { showsFromRecords } from "../../src/modules/predicted-setlists/predict-catalogue";
import { DEFAULT_MODEL } from "../../src/modules/predicted-setlists/setlist-model";
import { type ArtistBacktest, type Score, backtestArtist, mean } from "./backtest";

const data = await loadDemoData(demoDataDir);
const results: ArtistBacktest[] = [];
for (const artist of data.artists) {
  const records = (data.setlists.get(artist.key) ?? [])
    .flatMap((page) => asArray(page.setlist))
    .flatMap((setlist) => mapSetlist(setlist) ?? []);
  const shows = showsFromRecords(records);
  results.push(backtestArtist(artist.name, shows, DEFAULT_MODEL));
}

const pct = (v: number) => (v * 100).toFixed(1).padStart(5);
const rho = (v: number | null) => (v === null ? "    –" : v.toFixed(2).padStart(5));
const cells = (s: Score) => `${pct(s.precision)} ${pct(s.recall)} ${pct(s.f1)} ${rho(s.order)}`;
const name = (text: string) => text.padEnd(24).slice(0, 24);

console.log(
  `model: window ${DEFAULT_MODEL.window} shows, decay ${DEFAULT_MODEL.decay} per show, ` +
    `half-life ${DEFAULT_MODEL.halfLifeDays} days, current tour ×${DEFAULT_MODEL.tourBoost}\n`,
);
console.log(`${name("")}  ${"model".padEnd(23)}   ${"copy previous show".padEnd(23)}`);
console.log(`${name("artist (shows)")}  ${"  P     R     F1    ρ"}     ${"  P     R     F1    ρ"}`);
for (const r of results) {
  console.log(
    `${name(`${r.artist} (${r.model.length})`)}  ${cells(mean(r.model))}   ${cells(mean(r.baseline))}`,
  );
}
const model = mean(results.flatMap((r) => r.model));
const baseline = mean(results.flatMap((r) => r.baseline));
const count = results.reduce((n, r) => n + r.model.length, 0);
console.log(
  `${"-".repeat(78)}\n${name(`overall (${count})`)}  ${cells(model)}   ${cells(baseline)}`,
);
const pairs = results.flatMap((r) => r.model.map((m, i) => m.f1 - (r.baseline[i]?.f1 ?? 0)));
const wins = pairs.filter((d) => d > 1e-9).length;
const losses = pairs.filter((d) => d < -1e-9).length;
console.log(
  `F1 per show: model better ${wins}, copy better ${losses}, equal ${pairs.length - wins - losses}`,
);
console.log(
  `\nP, R, F1 in %: songs of the prediction that were played, songs played that were predicted.\n` +
    `ρ: Spearman's rank correlation of the order of the songs both share (1 = same order).`,
);
