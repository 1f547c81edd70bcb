import { describe, expect, it } from "vitest";
import type { Session } from "../../../lib/session";
import { authorName, isMine } from "./authorship";
import { readBoardView } from "./board-view";

const session = (nickname: string | null): Session => ({
  isLoggedIn: nickname !== null,
  token: nickname ? "t" : null,
  refreshToken: null,
  nickname,
  role: null,
  userId: null,
});

describe("board model", () => {
  it("reads the board's view from its URL", () => {
    const view = (qs: string) => readBoardView(new URLSearchParams(qs));
    expect(view("")).toEqual({ kind: "list" });
    expect(view("post=12")).toEqual({ kind: "post", postId: 12 });
    expect(view("write=1")).toEqual({ kind: "write" });
    expect(view("edit=7&post=7")).toEqual({ kind: "edit", postId: 7 });
    expect(view("post=abc")).toEqual({ kind: "list" });
    expect(view("post=0")).toEqual({ kind: "list" });
  });

  it("names a missing author 익명 and knows the fan's own posts by nickname", () => {
    expect(authorName(null)).toBe("익명");
    expect(authorName("콜플덕후")).toBe("콜플덕후");
    expect(isMine(session("콜플덕후"), "콜플덕후")).toBe(true);
    expect(isMine(session("콜플덕후"), "다른팬")).toBe(false);
    expect(isMine(session(null), null)).toBe(false);
    expect(isMine(session("콜플덕후"), null)).toBe(false);
  });
});
