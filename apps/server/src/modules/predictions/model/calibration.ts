/** From a candidate's features to the probability a fan is shown (see CALIBRATION). */
import type { Candidate } from "./types";

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
export const logit = (p: number) => {
  const q = clamp(p, 0.02, 0.98);
  return Math.log(q / (1 - q));
};
export const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/**
 * A candidate's calibrated probability, never above what its own evidence allows: with the cap
 * "repeat", a song played at n shows is capped at the posterior (n + s·r)/(n + s) of a Beta prior
 * of strength s around the artist's believed repeat rate r (a stable artist's two identical shows
 * say more than a rotating one's); "laplace" is the uniform prior's (n + 1)/(n + 2), the model
 * before the few-shows calibration.
 */
export function calibrate(
  candidate: Pick<Candidate<unknown>, "features" | "count" | "share">,
  weights: readonly number[] | null,
  cap: { kind: "none" | "laplace" | "repeat"; repeatBelief: number; strength: number } = {
    kind: "none",
    repeatBelief: 0.5,
    strength: 2,
  },
): number {
  if (!weights) return candidate.share;
  const z = candidate.features.reduce((sum, x, i) => sum + x * (weights[i] ?? 0), 0);
  const p = sigmoid(z);
  const n = candidate.count;
  if (cap.kind === "laplace") return Math.min(p, (n + 1) / (n + 2));
  if (cap.kind === "repeat") {
    return Math.min(p, (n + cap.strength * cap.repeatBelief) / (n + cap.strength));
  }
  return p;
}

/** A probability through a monotone step map ([from, to] steps, ascending; see `fewIsotonic`). */
export function throughSteps(p: number, steps: readonly (readonly [number, number])[]): number {
  let value = p;
  for (const [from, to] of steps) {
    if (p >= from) value = to;
    else break;
  }
  return value;
}
