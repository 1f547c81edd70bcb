import type { Session } from "../../../lib/session";

/** How the board names someone whose account is gone. */
export const ANONYMOUS = "익명";

export const authorName = (name: string | null) => name ?? ANONYMOUS;

/**
 * Whether the logged-in fan wrote it: the spec compares nicknames (unique per account). The
 * server decides for real; this only chooses which buttons to show.
 */
export const isMine = (session: Session, author: string | null) =>
  session.isLoggedIn && author !== null && session.nickname === author;
