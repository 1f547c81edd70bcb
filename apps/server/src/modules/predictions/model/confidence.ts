import type { ModelOptions } from "./options";
import type { Analysis, Confidence } from "./types";

const MONTH_DAYS = 30.4;

/**
 * The confidence label and the reason that decided it. The songs' mean probability gives the
 * label; old evidence (the last show more than `staleDays` before the concert) or few shows read
 * (fewer than `fewShows`) keep it from HIGH, and then that is the reason shown.
 */
export function confidenceOf<K>(
  analysis: Analysis<K>,
  meanProbability: number,
  thresholds: ModelOptions["confidence"],
): { confidence: Confidence; reason: string } {
  const months = Math.round(analysis.gapDays / MONTH_DAYS);
  const byMean: Confidence =
    meanProbability >= thresholds.high
      ? "HIGH"
      : meanProbability >= thresholds.medium
        ? "MEDIUM"
        : "LOW";
  if (byMean === "HIGH") {
    if (thresholds.staleDays > 0 && analysis.gapDays > thresholds.staleDays) {
      return { confidence: "MEDIUM", reason: `마지막 공연이 ${months}개월 전` };
    }
    if (thresholds.fewShows > 0 && analysis.shows < thresholds.fewShows) {
      return { confidence: "MEDIUM", reason: `지난 공연 ${analysis.shows}회뿐` };
    }
  }
  let reason: string;
  if (months >= 3) reason = `마지막 공연이 ${months}개월 전`;
  else if (analysis.tourChanged) reason = `새 투어 ${analysis.currentTourShows}회 기준`;
  else if (analysis.repeatRate < 0.35) reason = "공연마다 곡이 크게 바뀜";
  else if (analysis.currentTourShows === analysis.shows) {
    reason = `같은 투어 최근 ${analysis.currentTourShows}회 기준`;
  } else reason = `최근 ${analysis.shows}회 기준`;
  return { confidence: byMean, reason };
}
