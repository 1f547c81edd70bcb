import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { artistSvg, posterSvg } from "../../demo/art";
import { svgTextToPaths } from "./text-paths";

/** Left and right edge of the ink (dark pixels) of an SVG drawn on white. */
async function inkColumns(svg: string): Promise<[number, number]> {
  const { data, info } = await sharp(Buffer.from(svg))
    .flatten({ background: "#ffffff" })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let left = info.width;
  let right = -1;
  for (let y = 0; y < info.height; y++)
    for (let x = 0; x < info.width; x++)
      if ((data[y * info.width + x] ?? 255) < 128) {
        left = Math.min(left, x);
        right = Math.max(right, x);
      }
  return [left, right];
}

const page = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="120" viewBox="0 0 400 120">${body}</svg>`;

describe("svgTextToPaths", () => {
  it("leaves generated posters and artist images without any text for a viewer's fonts to draw", () => {
    const poster = svgTextToPaths(
      posterSvg({
        title: "콜드플레이 내한공연 <Live> & more",
        artistName: "Coldplay",
        krName: "콜드플레이",
        dateText: "2027.04.16 ~ 04.19",
        venueName: "고양종합운동장 주경기장",
        genre: "HIPHOP",
        seed: "paths",
      }),
    );
    const artist = svgTextToPaths(
      artistSvg({ name: "YOASOBI", krName: "요아소비", genre: "JPOP", seed: "paths" }),
    );
    for (const svg of [poster, artist]) {
      expect(svg).not.toMatch(/<text\b/);
      expect(svg).toMatch(/<path d="m[^"]+z/);
    }
  });

  it("centres a run on x with text-anchor=middle, keeping its paint and transform", async () => {
    const svg = svgTextToPaths(
      page(
        `<text x="200" y="80" font-size="48" font-weight="800" text-anchor="middle" fill="#111" transform="translate(0 0)" data-deco="1">내한 공연</text>`,
      ),
    );
    expect(svg).toContain('fill="#111" transform="translate(0 0)" data-deco="1"');
    const [left, right] = await inkColumns(svg);
    expect(right - left).toBeGreaterThan(150);
    expect(Math.abs((left + right) / 2 - 200)).toBeLessThan(4);
  });

  it("stretches a run to its textLength and ends it at x with text-anchor=end", async () => {
    const stretched = await inkColumns(
      svgTextToPaths(page(`<text x="20" y="80" font-size="32" textLength="360">콜드플레이</text>`)),
    );
    expect(stretched[1] - stretched[0]).toBeGreaterThan(340);
    expect(stretched[1] - stretched[0]).toBeLessThan(362);
    const [, end] = await inkColumns(
      svgTextToPaths(page(`<text x="380" y="80" font-size="32" text-anchor="end">2027</text>`)),
    );
    expect(Math.abs(end - 380)).toBeLessThan(5);
  });
});
