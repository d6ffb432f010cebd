/**
 * A server page's head as it is written into the HTML (its title, description, canonical address,
 * alternates in each language, link previews' tags, JSON-LD): without React, so that the page
 * server's tests write heads as the builds' modules do.
 */
import { escapeHtml } from '@storefront/shared/escape-html';
import { pathInLanguage, type Language } from '@storefront/shared/language';
import type { PageHead } from '@storefront/shared/server-pages-contract';

/**
 * JSON safe inside `<script type="application/ld+json">`: no `<`, `>` or `&` (nothing can close
 * the script or open a comment), and the two line separators JavaScript once refused.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The picture a link preview shows for a page without one of its own: the storefront's mark. */
export const DEFAULT_SHARE_IMAGE = '/favicon.svg';

/** The attribute on the head's elements other than the title: they describe the page the HTML is of. */
export const PAGE_HEAD = 'data-page-head';

/** Open Graph's locale of each language. */
const OG_LOCALE: Record<Language, string> = { en: 'en_US', bn: 'bn_BD' };

/** An absolute URL of this storefront in `language` (`…/parts` → `…/bn/parts`); another site's as it is. */
const urlIn = (url: string, publicUrl: string, language: Language) =>
  url.startsWith(`${publicUrl}/`) ? `${publicUrl}${pathInLanguage(url.slice(publicUrl.length), language)}` : url;

/** How the head is written: the page's language, and whether it has the other language's page (not a 404). */
export interface HeadOptions {
  language?: Language;
  alternates?: boolean;
}

/**
 * The page's addresses in each language for search engines (`hreflang`): English, Bangla, and
 * English for any other language (`x-default`).
 */
function alternateLinks(canonicalPath: string, publicUrl: string): string[] {
  const en = `${publicUrl}${pathInLanguage(canonicalPath, 'en')}`;
  const bn = `${publicUrl}${pathInLanguage(canonicalPath, 'bn')}`;
  return [
    `<link rel="alternate" hreflang="en" href="${escapeHtml(en)}" />`,
    `<link rel="alternate" hreflang="bn" href="${escapeHtml(bn)}" />`,
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(en)}" />`,
  ];
}

/** The head's elements, each value escaped; its addresses in the page's language. */
export function headHtml(head: PageHead, publicUrl: string, siteName: string, { language = 'en', alternates = false }: HeadOptions = {}): string {
  const canonical = `${publicUrl}${pathInLanguage(head.canonicalPath, language)}`;
  const image = head.image ?? `${publicUrl}${DEFAULT_SHARE_IMAGE}`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    `<meta property="og:site_name" content="${escapeHtml(siteName)}" />`,
    `<meta property="og:type" content="${head.type ?? 'website'}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
    `<meta property="og:locale" content="${OG_LOCALE[language]}" />`,
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${escapeHtml(head.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:image" content="${escapeHtml(image)}" />`,
    `<meta name="twitter:image" content="${escapeHtml(image)}" />`,
  ];
  if (head.image && head.imageAlt) tags.push(`<meta property="og:image:alt" content="${escapeHtml(head.imageAlt)}" />`);
  if (alternates) tags.push(...alternateLinks(head.canonicalPath, publicUrl));
  if (head.prev) tags.push(`<link rel="prev" href="${escapeHtml(urlIn(head.prev, publicUrl, language))}" />`);
  if (head.next) tags.push(`<link rel="next" href="${escapeHtml(urlIn(head.next, publicUrl, language))}" />`);
  for (const data of head.jsonLd ?? []) tags.push(`<script type="application/ld+json">${jsonForScript(data)}</script>`);
  // Marked as this page's: the app removes them once it shows another (shell/src/startup/head.ts).
  return tags.map((tag) => (tag.startsWith('<title>') ? tag : tag.replace(/^<(\w+)/, `<$1 ${PAGE_HEAD}`))).join('');
}
