#!/usr/bin/env node
// Serves one build folder, e.g. `node scripts/serve-static.mjs catalogue-mfe/dist --port 3001 --cors`.
import { serveStatic } from './lib/serve-static.mjs';

const args = process.argv.slice(2);
const root = args.find((arg) => !arg.startsWith('--')) ?? 'dist';
const flag = (name) => args.includes(`--${name}`);
const value = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : fallback;
};
const port = Number(value('port', process.env.PORT ?? 3000));
const server = await serveStatic({ root, port, host: value('host', '127.0.0.1'), spa: flag('spa'), cors: flag('cors') });
console.log(`Serving ${root} at http://127.0.0.1:${server.address().port}`);
