import { STACK } from '../stack-ports';
import { expect, test } from '../support/fixtures';

/** `npm test` runs while `npm start` is up: no port of the one may be a port of the other. */
test('the browser tests’ stack and npm start’s use no port in common', async () => {
  const { stackOptions } = await import('../../scripts/lib/stack.mjs');
  const start = stackOptions({});
  const startPorts = [...Object.values(start.ports), start.apiPort, start.authPort, start.authHubPort, start.authLoggingPort] as number[];
  const testPorts = [...Object.values(STACK.ports), STACK.apiPort, STACK.authPort, STACK.authHubPort, STACK.authLoggingPort];
  expect(new Set(startPorts).size).toBe(startPorts.length);
  expect(new Set(testPorts).size).toBe(testPorts.length);
  expect(startPorts.filter((port) => testPorts.includes(port))).toEqual([]);
});
