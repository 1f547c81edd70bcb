import { readFileSync, readdirSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const src = dirname(dirname(fileURLToPath(import.meta.url)));
const stylesheets = Object.fromEntries(
  readdirSync(src, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".css"))
    .map((file) => [file, readFileSync(`${src}/${file}`, "utf8")]),
);

/**
 * A phone keeps :hover on whatever was tapped last (until the next tap elsewhere), so a hover
 * style left there is an underline or tint stuck on a tapped item. Every :hover rule is for
 * devices that really hover.
 */
describe("hover styles", () => {
  it("apply only where the device can hover", () => {
    expect(Object.keys(stylesheets).length).toBeGreaterThan(20);
    const outside: string[] = [];
    for (const [file, css] of Object.entries(stylesheets)) {
      let block = "";
      for (const line of css.split("\n")) {
        if (/^\S/.test(line)) block = line;
        if (line.includes(":hover") && block !== "@media (hover: hover) {") {
          outside.push(`${file}: ${line.trim()}`);
        }
      }
    }
    expect(outside).toEqual([]);
  });
});
