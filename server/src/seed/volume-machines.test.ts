import { volumeMachines } from './volume-machines';

describe('the volume machines', () => {
  it('are 320 machines of 8 brands, 40 of each kind, each at an address of its own', () => {
    const machines = volumeMachines();
    expect(machines).toHaveLength(320);
    expect(new Set(machines.map((m) => m.brand)).size).toBe(8);
    for (let kind = 1; kind <= 8; kind += 1) expect(machines.filter((m) => m.kind === kind)).toHaveLength(40);
    const slug = (text: string) =>
      text
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '');
    const addresses = machines.map((m) => `${slug(m.brand)}/${slug(`${m.model}${m.subclass ? `-${m.subclass}` : ''}`)}`);
    expect(new Set(addresses).size).toBe(320);
    expect(addresses).toContain('juki/ddl-8700');
    expect(machines.filter((m) => m.subclass)).toHaveLength(128);
  });
});
