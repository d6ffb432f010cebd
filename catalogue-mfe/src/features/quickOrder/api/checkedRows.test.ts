import type { QuickOrderResult } from '@storefront/shared';
import { pairAnswer, rowNumbers } from './checkedRows';

const result = (partNumber: string, over: Partial<QuickOrderResult> = {}): QuickOrderResult => ({ partNumber, quantity: '1', ...over });

describe('quick order rows after a check', () => {
  it('number rows from 1, keep a checked row’s number and continue after it', () => {
    expect(rowNumbers([{}, {}, {}])).toEqual([1, 2, 3]);
    expect(rowNumbers([{ number: 3 }, { number: 7 }, {}, {}])).toEqual([3, 7, 8, 9]);
    // A row put between two numbered rows never repeats a number.
    expect(rowNumbers([{ number: 3 }, {}, {}, { number: 4 }])).toEqual([3, 4, 5, 6]);
    expect(rowNumbers([])).toEqual([]);
  });

  it('pair each result with the row sent, in the order typed', () => {
    const sent = ['row 1', 'row 2', 'row 3'];
    const answer = [result('A'), result('B', { errors: { partNumber: 'No part has this number' } }), result('C')];
    expect(pairAnswer(sent, answer).map(({ row, result, merged }) => [row, result.partNumber, merged])).toEqual([
      ['row 1', 'A', []],
      ['row 2', 'B', []],
      ['row 3', 'C', []],
    ]);
  });

  it('pair rows merged into an earlier one with that one, and the rows after them with their own results', () => {
    // Rows 1 and 3 name the same part; rows 2 and 4 and 5 are other parts, 5 the same as 2.
    const sent = ['r1', 'r2', 'r3', 'r4', 'r5'];
    const answer = [result('A', { mergedRows: [1, 3] }), result('B', { mergedRows: [2, 5] }), result('D')];
    expect(pairAnswer(sent, answer).map(({ row, result, merged }) => [row, result.partNumber, merged])).toEqual([
      ['r1', 'A', ['r3']],
      ['r2', 'B', ['r5']],
      ['r4', 'D', []],
    ]);
  });
});
