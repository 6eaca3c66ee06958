/** Domain code takes the time from a clock so tests can move it. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

export function fixedClock(at: Date | string): Clock {
  const time = new Date(at).getTime();
  return () => new Date(time);
}
