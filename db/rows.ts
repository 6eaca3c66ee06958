/**
 * The single row a statement always returns (an insert or update `returning` of one row that exists, an aggregate
 * without `group by`). Its absence is a broken invariant, not a missing resource, so it throws instead of answering 404.
 */
export function theRow<Row>(rows: Row[], statement: string): Row {
  const row = rows[0];
  if (row === undefined) throw new Error(`${statement} returned no row`);
  return row;
}
