import { randomBytes } from "node:crypto";
import { hashPassword } from "../lib/auth/password";
import { nicknameKey } from "../modules/auth/nicknames";
import type { Database } from "../db/client";
import { articles, comments, users } from "../db/schema";
import type { DemoBoard } from "./demo-data";

/**
 * The demo authors' shared password hash: of random bytes nobody ever sees, so the accounts own
 * their posts but no one can log in as them. Made once per seed, outside its transaction.
 */
export const demoAuthorPasswordHash = () => hashPassword(randomBytes(32).toString("base64url"));

/**
 * The demo board: its authors, their posts and comments with the times written in the file.
 * `concertIds` are the inserted demo concerts in file order (an article's `concertIndex` points
 * into them). Runs inside the demo seed's transaction.
 */
export async function seedDemoBoard(
  tx: Database,
  board: DemoBoard,
  refs: {
    artistIds: Map<string, number>;
    concerts: { id: number; artistId: number }[];
    passwordHash: string;
  },
): Promise<{ articles: number; comments: number }> {
  // An address or nickname someone already took keeps its owner; those posts show as 익명.
  const authors = await tx
    .insert(users)
    .values(
      board.users.map((u) => ({
        email: u.email.toLowerCase(),
        nickname: u.nickname,
        nicknameKey: nicknameKey(u.nickname),
        passwordHash: refs.passwordHash,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: users.id, nickname: users.nickname });
  const authorIds = new Map(authors.map((a) => [a.nickname, a.id]));
  const authorOf = (nickname: string) => authorIds.get(nickname) ?? null;

  const articleRows = board.articles.map((a, index) => {
    const artistId = refs.artistIds.get(a.artistKey);
    if (!artistId) throw new Error(`Demo article ${index} names unknown artist ${a.artistKey}`);
    let newConcertId: number | null = null;
    if (a.concertIndex !== null) {
      const concert = refs.concerts[a.concertIndex];
      if (concert?.artistId !== artistId) {
        throw new Error(`Demo article ${index}: concert ${a.concertIndex} is not ${a.artistKey}'s`);
      }
      newConcertId = concert.id;
    }
    const createdAt = new Date(a.createdAt);
    return {
      artistId,
      userId: authorOf(a.author),
      newConcertId,
      category: a.categoryType,
      title: a.title,
      content: a.content,
      createdAt,
      updatedAt: createdAt,
    };
  });
  if (articleRows.length === 0) return { articles: 0, comments: 0 };
  const inserted = await tx.insert(articles).values(articleRows).returning({ id: articles.id });

  const commentRows = board.articles.flatMap((a, index) =>
    a.comments.map((c) => ({
      articleId: inserted[index]?.id ?? 0,
      userId: authorOf(c.author),
      content: c.content,
      createdAt: new Date(c.createdAt),
      updatedAt: new Date(c.createdAt),
    })),
  );
  if (commentRows.length > 0) await tx.insert(comments).values(commentRows);
  return { articles: inserted.length, comments: commentRows.length };
}
