import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { Redis } from "ioredis";
import { createApp } from "./app";
import { kopisClientOf, pushServiceHostsOf, serverDeps } from "./deps";
import { openDatabase } from "./db/client";
import { lockDataDir } from "./db/data-dir-lock";
import { HTTP_LIMITS, startHttpServer } from "./lib/http/http-server";
import { cacheFastPath } from "./lib/cache/cache-fast-path";
import { varnishPurger } from "./lib/edge/edge-purge";
import { secureDataDir, tightenDataDir } from "./db/data-dir";
import { demoDataDir, loadDemoData } from "./demo/demo-data";
import { hasArtists, seedDemoData } from "./demo/seed";
import { readEnv } from "./env";
import { createJobQueue } from "./db/job-queue";
import { bufferedStdout, createLogger } from "./lib/logger";
import { loadVapidKeys } from "./lib/vapid";
import { postgresCacheBus, redisCacheBus } from "./lib/cache/cache-bus";
import { ResponseCache } from "./lib/cache/response-cache";
import { s3SettingsFromEnv, s3Storage } from "./lib/media/s3-storage";
import { localStorage } from "./lib/media/storage";
import { indexUnindexed } from "./modules/search/search-index";
import { remakeOutdatedPredictions } from "./modules/predictions/predict-setlist";
import { backfillNicknameKeys } from "./modules/auth/nicknames";
import { ensureAdmin } from "./modules/auth/ensure-admin";
import { startJobs } from "./modules/alerts/alert-jobs";
import { startImportJobs } from "./modules/imports/import-jobs";
import { cacheTag } from "./lib/cache/cache-tags";
import { createPushSender } from "./modules/push/send-push";

const started = performance.now();
const env = readEnv();
const logger = createLogger(env.LOG_LEVEL, bufferedStdout());
const dataDir = resolve(env.DATA_DIR);
const mediaDir = join(dataDir, "media");
secureDataDir(dataDir);
mkdirSync(mediaDir, { recursive: true });
const s3 = s3SettingsFromEnv(env);
const storage = s3 ? s3Storage(s3) : localStorage(mediaDir);

const releaseDataDir = env.DATABASE_URL ? () => {} : lockDataDir(dataDir);
const database = await openDatabase(
  env.DATABASE_URL
    ? { url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE }
    : { dataDir: join(dataDir, "pglite") },
);
tightenDataDir(dataDir);
// Alerts and maintenance run as jobs on the queue, in the database every instance shares.
const queue = createJobQueue(database, logger);
const clock = () => new Date();
const vapid = loadVapidKeys(
  {
    publicKey: env.VAPID_PUBLIC_KEY,
    privateKey: env.VAPID_PRIVATE_KEY,
    subject: env.VAPID_SUBJECT,
  },
  dataDir,
);
if (vapid.generated) {
  logger.warn(
    { file: join(dataDir, "vapid-keys.json") },
    "Web Push keys generated into DATA_DIR; several instances must all be given the same VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY",
  );
}

// Schema, admin account, demo data, search index and the queue's own tables and queues: one
// instance at a time (see `exclusively`).
const alerts = await database.exclusively(async () => {
  await database.migrate();
  const keyed = await backfillNicknameKeys(database.db);
  if (keyed > 0) logger.info({ accounts: keyed }, "nickname keys filled");

  const admin = await ensureAdmin(database.db, {
    email: env.ADMIN_EMAIL,
    password: env.ADMIN_PASSWORD,
  });
  if (admin?.generatedPassword) {
    // Printed once, on the start that created the account; it is stored only as a hash.
    console.log(
      `\n  관리자 계정이 만들어졌습니다 (admin account created)\n  email:    ${admin.email}\n  password: ${admin.generatedPassword}\n  Set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own.\n`,
    );
  }

  if (!env.NO_DEMO_DATA) {
    // The first start draws the art and predicts every concert: about half a minute, not silence.
    if (!(await hasArtists(database.db))) {
      console.log("  데모 데이터를 불러오는 중… (처음 시작할 때 한 번, 30초쯤 걸려요)");
    }
    const seeded = await seedDemoData(database.db, await loadDemoData(demoDataDir), storage);
    if (seeded) logger.info(seeded, "demo data loaded");
  }

  // A new model reaches the predictions already stored: upcoming, unfrozen ones are made again.
  const remade = await remakeOutdatedPredictions(database.db);
  if (remade > 0) logger.info({ concerts: remade }, "predictions made again with the new model");

  const indexed = await indexUnindexed(database.db);
  if (indexed.artists + indexed.concerts > 0) logger.info(indexed, "search index caught up");
  const push = createPushSender({ vapid, hosts: pushServiceHostsOf(env) });
  return startJobs(queue, { db: database.db, clock, logger, push });
});
// What the migrations, the demo data and the queue's tables wrote, PGlite's modes and all.
tightenDataDir(dataDir);

