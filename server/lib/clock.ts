// Injectable clock so timed rules (token expiry, rate windows, "today") are tested with fake time.
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
