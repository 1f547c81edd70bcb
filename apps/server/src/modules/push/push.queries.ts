import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { notifications, pushSubscriptions, users } from "../../db/schema";

/** Devices one account keeps subscribed; subscribing another drops the longest unrenewed one. */
export const SUBSCRIPTIONS_PER_ACCOUNT = 10;

/**
 * Subscribes the device for the user's session (an endpoint another account subscribed moves to
 * this one),
 * then keeps the account's newest `SUBSCRIPTIONS_PER_ACCOUNT`. One account's subscribes take turns
 * on its user row, so parallel ones cannot leave more.
 */
export async function saveSubscription(
  db: Database,
  { userId, familyId }: { userId: number; familyId: string | null },
  sub: { endpoint: string; keys: { p256dh: string; auth: string } },
): Promise<"created" | "kept"> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
    // The statement's own time, not the transaction's: the order the turns were taken in.
    const now = sql`clock_timestamp()`;
    const [row] = await tx
      .insert(pushSubscriptions)
      .values({
        userId,
        endpoint: sub.endpoint,
        p256dh: sub.keys.p256dh,
        auth: sub.keys.auth,
        createdAt: now,
        familyId,
      })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId, familyId, p256dh: sub.keys.p256dh, auth: sub.keys.auth, createdAt: now },
      })
      // xmax is 0 on a row this statement inserted, set on one it updated.
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
    await tx.execute(sql`
      delete from ${pushSubscriptions}
      where ${pushSubscriptions.userId} = ${userId}
        and ${pushSubscriptions.id} not in (
          select ${pushSubscriptions.id} from ${pushSubscriptions}
          where ${pushSubscriptions.userId} = ${userId}
          order by ${pushSubscriptions.createdAt} desc, ${pushSubscriptions.id} desc
          limit ${SUBSCRIPTIONS_PER_ACCOUNT}
        )`);
    return row?.inserted ? "created" : "kept";
  });
}

/** Removes the user's own subscription of this endpoint (another account's stays). */
export async function removeSubscription(db: Database, userId: number, endpoint: string) {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

export async function removeSubscriptionById(db: Database, id: number) {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

/** Each user's subscriptions, for pushing their new alerts. */
export function subscriptionsOf(db: Database, userIds: number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, userIds));
}

/** A delivery's alert and the subscription it goes to, while both still exist and match. */
export async function deliveryOf(db: Database, notificationId: number, subscriptionId: number) {
  const [row] = await db
    .select({
      title: notifications.title,
      body: notifications.body,
      url: notifications.url,
      kind: notifications.kind,
      eventKey: notifications.eventKey,
      offsetMinutes: notifications.offsetMinutes,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(notifications)
    .innerJoin(pushSubscriptions, eq(pushSubscriptions.userId, notifications.userId))
    .where(and(eq(notifications.id, notificationId), eq(pushSubscriptions.id, subscriptionId)));
  return row ?? null;
}
