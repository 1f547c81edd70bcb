/**
 * npm run bench:push — how long a fan's ticket reminder takes to reach their phone when other
 * accounts' subscriptions fail or hang at the same moment (H2). The alert producer, the job queue
 * (pg-boss) and the push workers of one server on an in-memory PGlite database, the real clock, and
 * three local HTTPS push services: the victim's good one, which also holds FAILING subscriptions of
 * other accounts that it refuses (400, as a push service answers junk subscriptions), and one in an
 * outage whose HANGING subscriptions accept the connection and never answer. Every fan's reminder
 * falls due at the same second. Prints the time from that second to the good endpoint's push (the
 * goal is under 5 s), next to the time with no other subscriptions in the same run, and how many
 * pushes the good endpoint got once every other job was tried at least twice (the goal is 1).
 *   FAILING=100 HANGING=20
 */
import { hash } from "@node-rs/argon2";
import { sql } from "drizzle-orm";
import webPush from "web-push";
import { type Database, openDatabase, queryRows } from "../../src/db/client";
import { createJobQueue } from "../../src/db/job-queue";
import { alertSettings, favorites, pushSubscriptions, users } from "../../src/db/schema";
import { createLogger } from "../../src/lib/logger";
import { JOBS, startJobs } from "../../src/modules/alerts/alert-jobs";
import { createPushSender } from "../../src/modules/push/send-push";
import { buildConcert, buildTicketRound } from "../../src/test/factories";
import { type FakePushService, startFakePushService } from "../../src/test/fake-push-service";

const FAILING = Number(process.env.FAILING ?? 100);
const HANGING = Number(process.env.HANGING ?? 20);
/** Subscriptions per other account (the most one account may keep). */
const PER_ACCOUNT = 10;
const LEAD_MS = 4_000;

let accounts = 0;
async function account(db: Database, passwordHash: string) {
  const n = ++accounts;
  const [user] = await db
    .insert(users)
    .values({ email: `bench-${n}@push.example`, nickname: `bench${n}`, passwordHash })
    .returning({ id: users.id });
  return user!.id;
}

async function subscribe(db: Database, userId: number, service: FakePushService, device: string) {
  const { endpoint, keys } = service.subscribe(device);
  await db
    .insert(pushSubscriptions)
    .values({ userId, endpoint, p256dh: keys.p256dh, auth: keys.auth });
}

/** One run: the victim and `failing` + `hanging` others, all due at one second. */
async function run(label: string, failing: number, hanging: number) {
  const database = await openDatabase({ dataDir: "memory://" });
  await database.migrate();
  const db = database.db;
  const vapid = { ...webPush.generateVAPIDKeys(), subject: "mailto:bench@naehan.example" };
  const good = await startFakePushService(() => vapid.publicKey);
  const outage = await startFakePushService(() => vapid.publicKey);
  const passwordHash = await hash("bench-password-1");

  // Due at a whole second LEAD_MS ahead: ten minutes before the round opens.
  const dueAt = Math.ceil((Date.now() + LEAD_MS) / 1000) * 1000;
  const concert = await buildConcert(db);
  await buildTicketRound(db, { newConcertId: concert.id, opensAt: new Date(dueAt + 10 * 60_000) });
  const fans: number[] = [];
  const victim = await account(db, passwordHash);
  fans.push(victim);
  await subscribe(db, victim, good, "victim");
  const others = [
    ...Array.from({ length: failing }, (_, i) => ({ service: good, device: `failing-${i}` })),
    ...Array.from({ length: hanging }, (_, i) => ({ service: outage, device: `hanging-${i}` })),
  ];
  let owner = 0;
  for (const [i, other] of others.entries()) {
    if (i % PER_ACCOUNT === 0) fans.push((owner = await account(db, passwordHash)));
    await subscribe(db, owner, other.service, other.device);
    if (other.service === good) good.answer(other.device, ...Array(10).fill(400));
    else outage.hang(other.device, "silent");
  }
  await db.insert(alertSettings).values(fans.map((userId) => ({ userId, reminderOffsets: [10] })));
  await db.insert(favorites).values(fans.map((userId) => ({ userId, newConcertId: concert.id })));

  const queue = createJobQueue(database, createLogger("silent"));
  const jobs = await startJobs(queue, {
    db,
    clock: () => new Date(),
    logger: createLogger("silent"),
    push: createPushSender({
      vapid,
      hosts: [good.host, outage.host],
      ca: Buffer.concat([good.cert, outage.cert]),
    }),
  });
  // As a write does once the favourites are in: the producer learns the next due time.
  jobs.wake();

  const victimPushes = () => good.received.filter((r) => r.device === "victim");
  while (victimPushes().length === 0 && Date.now() < dueAt + 60_000) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const first = victimPushes()[0];
  const latency = first ? first.at - dueAt : null;

  // Every other account's job tried at least twice (failed once, fetched again), or a minute.
  const settled = async () => {
    const [row] = await queryRows<{ pending: number }>(
      db,
      sql`select count(*)::int as pending from pgboss.job
          where name = ${JOBS.push} and retry_count < 1 and state <> 'completed'`,
    );
    return Number(row?.pending ?? 1) === 0;
  };
  const waitUntil = Date.now() + 60_000;
  while (others.length > 0 && !(await settled()) && Date.now() < waitUntil) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const delivered = victimPushes().length;
  await jobs.stop({ graceful: false, wait: true });
  await good.close();
  await outage.close();
  await database.close();
  console.log(
    `${label.padEnd(34)} due → good endpoint's push: ${latency === null ? "never" : `${latency} ms`}` +
      `   pushes to the good endpoint: ${delivered}`,
  );
  return { latency, delivered };
}

const alone = await run("victim alone", 0, 0);
const crowded = await run(`with ${FAILING} failing, ${HANGING} hanging`, FAILING, HANGING);
console.log(
  `\ngoal: under 5000 ms and exactly 1 push — ${
    crowded.latency !== null && crowded.latency < 5_000 && crowded.delivered === 1
      ? "met"
      : "NOT met"
  }` +
    (alone.latency && crowded.latency
      ? ` (crowded / alone: ${(crowded.latency / alone.latency).toFixed(2)}×)`
      : ""),
);
process.exit(0);
