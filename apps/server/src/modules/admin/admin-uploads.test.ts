import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { artist } from "@naehan/contract";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp, expectBody, expectError } from "../../test/app";
import { type TestImageFormat, adminForm, testImage } from "../../test/images";
import { type TestUser, buildAdmin } from "../../test/users";
import { localStorage, memoryStorage } from "../../lib/media/storage";

let t: TestApp;
let admin: TestUser;
const media = memoryStorage();
beforeAll(async () => {
  t = await createTestApp("empty", { storage: media });
  admin = await buildAdmin(t);
});
afterAll(() => t.close());

type FilePart = { bytes: Uint8Array; name?: string; type?: string };
const createArtist = (file: FilePart, app = t) =>
  app.request("/api/admin/artist", {
    method: "POST",
    token: admin.token,
    form: adminForm("artist", { name: "Upload Test" }, file),
  });

/** The stored file behind a `/media/<key>` URL. */
function stored(url: string | null): Uint8Array {
  const file = media.files.get(url?.replace("/media/", "") ?? "");
  if (!file) throw new Error(`nothing stored at ${url}`);
  return file;
}

describe("image uploads", () => {
  it.each<[TestImageFormat, string]>([
    ["png", "image/png"],
    ["jpeg", "image/jpeg"],
    ["webp", "image/webp"],
    ["gif", "image/gif"],
  ])("accepts a %s and stores it re-encoded as WebP", async (format, type) => {
    const bytes = await testImage(format, 120, 90);
    const body = await expectBody(
      await createArtist({ bytes, name: `photo.${format}`, type }),
      artist,
      201,
    );
    expect(body.imgUrl).toMatch(/^\/media\/[\w-]+\.webp$/);
    const meta = await sharp(stored(body.imgUrl)).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 120, height: 90 });
  });

  it("resizes large images into the kind's box and drops their metadata", async () => {
    const bytes = await testImage("jpeg", 2400, 1600, { exif: true });
    expect((await sharp(bytes).metadata()).exif).toBeDefined();
    const body = await expectBody(await createArtist({ bytes, type: "image/jpeg" }), artist, 201);
    const meta = await sharp(stored(body.imgUrl)).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 800, height: 533 });
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(Buffer.from(stored(body.imgUrl)).includes("secret-owner")).toBe(false);
  });

  it("believes the bytes, not the name or the declared type", async () => {
    const png = await testImage("png");
    const lying = await createArtist({ bytes: png, name: "cat.gif", type: "image/gif" });
    expect((await expectBody(lying, artist, 201)).imgUrl).toMatch(/\.webp$/);

    const text = new TextEncoder().encode("just some text, honestly a PNG");
    const renamed = await expectError(
      await createArtist({ bytes: text, name: "photo.png", type: "image/png" }),
      415,
      "UNSUPPORTED_MEDIA_TYPE",
    );
    expect(renamed.message).toBe("이미지는 JPEG, PNG, WebP, GIF 파일만 올릴 수 있습니다.");
  });

  it("refuses SVG, even one that calls itself a PNG", async () => {
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    for (const type of ["image/svg+xml", "image/png"]) {
      await expectError(await createArtist({ bytes: svg, name: "x.svg", type }), 415);
    }
  });

  it("refuses a file that starts like a PNG but does not decode", async () => {
    const png = await testImage("png", 200, 200);
    const broken = await expectError(
      await createArtist({ bytes: png.slice(0, 60), type: "image/png" }),
      415,
    );
    expect(broken.message).toMatch(/이미지/);
  });

  it("refuses images over 5 MB with 413, and bodies over the upload limit too", async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(await testImage("png"));
    const tooBig = await expectError(await createArtist({ bytes: big }), 413, "PAYLOAD_TOO_LARGE");
    expect(tooBig.message).toBe("이미지는 5MB 이하만 올릴 수 있습니다.");

    const huge = new Uint8Array(7 * 1024 * 1024);
    const body = await expectError(await createArtist({ bytes: huge }), 413, "PAYLOAD_TOO_LARGE");
    expect(body.message).toBe("이미지는 5MB 이하만 올릴 수 있습니다.");
  });

  it("refuses a decompression bomb: a small file of too many pixels", async () => {
    const bomb = await sharp({
      create: { width: 8000, height: 6000, channels: 3, background: "#000" },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.byteLength).toBeLessThan(1024 * 1024);
    const body = await expectError(
      await createArtist({ bytes: new Uint8Array(bomb), type: "image/png" }),
      413,
    );
    expect(body.message).toMatch(/해상도/);
  });

  it("treats an empty file part as no file", async () => {
    const body = await expectBody(
      await createArtist({ bytes: new Uint8Array(0), name: "" }),
      artist,
      201,
    );
    expect(body.imgUrl).toBeNull();
  });
});

describe("stored images on disk", () => {
  it("are served from /media with immutable caching", async () => {
    const dir = mkdtempSync(join(tmpdir(), "naehan-media-"));
    const app = await createTestApp("empty", {
      storage: localStorage(dir),
      config: { mediaDir: dir },
    });
    try {
      const boss = await buildAdmin(app);
      const response = await app.request("/api/admin/artist", {
        method: "POST",
        token: boss.token,
        form: adminForm("artist", { name: "Disk" }, { bytes: await testImage("png") }),
      });
      const body = await expectBody(response, artist, 201);
      const served = await app.request(body.imgUrl ?? "");
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/webp");
      expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe("webp");
    } finally {
      await app.close();
    }
  });
});
