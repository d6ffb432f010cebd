/**
 * The carriers whose tracking pages a shipment's tracking number links to: a name as an admin
 * types it when shipping (any case, and any of its other names), and the page's URL with `{n}`
 * for the number. A carrier not listed here keeps its number as text. Add a carrier with one line.
 */
export const CARRIERS: readonly { name: string; aliases: readonly string[]; url: string }[] = [
  { name: 'DHL Express', aliases: ['dhl', 'dhl express'], url: 'https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id={n}' },
  { name: 'FedEx', aliases: ['fedex', 'fed ex', 'federal express'], url: 'https://www.fedex.com/fedextrack/?trknbr={n}' },
  { name: 'UPS', aliases: ['ups', 'united parcel service'], url: 'https://www.ups.com/track?tracknum={n}' },
  { name: 'Aramex', aliases: ['aramex'], url: 'https://www.aramex.com/us/en/track/results?ShipmentNumber={n}' },
];

/** The carrier's tracking page for this number, or null where the carrier is not known (or either is missing). */
export function trackingUrl(carrier: string | null | undefined, trackingNumber: string | null | undefined): string | null {
  const number = trackingNumber?.trim();
  const name = carrier?.trim().toLowerCase().replace(/\s+/g, ' ');
  if (!number || !name) return null;
  const known = CARRIERS.find((c) => c.aliases.includes(name) || c.name.toLowerCase() === name);
  return known ? known.url.replace('{n}', encodeURIComponent(number)) : null;
}
