/**
 * Where every rule reads the time (design §11): OTP and session expiry, deadlines, payment dates,
 * signed URLs, timers. The server uses the system clock; tests hand the app a clock they move, so a
 * deadline passes without anyone waiting for it.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that runs with the real one from wherever a test put it: `set` jumps, `advance` moves on. */
export interface MovableClock extends Clock {
  set(at: Date): void;
  advance(ms: number): void;
}

export function movableClock(): MovableClock {
  // Time keeps flowing (two writes a moment apart still get different stamps); moves add an offset.
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    set: (to) => {
      offset = to.getTime() - Date.now();
    },
    advance: (ms) => {
      offset += ms;
    },
  };
}
