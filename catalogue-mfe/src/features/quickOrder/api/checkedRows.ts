import type { QuickOrderResult } from '@storefront/shared';

/**
 * Quick order's rows keep the numbers the buyer knows them by (a spreadsheet's lines): a row
 * checked keeps its number (`number`) after the good rows around it went to the cart, and a row
 * without one comes after the one above it. Numbers only ever rise down the grid.
 */
export function rowNumbers(rows: readonly { number?: number }[]): number[] {
  const numbers: number[] = [];
  let previous = 0;
  for (const row of rows) {
    previous = Math.max(row.number ?? 0, previous + 1);
    numbers.push(previous);
  }
  return numbers;
}

/** One row sent to the check and what the server answered for it, with the later rows of the same number merged into it. */
export interface CheckedRow<T> {
  row: T;
  result: QuickOrderResult;
  merged: T[];
}

/**
 * Pairs the check's answer with the rows sent. The server answers in the order sent, one result a
 * row, except that a row of a number already seen is merged into the first (its position, from 1,
 * joins that result's `mergedRows`) and has no result of its own.
 */
export function pairAnswer<T>(sent: readonly T[], answer: readonly QuickOrderResult[]): CheckedRow<T>[] {
  const taken = new Set<number>();
  const paired: CheckedRow<T>[] = [];
  let next = 0;
  for (const result of answer) {
    while (taken.has(next)) next += 1;
    const row = sent[next];
    if (row === undefined) break;
    taken.add(next);
    const merged: T[] = [];
    for (const position of result.mergedRows ?? []) {
      const index = position - 1;
      if (index === next || taken.has(index) || sent[index] === undefined) continue;
      taken.add(index);
      merged.push(sent[index]);
    }
    paired.push({ row, result, merged });
  }
  return paired;
}
