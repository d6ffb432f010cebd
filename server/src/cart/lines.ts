/** One line to buy: a part and how many (a cart's line, a quick order's row, an order's line). */
export interface LineRequest {
  partId: string;
  quantity: number;
}

/** The same part twice is one line of both quantities, in the order first seen. */
export function mergeLines(lines: LineRequest[]): LineRequest[] {
  const merged = new Map<string, number>();
  for (const line of lines) merged.set(line.partId, (merged.get(line.partId) ?? 0) + line.quantity);
  return [...merged].map(([partId, quantity]) => ({ partId, quantity }));
}
