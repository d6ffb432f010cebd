// The scripts' command lines, read with node:util's parseArgs: every flag declared with its type
// and default, `--help` (or `-h`) prints the usage, and an unknown flag, a flag without its value
// or a value out of range stops the script with the reason and the usage (exit code 2).
import { parseArgs } from 'node:util';

/** A command line that cannot be run as given. */
export class UsageError extends Error {}

/**
 * Reads `args` (the script's own arguments by default). `options` are parseArgs' (`type`,
 * `short`, `multiple`, `default`); `positionals` is how many operands the script takes at most
 * (0: none). `check({ values, positionals })` turns them into what the script runs with, throwing a
 * UsageError (numberOption does) for a value it refuses. Returns what `check` returns, else
 * `{ values, positionals }`; exits after printing the usage for `--help`, and with the reason and
 * the usage for a command line it refuses.
 */
export function parseCli({ usage, options = {}, positionals: maxPositionals = 0, check, args = process.argv.slice(2), exit = process.exit }) {
  try {
    const parsed = readCli({ options, positionals: maxPositionals, args });
    if (parsed.values.help) {
      console.log(usage);
      return exit(0);
    }
    return check ? check(parsed) : parsed;
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n${usage}`);
    return exit(2);
  }
}

/** parseCli without printing or exiting: throws a UsageError (for tests and for checks of their own). */
export function readCli({ options = {}, positionals: maxPositionals = 0, args }) {
  let parsed;
  try {
    parsed = parseArgs({ args, options: { help: { type: 'boolean', short: 'h' }, ...options }, allowPositionals: maxPositionals > 0, strict: true });
  } catch (error) {
    // parseArgs' own words name the flag ("Unknown option '--runz'"); its advice about '--' is for another case.
    throw new UsageError(`${error.message.replace(/\. To specify a positional argument.*$/s, '').replace(/\.?$/, '.')}`);
  }
  if (parsed.positionals.length > maxPositionals) {
    throw new UsageError(`Unexpected argument '${parsed.positionals[maxPositionals]}'.`);
  }
  return { values: { ...parsed.values }, positionals: parsed.positionals };
}

/** A flag's value as a number: an integer unless `integer: false`, at least `min`. */
export function numberOption(name, value, { min = -Infinity, integer = true } = {}) {
  const number = Number(value);
  if (String(value).trim() === '' || !Number.isFinite(number) || (integer && !Number.isInteger(number)) || number < min) {
    const kind = integer ? 'a whole number' : 'a number';
    throw new UsageError(`--${name} must be ${kind}${min > -Infinity ? ` of at least ${min}` : ''}, got '${value}'.`);
  }
  return number;
}
