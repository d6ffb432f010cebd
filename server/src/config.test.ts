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

describe("the store's e-mails", () => {
  it("send from orders@ the storefront's domain, not from the marketing contact", () => {
    const config = loadConfig({ STOREFRONT_URL: 'https://www.parts.example.com', CONTACT_EMAIL: 'marketing@partsmanufacturer.com' });
    expect(config.mail.from).toBe('Stitchline Parts <orders@parts.example.com>');
    expect(loadConfig({ STORE_NAME: 'Sewline', STOREFRONT_URL: 'https://shop.sewline.com.bd' }).mail.from).toBe('Sewline <orders@shop.sewline.com.bd>');
  });

  it('fall back to a reserved example domain on a machine reached by its address', () => {
    expect(loadConfig({}).mail.from).toBe('Stitchline Parts <orders@stitchline.example>');
    expect(loadConfig({ STOREFRONT_URL: 'http://localhost:3000' }).mail.from).toBe('Stitchline Parts <orders@stitchline.example>');
  });

  it('keep MAIL_FROM as it is set', () => {
    expect(loadConfig({ MAIL_FROM: 'Orders <orders@shop.example>' }).mail.from).toBe('Orders <orders@shop.example>');
  });

  it("date in the seller's zone, Asia/Dhaka unless STORE_TIME_ZONE says otherwise, and refuse an unknown zone", () => {
    expect(loadConfig({}).mail.timeZone).toBe('Asia/Dhaka');
    expect(loadConfig({ STORE_TIME_ZONE: 'Asia/Kolkata' }).seller.timeZone).toBe('Asia/Kolkata');
    expect(() => loadConfig({ STORE_TIME_ZONE: 'Mars/Olympus' })).toThrow(/STORE_TIME_ZONE names an IANA time zone/);
  });
});
