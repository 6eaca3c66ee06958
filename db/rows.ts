import { elementAt } from '@/lib/arrays';

/**
 * The single row a statement always returns (an insert or update `returning` of one row that exists, an aggregate
 * without `group by`). Its absence is a broken invariant, not a missing resource, so it throws instead of answering 404.
 */
export function theRow<Row>(rows: readonly Row[], statement: string): Row {
  return elementAt(rows, 0, `${statement} returned no row`);
}
