#!/usr/bin/env node
// Serves one build folder, e.g.
//   node scripts/serve-static.mjs catalogue-mfe/dist --port 3001 --cors http://127.0.0.1:3000
// (--cors may be given more than once: the origins allowed to read its files; --spa for the shell).
// The server itself is the page-server workspace's (built by `npm run build`).
import { serveStatic } from '../page-server/dist/index.js';

const args = process.argv.slice(2);
const flag = (name) => args.includes(`--${name}`);
const values = (name) => args.flatMap((arg, i) => (arg === `--${name}` && args[i + 1] ? [args[i + 1]] : []));
const value = (name, fallback) => values(name)[0] ?? fallback;
const takesValue = new Set(['port', 'host', 'cors']);
const root = args.find((arg, i) => !arg.startsWith('--') && !takesValue.has(args[i - 1]?.slice(2))) ?? 'dist';
const port = Number(value('port', process.env.PORT ?? 3000));
const server = await serveStatic({ root, port, host: value('host', '127.0.0.1'), spa: flag('spa'), corsOrigins: values('cors') });
console.log(`Serving ${root} at http://127.0.0.1:${server.address().port}`);
