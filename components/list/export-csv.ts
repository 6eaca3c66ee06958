import { apiFetch } from '@/lib/api-client';
import { toCsv, type CsvValue } from '@/lib/csv';
import { fileStamp } from '@/lib/dates';
import type { Page } from '@/lib/pagination';
import { MAX_PER_PAGE, type PageRequest } from './list-query';

/** A CSV column: its header and how a record fills it. */
export type CsvColumn<T> = [string, (record: T) => CsvValue];

/**
 * Every record matching a list's filters, fetched a page of 100 at a time. Sorted by id ascending whatever the
 * list's sort: records created meanwhile can only join the end, so no row is skipped or repeated between pages.
 * `path` is the API collection (`/v2/payin/payments`); `queryFor` is the list's apiQuery for a page.
 */
export async function fetchAllPages<T>(
  path: string,
  queryFor: (page: PageRequest) => string,
  onProgress: (done: number, total: number) => void,
): Promise<T[]> {
  const records: T[] = [];
  for (let page = 1; ; page++) {
    const result = await apiFetch<Page<T>>(
      `${path}?${queryFor({ page, perPage: MAX_PER_PAGE, sortBy: 'id', sortOrder: 'asc' })}`,
    );
    records.push(...result.data);
    onProgress(records.length, result.meta.total);
    if (page >= result.meta.last_page) return records;
  }
}

export function recordsCsv<T>(columns: CsvColumn<T>[], records: T[]): string {
  return toCsv(
    columns.map(([name]) => name),
    records.map((record) => columns.map(([, value]) => value(record))),
  );
}

/** Hands the text to the browser as a file download. The BOM makes Excel read the accents as UTF-8. */
export function downloadCsv(text: string, fileName: string): void {
  downloadBlob(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }), fileName);
}

/** Hands a file made in the browser, or fetched, to the browser as a download. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; the blob is freed a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** `payins-20250101-120000.csv`. */
export function csvFileName(prefix: string, now = new Date()): string {
  return `${prefix}-${fileStamp(now)}.csv`;
}
