import {
  type ArticleCategory,
  BOARD_MESSAGES,
  createArticleBody,
  updateArticleBody,
} from "@naehan/contract";
import { Hono } from "hono";
import type { Database } from "../../db/client";
import { PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from "../../db/errors";
import { currentUser, requireUser } from "../../lib/auth/middleware";
import type { AppDeps, AppEnv } from "../../lib/context";
import { accountLookup } from "../auth/auth.queries";
import { forbidden, invalidFields, notFound } from "../../lib/errors";
import { EDIT_LIMIT, type WriteLimit, withinWriteLimit } from "../../lib/write-limits";
import { parseId, readJson } from "../../lib/http";
import { readPage, takePage } from "../../lib/pagination";
import { artistExists } from "../artists/artists.queries";
import * as q from "./articles.queries";
import { presentArticle } from "./board.presenter";
import { canDelete, canEdit } from "./board.policy";

/**
 * The concert a post is about. Only the concert board has one: on the free board `newConcertId` is
 * ignored (the spec's free-board form has no concert, and its clients send whatever the field
 * held). 0 or null is no concert; any other must be a concert of the article's artist.
 */
async function checkConcert(
  db: Database,
  artistId: number,
  body: { categoryType: ArticleCategory; newConcertId?: number | null | undefined },
): Promise<number | null> {
  const { newConcertId } = body;
  if (body.categoryType !== "NEW_CONCERT" || !newConcertId) return null;
  const owner = await q.concertArtistId(db, newConcertId);
  if (owner === null) throw invalidFields({ newConcertId: BOARD_MESSAGES.concertInvalid });
  if (owner !== artistId)
    throw invalidFields({ newConcertId: BOARD_MESSAGES.concertOfOtherArtist });
  return newConcertId;
}

/** A concert or artist deleted between the check and the write is the same 422 as a wrong one. */
async function writing<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (pgErrorCode(err) === PG_FOREIGN_KEY_VIOLATION) {
      throw invalidFields({ newConcertId: BOARD_MESSAGES.concertInvalid });
    }
    throw err;
  }
}

/** Posts per window, per account and per address: a busy fan's evening fits, a spam run does not. */
export const ARTICLE_LIMIT = {
  account: { max: 5, windowSeconds: 10 * 60 },
  address: { max: 10, windowSeconds: 10 * 60 },
  message: (minutes: number) =>
    `글을 너무 자주 작성했습니다. ${minutes}분 후에 다시 시도해 주세요.`,
} as const satisfies WriteLimit;

async function presentById(db: Database, id: number) {
  const row = await q.findArticle(db, id);
  if (!row) throw notFound("article");
  return presentArticle(row);
}

export function articlesRoutes(deps: AppDeps) {
  const { db, jwtSecret } = deps;
  const auth = requireUser(jwtSecret, accountLookup(db));
  return (
    new Hono<AppEnv>()
      .get("/artist/:artistId", async (c) => {
        const artistId = parseId(c.req.param("artistId"), "artist");
        const page = readPage(c);
        const rows = await q.listArtistArticles(db, artistId, {
          after: page.after,
          limit: page.limit + 1,
        });
        if (rows.length === 0 && !(await artistExists(db, artistId))) throw notFound("artist");
        return c.json(takePage(c, rows, page, (row) => row.id).map(presentArticle));
      })
      // Registered before /:id, which would otherwise read "user" as an id.
      .get("/user", auth, async (c) => {
        const page = readPage(c);
        const rows = await q.listUserArticles(db, currentUser(c).id, {
          after: page.after,
          limit: page.limit + 1,
        });
        return c.json(takePage(c, rows, page, (row) => row.id).map(presentArticle));
      })
      .get("/:id", async (c) => {
        return c.json(await presentById(db, parseId(c.req.param("id"), "article")));
      })
      .post("/", auth, async (c) => {
        const body = await readJson(c, createArticleBody);
        const userId = currentUser(c).id;
        const id = await withinWriteLimit(c, deps, "article", ARTICLE_LIMIT, userId, async () => {
          if (!(await artistExists(db, body.artistId))) {
            throw invalidFields({ artistId: BOARD_MESSAGES.artistUnknown });
          }
          const newConcertId = await checkConcert(db, body.artistId, body);
          return writing(() =>
            q.insertArticle(db, {
              artistId: body.artistId,
              userId,
              title: body.title,
              content: body.content,
              category: body.categoryType,
              newConcertId,
            }),
          );
        });
        return c.json(await presentById(db, id), 201);
      })
      .put("/:id", auth, async (c) => {
        const id = parseId(c.req.param("id"), "article");
        const body = await readJson(c, updateArticleBody);
        const article = await q.findArticleOwner(db, id);
        if (!article) throw notFound("article");
        if (!canEdit(currentUser(c), article)) {
          throw forbidden("작성자만 게시글을 수정할 수 있습니다.");
        }
        const newConcertId = await checkConcert(db, article.artistId, body);
        await withinWriteLimit(c, deps, "edit", EDIT_LIMIT, currentUser(c).id, () =>
          writing(() =>
            q.updateArticle(db, id, {
              title: body.title,
              content: body.content,
              category: body.categoryType,
              newConcertId,
            }),
          ),
        );
        return c.json(await presentById(db, id));
      })
      .delete("/:id", auth, async (c) => {
        const id = parseId(c.req.param("id"), "article");
        const user = currentUser(c);
        await db.transaction(async (tx) => {
          const article = await q.findArticleOwner(tx, id, true);
          if (!article) throw notFound("article");
          if (!canDelete(user, article)) {
            throw forbidden("작성자나 관리자만 게시글을 삭제할 수 있습니다.");
          }
          await q.deleteArticle(tx, id);
        });
        return c.body(null, 204);
      })
  );
}
