import type { KopisDetail } from "../../integrations/kopis/types";

/** Why a listing is kept as a candidate: KOPIS's flag, its title, or a festival to judge. */
export type KeptBecause = "visit" | "title" | "festival";

/**
 * Words in a title that announce a foreign artist's show in Korea (decision 021). `WORLD TOUR`
 * and `IN SEOUL` also catch Korean artists' tours: the admin dismisses those.
 */
const TITLE_SIGNS = [/내한/, /LIVE\s+IN\s+KOREA/i, /IN\s+SEOUL/i, /WORLD\s+TOUR/i, /ASIA\s+TOUR/i];

export const titleSaysNaehan = (title: string) => TITLE_SIGNS.some((sign) => sign.test(title));

/**
 * Whether a 대중음악 listing is a 내한 to propose: KOPIS's `visit = Y`; else a title that says so
 * (a foreign show reported without the flag costs fans a concert; a domestic one kept costs the
 * admin a tap); else a festival, whose line-up the admin judges. null: not proposed.
 */
export function naehanSignal(
  detail: Pick<KopisDetail, "visit" | "festival" | "prfnm">,
): KeptBecause | null {
  if (detail.visit === true) return "visit";
  if (titleSaysNaehan(detail.prfnm)) return "title";
  if (detail.festival === true) return "festival";
  return null;
}
