// Every PostgreSQL advisory lock the app takes, in one place, so no two uses share an id. Any
// numbers will do; every instance uses the same, so they queue on one lock.

/** Migrations and the job queue's start-up, one instance at a time (held on its own connection). */
export const START_UP_LOCK = 7_201_604;

/** The demo data's first seeding, so several instances starting at once seed it once. */
export const DEMO_SEED_LOCK = 72_616_301;

/** One artist's setlist sync at a time: the two-key lock (this, the artist's id). */
export const SETLIST_SYNC_LOCK = 72_616_302;
