// The benchmark's assembly page of 200 hotspots (docs/parts-book.md): published through the admin's
// API on the benchmark's own stack, from the drawing `npm run seed:volume` gives the same page
// (server/seed/images/drawing-machine-head-200.svg), with a row and a hotspot at each callout's
// number. Its HTML's time to first byte goes beside the other public pages'.
import fs from 'node:fs';
import path from 'node:path';
import { signInEmulatorUser } from '../lib/auth-emulator.mjs';
import { DEMO_ACCOUNTS, ROOT } from '../lib/stack.mjs';

const DRAWING = path.join(ROOT, 'server', 'seed', 'images', 'drawing-machine-head-200.svg');
const NAME = 'Machine head (200 callouts)';

async function api(apiUrl, token, method, pathName, body, headers = {}) {
  const response = await fetch(`${apiUrl}${pathName}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
  });
  const answer = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`${method} ${pathName} answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer;
}

/** Publishes the assembly on the first demo machine; its page's path. */
export async function publishAssembly200(stack) {
  const { apiUrl, emulatorHost } = stack;
  const admin = DEMO_ACCOUNTS.admin;
  const { idToken } = await signInEmulatorUser({ host: emulatorHost, email: admin.email, password: admin.password });
  const token = (await api(apiUrl, idToken, 'PUT', `/user/${encodeURIComponent(admin.email)}`, { email: admin.email })).token;
  const machine = (await api(apiUrl, token, 'GET', '/machines?limit=1')).items[0];
  const assembly = await api(apiUrl, token, 'POST', '/assemblies', { machineId: machine._id, name: NAME });
  const svg = fs.readFileSync(DRAWING, 'utf8');
  const form = new FormData();
  form.append('drawing', new Blob([svg], { type: 'image/svg+xml' }), 'drawing-machine-head-200.svg');
  const drawn = await api(apiUrl, token, 'PUT', `/assemblies/${assembly._id}/drawing`, form);
  // Each callout's number as the drawing prints it: the hotspot at the number, a row for it.
  const callouts = [...svg.matchAll(/<text[^>]*\bx="([\d.]+)"[^>]*\by="([\d.]+)"[^>]*>(\d+)<\/text>/g)].map(([, x, y, callout]) => ({
    callout,
    x: Number(x) / drawn.drawingWidth,
    y: Number(y) / drawn.drawingHeight,
  }));
  if (callouts.length !== 200) throw new Error(`${DRAWING}: ${callouts.length} callouts, not 200`);
  const parts = (await api(apiUrl, token, 'GET', '/parts?limit=100')).items;
  const rows = callouts.map(({ callout }, i) => `${callout},${i % 4 === 3 ? `BENCH-${callout}` : parts[i % parts.length].sku},1,`);
  await api(apiUrl, token, 'POST', `/assemblies/${assembly._id}/lines/import`, {
    csv: ["callout,part number or maker's number,quantity,remarks", ...rows].join('\n'),
  });
  await api(apiUrl, token, 'PUT', `/assemblies/${assembly._id}/hotspots`, { hotspots: callouts });
  const published = await api(apiUrl, token, 'PATCH', `/assemblies/${assembly._id}`, { published: true });
  return `/machines/${machine.brandSlug}/${machine.modelSlug}/${published.slug}`;
}
