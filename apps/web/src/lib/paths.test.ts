import { readParamsOf } from "@naehan/contract";
import { describe, expect, it } from "vitest";
import { paths } from "./paths";

describe("the app's URLs", () => {
  it("carry only query parameters their page is listed as reading (the server drops others)", () => {
    const urls = [
      paths.login("/mypage"),
      paths.search("콜드플레이"),
      paths.artistPost(1, 2),
      paths.boardPost(1, 2),
      paths.boardWrite(1),
      paths.boardEdit(1, 2),
    ];
    for (const url of urls) {
      const { pathname, searchParams } = new URL(url, "https://naehan.example");
      expect([...searchParams.keys()].length, url).toBeGreaterThan(0);
      for (const name of searchParams.keys()) {
        expect(readParamsOf("GET", pathname), url).toContain(name);
      }
    }
  });
});
