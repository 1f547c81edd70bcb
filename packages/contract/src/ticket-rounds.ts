import * as z from "zod/mini";
import { PRICES_MAX, PRICE_MAX, TICKET_ROUND_KINDS } from "./constants";
import { id, isoDateTime, linkChecks } from "./common";
import { concertSummary } from "./concerts";

export const TICKET_ROUND_MESSAGES = {
  kindRequired: "예매 종류를 선택하세요.",
  vendorRequired: "예매처를 선택하거나 입력하세요.",
  opensAtInvalid: "오픈 일시를 선택하세요.",
  closesAtInvalid: "마감 일시가 올바르지 않습니다.",
  closesBeforeOpens: "마감 일시는 오픈 일시보다 뒤여야 합니다.",
  urlInvalid: "http:// 또는 https://로 시작하는 주소를 입력하세요.",
  urlNotPublic: "인터넷에 공개된 사이트 주소를 입력하세요. IP 주소나 내부망 주소는 쓸 수 없습니다.",
  eligibilityTooMany: "조건은 10개까지 입력할 수 있습니다.",
  eligibilityInvalid: "조건은 1~40자로 입력하세요.",
  eligibilityDuplicate: "같은 조건이 두 번 들어 있습니다.",
  gradeRequired: "좌석 등급을 입력하세요.",
  gradeDuplicate: "같은 좌석 등급이 두 번 들어 있습니다.",
  priceInvalid: "가격은 0원 이상 1,000만 원 이하의 정수로 입력하세요.",
  pricesTooMany: "좌석 등급은 20개까지 입력할 수 있습니다.",
  tooLong: "입력이 너무 깁니다.",
} as const;

export const ticketRoundKind = z.enum(TICKET_ROUND_KINDS);
export type TicketRoundKind = z.infer<typeof ticketRoundKind>;

const M = TICKET_ROUND_MESSAGES;

/** A round on the wire; times are ISO-8601 in Korean time (`2027-03-05T20:00:00+09:00`). */
export const ticketRound = z.object({
  ticketRoundId: id,
  newConcertId: id,
  kind: ticketRoundKind,
  label: z.string(),
  vendor: z.string(),
  opensAt: isoDateTime,
  closesAt: z.nullable(isoDateTime),
  url: z.nullable(z.string()),
  eligibility: z.array(z.string()),
  note: z.nullable(z.string()),
});
export type TicketRound = z.infer<typeof ticketRound>;
export const ticketRoundList = z.array(ticketRound);

/** `GET /api/ticket-rounds/upcoming`: each round with the concert it sells. */
export const upcomingTicketRound = z.extend(ticketRound, { concert: concertSummary });
export type UpcomingTicketRound = z.infer<typeof upcomingTicketRound>;
export const upcomingTicketRoundList = z.array(upcomingTicketRound);

export const ticketPrice = z.object({ grade: z.string(), price: z.int() });
export type TicketPrice = z.infer<typeof ticketPrice>;
export const ticketPriceList = z.array(ticketPrice);

const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;

/**
 * An instant from an ISO-8601 text; without an offset it is Korean time (what a
 * `datetime-local` input gives in the admin form). Null when it names no real moment.
 */
