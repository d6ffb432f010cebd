import type { Part } from '@storefront/shared';
import type { Assembly, AssemblyLine, AssemblySummary, Hotspot } from '@storefront/shared/schemas';
import { machine } from './machines';
import { makeParts } from './parts';

// A machine's parts book as the API answers it: for the assembly page's tests.

export const ddl8700 = machine(4, 'JUKI', 'DDL-8700');
export const bookParts: Part[] = makeParts(4).map((part, i) => ({
  ...part,
  name: ['Feed dog', 'Rotary hook', 'Bobbin case', 'Hook set screw'][i] ?? part.name,
  sku: ['SL-FD-0003', 'SL-RH-0002', 'SL-BC-0001', 'SL-SS-0009'][i] ?? part.sku,
  min_order_Quantity: i === 2 ? 5 : 1,
  pack_Size: i === 3 ? 10 : 1,
}));

const line = (n: number, overrides: Partial<AssemblyLine>): AssemblyLine => ({
  _id: `00000000-0000-4000-a000-${String(n).padStart(12, '0')}`,
  position: n,
  callout: String(n),
  part: null,
  makerNumber: null,
  description: null,
  quantity: 1,
  remarks: null,
  subclass: null,
  ...overrides,
});

const bookLines: AssemblyLine[] = [
  line(1, { callout: '12', part: bookParts[0]!, quantity: 1 }),
  line(2, { callout: '7', part: bookParts[1]!, makerNumber: '110-45400', quantity: 1 }),
  line(3, { callout: '9', part: bookParts[2]!, quantity: 2, remarks: 'gauge 3/16' }),
  line(4, { callout: '12', part: bookParts[3]!, quantity: 3, subclass: '5', remarks: 'for -5 only' }),
  line(5, { callout: '15', makerNumber: '229-21202', description: 'Thread guide', quantity: 1 }),
];

export const bookHotspots: Hotspot[] = [
  { _id: 'h1', callout: '12', x: 0.25, y: 0.4 },
  { _id: 'h2', callout: '12', x: 0.7, y: 0.6 },
  { _id: 'h3', callout: '7', x: 0.5, y: 0.2 },
  { _id: 'h4', callout: '9', x: 0.4, y: 0.8 },
  { _id: 'h5', callout: '15', x: 0.9, y: 0.9 },
];

export const hookAssembly: Assembly = {
  _id: '00000000-0000-4000-b000-000000000001',
  machineId: ddl8700._id,
  machine: ddl8700,
  name: 'Hook and bobbin case',
  slug: 'hook-and-bobbin-case',
  position: 1,
  drawing: '/images/0123abcd.svg',
  drawingWidth: 800,
  drawingHeight: 600,
  published: true,
  lineCount: bookLines.length,
  hotspotCount: bookHotspots.length,
  updatedAt: '2026-11-01T00:00:00.000Z',
  lines: bookLines,
  hotspots: bookHotspots,
};

export const hookSummary: AssemblySummary = (({ machine: _m, lines: _l, hotspots: _h, ...summary }) => summary)(hookAssembly);
