import { LRUCache } from 'lru-cache';
import type { TokenHolder } from './auth.repo';

export interface AccountsCacheOptions {
  /** Reads an account from the database. */
  read(userId: string): Promise<TokenHolder | undefined>;
  /**
   * Whether this process has heard every change to `users` committed before now (PostgreSQL:
   * a round trip on the listening connection; PGlite: always, its notices arrive before the
   * writer's statement returns). False: the account is read from the database.
   */
  upToDate(): Promise<boolean> | boolean;
  /** Accounts kept (the busiest callers). */
  max?: number;
  /** A bound on an entry's age besides the notices. */
  ttlMs?: number;
}

/**
 * The accounts behind the tokens of recent calls, so a signed-in read (a customer's prices, say)
 * costs no query for its caller. Kept exact by migration 022's trigger: any change to `users`
 * empties the cache on every replica at commit (`invalidate`), and an entry is used only when the
 * replica has heard every change before the call, so a role change or a removal still counts on
 * the next call. A read that was on its way when a change was heard is not kept.
 */
export class AccountsCache {
  private readonly entries: LRUCache<string, TokenHolder | false>;
  /** Bumped by every change heard: a read that started under an older one is not kept. */
  private generation = 0;

  constructor(private readonly options: AccountsCacheOptions) {
    this.entries = new LRUCache({ max: options.max ?? 10_000, ttl: options.ttlMs ?? 60_000 });
  }

  async get(userId: string): Promise<TokenHolder | undefined> {
    if (await this.options.upToDate()) {
      const kept = this.entries.get(userId);
      if (kept !== undefined) return kept || undefined;
    }
    const started = this.generation;
    const row = await this.options.read(userId);
    if (started === this.generation) this.entries.set(userId, row ?? false);
    return row;
  }

  /**
   * The account from memory without waiting: the row, `false` for none, or `undefined` when it is
   * not in memory or memory cannot be trusted without a round trip (then `get`).
   */
  peek(userId: string): TokenHolder | false | undefined {
    return this.options.upToDate() === true ? this.entries.get(userId) : undefined;
  }

  /** `users` changed (or changes may have been missed): forget every account. */
  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
  }
}
