import { existsSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { QueryClient } from "@tanstack/react-query";
import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { paths } from "../lib/paths";
import { createRoutes } from "./route-tree";
import type { ScreenHandle } from "./screen";

const web = `${dirname(dirname(dirname(fileURLToPath(import.meta.url))))}/`;
const routes = createRoutes(new QueryClient());
const leafOf = (url: string) => matchRoutes(routes, url)?.at(-1)?.route;

describe("the route tree", () => {
  it("names each screen's own folder, where the server finds its files to link", () => {
    const modules = (routes[0]?.children?.[0]?.children ?? []).flatMap(({ handle }) => {
      const module = (handle as ScreenHandle | undefined)?.module;
      return module ? [module] : [];
    });
    expect(modules.length).toBeGreaterThan(10);
    for (const module of modules) {
      expect(existsSync(`${web}${module}`), module).toBe(true);
      expect(module).toMatch(/^src\/app\/routes\/([a-z-]+)\/\1\.tsx$/);
    }
  });

  it("leads each link of the paths table to the screen of the same name", () => {
    const links: [string, string][] = [
      [paths.concert(7), "concert"],
      [paths.artist(7), "artist"],
      [paths.artistPost(7, 2), "artist"],
      [paths.setlist(7, 9), "setlist"],
      [paths.pastConcerts(7), "past-concerts"],
      [paths.board(7), "board"],
      [paths.boardWrite(7), "board"],
      [paths.search("콜드플레이"), "search"],
      [paths.login("/mypage"), "login"],
      [paths.myPage(), "my-page"],
      [paths.inbox(), "notifications"],
      [paths.admin(), "admin"],
      [paths.predictionAccuracy(), "prediction-accuracy"],
      [paths.genre("rock"), "genre-list"],
      [paths.home(), "home"],
    ];
    for (const [url, name] of links) {
      const { pathname } = new URL(url, "https://naehan.example");
      const handle = leafOf(pathname)?.handle as ScreenHandle | undefined;
      expect(handle?.module, url).toBe(`src/app/routes/${name}/${name}.tsx`);
    }
    expect(leafOf("/no-such-page")?.path).toBe("*");
  });
});
