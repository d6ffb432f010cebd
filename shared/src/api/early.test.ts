import { dropEarlyReads, EARLY_READ_TTL_MS, startEarlyRead, takeEarlyRead } from './early';

describe('early reads', () => {
  it('are started once while in flight and taken once', async () => {
    const read = jest.fn(async (path: string) => `answer for ${path}`);
    startEarlyRead('/parts/1', read, 1000);
    startEarlyRead('/parts/1', read, 1500);
    expect(read).toHaveBeenCalledTimes(1);
    await expect(takeEarlyRead('/parts/1', 2000)).resolves.toBe('answer for /parts/1');
    expect(takeEarlyRead('/parts/1', 2000)).toBeUndefined();
  });

  it('are forgotten once the page has rendered, so a later revalidation asks afresh', () => {
    startEarlyRead('/parts', async () => 'early', 0);
    dropEarlyReads(['/parts']);
    expect(takeEarlyRead('/parts', 1)).toBeUndefined();
  });

  it('are not used once too old, and a failed one is not reported until a page takes it', async () => {
    const old = jest.fn(async () => 'stale');
    startEarlyRead('/profile', old, 0);
    expect(takeEarlyRead('/profile', EARLY_READ_TTL_MS + 1)).toBeUndefined();

    const failing = jest.fn(() => Promise.reject(new Error('offline')));
    startEarlyRead('/reviews', failing, 0);
    await Promise.resolve(); // no unhandled rejection while no one has taken it
    await expect(takeEarlyRead('/reviews', 1)).rejects.toThrow('offline');
  });
});
