import { CARRIERS, trackingUrl } from './carriers';

describe('trackingUrl', () => {
  it("links a known carrier's number to its tracking page, whatever the case and spacing of the name", () => {
    expect(trackingUrl('DHL', '1234567890')).toBe('https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=1234567890');
    expect(trackingUrl('  fed   ex ', '7712 3456')).toBe('https://www.fedex.com/fedextrack/?trknbr=7712%203456');
    expect(trackingUrl('United Parcel Service', '1Z999AA10123456784')).toBe('https://www.ups.com/track?tracknum=1Z999AA10123456784');
  });

  it('leaves an unknown carrier, or a shipment without a number, as text', () => {
    expect(trackingUrl('Sundarban Courier', 'SC-1')).toBeNull();
    expect(trackingUrl('DHL', '  ')).toBeNull();
    expect(trackingUrl(null, '123')).toBeNull();
  });

  it('escapes the number, so no number can change the address', () => {
    expect(trackingUrl('UPS', 'a&b=c#d')).toBe('https://www.ups.com/track?tracknum=a%26b%3Dc%23d');
  });

  it('keeps every pattern on https with one place for the number', () => {
    for (const carrier of CARRIERS) {
      expect(carrier.url.startsWith('https://')).toBe(true);
      expect(carrier.url.split('{n}')).toHaveLength(2);
    }
  });
});
