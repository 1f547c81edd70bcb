import * as z from "zod/mini";
import { describe, expect, it } from "vitest";
import { bodyId } from "./common";
import { parseIdText } from "./constants";

const NOT_IDS = ["01", " 1", "1 ", "1e3", "0x1", "+1", "-1", "1.0", "", "2147483648", "١"];

describe("parseIdText", () => {
  it("reads plain decimals up to the integer column's maximum, nothing else", () => {
    expect(["1", "42", "2147483647"].map(parseIdText)).toEqual([1, 42, 2147483647]);
    for (const text of [...NOT_IDS, "0", undefined, null]) expect(parseIdText(text)).toBeNull();
  });
});

describe("bodyId", () => {
  const required = z.object({ id: bodyId("번호") });
  const zeroIsNone = z.object({ id: bodyId("번호", true) });

  it("takes a number or a decimal string; 0 only where it means none", () => {
    expect(required.parse({ id: "17" })).toEqual({ id: 17 });
    expect(required.parse({ id: 17 })).toEqual({ id: 17 });
    expect(zeroIsNone.parse({ id: "0" })).toEqual({ id: 0 });
    expect(zeroIsNone.parse({ id: 0 })).toEqual({ id: 0 });
    expect(required.safeParse({ id: "0" }).success).toBe(false);
    expect(required.safeParse({ id: 0 }).success).toBe(false);
  });

  it("refuses every other string and number with the field's message", () => {
    for (const value of [...NOT_IDS, "00", 1.5, -1, 2 ** 31, Number.NaN, true, null, [1]]) {
      const result = zeroIsNone.safeParse({ id: value });
      expect(result.success, JSON.stringify(value)).toBe(false);
      expect(result.error?.issues.map((i) => i.message)).toEqual(["번호"]);
    }
  });
});
