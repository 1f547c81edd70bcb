import { endpoints } from "@naehan/contract";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../context";
import { endpointRouter } from "./endpoint-router";
import { AppError, unauthorized } from "./errors";

/** Guards that let a request through only with `authorization: admin` (or `user` for users). */
const guards = {
  requireUser: async (
    c: { req: { header(name: string): string | undefined } },
    next: () => Promise<void>,
  ) => {
    if (!c.req.header("authorization")) throw unauthorized();
    await next();
  },
  requireAdmin: async (
    c: { req: { header(name: string): string | undefined } },
    next: () => Promise<void>,
  ) => {
    if (c.req.header("authorization") !== "admin") throw unauthorized();
    await next();
  },
};

function appOf(router: Hono<AppEnv>) {
  const app = new Hono<AppEnv>().route("/", router);
  app.onError((err, c) =>
    err instanceof AppError ? c.json(err.toBody(), err.status) : c.json({ err: String(err) }, 500),
  );
  return app;
}

const app = appOf(
  endpointRouter({ guards })
    .on(endpoints.getConcert, { notFound: "concert" }, (c, { params }) => c.json(params))
    .on(endpoints.search, (c, { query }) => c.json(query))
    .on(
      endpoints.checkFavorite,
      {
        notFound: { target: "route", id: ({ target }) => target ?? "route" },
      },
      (c, { params }) => c.json(params),
    )
    .on(endpoints.updateComment, { notFound: "comment" }, (c, { params, body }) =>
      c.json({ params, body }),
    )
    .on(endpoints.saveTicketPrices, { notFound: "concert" }, (c, { body }) => c.json(body))
    .on(endpoints.updateArtist, { notFound: "artist" }, (c, { params, body }) =>
      c.json({ id: params.id, name: body.input.name, file: body.file?.byteLength ?? null }),
    ).hono,
);

const sendJson = (method: string, path: string, body: unknown, authorization = "user") =>
  app.request(path, {
    method,
    headers: { "content-type": "application/json", authorization },
    body: JSON.stringify(body),
  });

describe("routes registered from their endpoint-table row", () => {
  it("registers the row's method and full path, and hands over the params as the row types them", async () => {
    const res = await app.request("/api/new-concerts/12");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: 12 });
    expect((await app.request("/api/new-concerts/12", { method: "DELETE" })).status).toBe(404);
  });

  it("answers a param that names nothing with the 404 of the thing it names, in Korean", async () => {
    for (const raw of ["abc", "0", "-1", "1e3", "99999999999"]) {
      const res = await app.request(`/api/new-concerts/${raw}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ code: "NOT_FOUND", message: "공연을 찾을 수 없습니다." });
    }
    const target = await app.request("/api/favorites/song/3/check", {
      headers: { authorization: "user" },
    });
    expect(await target.json()).toMatchObject({
      message: "요청한 주소를 찾을 수 없습니다.",
    });
    const id = await app.request("/api/favorites/artist/x/check", {
      headers: { authorization: "user" },
    });
    expect(await id.json()).toMatchObject({ message: "아티스트를 찾을 수 없습니다." });
  });

  it("reads only the row's query parameters", async () => {
    const res = await app.request("/api/search?keyword=%EC%BD%9C&other=1");
    expect(await res.json()).toEqual({ keyword: "콜" });
  });

  it("puts the guard the row's access names in front, before the params are read", async () => {
    expect((await app.request("/api/favorites/song/x/check")).status).toBe(401);
    const res = await sendJson("PUT", "/api/comments/x", { content: "hi" }, "");
    expect(res.status).toBe(401);
    const form = new FormData();
    form.set("artist", JSON.stringify({ name: "Muse" }));
    const asUser = await app.request("/api/admin/artists/3", {
      method: "PUT",
      headers: { authorization: "user" },
      body: form,
    });
    expect(asUser.status).toBe(401);
  });

  it("validates a JSON body with the row's schema: 422 with the contract's Korean text", async () => {
    const ok = await sendJson("PUT", "/api/comments/5", { content: "좋아요" });
    expect(await ok.json()).toEqual({ params: { id: 5 }, body: { content: "좋아요" } });
    const bad = await sendJson("PUT", "/api/comments/5", { content: "" });
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { message: string }).message).toMatch(/[가-힣]/);
  });

  it("takes a list body where the row's schema is a list", async () => {
    const prices = [{ grade: "R석", price: 154000 }];
    const ok = await sendJson("PUT", "/api/admin/new-concerts/2/prices", prices, "admin");
    expect(await ok.json()).toEqual(prices);
    const object = await sendJson(
      "PUT",
      "/api/admin/new-concerts/2/prices",
      { grade: "R석" },
      "admin",
    );
    expect(object.status).toBe(400);
  });

  it("reads a multipart form by the row's part name", async () => {
    const form = new FormData();
    form.set("artist", JSON.stringify({ name: "Muse" }));
    form.set("file", new Blob([new Uint8Array(3)], { type: "image/png" }));
    const res = await app.request("/api/admin/artists/3", {
      method: "PUT",
      headers: { authorization: "admin" },
      body: form,
    });
    expect(await res.json()).toEqual({ id: 3, name: "Muse", file: 3 });
    const wrongPart = new FormData();
    wrongPart.set("newConcert", JSON.stringify({ name: "Muse" }));
    const refused = await app.request("/api/admin/artists/3", {
      method: "PUT",
      headers: { authorization: "admin" },
      body: wrongPart,
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toContain("artist 파트");
  });
});
