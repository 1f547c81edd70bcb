import { createHash } from "node:crypto";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { json } from "../cache/answer-bytes";
import { weakEtags } from "./etag";

const body = { rows: ["공연", "셋리스트"] };
const app = new Hono()
  .use(weakEtags())
  .get("/known", (c) => json(c, body))
  .get("/plain", (c) => c.json(body, 200, { "cache-control": "no-cache", "x-next-cursor": "abc" }))
  .get("/empty", (c) => c.body(null, 204))
  .get("/missing", (c) => c.json({ code: "NOT_FOUND" }, 404))
  .post("/known", (c) => json(c, body, 201));

const sha1 = `W/"${createHash("sha1").update(JSON.stringify(body)).digest("hex")}"`;

describe("weak ETags", () => {
  it("are the SHA-1 of the bytes sent, whether the handler kept them or not", async () => {
    for (const path of ["/known", "/plain"]) {
      const response = await app.request(path);
      expect(response.headers.get("etag"), path).toBe(sha1);
      expect(await response.json(), path).toEqual(body);
    }
  });

  it("answer 304 to a matching If-None-Match, weakly compared, keeping only what a 304 keeps", async () => {
    const opaque = sha1.slice(2);
    for (const ifNoneMatch of [sha1, opaque, `"other", ${sha1}`, "*"]) {
      const response = await app.request("/plain", { headers: { "if-none-match": ifNoneMatch } });
      expect(response.status, ifNoneMatch).toBe(304);
      expect(response.headers.get("etag")).toBe(sha1);
      expect(response.headers.get("cache-control")).toBe("no-cache");
      expect(response.headers.get("x-next-cursor")).toBeNull();
      expect(response.headers.get("content-type")).toBeNull();
    }
    const other = await app.request("/plain", { headers: { "if-none-match": '"other"' } });
    expect(other.status).toBe(200);
  });

  it("are left off answers without a body, failures and writes", async () => {
    expect((await app.request("/empty")).headers.get("etag")).toBeNull();
    expect((await app.request("/missing")).headers.get("etag")).toBeNull();
    const written = await app.request("/known", { method: "POST" });
    expect(written.status).toBe(201);
    expect(written.headers.get("etag")).toBeNull();
  });
});
