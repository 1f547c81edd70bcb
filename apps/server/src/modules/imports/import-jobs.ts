import type { JobQueue } from "../../db/job-queue";
import type { Logger } from "../../lib/logger";
import type { ImportQueue } from "../module-deps";
import { type KopisImportDeps, createImportRun, runKopisImport } from "./kopis-import";

export const IMPORT_JOB = "kopis-import";

/** A run may take minutes (paced requests, posters): its job is not given up before this. */
const IMPORT_EXPIRE_SECONDS = 60 * 60;

interface ImportJobData {
  /** The run the admin queued; absent for the daily schedule, which makes its own. */
  runId?: number;
}

/**
 * The import's job on the queue (decision 021): once a day at 06:00 Korean time, and whenever
 * the admin asks. Without a key the schedule does nothing.
 */
export async function startImportJobs(
  queue: JobQueue,
  deps: KopisImportDeps & { logger: Logger },
): Promise<ImportQueue> {
  await queue.createQueue(IMPORT_JOB);
  await queue.schedule(
    IMPORT_JOB,
    "0 6 * * *",
    {},
    {
      tz: "Asia/Seoul",
      expireInSeconds: IMPORT_EXPIRE_SECONDS,
    },
  );
  await queue.work<ImportJobData>(IMPORT_JOB, async (jobs) => {
    for (const job of jobs) {
      if (job.data.runId === undefined && !deps.kopis.configured) continue;
      const runId = job.data.runId ?? (await createImportRun(deps.db));
      await runKopisImport(deps, runId);
      deps.logger.info({ runId }, "KOPIS import finished");
    }
  });
  return {
    async start(runId) {
      await queue.send(IMPORT_JOB, { runId } satisfies ImportJobData, {
        expireInSeconds: IMPORT_EXPIRE_SECONDS,
      });
    },
  };
}
