/**
 * A circuit breaker per push host: after `threshold` failures in a row that say the host itself is
 * unwell (no connection, no answer within the deadline, 429 or 5xx), its deliveries are not tried
 * for `coolDownMs` and fail at once, so their jobs retry later instead of holding a worker each;
 * then one delivery is let through as a trial, whose result closes or reopens it. Kept per process.
 */
export interface HostBreaker {
  /** Whether a delivery to `host` may be tried now (a trial counts as let through). */
  allows(host: string): boolean;
  succeeded(host: string): void;
  /** Records a failure; true when it opened the breaker. */
  failed(host: string): boolean;
}

interface HostState {
  failures: number;
  openUntil: number;
  trial: boolean;
}

/** Hosts followed at most; a host seen once long ago makes room for a new one. */
const MAX_HOSTS = 1000;

export function hostBreaker({
  threshold = 5,
  coolDownMs = 30_000,
  now = () => performance.now(),
}: { threshold?: number; coolDownMs?: number; now?: () => number } = {}): HostBreaker {
  const hosts = new Map<string, HostState>();
  return {
    allows(host) {
      const state = hosts.get(host);
      if (!state || state.failures < threshold) return true;
      if (now() < state.openUntil || state.trial) return false;
      state.trial = true;
      return true;
    },
    succeeded(host) {
      hosts.delete(host);
    },
    failed(host) {
      let state = hosts.get(host);
      if (!state) {
        if (hosts.size >= MAX_HOSTS) hosts.delete(hosts.keys().next().value!);
        state = { failures: 0, openUntil: 0, trial: false };
        hosts.set(host, state);
      }
      const wasOpen = state.failures >= threshold;
      state.failures += 1;
      state.trial = false;
      if (state.failures < threshold) return false;
      state.openUntil = now() + coolDownMs;
      return !wasOpen;
    },
  };
}
