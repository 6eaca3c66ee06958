/** Labels of the dashboard's charts: days on the x axis, compact BRL on the y axis. */

/** A day (`2026-03-04`: a São Paulo day, or the Monday of a week) as a short label: `Mar 4`. */
export function bucketLabel(bucket: string): string {
  return new Date(`${bucket}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** `R$ 12,3 mil` style axis ticks: whole reais, compact. */
export function compactBrl(cents: number): string {
  const reais = cents / 100;
  if (reais >= 1_000_000) return `R$ ${(reais / 1_000_000).toFixed(1).replace('.', ',')} mi`;
  if (reais >= 1_000) return `R$ ${(reais / 1_000).toFixed(reais >= 10_000 ? 0 : 1).replace('.', ',')} mil`;
  return `R$ ${Math.round(reais)}`;
}
