// The shell's build as the page server uses it: its index.html and its own server pages module
// (read again when the build changes), the shell's page composed around a page, and its frame.
import fs from 'node:fs';
import path from 'node:path';
import { banglaFontHead } from '@storefront/shared/bangla-font';
import { escapeHtml } from '@storefront/shared/escape-html';
import { FRAME_SLOT } from '@storefront/shared/server-pages-contract';
import { messageOf } from './deadline';
import { evaluate, keepsContract, MODULE_FILE, type PagesModule } from './moduleCache';
import type { PageLanguage, PageRequest, RenderedWithHead } from './pageTypes';

/**
 * The shell's page in `language`: its `<html lang>` (index.html's is English) and, in Bangla, the
 * Bangla font asked for with the HTML (the shell adds it only where the HTML has not).
 */
function inLanguage(index: string, language: PageLanguage): string {
  if (language === 'en') return index;
  return index
    .replace(/<\/head>/, () => `${banglaFontHead()}</head>`)
    .replace(/<html\b[^>]*>/, (tag) =>
      /\slang=/.test(tag) ? tag.replace(/\slang=("[^"]*"|'[^']*'|[^\s>]*)/, ` lang="${language}"`) : tag.replace(/^<html/, `<html lang="${language}"`),
    );
}

/** A page with its content rendered. */
export type ComposedPage = Omit<RenderedWithHead, 'html'> & { html: string };

export class ShellBuild {
  /** Its module is kept here, not in the modules' LRU: there is one shell. */
  private kept: { mtime: number; index: string; module: PagesModule | null } = { mtime: 0, index: '', module: null };

  constructor(
    private readonly root: string,
    private readonly log: (line: string) => void,
  ) {}

  /** The shell's index.html and module, read again when index.html changes (a deploy of the shell). */
  files() {
    const indexFile = path.join(this.root, 'index.html');
    const mtime = fs.statSync(indexFile).mtimeMs;
    if (mtime !== this.kept.mtime) {
      const moduleFile = path.join(this.root, MODULE_FILE);
      const source = fs.existsSync(moduleFile) ? fs.readFileSync(moduleFile, 'utf8') : null;
      const module = source === null ? null : evaluate(source, moduleFile);
      if (module && !keepsContract(module)) {
        throw new Error(`${moduleFile} does not keep the server pages' contract`);
      }
      this.kept = { mtime, index: fs.readFileSync(indexFile, 'utf8'), module };
    }
    return this.kept;
  }

  /**
   * The shell's page with a page's head and content (after #root: the app's ids come first, and a
   * rule of index.html hides the content once the app has rendered, where no script took it over),
   * in the page's language (`<html lang>`; a Bangla page without content is the shell's page in Bangla).
   */
  compose(page: ComposedPage | null, language: PageLanguage = 'en'): string {
    const index = inLanguage(this.files().index, language);
    if (!page || !page.headHtml) return index;
    return index
      .replace(/<title>[\s\S]*?<\/title>/, () => page.headHtml)
      .replace(/<meta name="?description"?[^>]*>/, '')
      .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
      .replace(/<div id="?root"?><\/div>/, (rootDiv) => `${rootDiv}<div id="first-view" data-ready="${escapeHtml(String(page.ready))}">${page.html}</div>`);
  }

  /**
   * The page inside the shell's chrome (its module's `renderFrame`: the header and footer it shows
   * a visitor at this path), so that every app's page has the site's navigation before any script
   * has run; the page alone when the shell's module has no frame or fails to render it.
   */
  framing(request: PageRequest): ((content: string) => string) | null {
    const module = this.files().module;
    if (typeof module?.renderFrame !== 'function') return null;
    try {
      const frame = module.renderFrame(request);
      if (typeof frame !== 'string' || !frame.includes(FRAME_SLOT)) return null;
      return (content) => frame.replace(FRAME_SLOT, () => content);
    } catch (error) {
      this.log(`page server: ${request.path}: the shell's frame failed (${messageOf(error)}); the page went without it`);
      return null;
    }
  }
}
