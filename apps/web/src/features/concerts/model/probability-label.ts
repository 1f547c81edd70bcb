/**
 * How sure a predicted song is, as the concert page labels it. Most songs of a tour are played at
 * every show; those stay quiet so the eye goes to the songs that come and go.
 */
export type ProbabilityTier = "certain" | "likely" | "unlikely";

export interface ProbabilityLabel {
  percent: number;
  text: string;
  tier: ProbabilityTier;
}

export function probabilityLabel(probability: number): ProbabilityLabel {
  const percent = Math.min(100, Math.max(0, Math.round(probability * 100)));
  const tier: ProbabilityTier = percent >= 90 ? "certain" : percent >= 50 ? "likely" : "unlikely";
  return { percent, text: `${percent}%`, tier };
}
