/** What the board shows, read from its URL, so back and reload keep it. */
export type BoardView =
  | { kind: "list" }
  | { kind: "post"; postId: number }
  | { kind: "write" }
  | { kind: "edit"; postId: number };

const positiveId = (raw: string | null) => {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
};

export function readBoardView(params: URLSearchParams): BoardView {
  const edit = positiveId(params.get("edit"));
  if (edit !== null) return { kind: "edit", postId: edit };
  if (params.get("write") !== null) return { kind: "write" };
  const post = positiveId(params.get("post"));
  if (post !== null) return { kind: "post", postId: post };
  return { kind: "list" };
}
