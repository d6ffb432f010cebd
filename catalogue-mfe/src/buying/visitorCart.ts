/**
 * A visitor's cart, kept in this browser (localStorage) until they sign in, when it joins the
 * account's cart on the server (`useMergeVisitorCart`). Every tab of the browser sees the same
 * lines: a change here is announced to this tab's listeners at once, and to the others by the
 * browser's `storage` event.
 */

export interface StoredLine {
  partId: string;
  quantity: number;
  /** The part's price when the line was added, to say so on the line when it changed. */
  addedPrice: number;
}

export const VISITOR_CART_KEY = 'storefront.cart';

const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage blocked by the browser's settings: the cart lives as long as the page
  }
}

let memory: StoredLine[] = [];
let cached: { raw: string | null; lines: StoredLine[] } | undefined;

const isLine = (value: unknown): value is StoredLine => {
  const line = value as StoredLine;
  return (
    typeof line === 'object' &&
    line !== null &&
    typeof line.partId === 'string' &&
    Number.isInteger(line.quantity) &&
    line.quantity > 0 &&
    typeof line.addedPrice === 'number'
  );
};

/** The visitor's lines, oldest first (the same array until they change, for useSyncExternalStore). */
export function visitorLines(): StoredLine[] {
  const store = storage();
  if (!store) return memory;
  const raw = store.getItem(VISITOR_CART_KEY);
  if (cached && cached.raw === raw) return cached.lines;
  let lines: StoredLine[];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    lines = Array.isArray(parsed) ? parsed.filter(isLine) : [];
  } catch {
    lines = []; // written by something else: start again
  }
  cached = { raw, lines };
  return lines;
}

function save(lines: StoredLine[]): void {
  const store = storage();
  if (store) {
    try {
      if (lines.length === 0) store.removeItem(VISITOR_CART_KEY);
      else store.setItem(VISITOR_CART_KEY, JSON.stringify(lines));
    } catch {
      memory = lines; // storage full: keep it for this page
    }
  } else memory = lines;
  for (const listener of listeners) listener();
}

export function subscribeVisitorCart(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === VISITOR_CART_KEY || event.key === null) listener();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

/** Writes the visitor's lines (the rules are held by the callers: actions.ts, the cart page). */
export function saveVisitorLines(lines: StoredLine[]): void {
  save(lines);
}

export function clearVisitorCart(): void {
  save([]);
}
