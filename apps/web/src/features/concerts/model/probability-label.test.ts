import { describe, expect, it } from "vitest";
import { probabilityLabel } from "./probability-label";

describe("probabilityLabel", () => {
  it("rounds to a whole percent and sorts songs into how sure they are", () => {
    expect(probabilityLabel(1)).toEqual({ percent: 100, text: "100%", tier: "certain" });
    expect(probabilityLabel(0.896)).toEqual({ percent: 90, text: "90%", tier: "certain" });
    expect(probabilityLabel(0.894)).toEqual({ percent: 89, text: "89%", tier: "likely" });
    expect(probabilityLabel(0.5)).toEqual({ percent: 50, text: "50%", tier: "likely" });
    expect(probabilityLabel(0.38)).toEqual({ percent: 38, text: "38%", tier: "unlikely" });
  });
});
