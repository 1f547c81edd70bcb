import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inProcessDeps } from "../../deps";
import type { AppEnv } from "../../lib/context";
import { requestLimits } from "../../lib/http/request-limits";
import { type TestApp, createTestApp } from "../../test/app";
import { buildArtist } from "../../test/factories";
import { renderShareCard } from "./share-card";
import { shareCardRoutes } from "./share-cards.routes";

/** Review of 2026-11-27, L3: cards are drawn once per version, and cold draws count per address. */
let t: TestApp;
const artistIds: number[] = [];
const shareCardDir = () => mkdtempSync(join(tmpdir(), "naehan-cards-"));
const from = (address: string) => ({ headers: { "x-forwarded-for": address } });
beforeAll(async () => {
  t = await createTestApp("empty", { config: { trustProxy: true, shareCardDir: shareCardDir() } });
  // Artists whose pictures are not in a media folder: each card is its title panel.
  for (let i = 0; i < 70; i++) {
    artistIds.push((await buildArtist(t.db.db, { name: `Card ${i}` })).id);
  }
});
afterAll(() => t.close());

describe("share cards kept on disk", () => {
  it("draw each of 65 cards once: asked again, even after a restart, none is drawn", async () => {
    const dir = shareCardDir();
    let draws = 0;
    const counting: typeof renderShareCard = (card, options) => {
      draws++;
      return renderShareCard(card, options);
    };
    // The module as the app mounts it, over the same database and folder, drawing with the real
    // renderer; a second one stands for the server started again.
    const server = () => {
      const deps = inProcessDeps(t.db.db, { config: { trustProxy: true, shareCardDir: dir } });
      const limits = requestLimits(deps.rateLimiter, true);
      return new Hono<AppEnv>().route("/share", shareCardRoutes({ ...deps, limits }, counting));
    };
    const cards = artistIds.slice(0, 65);
    const round = async (app: Hono<AppEnv>) => {
      for (const [i, id] of cards.entries()) {
        // An address per card: the per-address limit is not what this test is about.
        const response = await app.request(`/share/artists/${id}.jpg`, from(`198.51.100.${i}`));
        expect(response.status, String(id)).toBe(200);
        expect(response.headers.get("content-type")).toBe("image/jpeg");
      }
    };
    const first = server();
    await round(first);
    expect(draws).toBe(65);
    expect(readdirSync(dir).filter((name) => name.endsWith(".jpg"))).toHaveLength(65);

    draws = 0;
    await round(first);
    await round(server());
    expect(draws).toBe(0);
  }, 120_000);
});

describe("drawing cards nobody asked for before", () => {
  it("is limited to 30 a minute per address: past it 429, while another address is served", async () => {
    const burst = artistIds.slice(0, 35);
    const answers = await Promise.all(
      burst.map((id) => t.request(`/share/artists/${id}.jpg`, from("203.0.113.7"))),
    );
    const statuses = answers.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(30);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    const refused = answers.find((response) => response.status === 429);
    expect(Number(refused?.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused?.json()).toMatchObject({
      code: "RATE_LIMITED",
      message: "미리보기 이미지를 너무 자주 요청했습니다. 1분 후에 다시 시도해 주세요.",
    });

    // Another address is served the cards refused here; a card already drawn costs nothing.
    for (const id of burst.filter((_, i) => statuses[i] === 429)) {
      expect((await t.request(`/share/artists/${id}.jpg`, from("192.0.2.1"))).status).toBe(200);
    }
    const drawnId = burst[statuses.indexOf(200)];
    const again = await t.request(`/share/artists/${drawnId}.jpg`, from("203.0.113.7"));
    expect(again.status).toBe(200);
  }, 120_000);
});
