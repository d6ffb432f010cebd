import { STACK } from '../stack-ports';
import { expect, test } from '../support/fixtures';

/** `npm test` runs while `npm start` is up: no port of the one may be a port of the other, the mail catchers' included. */
test('the browser tests’ stack and npm start’s use no port in common', async () => {
  const { stackOptions, stackPorts } = await import('../../scripts/lib/stack.mjs');
  const start = stackOptions({});
  const startPorts = stackPorts(start).map((entry) => entry.port);
  expect(stackPorts(start).map((entry) => entry.variable)).toEqual(expect.arrayContaining(['MAIL_CATCHER_SMTP_PORT', 'MAIL_CATCHER_WEB_PORT']));
  const testPorts = [
    ...Object.values(STACK.ports),
    STACK.apiPort,
    STACK.authPort,
    STACK.authHubPort,
    STACK.authLoggingPort,
    STACK.mailSmtpPort,
    STACK.mailWebPort,
  ];
  expect(new Set(startPorts).size).toBe(startPorts.length);
  expect(new Set(testPorts).size).toBe(testPorts.length);
  expect(startPorts.filter((port) => testPorts.includes(port))).toEqual([]);
});

/** A second `npm start` moves every port with its variable, the mail catcher's too. */
test('every port of npm start moves with its variable', async () => {
  const { stackOptions, stackPorts } = await import('../../scripts/lib/stack.mjs');
  const defaults = stackPorts(stackOptions({}));
  const moved = Object.fromEntries(defaults.map((entry) => [entry.variable, String(entry.port + 20)]));
  expect(stackPorts(stackOptions(moved)).map((entry) => entry.port)).toEqual(defaults.map((entry) => entry.port + 20));
});
