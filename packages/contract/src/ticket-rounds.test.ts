import { describe, expect, it } from "vitest";
import {
  TICKET_ROUND_MESSAGES as M,
  parseKstDateTime,
  ticketPricesInput,
  ticketRoundInput,
  toKstIso,
} from "./ticket-rounds";

function fieldsOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const fields: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) fields[issue.path.join(".")] ??= issue.message;
  return fields;
}

const round = {
  kind: "FANCLUB_PRESALE",
  vendor: " NOL 티켓 ",
  opensAt: "2027-03-05T20:00",
  closesAt: "2027-03-06T23:59",
  url: "https://tickets.interpark.com/goods/27000001",
  eligibility: [" 공식 팬클럽 인증 ", "1인 2매"],
};

describe("ticketRoundInput", () => {
  it("reads a datetime-local value as Korean time and writes every time with +09:00", () => {
    const parsed = ticketRoundInput.parse(round);
    expect(parsed).toMatchObject({
      kind: "FANCLUB_PRESALE",
      vendor: "NOL 티켓",
      opensAt: "2027-03-05T20:00:00+09:00",
      closesAt: "2027-03-06T23:59:00+09:00",
      eligibility: ["공식 팬클럽 인증", "1인 2매"],
    });
    expect(parsed.label ?? null).toBeNull();
  });

  it("converts a time given with another offset to Korean time", () => {
    const parsed = ticketRoundInput.parse({
      ...round,
      opensAt: "2027-03-05T11:00:00Z",
      closesAt: null,
    });
    expect(parsed.opensAt).toBe("2027-03-05T20:00:00+09:00");
    expect(parsed.closesAt).toBeNull();
  });

  it("refuses a close that is not after the open, on the close field", () => {
    for (const closesAt of ["2027-03-05T20:00", "2027-03-04T12:00"]) {
      const result = ticketRoundInput.safeParse({ ...round, closesAt });
      expect(fieldsOf(result)).toEqual({ closesAt: M.closesBeforeOpens });
    }
  });

  it("refuses a URL that is not http(s), an unknown kind, no vendor and a day that does not exist", () => {
    const result = ticketRoundInput.safeParse({
      ...round,
      kind: "LOTTERY",
      vendor: "  ",
      url: "javascript:alert(1)",
      opensAt: "2027-02-30T20:00",
    });
    expect(fieldsOf(result)).toEqual({
      kind: M.kindRequired,
      vendor: M.vendorRequired,
      url: M.urlInvalid,
      opensAt: M.opensAtInvalid,
    });
  });

  it("keeps conditions distinct, short and at most ten", () => {
    expect(
      fieldsOf(ticketRoundInput.safeParse({ ...round, eligibility: ["본인인증", "본인인증 "] })),
    ).toEqual({ eligibility: M.eligibilityDuplicate });
    expect(fieldsOf(ticketRoundInput.safeParse({ ...round, eligibility: [""] }))).toEqual({
      "eligibility.0": M.eligibilityInvalid,
    });
    const eleven = Array.from({ length: 11 }, (_, i) => `조건 ${i}`);
    expect(fieldsOf(ticketRoundInput.safeParse({ ...round, eligibility: eleven }))).toEqual({
      eligibility: M.eligibilityTooMany,
    });
  });
});

describe("Korean time", () => {
  it("parses only real moments", () => {
    expect(parseKstDateTime("2027-03-05T20:00")?.toISOString()).toBe("2027-03-05T11:00:00.000Z");
    expect(parseKstDateTime("2027-03-05T20:00:30+09:00")?.toISOString()).toBe(
      "2027-03-05T11:00:30.000Z",
    );
    for (const bad of ["2027-03-05", "2027-03-05T24:00", "2027-13-01T10:00", "내일 8시", ""]) {
      expect(parseKstDateTime(bad), bad).toBeNull();
    }
  });

  it("writes an instant in +09:00 across the day boundary", () => {
    expect(toKstIso(new Date("2027-12-31T15:30:00Z"))).toBe("2028-01-01T00:30:00+09:00");
  });
});

describe("ticketPricesInput", () => {
  it("accepts whole won amounts with distinct grades", () => {
    expect(
      ticketPricesInput.parse([
        { grade: " VIP ", price: 198_000 },
        { grade: "R", price: 165_000 },
      ]),
    ).toEqual([
      { grade: "VIP", price: 198_000 },
      { grade: "R", price: 165_000 },
    ]);
  });

  it("refuses a fractional or negative price, an empty grade and a repeated grade", () => {
    expect(fieldsOf(ticketPricesInput.safeParse([{ grade: "R", price: 1.5 }]))).toEqual({
      "0.price": M.priceInvalid,
    });
    expect(fieldsOf(ticketPricesInput.safeParse([{ grade: "", price: -1 }]))).toEqual({
      "0.grade": M.gradeRequired,
      "0.price": M.priceInvalid,
    });
    expect(
      fieldsOf(
        ticketPricesInput.safeParse([
          { grade: "R", price: 1 },
          { grade: "R", price: 2 },
        ]),
      ),
    ).toEqual({ "": M.gradeDuplicate });
  });
});
