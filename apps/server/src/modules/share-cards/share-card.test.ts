import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import sharp, { type Region } from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shippedFontFile } from "../../lib/media/fonts";
import { CARD_HEIGHT, CARD_WIDTH, type ShareCard, wrapText } from "./share-card";

const run = promisify(execFile);
const here = dirname(fileURLToPath(import.meta.url));

const card: ShareCard = {
  eyebrow: "내한 공연",
  title: "콜드플레이 첫 내한 공연 뮤직 오브 더 스피어스",
  lines: ["콜드플레이", "2027.04.16 ~ 04.19", "고양종합운동장 주경기장, 고양"],
  image: null,
  imageShape: "poster",
};

/** Grey pixels of a region of a JPEG. */
async function region(file: string, area: Region): Promise<Buffer> {
  return sharp(file).extract(area).greyscale().raw().toBuffer();
}

const meanDifference = (a: Buffer, b: Buffer) => {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs((a[i] ?? 0) - (b[i] ?? 0));
  return sum / a.length;
};

describe("share card", () => {
  let dir = "";
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "naehan-card-"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("draws Korean with the shipped font on a host whose only font is that font", async () => {
    // A fontconfig that knows no font but the one the app ships: whatever the renderer would take
    // from the host is not there.
    const fontconfig = join(dir, "fonts.conf");
    await writeFile(
      fontconfig,
      `<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig>` +
        `<dir>${dirname(shippedFontFile(400))}</dir><cachedir>${join(dir, "cache")}</cachedir>` +
        `</fontconfig>`,
    );
    const cardFile = join(dir, "card.json");
    await writeFile(cardFile, JSON.stringify(card));
    const out = join(dir, "card.jpg");
    const boxes = join(dir, "boxes.jpg");
    await run(
      process.execPath,
      ["--import", "tsx", join(here, "../../test/render-share-card.ts"), cardFile, out, boxes],
      { env: { ...process.env, FONTCONFIG_FILE: fontconfig, FONTCONFIG_PATH: dir } },
    );

    const meta = await sharp(out).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", CARD_WIDTH, CARD_HEIGHT]);
    // The title's area: real Hangul strokes differ from the font's missing-glyph boxes there …
    const titleArea = { left: 36, top: 90, width: 560, height: 120 };
    const drawn = await region(out, titleArea);
    expect(meanDifference(drawn, await region(boxes, titleArea))).toBeGreaterThan(8);
    // … and something is drawn at all (the background there is flat).
    const background = Buffer.alloc(
      drawn.length,
      drawn.reduce((min, v) => Math.min(min, v), 255),
    );
    expect(meanDifference(drawn, background)).toBeGreaterThan(8);
  });

  it("wraps a long title into at most the lines it is given, ending with an ellipsis", () => {
    const lines = wrapText(
      "Music of the Spheres World Tour Live in Seoul with very many more words than fit",
      300,
      { size: 38, weight: 800 },
      2,
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/…$/);
    const korean = wrapText(
      "고양종합운동장주경기장에서열리는아주긴제목",
      200,
      { size: 38, weight: 800 },
      3,
    );
    expect(korean.length).toBeGreaterThan(1);
    expect(korean.join("").replace("…", "")).toMatch(/^고양종합운동장/);
  });
});
