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

/** False for an account without a password (made through a provider). */
export async function verifyPassword(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  if (passwordHash === null) return false;
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
  /** Requests allowed to wait for a turn, all senders together. */
  maxWaiting: number;
  /** Turns (running or waiting) one sender may hold: an address, or a known account. */
  perSender: number;
  /** Places (of `concurrency + maxWaiting`) only known accounts may take. */
  kept: number;
}

/**
 * From the core count: argon2 runs on libuv's 4 threads, so more than min(cores, 4) at once only
 * queues there; 16 waiting per running hash is well under a second of waiting (about 50 ms each).
 * Two turns per sender, and a quarter of the places kept for known accounts.
 */
export function passwordQueueSize(cores = availableParallelism()): PasswordQueueSize {
  const concurrency = Math.max(1, Math.min(cores, 4));
  const maxWaiting = concurrency * 16;
  return { concurrency, maxWaiting, perSender: 2, kept: Math.ceil((concurrency + maxWaiting) / 4) };
}

/** Who asks for password work. */
export interface PasswordSender {
  /** The client's address as the limits count it (IPv6 by its /64). */
  address: string;
  /**
   * An account known at this address (signed in from it lately, or in a session of its own):
   * it may take the kept places, and its turns are counted per account instead of per address.
   */
  knownAccount?: string;
}

/** The queue as the routes use it: each request says who it is, and hashes as that sender. */
export interface PasswordQueue {
  for(sender: PasswordSender): PasswordHasher;
}

/**
 * A bounded queue in front of the hasher, shared by every request that hashes or verifies, so a
 * burst can neither take memory without limit nor starve the rest of the app (public reads never
 * wait here). Refused at once with 503 BUSY:
 * - a sender already holding `perSender` turns: one address (or /64) cannot fill the queue;
 * - anyone but a known account once only the kept places are left: a flood from many addresses
 *   still leaves room for fans signing in where they signed in before.
 * Known accounts wait in a line of their own that is served first.
 */
export function passwordQueue(
  hasher: PasswordHasher,
  { concurrency, maxWaiting, perSender, kept }: PasswordQueueSize = passwordQueueSize(),
): PasswordQueue {
  const places = concurrency + maxWaiting;
  let running = 0;
  const knownLine: (() => void)[] = [];
  const otherLine: (() => void)[] = [];
  const held = new Map<string, number>();

  async function turn<T>(sender: PasswordSender, work: () => Promise<T>): Promise<T> {
    const known = sender.knownAccount !== undefined;
    const who = known ? `account ${sender.knownAccount}` : `address ${sender.address}`;
    const taken = running + knownLine.length + otherLine.length;
    const holds = held.get(who) ?? 0;
    if (holds >= perSender || taken >= (known ? places : places - kept)) throw busy();
    held.set(who, holds + 1);
    try {
      if (running < concurrency) running++;
      else await new Promise<void>((resolve) => (known ? knownLine : otherLine).push(resolve));
      try {
        return await work();
      } finally {
        // The turn passes straight to the next in line (known accounts first), or the slot is freed.
        const next = knownLine.shift() ?? otherLine.shift();
        if (next) next();
        else running--;
      }
    } finally {
      const left = (held.get(who) ?? 1) - 1;
      if (left > 0) held.set(who, left);
      else held.delete(who);
    }
  }

  return {
    for: (sender) => ({
      hash: (password) => turn(sender, () => hasher.hash(password)),
      verify: (passwordHash, password) => turn(sender, () => hasher.verify(passwordHash, password)),
    }),
  };
}
