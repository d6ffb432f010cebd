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

describe("the invoices' seller", () => {
  it('adds 15 % VAT unless VAT_RATE says otherwise, and refuses a rate that is not a percentage', () => {
    expect(loadConfig({}).seller.vatRate).toBe(15);
    expect(loadConfig({ VAT_RATE: '7.5' }).seller.vatRate).toBe(7.5);
    expect(loadConfig({ VAT_RATE: '0' }).seller.vatRate).toBe(0);
    for (const wrong of ['15%', '-5', '101', '7.125', 'fifteen']) expect(() => loadConfig({ VAT_RATE: wrong })).toThrow(/VAT_RATE is a percentage/);
  });

  it('names its BIN and how to pay, a line at a time', () => {
    expect(loadConfig({}).seller).toMatchObject({ taxNumber: '', bankDetails: '' });
    const config = loadConfig({ SELLER_TAX_NUMBER: ' 000123456-0101 ', BANK_DETAILS: 'Dutch-Bangla Bank PLC | Account 123.456.7890\\nRouting 090260434' });
    expect(config.seller.taxNumber).toBe('000123456-0101');
    expect(config.seller.bankDetails).toBe('Dutch-Bangla Bank PLC\nAccount 123.456.7890\nRouting 090260434');
  });

  it('names its accounts department to ask about an invoice, accounts@ the storefront’s domain unless ACCOUNTS_* say otherwise, never the marketing contact', () => {
    const marketing = { CONTACT_NAME: 'Rahim Uddin', CONTACT_PHONE: '+880 1711-000000', CONTACT_EMAIL: 'marketing@partsmanufacturer.com' };
    const config = loadConfig({ ...marketing, STOREFRONT_URL: 'https://www.stitchline.com.bd' });
    expect(config.seller.contact).toEqual({ name: 'Accounts department', phone: '+880 1711-000000', email: 'accounts@stitchline.com.bd' });
    expect(config.mail.contact.email).toBe('marketing@partsmanufacturer.com');
    expect(loadConfig({}).seller.contact.email).toBe('accounts@stitchline.example');
    expect(
      loadConfig({ ...marketing, ACCOUNTS_NAME: 'Accounts, Stitchline Parts', ACCOUNTS_PHONE: '+880 2 9801234', ACCOUNTS_EMAIL: ' billing@stitchline.com.bd ' })
        .seller.contact,
    ).toEqual({ name: 'Accounts, Stitchline Parts', phone: '+880 2 9801234', email: 'billing@stitchline.com.bd' });
  });
});
