/**
 * The element a list must hold at `index` (one of parallel lists, a fixed-length list). A missing one is a bug, not
 * a case to handle, so it throws instead of letting `undefined` travel on.
 */
export function elementAt<T>(items: readonly T[], index: number, what: string): T {
  const item = items[index];
  if (item === undefined) throw new Error(`${what}: nothing at index ${index}`);
  return item;
}
