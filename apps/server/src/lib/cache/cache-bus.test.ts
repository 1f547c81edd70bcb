import { describe, expect, it } from "vitest";
import { coalesced } from "./cache-bus";

/** Lets every pending promise callback run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("notices on the cache bus", () => {
  it("go one at a time: writes made while one travels share the next, their tags merged", async () => {
    const sent: (readonly string[] | null)[] = [];
    const arrivals: (() => void)[] = [];
    const publish = coalesced(async (tags) => {
      sent.push(tags);
      await new Promise<void>((resolve) => arrivals.push(resolve));
    });
    const first = publish(["board:1"]);
    const second = [publish(["article:7", "board:1"]), publish(["board:2"])];
    await settle();
    expect(sent).toEqual([["board:1"]]);

    arrivals.shift()?.();
    await first;
    await settle();
    expect(sent).toEqual([["board:1"], ["article:7", "board:1", "board:2"]]);
    let done = false;
    void Promise.all(second).then(() => (done = true));
    await settle();
    expect(done).toBe(false);
    arrivals.shift()?.();
    await Promise.all(second);

    // "Everything" absorbs the tags waiting with it.
    const third = [publish(["board:3"]), publish(["board:4"]), publish(null)];
    await settle();
    arrivals.shift()?.();
    await settle();
    arrivals.shift()?.();
    await Promise.all(third);
    expect(sent.slice(2)).toEqual([["board:3"], null]);
  });
});