const redis = env.REDIS_URL ? new Redis(env.REDIS_URL, { maxRetriesPerRequest: 2 }) : null;
redis?.on("error", (err) => logger.warn({ err: String(err) }, "redis error"));

const edgePurgeUrls = (env.EDGE_PURGE_URLS ?? "")
  .split(",")
  .map((url) => url.trim())
  .filter(Boolean);
// One instance alone needs no bus; several share PostgreSQL (or Redis) and hear each other's writes.
const cache = env.NO_RESPONSE_CACHE
  ? null
  : new ResponseCache({
      bus: redis
        ? redisCacheBus(redis, logger)
        : env.DATABASE_URL
          ? postgresCacheBus(env.DATABASE_URL, logger)
          : null,
      edge: edgePurgeUrls.length > 0 ? varnishPurger(edgePurgeUrls, logger) : null,
    });
await cache?.start();

// Imports from KOPIS: daily and on the admin's demand, on the same queue.
const kopis = kopisClientOf(env);
const imports = await startImportJobs(queue, {
  db: database.db,
  kopis,
  storage,
  clock,
  logger,
  onConcertsChanged: (ids) => {
    alerts.wake();
    cache
      ?.invalidate([cacheTag.concerts, cacheTag.search, ...ids.map(cacheTag.concert)])
      .catch((err: unknown) => logger.warn({ err: String(err) }, "cache not emptied after import"));
  },
});

const deps = serverDeps(env, {
  db: database.db,
  logger,
  dataDir,
  mediaDir,
  storage,
  redis,
  cache,
  clock,
  alerts,
  imports,
  kopis,
  vapidPublicKey: vapid.publicKey,
});
const app = createApp(deps);
if (!deps.mailer.delivers) {
  console.log(
    "  SMTP_URL이 없어 비밀번호 재설정 링크는 메일 대신 이 로그에 남습니다 (no SMTP_URL: password reset links are written to this log).",
  );
}

const server = startHttpServer(
  app.fetch,
  { port: env.PORT, hostname: env.HOST },
  // Behind a proxy every socket is the proxy's: the per-address cap is the proxy's job there.
  {
    ...HTTP_LIMITS,
    maxSocketsPerAddress: env.TRUST_PROXY ? null : HTTP_LIMITS.maxSocketsPerAddress,
  },
  (info) => {
    logger.info(
      { port: info.port, database: database.kind, ms: Math.round(performance.now() - started) },
      "naehan is ready",
    );
    console.log(`  naehan: http://localhost:${info.port}`);
  },
  // Cache hits are answered before the app is reached.
  cache ? await cacheFastPath({ cache, logger, config: deps.config }) : null,
);

/**
 * Once no request is left: the cache, the queue (jobs in hand finish or go back, so a restart loses
 * no alert), the database, the data folder's lock, Redis; then exit.
 */
async function closeAll() {
  await cache?.stop();
  await alerts.stop({ graceful: true, wait: true, timeout: 5_000 });
  await database.close();
  releaseDataDir();
  await redis?.quit().catch(() => undefined);
  process.exit(0);
}

let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "shutting down");
  // Stop accepting; requests in flight finish; idle keep-alive connections are closed so the
  // server can actually stop.
  server.close(() => void closeAll());
  const http = server as unknown as { closeIdleConnections?: () => void };
  http.closeIdleConnections?.();
  setInterval(() => http.closeIdleConnections?.(), 250).unref();
  // In-flight requests get a bounded grace period.
  setTimeout(() => process.exit(1), 10_000).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
