// npm run bench:mail -w server (root: npm run bench:mail)
//
// What the customers' e-mails cost an order. The built API on a fresh PGlite folder takes 3-line
// checkouts (POST /checkout) at BENCH_CONNECTIONS (10) for BENCH_DURATION (15) seconds, three times:
//   1. no mail server (SMTP_URL unset): each order records its e-mail; nothing sends it,
//   2. a mail server that takes every e-mail (an SMTP server in this process): the API's worker
//      renders and sends each one while the orders come in,
//   3. the mail server down (SMTP_URL at a closed port): every send fails and is tried again;
//      then the mail server comes back on that port, and the time until every e-mail arrived, once.
// BENCH_API_ENTRY runs another build (an older commit's server/dist/main.js, for the figure
// before e-mails were recorded at all).
import os from 'node:os';
import autocannon from 'autocannon';
import { SMTPServer } from 'smtp-server';
import { ADMIN, BUYER, emulatorFor, freePort, makePart, startApi, tokenOf } from './lib.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

/** An SMTP server that takes every message and counts the Message-IDs it got. */
async function sink(port) {
  const ids = [];
  let arrived = () => {};
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    // No reverse DNS of each client: this machine's resolver has no answer for it and would make each message wait.
    disableReverseLookup: true,
    logger: false,
    onData(stream, _session, done) {
      let head = '';
      stream.on('data', (chunk) => {
        if (head.length < 4096) head += chunk.toString('utf8');
      });
      stream.on('end', () => {
        ids.push(/^Message-ID:\s*(\S+)/im.exec(head)?.[1]);
        arrived();
        done();
      });
    },
  });
  server.on('error', () => {});
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    ids,
    /** Resolves once `n` messages arrived. */
    until: async (n) => {
      while (ids.length < n) await new Promise((resolve) => (arrived = resolve));
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

async function measure(emulator, label, env) {
  const api = await startApi(emulator, { MAIL_POLL_MS: '500', ...env });
  try {
    const adminToken = await tokenOf(api.base, emulator, ADMIN);
    const buyerToken = await tokenOf(api.base, emulator, BUYER);
    const lines = [];
    for (let i = 1; i <= 3; i += 1) lines.push({ partId: await makePart(api.base, adminToken, `Mail bench part ${i}`, 10 + i), quantity: 1 });
    await autocannon({ url: `${api.base}/parts`, connections: 5, duration: 2 });
    const result = await autocannon({
      url: `${api.base}/checkout`,
      method: 'POST',
      connections: CONNECTIONS,
      duration: DURATION,
      headers: { authorization: `Bearer ${buyerToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ address: 'Bench street 1', phone: '0123456', lines }),
    });
    return { label, result, api };
  } catch (error) {
    await api.stop();
    throw error;
  }
}

const emulator = await emulatorFor();
const rows = [];
let drained;
try {
  console.log(`${DURATION} s of 3-line checkouts at ${CONNECTIONS} connections, per case ...`);
  const none = await measure(emulator, 'no mail server (e-mails recorded, not sent)', {});
  await none.api.stop();
  rows.push(none);

  const upPort = await freePort();
  const up = await sink(upPort);
  const sending = await measure(emulator, 'mail server up (every e-mail sent meanwhile)', { SMTP_URL: `smtp://127.0.0.1:${upPort}` });
  await sending.api.stop();
  await up.close();
  rows.push(sending);

  const downPort = await freePort();
  const down = await measure(emulator, 'mail server down (every send fails, retried)', {
    SMTP_URL: `smtp://127.0.0.1:${downPort}`,
    MAIL_RETRY_BASE_MS: '2000',
  });
  rows.push(down);
  // Back up: every order's e-mail arrives, once (an older build, which sends none, is not waited for).
  const placed = process.env.BENCH_API_ENTRY ? 0 : down.result['2xx'];
  const started = Date.now();
  const back = await sink(downPort);
  await Promise.race([back.until(placed), new Promise((resolve) => setTimeout(resolve, 600_000))]);
  const seconds = (Date.now() - started) / 1000;
  drained =
    `mail server back: ${back.ids.length} of ${placed} e-mails arrived in ${seconds.toFixed(1)} s ` +
    `(${(back.ids.length / seconds).toFixed(0)}/s), ${new Set(back.ids).size} distinct Message-IDs`;
  await down.api.stop();
  await back.close();
} finally {
  await emulator.stop();
}
console.table(
  rows.map(({ label, result }) => ({
    case: label,
    'orders/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    '2xx': result['2xx'],
    errors: result.errors + result.non2xx,
  })),
);
console.log(drained);
console.log(
  `machine: ${os.cpus().length} cores (${os.cpus()[0]?.model}), load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
