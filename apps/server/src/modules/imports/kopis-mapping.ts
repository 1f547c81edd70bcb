import type { KopisDetail, KopisVenue } from "../../integrations/kopis/types";
import type { CandidateChange, GradePrice, TicketLink } from "../../db/schema";

/** `2027.04.17` → `2027-04-17`; null for anything else. */
export function kopisDate(dotted: string): string | null {
  const match = /^(\d{4})\.(\d{2})\.(\d{2})$/.exec(dotted.trim());
  return match ? `${match[1]}-${match[2]}-${match[3]}` : null;
}

/**
 * Seat grades and prices from KOPIS's `pcseguidance` (`VIP석 198,000원, R석 165,000원`): each
 * piece between commas that ends in an amount in 원. A grade named twice keeps its first price;
 * free text (`전석 무료`) gives none.
 */
export function kopisPrices(text: string): GradePrice[] {
  const prices: GradePrice[] = [];
  // Commas inside amounts (198,000) are followed by digits; the pieces' commas are not.
  for (const piece of text.split(/,(?!\d{3}(?:\D|$))|\n|\//)) {
    const match = /^\s*(.*?)\s*(\d{1,3}(?:,\d{3})+|\d+)\s*원\s*$/.exec(piece);
    if (!match) continue;
    const grade = (match[1] ?? "").trim() || "전석";
    const price = Number((match[2] ?? "").replace(/,/g, ""));
    if (!Number.isSafeInteger(price) || prices.some((p) => p.grade === grade)) continue;
    prices.push({ grade: grade.slice(0, 30), price });
  }
  return prices;
}

/** KOPIS's `fcltynm` is `고척스카이돔 (고척스카이돔)` or `올림픽공원 (KSPO DOME)`: the hall when named. */
export function venueName(fcltynm: string): string {
  const match = /^(.*?)\s*\(([^()]+)\)\s*$/.exec(fcltynm.trim());
  if (!match) return fcltynm.trim();
  const [, place = "", hall = ""] = match;
  return place === hall ? place : `${place} ${hall}`;
}

/** What a candidate holds of a listing, apart from its poster. */
export interface CandidateFields {
  mt20id: string;
  title: string;
  cast: string;
  startDate: string;
  endDate: string;
  venueName: string;
  area: string;
  venueAddress: string | null;
  venueLat: number | null;
  venueLng: number | null;
  sourcePosterUrl: string | null;
  prices: GradePrice[];
  priceText: string;
  ticketLinks: TicketLink[];
  showTimes: string;
  kopisState: string;
  visit: boolean | null;
  festival: boolean;
}

/** The candidate's fields from a detail and its venue; null when its dates cannot be read. */
export function candidateFields(
  detail: KopisDetail,
  venue: KopisVenue | null,
): CandidateFields | null {
  const startDate = kopisDate(detail.prfpdfrom);
  const endDate = kopisDate(detail.prfpdto) ?? startDate;
  if (!startDate || !endDate || endDate < startDate) return null;
  return {
    mt20id: detail.mt20id,
    title: detail.prfnm.trim(),
    cast: detail.prfcast.trim(),
    startDate,
    endDate,
    venueName: venueName(detail.fcltynm),
    area: detail.area.trim(),
    venueAddress: venue?.adres.trim() || null,
    venueLat: venue?.la ?? null,
    venueLng: venue?.lo ?? null,
    sourcePosterUrl: detail.poster.trim() || null,
    prices: kopisPrices(detail.pcseguidance),
    priceText: detail.pcseguidance.trim(),
    ticketLinks: detail.relates
      .filter((r) => /^https?:\/\//i.test(r.url))
      .map((r) => ({ vendor: r.name.trim(), url: r.url.trim() })),
    showTimes: detail.dtguidance.trim(),
    kopisState: detail.prfstate.trim(),
    visit: detail.visit,
    festival: detail.festival === true,
  };
}

const pricesText = (prices: GradePrice[]) =>
  prices.map((p) => `${p.grade} ${p.price.toLocaleString("ko-KR")}원`).join(", ");
const linksText = (links: TicketLink[]) => links.map((l) => l.vendor).join(", ");

/** The fields whose change the admin is shown, with their Korean names. */
const WATCHED: [keyof CandidateFields, string, (f: CandidateFields) => string][] = [
  ["title", "제목", (f) => f.title],
  [
    "startDate",
    "일정",
    (f) => (f.startDate === f.endDate ? f.startDate : `${f.startDate} ~ ${f.endDate}`),
  ],
  ["venueName", "장소", (f) => f.venueName],
  ["prices", "가격", (f) => pricesText(f.prices) || f.priceText],
  ["ticketLinks", "예매처", (f) => linksText(f.ticketLinks)],
  ["showTimes", "공연 시간", (f) => f.showTimes],
  ["kopisState", "공연 상태", (f) => f.kopisState],
  ["sourcePosterUrl", "포스터", (f) => f.sourcePosterUrl ?? "없음"],
];

/** A listing's fingerprint: equal for two versions that show the admin the same thing. */
export function fingerprint(fields: CandidateFields): string {
  return JSON.stringify([
    ...WATCHED.map(([, , show]) => show(fields)),
    fields.venueAddress,
    fields.venueLat,
    fields.venueLng,
    fields.area,
    fields.cast,
    fields.visit,
    fields.festival,
  ]);
}

/** What changed between two versions, field by field, as the admin reads it. */
export function changesBetween(before: CandidateFields, after: CandidateFields): CandidateChange[] {
  return WATCHED.flatMap(([, name, show]) => {
    const was = show(before);
    const now = show(after);
    return was === now ? [] : [{ field: name, before: was, after: now }];
  });
}
