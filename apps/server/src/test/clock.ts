/** A clock a test sets and moves forward; the app reads it instead of the real time. */
export function testClock(start: Date | string) {
  let now = new Date(start).getTime();
  return {
    now: () => new Date(now),
    set: (at: Date | string) => {
      now = new Date(at).getTime();
    },
    advance: (ms: number) => {
      now += ms;
    },
  };
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
