import net from 'node:net';
import { loadConfig } from '../src/config';
import { describeEachDb, signInAs, startServer, TEST_USERS, type TestServer } from './harness';

/**
 * A client that trickles its headers or its body is cut off (408, connection closed) once the
 * request deadline passes, instead of holding a connection for minutes. The suite runs with
 * short deadlines; the defaults are 10 s for headers and 30 s for the whole request.
 */
describeEachDb('slow clients', (kind) => {
  const REQUEST_MS = 2000;
  const HEADERS_MS = 1000;
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startServer(kind, { requestTimeoutMs: REQUEST_MS, headersTimeoutMs: HEADERS_MS });
    token = (await signInAs(server, TEST_USERS.customer)).token;
  });
  afterAll(() => server?.close());

  /** Opens a raw connection, sends `head`, then one byte of `drip` every 200 ms; resolves when the server ends it. */
  function trickle(head: string, drip: string): Promise<{ answer: string; ms: number }> {
    const { port } = new URL(server.url);
    return new Promise((resolve, reject) => {
      const started = Date.now();
      let answer = '';
      let sent = 0;
      const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(head));
      const timer = setInterval(() => {
        if (sent < drip.length && !socket.destroyed) socket.write(drip[sent++]!);
      }, 200);
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('error', () => undefined);
      socket.on('close', () => {
        clearInterval(timer);
        resolve({ answer, ms: Date.now() - started });
      });
      // A server that never hangs up fails the test instead of hanging it.
      setTimeout(() => {
        clearInterval(timer);
        socket.destroy();
        reject(new Error(`still connected after 15 s; got: ${answer}`));
      }, 15_000).unref();
    });
  }

  it('cuts off a client that trickles its headers', async () => {
    const { answer, ms } = await trickle('GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n', 'X-Slow: ' + 'a'.repeat(200));
    expect(ms).toBeLessThan(HEADERS_MS + 1500);
    if (answer) expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('cuts off a client that announces a body and trickles it', async () => {
    const body = JSON.stringify({ bookingId: '00000000-0000-4000-8000-000000000000', address: 'x'.repeat(200), phone: '0123456', orderQuantity: 1 });
    const head = `POST /booking HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    const { answer, ms } = await trickle(head, body);
    expect(ms).toBeLessThan(REQUEST_MS + 1500);
    if (answer) expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('keeps serving everyone else', async () => {
    const reply = await fetch(`${server.url}/health`);
    expect(reply.status).toBe(200);
  });
});

describe('request deadlines', () => {
  it('default to 10 s for the headers and 30 s for the whole request', () => {
    const config = loadConfig({});
    expect(config.headersTimeoutMs).toBe(10_000);
    expect(config.requestTimeoutMs).toBe(30_000);
    expect(config.database).toEqual({ connectTimeoutMs: 3000, queryTimeoutMs: 4000, reportMax: 2 });
  });
});
