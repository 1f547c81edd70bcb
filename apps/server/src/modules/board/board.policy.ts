import { isAdmin } from "../../lib/auth/middleware";
import type { AuthUser } from "../../lib/auth/tokens";

/** A post or a comment: who wrote it (null once the account is gone). */
export interface Authored {
  userId: number | null;
}

export const isAuthor = (user: AuthUser, item: Authored) =>
  item.userId !== null && item.userId === user.id;

/** Only the author changes what they wrote. */
export const canEdit = (user: AuthUser, item: Authored) => isAuthor(user, item);

/** The author removes their own; an admin removes anything (moderation). */
export const canDelete = (user: AuthUser, item: Authored) => isAuthor(user, item) || isAdmin(user);
