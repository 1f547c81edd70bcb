/**
 * How sure a predicted song is, as the concert page labels it: one scale, darker for likelier,
 * explained by the legend beside the list.
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
