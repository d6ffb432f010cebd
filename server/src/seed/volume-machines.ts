import { randomUUID } from 'node:crypto';
import type { Database } from '../db/db';

/**
 * The machines of `seed:volume`: 8 brands, 8 kinds of machine (the kinds the volume parts are
 * named for), 5 models of each series, 320 in all, with a subclass on every other model; named
 * after each maker's real series (JUKI DDL-, MO-; Brother S-7; Pegasus M952-; …).
 */
export const KINDS = [
  'single-needle lockstitch',
  'twin-needle lockstitch',
  '3-thread overlock',
  '4-thread overlock',
  '5-thread safety stitch',
  'flatlock interlock',
  'bar tack',
  'buttonhole',
] as const;

const SERIES: Record<string, [prefix: string, first: number, subclasses: string[]][]> = {
  JUKI: [
    ['DDL-', 8700, ['7', 'S']],
    ['LH-', 3500, ['7']],
    ['MO-67', 10, ['S']],
    ['MO-68', 10, ['S']],
    ['MO-69', 10, ['S']],
    ['MF-78', 60, ['U11']],
    ['LK-19', 0, ['A']],
    ['LBH-17', 70, ['7']],
  ],
  Brother: [
    ['S-7', 100, ['A', 'C']],
    ['T-8', 420, ['C']],
    ['MA4-B5', 0, ['51']],
    ['MA4-V7', 0, ['61']],
    ['EF4-B5', 30, ['11']],
    ['FD4-B2', 70, ['01']],
    ['KE-43', 0, ['F']],
    ['HE-8', 0, ['B']],
  ],
  Pegasus: [
    ['GX', 100, ['1']],
    ['GT', 200, ['2']],
    ['M9', 50, ['52']],
    ['M7', 30, ['38']],
    ['EXT52', 10, ['03']],
    ['W56', 0, ['01']],
    ['PT', 100, ['3']],
    ['PH', 200, ['4']],
  ],
  Siruba: [
    ['L72', 0, ['H']],
    ['T82', 8, ['F']],
    ['737K-', 1, ['A']],
    ['747K-', 1, ['A']],
    ['757K-', 1, ['A']],
    ['F007K-', 1, ['A']],
    ['BT', 100, ['S']],
    ['BH', 900, ['S']],
  ],
  Jack: [
    ['A', 2, ['B']],
    ['JK-58', 420, ['C']],
    ['E4S-3', 0, ['D']],
    ['E4S-4', 0, ['M']],
    ['E4S-5', 0, ['M']],
    ['K5-', 0, ['E']],
    ['T19', 0, ['G']],
    ['T78', 1, ['D']],
  ],
  Typical: [
    ['GC61', 50, ['D']],
    ['GC20', 0, ['B']],
    ['GN793', 1, ['D']],
    ['GN794', 1, ['D']],
    ['GN795', 1, ['D']],
    ['GK31', 0, ['B']],
    ['GT68', 0, ['A']],
    ['TW1-', 0, ['1']],
  ],
  'Union Special': [
    ['US', 2000, ['E']],
    ['UST', 2100, ['E']],
    ['39500', 0, ['QW']],
    ['39600', 0, ['AB']],
    ['39800', 0, ['D']],
    ['36200', 0, ['L']],
    ['BT', 50, ['F']],
    ['51800', 0, ['BX']],
  ],
  Yamato: [
    ['YL-', 100, ['A']],
    ['YT-', 200, ['B']],
    ['AZ80', 20, ['H']],
    ['AZ84', 20, ['H']],
    ['AZ85', 20, ['H']],
    ['VC27', 0, ['00']],
    ['YB-', 10, ['N']],
    ['YH-', 10, ['N']],
  ],
};

export interface VolumeMachine {
  brand: string;
  model: string;
  subclass: string | null;
  /** 1-based index into KINDS. */
  kind: number;
}

