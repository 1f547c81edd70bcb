import { artist } from "@naehan/contract";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp, expectBody, expectError } from "../../test/app";
import { type FakeS3, startFakeS3 } from "../../test/fake-s3";
import { adminForm, testImage } from "../../test/images";
import { buildAdmin } from "../../test/users";
import { sha256Hex, signRequest } from "./aws-sigv4";
import { AppError } from "../http/errors";
import { type S3Settings, s3SettingsFromEnv, s3Storage } from "./s3-storage";

describe("signRequest", () => {
  it("matches the GET Object example of AWS's Signature V4 documentation", () => {
    const headers = signRequest(
      {
        method: "GET",
        url: new URL("https://examplebucket.s3.amazonaws.com/test.txt"),
        headers: { Range: "bytes=0-9" },
        payloadHash: sha256Hex(""),
      },
      {
        accessKeyId: "AKIAIOSFODNN7EXAMPLE",
        secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
        region: "us-east-1",
        service: "s3",
      },
      new Date("2013-05-24T00:00:00Z"),
    );
    expect(headers.authorization).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request," +
        "SignedHeaders=host;range;x-amz-content-sha256;x-amz-date," +
        "Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41",
    );
  });
});

describe("s3SettingsFromEnv", () => {
  const full = {
    S3_ENDPOINT: "https://s3.example.com/",
    S3_BUCKET: "media",
    S3_ACCESS_KEY_ID: "id",
    S3_SECRET_ACCESS_KEY: "secret",
  };

  it("is off without S3 variables and on with the four required ones", () => {
    expect(s3SettingsFromEnv({})).toBeNull();
    expect(s3SettingsFromEnv(full)).toEqual({
      endpoint: "https://s3.example.com",
      bucket: "media",
      accessKeyId: "id",
      secretAccessKey: "secret",
      region: "us-east-1",
      publicUrl: null,
    });
  });

  it("stops the start when the setup is half done, naming what is missing", () => {
    const { S3_SECRET_ACCESS_KEY: _, ...partial } = full;
    expect(() => s3SettingsFromEnv(partial)).toThrow(/S3_SECRET_ACCESS_KEY/);
  });
});

describe("s3Storage against an S3 stand-in", () => {
  let s3: FakeS3;
  let settings: S3Settings;
  beforeAll(async () => {
    s3 = await startFakeS3();
    settings = {
      endpoint: s3.endpoint,
      bucket: s3.bucket,
      region: s3.region,
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
      publicUrl: "https://cdn.example.com/media",
    };
  });
  afterAll(() => s3.close());

  it("uploads with a signed PUT and answers the public URL", async () => {
    const bytes = await testImage("webp");
    const url = await s3Storage(settings).put(bytes, "webp");
    expect(url).toMatch(/^https:\/\/cdn\.example\.com\/media\/[\w-]+\.webp$/);
    const key = url.split("/").at(-1) ?? "";
    const object = s3.objects.get(key);
    expect(object?.bytes).toEqual(bytes);
    expect(object?.headers).toMatchObject({
      "content-type": "image/webp",
      "cache-control": "public, max-age=31536000, immutable",
      "x-amz-content-sha256": sha256Hex(bytes),
    });
    expect(s3.refusals).toEqual([]);
  });

  it("is refused by the store with a wrong secret, and says so as 502", async () => {
    const wrong = s3Storage({ ...settings, secretAccessKey: "not-the-secret" });
    const error = await wrong.put(new Uint8Array([1, 2, 3]), "webp").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(502);
    expect(s3.refusals.at(-1)).toBe("SignatureDoesNotMatch");
  });

  it("serves from endpoint/bucket when no public URL is set", async () => {
    const url = await s3Storage({ ...settings, publicUrl: null }).put(new Uint8Array([7]), "png");
    expect(url.startsWith(`${s3.endpoint}/${s3.bucket}/`)).toBe(true);
  });

  describe("as the app's storage", () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp("empty", { storage: s3Storage(settings) });
    });
    afterAll(() => t.close());

    it("stores an admin's upload in the bucket, re-encoded", async () => {
      const admin = await buildAdmin(t);
      const form = adminForm("artist", { name: "Bucket Band" }, { bytes: await testImage("png") });
      const body = await expectBody(
        await t.request("/api/admin/artist", { method: "POST", token: admin.token, form }),
        artist,
        201,
      );
      const key = body.imgUrl?.replace("https://cdn.example.com/media/", "") ?? "";
      const object = s3.objects.get(key);
      expect(object).toBeDefined();
      expect((await sharp(object?.bytes).metadata()).format).toBe("webp");
    });

    it("answers 502 when the bucket fails, creating no artist", async () => {
      const admin = await buildAdmin(t);
      s3.failWith = 500;
      try {
        const form = adminForm("artist", { name: "Lost Band" }, { bytes: await testImage("png") });
        await expectError(
          await t.request("/api/admin/artist", { method: "POST", token: admin.token, form }),
          502,
        );
      } finally {
        s3.failWith = null;
      }
      const list = await t.request("/api/artists");
      expect(((await list.json()) as { name: string }[]).map((a) => a.name)).not.toContain(
        "Lost Band",
      );
    });
  });
});
