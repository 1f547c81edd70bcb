import { and, asc, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { rectifyConfusion } from "unicode-confusables";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";

/** Drawn as nothing: UTS #39 drops them before the skeleton (since Unicode 15.1). */
const DEFAULT_IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;

/**
 * A combining mark on a Hangul letter (in NFD, on its last jamo). Hangul takes no diacritics, so
 * such a mark is only ever a speck beside a name it imitates (`관리자` + U+0323).
 */
const MARK_ON_HANGUL = /(?<=\p{Script=Hangul}\p{M}*)\p{M}/gu;

const COMBINING_MARK = /\p{M}/gu;

/**
 * What two nicknames are compared on: NFKC, lower case, then the UTS #39 confusable skeleton
 * (NFD, default-ignorable code points removed, Unicode's confusables.txt through
 * `unicode-confusables`, NFD; decision 010). `관리자` with a zero-width space or a variation
 * selector, Cyrillic look-alikes and full-width letters all meet the name they imitate. Marks on
 * Hangul are dropped too; marks on other scripts stay (Vietnamese ễ, Hindi कि, Japanese が are
 * letters of their own). Only for comparing: never shown.
 */
export function nicknameKey(nickname: string): string {
  const folded = nickname
    .normalize("NFKC")
    .toLowerCase()
    .normalize("NFD")
    .replace(DEFAULT_IGNORABLE, "")
    .replace(MARK_ON_HANGUL, "");
  return rectifyConfusion(folded).normalize("NFD").toLowerCase();
}

/**
 * The reserved names are compared without any combining mark at all: `ádmin` or `admiṇ` may be
 * someone's own name elsewhere, but beside a post it reads as the site speaking.
 */
const reservedKey = (nickname: string) => nicknameKey(nickname).replace(COMBINING_MARK, "");

/** Names that would pass for the site speaking; the configured admin keeps its own. */
const RESERVED = ["관리자", "admin", "운영자", "naehan", "내한", "administrator", "운영팀"];
const RESERVED_KEYS = new Set(RESERVED.map(reservedKey));

export const isReservedNickname = (nickname: string) => RESERVED_KEYS.has(reservedKey(nickname));

/**
 * Gives every account without a key one (accounts from before keys, or written by an older
 * release during a rolling deploy), oldest first, and a new one to every account whose key an
 * earlier rule made. A nickname whose key is taken is an older look-alike's: it gets the first free
 * number as a suffix. Runs at start-up, under the lock.
 */
export async function backfillNicknameKeys(db: Database): Promise<number> {
  await forgetStaleKeys(db);
  const rows = await db
    .select({ id: users.id, nickname: users.nickname })
    .from(users)
    .where(isNull(users.nicknameKey))
    .orderBy(asc(users.id));
  for (const row of rows) {
    let nickname = row.nickname;
    for (let n = 2; await keyTaken(db, nicknameKey(nickname)); n++)
      nickname = `${row.nickname}${n}`;
    await db
      .update(users)
      .set({ nickname, nicknameKey: nicknameKey(nickname) })
      .where(sql`${users.id} = ${row.id}`);
  }
  return rows.length;
}

/**
 * Clears keys that `nicknameKey` would now make differently (the first rule kept default-ignorable
 * code points and marks on Hangul). Only nicknames beyond printable ASCII and Hangul syllables are
 * read: the key of those never changed.
 */
async function forgetStaleKeys(db: Database): Promise<void> {
  const rows = await db
    .select({ id: users.id, nickname: users.nickname, key: users.nicknameKey })
    .from(users)
    .where(and(isNotNull(users.nicknameKey), sql`${users.nickname} !~ '^[ -~가-힣]*$'`));
  const stale = rows.filter((row) => row.key !== nicknameKey(row.nickname)).map((row) => row.id);
  if (stale.length > 0) {
    await db.update(users).set({ nicknameKey: null }).where(inArray(users.id, stale));
  }
}

export async function keyTaken(db: Database, key: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.nicknameKey} = ${key}`)
    .limit(1);
  return rows.length > 0;
}
