/** What the API answers whatever the call: pages of a list, the result of a write, an error, who may call. */
/** Who may open a route; the shell's one guard enforces it, the server enforces the calls. */
export type Access = 'public' | 'signed-in' | 'customer' | 'admin';

/** Every API error has this JSON body. */
export interface ApiErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

export interface InsertResult {
  acknowledged: boolean;
  insertedId: string;
}

export interface UpdateResult {
  acknowledged: boolean;
  modifiedCount: number;
}

export interface DeleteResult {
  acknowledged: boolean;
  deletedCount: number;
}

export interface ImageUploadResult {
  success: boolean;
  data: { url: string };
}

/**
 * One page of a list. Lists are read in pages (keyset: `nextCursor` continues exactly after the
 * last item, however many rows were added meanwhile); `total` counts the whole list for the
 * current search and filters: exact up to 10,000, the database's estimate above (`totalExact`).
 */
export interface Page<T> {
  items: T[];
  /** Pass as `cursor` for the next page; `null` on the last page. */
  nextCursor: string | null;
  total: number;
  totalExact: boolean;
}
