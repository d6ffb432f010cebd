import { loadConfig } from './config';

describe('CORS origins', () => {
  it('lets in the shell on this machine when nothing is configured', () => {
    expect(loadConfig({}).corsOrigins).toEqual(['http://127.0.0.1:3000', 'http://localhost:3000']);
  });

  it("lets in the remotes' own pages (npm run dev -w <remote>) only beside the Auth emulator", () => {
    const production = loadConfig({ CORS_ORIGINS: 'https://shop.example' });
    expect(production.corsOrigins).toEqual(['https://shop.example']);
    const development = loadConfig({ CORS_ORIGINS: 'http://127.0.0.1:3000', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' });
    expect(development.corsOrigins).toEqual(
      expect.arrayContaining(['http://127.0.0.1:3000', 'http://127.0.0.1:3001', 'http://localhost:3002', 'http://127.0.0.1:3003']),
    );
  });

  it("follows the remotes' port variables, as their dev servers do", () => {
    const config = loadConfig({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', ACCOUNT_PORT: '3202' });
    expect(config.corsOrigins).toContain('http://127.0.0.1:3202');
    expect(config.corsOrigins).not.toContain('http://127.0.0.1:3002');
  });
});

describe('TRUST_PROXY', () => {
  it('believes no X-Forwarded-For when unset', () => {
    expect(loadConfig({}).trustProxy).toEqual([]);
  });

  it('names the balancers, by address, range or word', () => {
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.1.0/24' }).trustProxy).toEqual(['loopback', '10.0.1.0/24']);
  });

  it.each(['1', 'true', '*'])('refuses %s, which would let any client choose its address', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/load balancers' addresses/);
  });
});
