import { type SetlistFmError, setlistFmErrors } from "./errors";

export interface SetlistFmTiming {
  /** Least time between two requests: setlist.fm allows 2 per second per API key. */
  minIntervalMs: number;
  /** Per attempt, headers and body together. */
  timeoutMs: number;
  /** Further attempts after the first, for 429, 5xx, timeouts and dropped connections. */
  maxRetries: number;
  /** Wait before the first retry when the server names none; doubles per retry, with jitter. */
  retryBaseMs: number;
  /** A longer Retry-After ends the sync at once rather than holding the admin's request. */
  maxRetryAfterMs: number;
}

export const DEFAULT_TIMING: SetlistFmTiming = {
  minIntervalMs: 500,
  timeoutMs: 10_000,
  maxRetries: 3,
  retryBaseMs: 1_000,
  maxRetryAfterMs: 30_000,
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Spaces calls at least `intervalMs` apart. The slot is reserved synchronously, so concurrent
 * callers (two syncs at once) queue up instead of bursting.
 */
export function createPacer(intervalMs: number): () => Promise<void> {
  let nextAt = 0;
  return async () => {
    const now = Date.now();
    const at = Math.max(now, nextAt);
    nextAt = at + intervalMs;
    if (at > now) await sleep(at - now);
  };
}

/** `Retry-After` as milliseconds: delta-seconds or an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (value === null || value.trim() === "") return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

function backoff(timing: SetlistFmTiming, attempt: number): number {
  const full = timing.retryBaseMs * 2 ** attempt;
  return Math.round(full * (0.5 + Math.random() * 0.5));
}

interface GetJsonOptions {
  headers: Record<string, string>;
  timing: SetlistFmTiming;
  pace: () => Promise<void>;
}

type Attempt =
  | { done: true; value: unknown }
  | { done: false; error: SetlistFmError; retryAfterMs: number | null };

/**
 * GET a JSON document with pacing, a timeout per attempt and retries of transient failures.
 * Answers null for 404 (setlist.fm's "nothing here"); throws SetlistFmError for everything else
 * that is not a 200 with JSON.
 */
export async function getJson(url: string, options: GetJsonOptions): Promise<unknown> {
  const { timing } = options;
  for (let attempt = 0; ; attempt++) {
    await options.pace();
    const result = await attemptOnce(url, options);
    if (result.done) return result.value;
    if (attempt >= timing.maxRetries) throw result.error;
    await sleep(result.retryAfterMs ?? backoff(timing, attempt));
  }
}

async function attemptOnce(url: string, { headers, timing }: GetJsonOptions): Promise<Attempt> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, { headers, signal: AbortSignal.timeout(timing.timeoutMs) });
    // The body is read under the same timeout: a server that stalls mid-answer is retried too.
    text = await response.text();
  } catch (error) {
    const failure = isTimeout(error)
      ? setlistFmErrors.timeout(timing.timeoutMs)
      : setlistFmErrors.network();
    return { done: false, error: failure, retryAfterMs: null };
  }

  const { status } = response;
  if (status === 200) return { done: true, value: parseJson(text) };
  if (status === 404) return { done: true, value: null };
  if (status === 401 || status === 403) throw setlistFmErrors.unauthorized(status);
  if (status !== 429 && status < 500) throw setlistFmErrors.rejected(status);

  const error =
    status === 429 ? setlistFmErrors.rateLimited() : setlistFmErrors.unavailable(status);
  const retryAfterMs = parseRetryAfter(response.headers.get("retry-after"));
  if (retryAfterMs !== null && retryAfterMs > timing.maxRetryAfterMs) throw error;
  return { done: false, error, retryAfterMs };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw setlistFmErrors.badResponse();
  }
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
}
