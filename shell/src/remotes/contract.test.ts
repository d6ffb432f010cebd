import { satisfies, skewOf } from './contract';

const SHELL = { federation: '2.9', shared: { react: '19.3.1', 'react-dom': '19.3.1', swr: '2.5.1' } };

describe('satisfies', () => {
  it('follows the semver rules of the ranges builds write', () => {
    expect(satisfies('19.3.1', '^19.3.1')).toBe(true);
    expect(satisfies('19.4.0', '^19.3.1')).toBe(true);
    expect(satisfies('19.3.0', '^19.3.1')).toBe(false);
    expect(satisfies('20.0.0', '^19.3.1')).toBe(false);
    expect(satisfies('0.3.4', '^0.3.1')).toBe(true);
    expect(satisfies('0.4.0', '^0.3.1')).toBe(false);
    expect(satisfies('0.0.4', '^0.0.3')).toBe(false);
    expect(satisfies('2.5.9', '~2.5.1')).toBe(true);
    expect(satisfies('2.6.0', '~2.5.1')).toBe(false);
    expect(satisfies('3.0.0', '>=2.5.1')).toBe(true);
    expect(satisfies('2.5.1', '2.5.1')).toBe(true);
    expect(satisfies('2.5.2', '2.5.1')).toBe(false);
    expect(satisfies('2.5.2', '*')).toBe(true);
    // Another form is for the deploy's full check to judge.
    expect(satisfies('2.5.2', '>=1 <2 || 3.x')).toBe(true);
  });
});

describe('skewOf', () => {
  it('says in words what keeps a build from this shell', () => {
    expect(skewOf('catalogue', { federation: '2.9', shared: { react: '^19.3.1', swr: '^2.5.0' } }, SHELL)).toBeNull();
    expect(skewOf('catalogue', { federation: '2.9', shared: { react: '^20.0.0' } }, SHELL)).toBe('catalogue needs react ^20.0.0, the shell provides 19.3.1');
    expect(skewOf('catalogue', { federation: '2.10', shared: {} }, SHELL)).toBe('catalogue is built with Module Federation 2.10, the shell runs 2.9');
    expect(skewOf('catalogue', { federation: '2.9', shared: { 'left-pad': '^1.0.0' } }, SHELL)).toBe('catalogue shares left-pad, the shell provides none');
  });

  it('lets through a build that says nothing, and any build where the shell does not know itself', () => {
    expect(skewOf('catalogue', undefined, SHELL)).toBeNull();
    expect(skewOf('catalogue', { federation: '3.0', shared: {} }, null)).toBeNull();
  });
});
