import { summarize } from './PartCard';

describe('a card’s short description', () => {
  it('keeps short text as it is', () => {
    expect(summarize('Hardened steel feed dog.')).toBe('Hardened steel feed dog.');
  });

  it('cuts long text at a word and marks the cut', () => {
    const text = 'Bobbin case for single-needle lockstitch machines (Juki DDL-8700/DDL-9000, Brother S-7200 and equivalents). Hardened steel body.';
    const short = summarize(text, 60);
    expect(short.length).toBeLessThanOrEqual(60);
    expect(short).toBe('Bobbin case for single-needle lockstitch machines (Juki…');
  });
});
