import { type ArticleCategory, BOARD_MESSAGES, endpoints } from "@naehan/contract";
import type { Database } from "../../db/client";
import { PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from "../../db/errors";
import { currentUser } from "../../lib/auth/middleware";
import { json } from "../../lib/cache/answer-bytes";
import { cacheTag, tagWrite, tagAnswer } from "../../lib/cache/cache-tags";
import type { ModuleDeps } from "../module-deps";
import { forbidden, invalidFields, notFound } from "../../lib/http/errors";
import { EDIT_LIMIT, type WriteLimit } from "../../lib/http/request-limits";
import { endpointRouter } from "../../lib/http/endpoint-router";
import { readPage, takePage } from "../../lib/http/pagination";
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

/** The concert a new post names: only on the concert board, where 0 or null is none. */
const chosenConcert = (body: { categoryType: ArticleCategory; newConcertId?: number | null }) =>
  body.categoryType === "NEW_CONCERT" && body.newConcertId ? body.newConcertId : null;

export function articlesRoutes(deps: ModuleDeps) {
  const { db, limits } = deps;
  const board = q.boardQuery(db);
  const findArticle = q.findArticleQuery(db);
  return (
    endpointRouter(deps)
      .on(endpoints.listArtistArticles, { notFound: "artist" }, async (c, { params }) => {
        const { artistId } = params;
        const page = readPage(c);
        const rows = await board(artistId, { after: page.after, limit: page.limit + 1 });
        if (!rows) throw notFound("artist");
        const items = takePage(c, rows, page, (row) => row.id);
        tagAnswer(c, cacheTag.board(artistId), cacheTag.artist(artistId));
        for (const row of items) {
          if (row.newConcertId !== null) tagAnswer(c, cacheTag.concert(row.newConcertId));
        }
        return json(c, items.map(presentArticle));
      })
      // Registered before /:id, which would otherwise read "user" as an id.
      .on(endpoints.listMyArticles, async (c) => {
        const page = readPage(c);
        const rows = await q.listUserArticles(db, currentUser(c).id, {
          after: page.after,
          limit: page.limit + 1,
        });
        return c.json(takePage(c, rows, page, (row) => row.id).map(presentArticle));
      })
      .on(endpoints.getArticle, { notFound: "article" }, async (c, { params: { id } }) => {
        const row = await findArticle(id);
        if (!row) throw notFound("article");
        tagAnswer(c, cacheTag.article(id), cacheTag.artist(row.artistId));
        if (row.newConcertId !== null) tagAnswer(c, cacheTag.concert(row.newConcertId));
        return json(c, presentArticle(row));
      })
      .on(endpoints.createArticle, async (c, { body }) => {
        const user = currentUser(c);
        const newConcertId = chosenConcert(body);
        const fields = {
          title: body.title,
          content: body.content,
          category: body.categoryType,
          newConcertId,
        };
        const created = await limits.limitWritesByAccount(
          c,
          "article",
          ARTICLE_LIMIT,
          user.id,
          async () => {
            const written = await writing(() =>
              q.insertArticle(db, { ...fields, artistId: body.artistId, userId: user.id }),
            );
            if (written.artistName === null) {
              throw invalidFields({ artistId: BOARD_MESSAGES.artistUnknown });
            }
            if (newConcertId !== null && written.concertArtistId === null) {
              throw invalidFields({ newConcertId: BOARD_MESSAGES.concertInvalid });
            }
            if (newConcertId !== null && written.concertArtistId !== body.artistId) {
              throw invalidFields({ newConcertId: BOARD_MESSAGES.concertOfOtherArtist });
            }
            if (!written.row) throw new Error("article not written");
            return { ...written, row: written.row };
          },
        );
        tagWrite(c, cacheTag.board(body.artistId));
        const row = created.row;
        return json(
          c,
          presentArticle({
            ...fields,
            id: row.id,
            userName: user.nickname,
            artistId: body.artistId,
            artistName: created.artistName ?? "",
            newConcertTitle: created.concertTitle,
            createdAt: row.createdAt,
            updatedAt: row.updatedAt,
            commentCount: 0,
          }),
          201,
        );
      })
      .on(endpoints.updateArticle, { notFound: "article" }, async (c, { params, body }) => {
        const { id } = params;
        const article = await q.findArticleOwner(db, id);
        if (!article) throw notFound("article");
        if (!canEdit(currentUser(c), article)) {
          throw forbidden("작성자만 게시글을 수정할 수 있습니다.");
        }
        const newConcertId = await checkConcert(db, article.artistId, body);
        await limits.limitWritesByAccount(c, "edit", EDIT_LIMIT, currentUser(c).id, () =>
          writing(() =>
            q.updateArticle(db, id, {
              title: body.title,
              content: body.content,
              category: body.categoryType,
              newConcertId,
            }),
          ),
        );
        tagWrite(c, cacheTag.article(id), cacheTag.board(article.artistId));
        return json(c, await presentById(db, id));
      })
      .on(endpoints.deleteArticle, { notFound: "article" }, async (c, { params: { id } }) => {
        const user = currentUser(c);
        const artistId = await db.transaction(async (tx) => {
          const article = await q.findArticleOwner(tx, id, true);
          if (!article) throw notFound("article");
          if (!canDelete(user, article)) {
            throw forbidden("작성자나 관리자만 게시글을 삭제할 수 있습니다.");
          }
          await q.deleteArticle(tx, id);
          return article.artistId;
        });
        tagWrite(c, cacheTag.article(id), cacheTag.board(artistId));
        return c.body(null, 204);
      }).hono
  );
}
