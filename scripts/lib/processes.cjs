// Child processes of the storefront's scripts (the stack, the cluster): each in its own process
// group, its output kept quietly or passed through, stopped with its whole group. CommonJS, so
// that the server's jest suites can require it as the ES-module scripts import it.
'use strict';
const { spawn } = require('node:child_process');
const net = require('node:net');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..', '..');

/** Waits until `url` answers 2xx, asking again every `intervalMs`. */
async function waitFor(url, { timeoutMs = 60000, intervalMs = 200 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let lastError;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
      lastError = new Error(`${url} answered ${response.status}`);
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`Timed out waiting for ${url}: ${lastError?.message ?? 'no answer'}`);
}

function spawnChild(command, args, { env, name, quiet, cwd = ROOT }) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  if (quiet) {
    const log = [];
    const keep = (chunk) => {
      log.push(chunk.toString());
      if (log.length > 200) log.shift();
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.recentOutput = () => log.join('');
  }
  child.on('exit', (code, signal) => {
    if (code && !child.stopping) console.error(`[${name}] exited with ${code ?? signal}`);
  });
  return child;
}

function stopChild(child, signal = 'SIGTERM', timeoutMs = 5000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  child.stopping = true;
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
      resolve();
    }, timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    try {
      process.kill(-child.pid, signal);
    } catch {
      clearTimeout(timer);
      resolve();
    }
  });
}

/** A port nobody listens on right now, on `host`. */
function freePort(host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

module.exports = { ROOT, freePort, spawnChild, stopChild, waitFor };
