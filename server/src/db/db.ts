/**
 * The one database interface the routes use: plain SQL with $1 parameters, on PGlite or on a
 * PostgreSQL server. Rows come back as plain objects; numeric columns are cast to float8 in SQL.
 */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface QueryResult<T> {
  rows: T[];
  /** Rows affected by INSERT/UPDATE/DELETE (or returned by SELECT). */
  rowCount: number;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Where the long reads of many rows go (the admins' list of every order, its CSV export): a few
   * connections of their own, so that however many admins page through a year of orders, at most
   * that many such reads hold the database's CPU and a customer's order or page still finds a core.
   * On PGlite, the database itself (one connection serves everything).
   */
  readonly reports: Queryable;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * PGlite: hears this process's own NOTIFYs on `channel` (a notice arrives before the statement
   * that committed it returns). PostgreSQL hears other replicas too, on a connection of its own
   * (list-changes.ts), and has no such method. Resolves to the call that stops listening.
   */
  listen?(channel: string, onNotice: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
