import type { TokenHolder } from './auth.repo';
import { AccountsCache } from './accounts-cache';

const holder = (name: string): TokenHolder => ({ id: 'u1', email: 'a@example.com', name, role: 'customer', email_verified: true, removed: false });

describe('AccountsCache', () => {
  it('reads an account once while nothing changes, and again after a change is heard', async () => {
    let name = 'Rafiq';
    const read = jest.fn(async () => holder(name));
    const cache = new AccountsCache({ read, upToDate: () => true });
    expect((await cache.get('u1'))?.name).toBe('Rafiq');
    expect((await cache.get('u1'))?.name).toBe('Rafiq');
    expect(read).toHaveBeenCalledTimes(1);
    name = 'Rafiq Islam';
    cache.invalidate();
    expect((await cache.get('u1'))?.name).toBe('Rafiq Islam');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('answers at once from memory only when memory is known to be up to date, and never a dropped account', async () => {
    const read = jest.fn(async (id: string) => (id === 'u1' ? holder('Rafiq') : undefined));
    let heard: boolean | Promise<boolean> = true;
    const cache = new AccountsCache({ read, upToDate: () => heard });
    expect(cache.peek('u1')).toBeUndefined();
    await cache.get('u1');
    await cache.get('gone');
    expect(cache.peek('u1')).toMatchObject({ name: 'Rafiq' });
    expect(cache.peek('gone')).toBe(false);
    heard = Promise.resolve(true);
    expect(cache.peek('u1')).toBeUndefined();
    heard = true;
    cache.invalidate();
    expect(cache.peek('u1')).toBeUndefined();
  });

  it('reads from the database while changes may not all have been heard', async () => {
    const read = jest.fn(async () => holder('Rafiq'));
    let heard = false;
    const cache = new AccountsCache({ read, upToDate: async () => heard });
    await cache.get('u1');
    await cache.get('u1');
    expect(read).toHaveBeenCalledTimes(2);
    heard = true;
    await cache.get('u1');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('does not keep a read that was on its way when a change was heard', async () => {
    let release!: () => void;
    let reading!: () => void;
    const started = new Promise<void>((resolve) => (reading = resolve));
    const read = jest
      .fn<Promise<TokenHolder | undefined>, [string]>()
      .mockImplementationOnce(() => {
        reading();
        return new Promise((resolve) => (release = () => resolve(holder('before'))));
      })
      .mockImplementation(async () => holder('after'));
    const cache = new AccountsCache({ read, upToDate: () => true });
    const pending = cache.get('u1');
    await started;
    cache.invalidate();
    release();
    expect((await pending)?.name).toBe('before');
    expect((await cache.get('u1'))?.name).toBe('after');
  });

  it('remembers that an account does not exist, until a change', async () => {
    const read = jest.fn(async () => undefined);
    const cache = new AccountsCache({ read, upToDate: () => true });
    expect(await cache.get('gone')).toBeUndefined();
    expect(await cache.get('gone')).toBeUndefined();
    expect(read).toHaveBeenCalledTimes(1);
  });
});
