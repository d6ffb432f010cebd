/** The database cannot be reached or does not answer in time: the API says 503 and to retry. */
export class DatabaseUnavailableError extends Error {
  constructor(override readonly cause: unknown) {
    super('The database is not reachable right now');
    this.name = 'DatabaseUnavailableError';
  }
}

/** Node's network errors when a connection is refused, reset or times out. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * SQLSTATEs that mean "not now" rather than "bad request": connection failures (08), the server
 * shutting down or not accepting connections (57P01-57P03), too many connections (53300) and a
 * statement cancelled by statement_timeout (57014).
 */
const UNAVAILABLE_STATES = /^(08...|57P0[1-3]|53300|57014)$/;

/** Whether a pg error means the database is away (or too slow), as opposed to a bad query. */
export function isUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.test(code))) return true;
  // pg's own messages for a pool or wire timeout and a dropped connection carry no code.
  return /timeout exceeded when trying to connect|Connection terminated|Query read timeout|Client has encountered a connection error|connection timeout/i.test(
    error.message,
  );
}
