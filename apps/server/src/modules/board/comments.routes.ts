import { endpoints } from "@naehan/contract";
import type { Database } from "../../db/client";
import { PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from "../../db/errors";
import { currentUser } from "../../lib/auth/middleware";
import { json } from "../../lib/cache/answer-bytes";
import { cacheTag, tagWrite, tagAnswer } from "../../lib/cache/cache-tags";
import type { ModuleDeps } from "../module-deps";
import { forbidden, notFound } from "../../lib/http/errors";
import { EDIT_LIMIT, type WriteLimit } from "../../lib/http/request-limits";
import { endpointRouter } from "../../lib/http/endpoint-router";
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

export function commentsRoutes(deps: ModuleDeps) {
  const { db, limits } = deps;
  const articleComments = q.articleCommentsQuery(db);
  return endpointRouter(deps)
    .on(endpoints.listArticleComments, { notFound: "article" }, async (c, { params }) => {
      const { articleId } = params;
      const page = readPage(c);
      const rows = await articleComments(articleId, { after: page.after, limit: page.limit + 1 });
      if (!rows) throw notFound("article");
      tagAnswer(c, cacheTag.article(articleId));
      return json(c, takePage(c, rows, page, (row) => row.id).map(presentComment));
    })
    .on(endpoints.listMyComments, async (c) => {
      const page = readPage(c);
      const rows = await q.listUserComments(db, currentUser(c).id, {
        after: page.after,
        limit: page.limit + 1,
      });
      return c.json(takePage(c, rows, page, (row) => row.id).map(presentMyComment));
    })
    .on(endpoints.createComment, async (c, { body }) => {
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
      tagWrite(c, cacheTag.article(body.articleId), cacheTag.board(written.artistId));
      const comment = presentComment({
        ...written,
        articleId: body.articleId,
        nickname: user.nickname,
        content: body.content,
      });
      return json(c, comment, 201);
    })
    .on(endpoints.updateComment, { notFound: "comment" }, async (c, { params, body }) => {
      const { id } = params;
      const comment = await q.findCommentOwner(db, id);
      if (!comment) throw notFound("comment");
      if (!canEdit(currentUser(c), comment)) throw forbidden("작성자만 댓글을 수정할 수 있습니다.");
      await limits.limitWritesByAccount(c, "edit", EDIT_LIMIT, currentUser(c).id, () =>
        q.updateComment(db, id, body.content),
      );
      tagWrite(c, cacheTag.article(comment.articleId));
      return json(c, await presentById(db, id));
    })
    .on(endpoints.deleteComment, { notFound: "comment" }, async (c, { params: { id } }) => {
      const comment = await q.findCommentOwner(db, id);
      if (!comment) throw notFound("comment");
      if (!canDelete(currentUser(c), comment)) {
        throw forbidden("작성자나 관리자만 댓글을 삭제할 수 있습니다.");
      }
      await q.deleteComment(db, id);
      tagWrite(c, cacheTag.article(comment.articleId), cacheTag.board(comment.artistId));
      return c.body(null, 204);
    }).hono;
}
