import assert from 'node:assert/strict';
import { test } from 'node:test';
import { numberOption, parseCli, readCli, UsageError } from './cli.mjs';

const options = {
  runs: { type: 'string', default: '3' },
  'skip-tti': { type: 'boolean', default: false },
  cached: { type: 'string', multiple: true, default: [] },
};

test('flags with their types and defaults, in both spellings of a value', () => {
  assert.deepEqual(readCli({ options, args: [] }).values, { runs: '3', 'skip-tti': false, cached: [] });
  const { values } = readCli({ options, args: ['--runs', '5', '--skip-tti', '--cached', 'a', '--cached=b'] });
  assert.deepEqual(values, { runs: '5', 'skip-tti': true, cached: ['a', 'b'] });
  assert.equal(readCli({ options, args: ['--runs=7'] }).values.runs, '7');
});

test('an unknown flag, a flag without its value and an extra operand are refused, by name', () => {
  assert.throws(
    () => readCli({ options, args: ['--runz', '5'] }),
    (error) => error instanceof UsageError && /Unknown option '--runz'\.$/.test(error.message),
  );
  assert.throws(
    () => readCli({ options, args: ['--runs'] }),
    (error) => error instanceof UsageError && /--runs/.test(error.message),
  );
  assert.throws(() => readCli({ options, args: ['report.json'] }), UsageError);
  assert.throws(() => readCli({ options, positionals: 1, args: ['a', 'b'] }), /Unexpected argument 'b'/);
  assert.deepEqual(readCli({ options, positionals: 1, args: ['a'] }).positionals, ['a']);
});

test('numbers are checked with the flag named', () => {
  assert.equal(numberOption('runs', '5', { min: 1 }), 5);
  assert.throws(() => numberOption('runs', 'five', { min: 1 }), /--runs must be a whole number of at least 1, got 'five'/);
  assert.throws(() => numberOption('runs', '0', { min: 1 }), UsageError);
  assert.throws(() => numberOption('runs', '', { min: 1 }), UsageError);
  assert.equal(numberOption('scale', '0.1', { integer: false, min: 0.000001 }), 0.1);
});

test('--help prints the usage and exits 0; a refused command line prints why and the usage, exit 2', () => {
  const printed = [];
  const { log, error } = console;
  console.log = (line) => printed.push(['out', line]);
  console.error = (line) => printed.push(['err', line]);
  try {
    const exits = [];
    const exit = (code) => exits.push(code);
    parseCli({ usage: 'usage: x [--runs N]', options, args: ['--help'], exit });
    parseCli({ usage: 'usage: x [--runs N]', options, args: ['--nope'], exit });
    parseCli({ usage: 'usage: x [--runs N]', options, args: ['--runs', 'x'], exit, check: ({ values }) => numberOption('runs', values.runs) });
    assert.deepEqual(exits, [0, 2, 2]);
    assert.deepEqual(printed[0], ['out', 'usage: x [--runs N]']);
    assert.match(printed[1][1], /^Unknown option '--nope'\.\nusage: x/);
    assert.match(printed[2][1], /^--runs must be a whole number, got 'x'\.\nusage: x/);
  } finally {
    console.log = log;
    console.error = error;
  }
  assert.deepEqual(parseCli({ usage: '', options, args: ['--runs', '4'], check: ({ values }) => ({ runs: numberOption('runs', values.runs) }) }), { runs: 4 });
});
