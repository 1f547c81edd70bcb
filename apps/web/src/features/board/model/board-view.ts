import { parseIdText } from "@naehan/contract";

/** What the board shows, read from its URL, so back and reload keep it. */
export type BoardView =
  | { kind: "list" }
  | { kind: "post"; postId: number }
  | { kind: "write" }
  | { kind: "edit"; postId: number };

export function readBoardView(params: URLSearchParams): BoardView {
  const edit = parseIdText(params.get("edit"));
  if (edit !== null) return { kind: "edit", postId: edit };
  if (params.get("write") !== null) return { kind: "write" };
  const post = parseIdText(params.get("post"));
  if (post !== null) return { kind: "post", postId: post };
  return { kind: "list" };
}
