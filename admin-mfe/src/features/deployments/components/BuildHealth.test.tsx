import { sampleNote } from './BuildHealth';

describe('sampleNote', () => {
  it('says what the health figures count at each sampling of the web vitals', () => {
    expect(sampleNote(0.1)).toBe(
      'Page loads and error rates count every page load; the web vitals come from a sample of about 1 in 10 of them (config.json vitalsSample).',
    );
    expect(sampleNote(0.25)).toContain('about 1 in 4 of them');
    expect(sampleNote(0.02)).toContain('about 2 % of them');
    expect(sampleNote(1)).toBe('Page loads, error rates and web vitals count every page load.');
    expect(sampleNote(0)).toContain('web vitals are not measured');
  });
});