export function parseKstDateTime(text: string): Date | null {
  const match = DATE_TIME.exec(text.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s = "00", offset = "+09:00"] = match;
  const fields = [y, mo, d, h, mi, s].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const [year, month, day, hour, minute, second] = fields;
  if (year < 2000 || year > 2200 || hour > 23 || minute > 59 || second > 59) return null;
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  const instant = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}${offset === "Z" ? "Z" : offset}`);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

const KST_OFFSET_MS = 9 * 60 * 60 * 1000;

/** An instant as `2027-03-05T20:00:00+09:00` (Korea keeps +09:00 all year). */
export function toKstIso(instant: Date): string {
  return new Date(instant.getTime() + KST_OFFSET_MS).toISOString().slice(0, 19) + "+09:00";
}

const dateTimeInput = (message: string) =>
  z.pipe(
    z.string({ error: message }),
    z.transform((text: string, ctx) => {
      const instant = parseKstDateTime(text);
      if (instant) return toKstIso(instant);
      ctx.issues.push({ code: "custom", message, input: text });
      return z.NEVER;
    }),
  );

const optionalText = (max: number, ...checks: z.core.$ZodCheck<string>[]) =>
  z.optional(
    z.nullable(
      z.pipe(
        z.string().check(z.trim(), z.maxLength(max, { error: M.tooLong }), ...checks),
        z.transform((s: string) => (s === "" ? null : s)),
      ),
    ),
  );

const distinct = (values: readonly string[]) => new Set(values).size === values.length;

/** The body of a round's create and update; `label` defaults to the kind's Korean name. */
export const ticketRoundInput = z
  .object({
    kind: z.enum(TICKET_ROUND_KINDS, { error: M.kindRequired }),
    label: optionalText(40),
    vendor: z
      .string({ error: M.vendorRequired })
      .check(
        z.trim(),
        z.minLength(1, { error: M.vendorRequired }),
        z.maxLength(40, { error: M.tooLong }),
      ),
    opensAt: dateTimeInput(M.opensAtInvalid),
    closesAt: z.optional(
      z.nullable(
        z.pipe(
          z.string({ error: M.closesAtInvalid }),
          z.transform((s: string, ctx) => {
            if (s.trim() === "") return null;
            const instant = parseKstDateTime(s);
            if (instant) return toKstIso(instant);
            ctx.issues.push({ code: "custom", message: M.closesAtInvalid, input: s });
            return z.NEVER;
          }),
        ),
      ),
    ),
    url: optionalText(2000, ...linkChecks(M)),
    eligibility: z._default(
      z
        .array(
          z
            .string({ error: M.eligibilityInvalid })
            .check(
              z.trim(),
              z.minLength(1, { error: M.eligibilityInvalid }),
              z.maxLength(40, { error: M.eligibilityInvalid }),
            ),
          { error: M.eligibilityInvalid },
        )
        .check(
          z.maxLength(10, { error: M.eligibilityTooMany }),
          z.refine(distinct, { error: M.eligibilityDuplicate }),
        ),
      [],
    ),
    note: optionalText(500),
  })
  .check(
    z.refine((r) => !r.closesAt || Date.parse(r.closesAt) > Date.parse(r.opensAt), {
      error: M.closesBeforeOpens,
      path: ["closesAt"],
    }),
  );
export type TicketRoundInput = z.infer<typeof ticketRoundInput>;
/** What the round form holds before parsing. */
export type TicketRoundFormValues = z.input<typeof ticketRoundInput>;

/** `PUT /api/admin/new-concerts/{id}/prices`: the whole list, in the order shown. */
export const ticketPricesInput = z
  .array(
    z.object({
      grade: z
        .string({ error: M.gradeRequired })
        .check(
          z.trim(),
          z.minLength(1, { error: M.gradeRequired }),
          z.maxLength(30, { error: M.tooLong }),
        ),
      price: z
        .int({ error: M.priceInvalid })
        .check(
          z.minimum(0, { error: M.priceInvalid }),
          z.maximum(PRICE_MAX, { error: M.priceInvalid }),
        ),
    }),
  )
  .check(
    z.maxLength(PRICES_MAX, { error: M.pricesTooMany }),
    z.refine((rows) => distinct(rows.map((r) => r.grade)), { error: M.gradeDuplicate }),
  );
export type TicketPricesInput = z.infer<typeof ticketPricesInput>;

export const TICKET_NOTICE_MAX = 10_000;

/** `POST /api/admin/ticket-rounds/parse`: a vendor's ticket-opening notice as pasted. */
export const ticketNoticeInput = z.object({
  text: z
    .string({ error: "공지 내용을 붙여 넣으세요." })
    .check(
      z.trim(),
      z.minLength(1, { error: "공지 내용을 붙여 넣으세요." }),
      z.maxLength(TICKET_NOTICE_MAX, { error: "공지는 1만 자까지 붙여 넣을 수 있습니다." }),
    ),
});
export type TicketNoticeInput = z.infer<typeof ticketNoticeInput>;

/** The rounds and prices a notice proposes (nothing is stored), and the lines it could not read. */
export const parsedTicketNotice = z.object({
  rounds: z.array(
    z.object({
      kind: ticketRoundKind,
      label: z.string(),
      vendor: z.string(),
      opensAt: isoDateTime,
      closesAt: z.nullable(isoDateTime),
      eligibility: z.array(z.string()),
    }),
  ),
  prices: ticketPriceList,
  unparsed: z.array(z.string()),
});
export type ParsedTicketNotice = z.infer<typeof parsedTicketNotice>;
