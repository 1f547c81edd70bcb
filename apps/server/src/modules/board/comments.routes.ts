import { createCommentBody, updateCommentBody } from "@naehan/contract";
import { Hono } from "hono";
import type { Database } from "../../db/client";
import { PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from "../../db/errors";
import { currentUser, requireUser } from "../../lib/auth/middleware";
import { clientIp } from "../../lib/client-ip";
import type { AppDeps, AppEnv } from "../../lib/context";
import { accountLookup } from "../auth/auth.queries";
import { forbidden, notFound, rateLimited } from "../../lib/errors";
import { parseId, readJson } from "../../lib/http";
import { readPage, takePage } from "../../lib/pagination";
import { presentComment, presentMyComment } from "./board.presenter";
import { canDelete, canEdit } from "./board.policy";
import * as q from "./comments.queries";

/** Comments one address may post per window: plenty for a conversation, too few for a flood. */
export const COMMENT_LIMIT = { max: 20, windowSeconds: 5 * 60 } as const;

async function presentById(db: Database, id: number) {
  const row = await q.findComment(db, id);
  if (!row) throw notFound("comment");
  return presentComment(row);
}

export function commentsRoutes({ db, jwtSecret, rateLimiter, config }: AppDeps) {
  const auth = requireUser(jwtSecret, accountLookup(db));
  return new Hono<AppEnv>()
    .get("/article/:articleId", async (c) => {
      const articleId = parseId(c.req.param("articleId"), "article");
      const page = readPage(c);
      const rows = await q.listArticleComments(db, articleId, {
        after: page.after,
        limit: page.limit + 1,
      });
      if (rows.length === 0 && !(await q.articleExists(db, articleId))) throw notFound("article");
      return c.json(takePage(c, rows, page, (row) => row.id).map(presentComment));
    })
    .get("/user", auth, async (c) => {
      const page = readPage(c);
      const rows = await q.listUserComments(db, currentUser(c).id, {
        after: page.after,
        limit: page.limit + 1,
      });
      return c.json(takePage(c, rows, page, (row) => row.id).map(presentMyComment));
    })
    .post("/", auth, async (c) => {
      const limit = await rateLimiter.hit(
        `comment:ip:${clientIp(c, config.trustProxy)}`,
        COMMENT_LIMIT.windowSeconds,
      );
      if (limit.count > COMMENT_LIMIT.max) {
        throw rateLimited(
          limit.retryAfter,
          `댓글을 너무 자주 작성했습니다. ${Math.max(1, Math.ceil(limit.retryAfter / 60))}분 후에 다시 시도해 주세요.`,
        );
      }
      const body = await readJson(c, createCommentBody);
      let id: number | null;
      try {
        id = await q.insertComment(db, {
          articleId: body.articleId,
          userId: currentUser(c).id,
          content: body.content,
        });
      } catch (err) {
        // The article was deleted between the insert's read and its write.
        if (pgErrorCode(err) === PG_FOREIGN_KEY_VIOLATION) throw notFound("article");
        throw err;
      }
      if (id === null) throw notFound("article");
      return c.json(await presentById(db, id), 201);
    })
    .put("/:id", auth, async (c) => {
      const id = parseId(c.req.param("id"), "comment");
      const body = await readJson(c, updateCommentBody);
      const comment = await q.findCommentOwner(db, id);
      if (!comment) throw notFound("comment");
      if (!canEdit(currentUser(c), comment)) throw forbidden("작성자만 댓글을 수정할 수 있습니다.");
      await q.updateComment(db, id, body.content);
      return c.json(await presentById(db, id));
    })
    .delete("/:id", auth, async (c) => {
      const id = parseId(c.req.param("id"), "comment");
      const comment = await q.findCommentOwner(db, id);
      if (!comment) throw notFound("comment");
      if (!canDelete(currentUser(c), comment)) {
        throw forbidden("작성자나 관리자만 댓글을 삭제할 수 있습니다.");
      }
      await q.deleteComment(db, id);
      return c.body(null, 204);
    });
}
