// What the page server's tests share: HTTP servers of their own (an API, a remote's files) on a
// free port, a folder that stands for a build, and raw requests.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** An HTTP server answering with `handler`, listening on a free port of 127.0.0.1. */
export function listen(handler: http.RequestListener): Promise<http.Server> {
  const server = http.createServer(handler);
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** Closes `server` and the connections clients keep alive to it (fetch keeps them for seconds), so that nothing outlives the test. */
export function stop(server: http.Server): void {
  server.close();
  server.closeAllConnections();
}

export const portOf = (server: http.Server): number => (server.address() as AddressInfo).port;
export const urlOf = (server: http.Server): string => `http://127.0.0.1:${portOf(server)}`;

/** A new folder under the system's temporary one holding `files` (name to text), as a build's output. */
export function buildFolder(prefix: string, files: Record<string, string> = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  return dir;
}

export const removeFolder = (dir: string): void => fs.rmSync(dir, { recursive: true, force: true });

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET whose path goes on the wire exactly as written (fetch would normalise `..`), its body read whole. */
export function get(port: number, rawPath: string, headers: http.OutgoingHttpHeaders = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: rawPath, method: 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}
