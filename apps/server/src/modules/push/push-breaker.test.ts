import { describe, expect, it } from "vitest";
import { hostBreaker } from "./push-breaker";

describe("the push hosts' circuit breaker (H2)", () => {
  it("opens after the threshold of failures in a row, for the cool-down, then lets one trial through", () => {
    let now = 0;
    const breaker = hostBreaker({ threshold: 3, coolDownMs: 1_000, now: () => now });
    expect([breaker.failed("a"), breaker.failed("a")]).toEqual([false, false]);
    expect(breaker.allows("a")).toBe(true);
    expect(breaker.failed("a")).toBe(true);
    expect(breaker.allows("a")).toBe(false);
    // Another host is not affected.
    expect(breaker.allows("b")).toBe(true);
    now = 999;
    expect(breaker.allows("a")).toBe(false);
    now = 1_000;
    expect(breaker.allows("a")).toBe(true);
    // One trial at a time while it is out.
    expect(breaker.allows("a")).toBe(false);
    // The trial failed: open again for a whole cool-down (not "opened" anew).
    expect(breaker.failed("a")).toBe(false);
    now = 1_500;
    expect(breaker.allows("a")).toBe(false);
    now = 2_000;
    expect(breaker.allows("a")).toBe(true);
    breaker.succeeded("a");
    expect([breaker.allows("a"), breaker.allows("a")]).toEqual([true, true]);
  });

  it("counts failures in a row only: a success in between starts again", () => {
    const breaker = hostBreaker({ threshold: 2, coolDownMs: 1_000, now: () => 0 });
    breaker.failed("a");
    breaker.succeeded("a");
    breaker.failed("a");
    expect(breaker.allows("a")).toBe(true);
  });
});
