import { describe, expect, it } from "vitest";
import type { AuthUser } from "../../lib/auth/tokens";
import { canDelete, canEdit } from "./board.policy";

const author: AuthUser = { id: 1, nickname: "작성자", roles: ["ROLE_USER"] };
const other: AuthUser = { id: 2, nickname: "다른사람", roles: ["ROLE_USER"] };
const admin: AuthUser = { id: 3, nickname: "관리자", roles: ["ROLE_ADMIN"] };

describe("board policy", () => {
  it("lets only the author edit, and the author or an admin delete", () => {
    const post = { userId: 1 };
    expect([author, other, admin].map((u) => canEdit(u, post))).toEqual([true, false, false]);
    expect([author, other, admin].map((u) => canDelete(u, post))).toEqual([true, false, true]);
  });

  it("lets nobody but an admin touch a post whose author is gone", () => {
    const orphan = { userId: null };
    expect([author, other, admin].map((u) => canEdit(u, orphan))).toEqual([false, false, false]);
    expect([author, other, admin].map((u) => canDelete(u, orphan))).toEqual([false, false, true]);
  });
});
