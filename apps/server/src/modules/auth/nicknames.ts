import { asc, isNull, sql } from "drizzle-orm";
import { rectifyConfusion } from "unicode-confusables";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";

/**
 * What two nicknames are compared on: NFKC, lower case, then the UTS #39 confusable skeleton
 * (Unicode's confusables.txt, through `unicode-confusables`; decision 010). `관리자` with a
 * zero-width space, Cyrillic look-alikes and full-width letters all meet the name they imitate.
 * Only for comparing: never shown.
 */
export function nicknameKey(nickname: string): string {
  const folded = nickname.normalize("NFKC").toLowerCase();
  return rectifyConfusion(folded.normalize("NFD")).normalize("NFD").toLowerCase();
}

/** Names that would pass for the site speaking; the configured admin keeps its own. */
const RESERVED = ["관리자", "admin", "운영자", "naehan", "내한", "administrator", "운영팀"];
const RESERVED_KEYS = new Set(RESERVED.map(nicknameKey));

export const isReservedNickname = (nickname: string) => RESERVED_KEYS.has(nicknameKey(nickname));

/**
 * Gives every account without a key one (accounts from before keys, or written by an older
 * release during a rolling deploy), oldest first. A nickname whose key is taken is an older
 * look-alike's: it gets the first free number as a suffix. Runs at start-up, under the lock.
 */
export async function backfillNicknameKeys(db: Database): Promise<number> {
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

export async function keyTaken(db: Database, key: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.nicknameKey} = ${key}`)
    .limit(1);
  return rows.length > 0;
}
