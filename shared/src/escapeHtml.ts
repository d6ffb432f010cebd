/**
 * HTML escaping, written once: the start-up script's first views, the server pages' heads, the
 * page server's attributes and sitemap, the e-mails. A module of its own without dependencies
 * (`@storefront/shared/escape-html`), so that Node code can take it without the rest of shared.
 */

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe inside HTML (and XML), in an element or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}
