/**
 * The element a list must hold at `index` (one of parallel lists, a fixed-length list). A missing one is a bug, not
 * a case to handle, so it throws instead of letting `undefined` travel on.
 */
export function elementAt<T>(items: readonly T[], index: number, what: string): T {
  const item = items[index];
  if (item === undefined) throw new Error(`${what}: nothing at index ${index}`);
  return item;
}

/** The items by `keyOf`, each group in the items' order (Map.groupBy, which Node 20 lacks). */
export function groupBy<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}
