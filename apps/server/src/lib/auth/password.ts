import { availableParallelism } from "node:os";
import { hash, verify } from "@node-rs/argon2";
import { busy } from "../http/errors";

/** OWASP's argon2id baseline: 19 MiB memory, 2 iterations, 1 lane. */
const OPTIONS = {
  algorithm: 2 /* Algorithm.Argon2id (a const enum) */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Password work as the app does it for requests (sign-up, login, password change). */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
}

export const argon2Hasher: PasswordHasher = { hash: hashPassword, verify: verifyPassword };

/**
 * argon2id at a cost far below the baseline, for tests only: it reaches the app solely through
 * `createApp`'s dependencies (test/app.ts), so no setting can weaken a real server. Its hashes
 * carry their own parameters, so `verify` stays as cheap.
 */
export const lowCostArgon2Hasher: PasswordHasher = {
  hash: (password) => hash(password, { ...OPTIONS, memoryCost: 1024, timeCost: 1 }),
  verify: verifyPassword,
};

export interface PasswordQueueSize {
  /** Hashes computed at once. */
  concurrency: number;
  /** Requests allowed to wait for a turn; one more is answered 503 BUSY. */
  maxWaiting: number;
}

/**
 * From the core count: argon2 runs on libuv's 4 threads, so more than min(cores, 4) at once only
 * queues there; 16 waiting per running hash is well under a second of waiting (about 50 ms each).
 */
export function passwordQueueSize(cores = availableParallelism()): PasswordQueueSize {
  const concurrency = Math.max(1, Math.min(cores, 4));
  return { concurrency, maxWaiting: concurrency * 16 };
}

/**
 * A bounded queue in front of the hasher, shared by every request that hashes or verifies: a burst
 * of logins or sign-ups waits its turn up to the bound and is refused beyond it, so it can neither
 * take memory without limit nor starve the rest of the app (public reads never wait here).
 */
export function passwordQueue(
  hasher: PasswordHasher,
  { concurrency, maxWaiting }: PasswordQueueSize = passwordQueueSize(),
): PasswordHasher {
  let running = 0;
  const waiting: (() => void)[] = [];

  async function turn<T>(work: () => Promise<T>): Promise<T> {
    if (running < concurrency) running++;
    else if (waiting.length >= maxWaiting) throw busy();
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      // The turn passes straight to the next in line, or the slot is freed.
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  }

  return {
    hash: (password) => turn(() => hasher.hash(password)),
    verify: (passwordHash, password) => turn(() => hasher.verify(passwordHash, password)),
  };
}
