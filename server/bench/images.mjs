// npm run bench:images (root), after `npm run build -w server`
//
// What re-encoding an upload saves, on the seeded pictures (server/seed/images) sent as a phone
// or a scanner would: each illustration rendered at 4000 px on its longest side, once as a
// JPEG at quality 92 with camera EXIF and a GPS position, once as a PNG. Each goes through the
// API's own re-encoder (dist/server/src/images/reencode.js, what POST /images runs) and the table
// shows the bytes sent, the bytes stored, and the WebP copy served to browsers that accept it.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const sharp = require('sharp');
const built = path.join(HERE, '..', 'dist', 'server', 'src', 'images');
if (!fs.existsSync(path.join(built, 'reencode.js'))) {
  console.error('Build the API first: npm run build -w server');
  process.exit(1);
}
const { reencodeImage } = require(path.join(built, 'reencode.js'));
const { sniffImage } = require(path.join(built, 'sniff.js'));

const SEEDS = path.join(HERE, '..', 'seed', 'images');
const SIDE = 4000;

async function asUploaded(svg) {
  const raster = sharp(svg, { density: 300 }).resize({ width: SIDE, height: SIDE, fit: 'inside' }).flatten({ background: '#ffffff' });
  const jpeg = await raster
    .clone()
    .jpeg({ quality: 92 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '23/1 48/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '90/1 24/1 0/1' },
    })
    .toBuffer();
  const png = await raster.clone().png().toBuffer();
  return { jpeg, png };
}

const kb = (bytes) => (bytes / 1024).toFixed(0);
const rows = [];
const totals = { jpeg: [0, 0, 0], png: [0, 0, 0] };
for (const file of fs
  .readdirSync(SEEDS)
  .filter((name) => name.endsWith('.svg'))
  .sort()) {
  const uploads = await asUploaded(fs.readFileSync(path.join(SEEDS, file)));
  for (const [format, bytes] of Object.entries(uploads)) {
    const stored = await reencodeImage(bytes, sniffImage(bytes));
    const sums = totals[format];
    sums[0] += bytes.length;
    sums[1] += stored.main.bytes.length;
    sums[2] += stored.webp?.length ?? stored.main.bytes.length;
    rows.push(`| ${file.replace('.svg', '')} | ${format} | ${kb(bytes.length)} KB | ${kb(stored.main.bytes.length)} KB | ${kb(stored.webp?.length ?? 0)} KB |`);
  }
}

console.log(`Seeded pictures rendered at ${SIDE} px, re-encoded as POST /images does (longest side ${1600} px)\n`);
console.log('| picture | sent as | sent | stored | WebP copy |');
console.log('| --- | --- | --- | --- | --- |');
for (const row of rows) console.log(row);
for (const [format, [sent, stored, webp]] of Object.entries(totals)) {
  console.log(
    `| **all ${rows.length / 2}** | ${format} | ${kb(sent)} KB | ${kb(stored)} KB (−${(100 - (stored / sent) * 100).toFixed(0)} %) | ${kb(webp)} KB (−${(100 - (webp / sent) * 100).toFixed(0)} %) |`,
  );
}