/** The 320 machines, deterministically. */
export function volumeMachines(): VolumeMachine[] {
  const machines: VolumeMachine[] = [];
  for (const [brand, series] of Object.entries(SERIES)) {
    series.forEach(([prefix, first, subclasses], kind) => {
      for (let k = 0; k < 5; k += 1) {
        const number = String(first + k * 10).padStart(prefix.length > 3 ? 1 : 2, '0');
        machines.push({ brand, model: `${prefix}${number}`, subclass: k % 2 === 1 ? subclasses[(k >> 1) % subclasses.length]! : null, kind: kind + 1 });
      }
    });
  }
  return machines;
}

/** Values as an SQL array literal, each quoted: the volume seed writes its lists into its statements. */
export const sqlList = (values: readonly string[]) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]`;

/**
 * Lists the volume machines (those already listed are kept) and gives every part without fitment
 * 2 to 6 machines of the kind its name says ("… for 3-thread overlock machines"), and every part
 * without an OEM number one of such a machine's maker. Set-based; runs again without doubling
 * anything, and leaves the demo parts' own fitment as it is.
 */
export async function seedVolumeMachines(db: Database, onProgress: (line: string) => void = () => undefined): Promise<void> {
  const machines = volumeMachines();
  await db.query(
    `INSERT INTO machines (id, brand, model, subclass) SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[]) ON CONFLICT DO NOTHING`,
    [machines.map(() => randomUUID()), machines.map((m) => m.brand), machines.map((m) => m.model), machines.map((m) => m.subclass)],
  );
  onProgress(`machines: ${machines.length.toLocaleString('en-US')}`);
  await db.query('DROP TABLE IF EXISTS volume_machines');
  await db.query(
    `CREATE TABLE volume_machines AS
     SELECT v.kind, row_number() OVER (PARTITION BY v.kind ORDER BY m.seq) AS n, m.id, m.brand
     FROM unnest($1::text[], $2::text[], $3::text[], $4::int[]) AS v (brand, model, subclass, kind)
     JOIN machines m ON m.brand_slug = machine_slug(v.brand) AND m.model_slug = machine_slug(v.model || coalesce('-' || v.subclass, ''))`,
    [machines.map((m) => m.brand), machines.map((m) => m.model), machines.map((m) => m.subclass), machines.map((m) => m.kind)],
  );
  const perKind = machines.length / KINDS.length;
  // A part's kind is the one its name says; a part named otherwise gets one by its position.
  const kindOf = `coalesce((SELECT k.i FROM unnest(${sqlList(KINDS)}) WITH ORDINALITY AS k (name, i) WHERE p.name LIKE '%' || k.name || '%' LIMIT 1), 1 + p.n % ${KINDS.length})`;
  await db.query(`
    INSERT INTO part_fits (machine_id, part_id)
    SELECT DISTINCT m.id, p.id
    FROM (SELECT row_number() OVER (ORDER BY seq) AS n, id, name FROM parts) p
    CROSS JOIN LATERAL generate_series(0, 1 + (p.n % 5)::int) AS j
    JOIN volume_machines m ON m.kind = ${kindOf} AND m.n = 1 + (p.n * 7 + j * 11) % ${perKind}
    WHERE NOT EXISTS (SELECT 1 FROM part_fits f WHERE f.part_id = p.id)
    ON CONFLICT DO NOTHING`);
  onProgress('fitment: every part');
  await db.query(`
    INSERT INTO part_oem_numbers (part_id, brand, number)
    SELECT p.id, m.brand, (100 + p.n % 900)::text || '-' || lpad(((p.n * 7919) % 100000)::text, 5, '0')
    FROM (SELECT row_number() OVER (ORDER BY seq) AS n, id, name FROM parts) p
    JOIN volume_machines m ON m.kind = ${kindOf} AND m.n = 1 + (p.n * 7) % ${perKind}
    WHERE NOT EXISTS (SELECT 1 FROM part_oem_numbers o WHERE o.part_id = p.id)
    ON CONFLICT DO NOTHING`);
  onProgress('OEM numbers: one a part');
  await db.query('DROP TABLE IF EXISTS volume_machines');
}
