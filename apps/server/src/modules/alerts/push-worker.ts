import type { Job } from "pg-boss";
import type { JobQueue } from "../../db/job-queue";

/** How many deliveries one instance keeps in flight: a hanging push host holds one each. */
export const PUSH_CONCURRENCY = 32;

export interface PushWorker {
  /** Jobs were queued: look now rather than at the next poll. */
  notify(): void;
  /** Takes no more jobs and waits for those in flight (each ends by its deadline). */
  stop(): Promise<void>;
}

/**
 * Works the push queue one job at a time per delivery, up to `concurrency` at once: each job is
 * completed or failed on its own when its delivery ends. pg-boss's `work` completes or fails a
 * fetched batch as a whole, so one failing push would fail, and retry, a batch-mate already sent;
 * and it fetches the next batch only when the slowest of the last is done.
 */
export function startPushWorker<T extends object>(
  queue: JobQueue,
  name: string,
  {
    concurrency = PUSH_CONCURRENCY,
    pollingMs = 1_000,
    deliver,
    onError,
  }: {
    concurrency?: number;
    pollingMs?: number;
    /** Resolves when the job is done (sent, or nothing to send); throws to have it retried. */
    deliver: (job: Job<T>) => Promise<void>;
    /** A queue call that failed (the job then expires and is retried by the queue). */
    onError: (error: unknown) => void;
  },
): PushWorker {
  let inFlight = 0;
  let fetching = false;
  let again = false;
  let stopped = false;
  const settled = new Set<() => void>();

  const run = async (job: Job<T>) => {
    let failure: unknown = null;
    try {
      await deliver(job);
    } catch (error) {
      failure = error;
    }
    try {
      // A push that went out is not failed (and sent again a few seconds later) for the queue's
      // own trouble: a completion that did not get through waits for the job to expire (120 s).
      if (failure === null) await queue.complete(name, job.id);
      else {
        const message = failure instanceof Error ? failure.message : "push delivery failed";
        await queue.fail(name, job.id, { message });
      }
    } catch (error) {
      onError(error);
    } finally {
      inFlight -= 1;
      for (const resolve of settled) resolve();
      fill();
    }
  };

  /** Fetches as many jobs as there are free places, until the queue has none ready. */
  function fill() {
    if (stopped) return;
    if (fetching) {
      again = true;
      return;
    }
    fetching = true;
    void (async () => {
      try {
        do {
          again = false;
          while (!stopped && inFlight < concurrency) {
            const jobs = await queue.fetch<T>(name, { batchSize: concurrency - inFlight });
            if (jobs.length === 0) break;
            inFlight += jobs.length;
            for (const job of jobs) void run(job);
          }
        } while (again && !stopped && inFlight < concurrency);
      } catch (error) {
        onError(error);
      } finally {
        fetching = false;
      }
    })();
  }

  const timer = setInterval(fill, pollingMs);
  timer.unref();
  fill();
  return {
    notify: fill,
    async stop() {
      stopped = true;
      clearInterval(timer);
      while (inFlight > 0 || fetching) {
        await new Promise<void>((resolve) => {
          const done = () => {
            settled.delete(done);
            resolve();
          };
          settled.add(done);
          // A fetch in progress ends without a settle of its own.
          setTimeout(done, 50).unref();
        });
      }
    },
  };
}
