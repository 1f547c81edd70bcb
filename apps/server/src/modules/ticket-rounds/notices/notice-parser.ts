import { TICKET_ROUND_KIND_LABELS } from "@naehan/contract";
import type { TicketRoundKind } from "@naehan/contract";
import { findDayTime, kstIso, resolveDay } from "./notice-dates";

/**
 * A vendor's ticket-opening notice (티켓 오픈 안내) read into proposed rounds and prices
 * (decision 021). Rules, line by line: a line with a kind word and a date is a round (a time after
 * `~` closes it); a line with amounts in 원 is a list of prices; a line naming 예매처 or 단독 gives
 * the vendors of rounds that name none. Nothing is stored: the admin corrects and saves.
 */
export interface ProposedRound {
  kind: TicketRoundKind;
  label: string;
  vendor: string;
  opensAt: string;
  closesAt: string | null;
  eligibility: string[];
}

export interface ParsedNotice {
  rounds: ProposedRound[];
  prices: { grade: string; price: number }[];
  unparsed: string[];
}

const VENDORS: { re: RegExp; name: string }[] = [
  { re: /NOL\s*티켓|놀\s*티켓|인터파크(?:\s*티켓)?/gi, name: "NOL 티켓" },
  { re: /멜론\s*티켓|멜론/g, name: "멜론티켓" },
  { re: /YES\s*24(?:\s*티켓)?|예스\s*24/gi, name: "YES24 티켓" },
  { re: /티켓링크/g, name: "티켓링크" },
  { re: /쿠팡\s*플레이/g, name: "쿠팡플레이" },
];

/** The vendors a text names, in the order it names them. */
export function vendorsIn(text: string): string[] {
  const hits: { at: number; name: string }[] = [];
  for (const { re, name } of VENDORS) {
    for (const m of text.matchAll(re)) hits.push({ at: m.index, name });
  }
  hits.sort((a, b) => a.at - b.at);
  return [...new Set(hits.map((h) => h.name))];
}

function kindOf(line: string): TicketRoundKind | null {
  if (/취소\s*표/.test(line)) return "RESALE";
  if (/추가\s*(?:오픈|좌석|판매)|\d\s*차\s*(?:티켓\s*)?(?:오픈|예매)|재\s*오픈/.test(line)) {
    return "EXTRA";
  }
  if (/팬\s*클럽/.test(line)) return "FANCLUB_PRESALE";
  if (/선\s*예매|멤버십|회원\s*(?:예매|대상)/.test(line)) return "MEMBERSHIP_PRESALE";
  if (/일반\s*(?:예매|판매|오픈)|티켓\s*오픈\s*[:：]/.test(line)) return "GENERAL";
  return null;
}

const BULLET = /^[\s■□▶▷►●○◆◇★☆※•·\-–—*>]+|^\(?\d{1,2}[).]\s*|^[①-⑳]\s*/u;

function clean(line: string): string {
  let text = line.trim();
  for (let i = 0; i < 3; i++) text = text.replace(BULLET, "").trim();
  return text;
}

function eligibilityOf(kind: TicketRoundKind, line: string, perPerson: string | null): string[] {
  const list: string[] = [];
  if (kind === "FANCLUB_PRESALE") list.push("공식 팬클럽 인증");
  if (kind === "MEMBERSHIP_PRESALE") list.push(/카드/.test(line) ? "카드사 결제" : "멤버십 회원");
  if (perPerson) list.push(perPerson);
  return list;
}

function labelOf(kind: TicketRoundKind, head: string): string {
  const label = head
    .replace(/\([^)]*\)/g, "")
    .replace(/[:：]/g, "")
    .replace(/\s*일시\s*$/, "")
    .replace(/\s+/g, " ")
    .trim();
  return label.length >= 2 && label.length <= 40 ? label : TICKET_ROUND_KIND_LABELS[kind];
}

const PRICE_PREFIX = /^(?:티켓\s*)?(?:가격|요금)(?:\s*안내)?\s*[:：]?\s*/;
const AMOUNT = /^(.*?)\s*₩?\s*(\d{1,3}(?:,\d{3})+|\d{4,})\s*원?$/;

function pricesIn(line: string): { grade: string; price: number }[] | null {
  if (!/\d\s*원|₩\s*\d/.test(line)) return null;
  const body = line.replace(PRICE_PREFIX, "");
  const found: { grade: string; price: number }[] = [];
  for (const part of body.split(/\s*(?:\/|·|,(?!\d{3}))\s*/)) {
    const m = AMOUNT.exec(part.trim());
    if (!m) continue;
    const grade = m[1]!.replace(/[:：]\s*$/, "").trim();
    const price = Number(m[2]!.replace(/,/g, ""));
    if (grade === "" || grade.length > 30 || price < 1000) continue;
    found.push({ grade, price });
  }
  return found.length > 0 ? found : null;
}

/** Reads `text`; a date without a year is the first on or after `today` (`YYYY-MM-DD`, KST). */
export function parseTicketNotice(text: string, today: string): ParsedNotice {
  const lines = text
    .split(/\r?\n/)
    .map(clean)
    .filter((l) => l !== "");
  const vendorLines = lines.filter((l) => /예매처|판매처|단독/.test(l));
  const noticeVendors = vendorsIn(vendorLines.join("\n"));
  const defaultVendors = noticeVendors.length > 0 ? noticeVendors : vendorsIn(text);
  const perPerson = /1\s*인\s*(\d)\s*매/.exec(text);
  const perPersonText = perPerson ? `1인 ${perPerson[1]}매` : null;

  const rounds: ProposedRound[] = [];
  const prices: { grade: string; price: number }[] = [];
  const unparsed: string[] = [];

  for (const line of lines) {
    const kind = kindOf(line);
    const round = kind ? readRound(kind, line) : null;
    if (kind && round) {
      const own = vendorsIn(line);
      const vendors = own.length > 0 ? own : defaultVendors;
      for (const vendor of vendors.length > 0 ? vendors : [""]) {
        rounds.push({
          kind,
          label: round.label,
          vendor,
          opensAt: round.opensAt,
          closesAt: round.closesAt,
          eligibility: eligibilityOf(kind, line, perPersonText),
        });
      }
      continue;
    }
    const linePrices = pricesIn(line);
    if (linePrices) {
      for (const p of linePrices) if (!prices.some((q) => q.grade === p.grade)) prices.push(p);
      continue;
    }
    if (vendorLines.includes(line) || !/\d/.test(line)) continue;
    unparsed.push(line);
  }
  return { rounds, prices, unparsed };

  function readRound(kind: TicketRoundKind, line: string) {
    const [openPart = "", closePart] = line.split(/\s*[~～]\s*/);
    const open = findDayTime(openPart);
    if (!open?.day || open.hour === null) return null;
    const openDay = resolveDay(open.day, today);
    if (!openDay) return null;
    const opensAt = kstIso(openDay, open.hour, open.minute);
    let closesAt: string | null = null;
    const close = closePart ? findDayTime(closePart) : null;
    if (close && close.hour !== null) {
      const closeDay = close.day ? resolveDay(close.day, openDay) : openDay;
      if (closeDay) {
        const iso = kstIso(closeDay, close.hour, close.minute);
        if (iso > opensAt) closesAt = iso;
      }
    }
    const dateAt = openPart.search(/\d{4}\s*[년.\-/]|\d{1,2}\s*월|\d{1,2}\s*[./]\s*\d/);
    const head = dateAt > 0 ? openPart.slice(0, dateAt) : openPart;
    return { opensAt, closesAt, label: labelOf(kind, head) };
  }
}
