import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import sharp, { type Region } from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CARD_HEIGHT, CARD_WIDTH, wrapText } from "./share-card";
import type { ShareCard } from "./share-card-url";

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

  /**
   * Renders a card and its missing-glyph twin in a process whose fontconfig (FONTCONFIG_FILE) knows
   * no font at all: whatever a renderer would take from the host is not there.
   */
  async function renderAlone(shown: ShareCard, name: string): Promise<[string, string]> {
    const fontconfig = join(dir, "fonts.conf");
    await writeFile(
      fontconfig,
      `<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig>` +
        `<cachedir>${join(dir, "cache")}</cachedir></fontconfig>`,
    );
    const cardFile = join(dir, `${name}.json`);
    await writeFile(cardFile, JSON.stringify(shown));
    const out = join(dir, `${name}.jpg`);
    const boxes = join(dir, `${name}-boxes.jpg`);
    await run(
      process.execPath,
      ["--import", "tsx", join(here, "../../test/render-share-card.ts"), cardFile, out, boxes],
      { env: { ...process.env, FONTCONFIG_FILE: fontconfig, FONTCONFIG_PATH: dir } },
    );
    return [out, boxes];
  }

  /** The title's area differs from the same title in missing-glyph boxes, and is not empty. */
  async function expectTitleDrawn(out: string, boxes: string, area: Region): Promise<void> {
    const drawn = await region(out, area);
    expect(meanDifference(drawn, await region(boxes, area))).toBeGreaterThan(8);
    const background = Buffer.alloc(
      drawn.length,
      drawn.reduce((min, v) => Math.min(min, v), 255),
    );
    expect(meanDifference(drawn, background)).toBeGreaterThan(8);
  }

  it("draws Korean with the shipped font on a host without any font", async () => {
    const [out, boxes] = await renderAlone(card, "korean");
    const meta = await sharp(out).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", CARD_WIDTH, CARD_HEIGHT]);
    await expectTitleDrawn(out, boxes, { left: 36, top: 90, width: 560, height: 120 });
  });

  it("draws kanji and hanzi the Korean font lacks (髭, 欅, 邓) on a host without any font", async () => {
    // Every character of this title is missing from Nanum Gothic: drawn with it alone, the title
    // would be the very boxes it is compared with.
    const [out, boxes] = await renderAlone({ ...card, title: "髭 欅 邓 伦 駆 恵" }, "kanji");
    await expectTitleDrawn(out, boxes, { left: 36, top: 110, width: 400, height: 60 });
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
