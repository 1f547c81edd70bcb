import { createCommentBody, updateCommentBody } from "@naehan/contract";
import { Hono } from "hono";
import type { Database } from "../../db/client";
import { PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from "../../db/errors";
import { currentUser } from "../../lib/auth/middleware";
import { json } from "../../lib/cache/answer-bytes";
import { cacheTag, changes, shows } from "../../lib/cache/cache-tags";
import type { AppEnv } from "../../lib/context";
import type { ModuleDeps } from "../module-deps";
import { forbidden, notFound } from "../../lib/http/errors";
import { EDIT_LIMIT, type WriteLimit } from "../../lib/http/request-limits";
import { parseId, readJson } from "../../lib/http/input";
import { readPage, takePage } from "../../lib/http/pagination";
import { presentComment, presentMyComment } from "./board.presenter";
import { canDelete, canEdit } from "./board.policy";
import * as q from "./comments.queries";

/** Comments per window: plenty for a conversation, too few for a flood. */
export const COMMENT_LIMIT = {
  account: { max: 30, windowSeconds: 10 * 60 },
  address: { max: 20, windowSeconds: 5 * 60 },
  message: (minutes: number) =>
    `댓글을 너무 자주 작성했습니다. ${minutes}분 후에 다시 시도해 주세요.`,
} as const satisfies WriteLimit;

async function presentById(db: Database, id: number) {
  const row = await q.findComment(db, id);
  if (!row) throw notFound("comment");
  return presentComment(row);
}

export function commentsRoutes({ db, guards, limits }: ModuleDeps) {
  const { requireUser } = guards;
  const articleComments = q.articleCommentsQuery(db);
  return new Hono<AppEnv>()
    .get("/article/:articleId", async (c) => {
      const articleId = parseId(c.req.param("articleId"), "article");
      const page = readPage(c);
      const rows = await articleComments(articleId, { after: page.after, limit: page.limit + 1 });
      if (!rows) throw notFound("article");
      shows(c, cacheTag.article(articleId));
      return json(c, takePage(c, rows, page, (row) => row.id).map(presentComment));
    })
    .get("/user", requireUser, async (c) => {
      const page = readPage(c);
      const rows = await q.listUserComments(db, currentUser(c).id, {
        after: page.after,
        limit: page.limit + 1,
      });
      return c.json(takePage(c, rows, page, (row) => row.id).map(presentMyComment));
    })
    .post("/", requireUser, async (c) => {
      const body = await readJson(c, createCommentBody);
      const user = currentUser(c);
      const written = await limits.limitWritesByAccount(
        c,
        "comment",
        COMMENT_LIMIT,
        user.id,
        async () => {
          let inserted: q.InsertedComment | null;
          try {
            inserted = await q.insertComment(db, {
              articleId: body.articleId,
              userId: user.id,
              content: body.content,
            });
          } catch (err) {
            // The article was deleted between the insert's read and its write.
            if (pgErrorCode(err) === PG_FOREIGN_KEY_VIOLATION) throw notFound("article");
            throw err;
          }
          if (inserted === null) throw notFound("article");
          return inserted;
        },
      );
      // A new comment changes its post's comments and the comment count on its board.
      changes(c, cacheTag.article(body.articleId), cacheTag.board(written.artistId));
      const comment = presentComment({
        ...written,
        articleId: body.articleId,
        nickname: user.nickname,
        content: body.content,
      });
      return json(c, comment, 201);
    })
    .put("/:id", requireUser, async (c) => {
      const id = parseId(c.req.param("id"), "comment");
      const body = await readJson(c, updateCommentBody);
      const comment = await q.findCommentOwner(db, id);
      if (!comment) throw notFound("comment");
      if (!canEdit(currentUser(c), comment)) throw forbidden("작성자만 댓글을 수정할 수 있습니다.");
      await limits.limitWritesByAccount(c, "edit", EDIT_LIMIT, currentUser(c).id, () =>
        q.updateComment(db, id, body.content),
      );
      changes(c, cacheTag.article(comment.articleId));
      return json(c, await presentById(db, id));
    })
    .delete("/:id", requireUser, async (c) => {
      const id = parseId(c.req.param("id"), "comment");
      const comment = await q.findCommentOwner(db, id);
      if (!comment) throw notFound("comment");
      if (!canDelete(currentUser(c), comment)) {
        throw forbidden("작성자나 관리자만 댓글을 삭제할 수 있습니다.");
      }
      await q.deleteComment(db, id);
      changes(c, cacheTag.article(comment.articleId), cacheTag.board(comment.artistId));
      return c.body(null, 204);
    });
}
