// A made page's HTML as it is sent: a kept page in the shell's index.html (composed once per shell), or a
// page still to render as a stream (the shell's page up to the content at once, then the rest).
import { messageOf } from './deadline';
import type { PageCache } from './pageCache';
import type { MadePage, PageStream } from './pageTypes';
import type { ShellBuild } from './shellBuild';

/** Where the content goes while the shell's page around a page still to render is composed. */
const CONTENT_MARK = '\u0001content\u0001';

/** `text` before and after the first `mark` (all of it before, when it has none). */
function splitAt(text: string, mark: string): [string, string] {
  const at = text.indexOf(mark);
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + mark.length)];
}

/** The kept page in the shell's index.html, composed once per shell (a deploy of the shell composes it again). */
export function sentIn(shell: ShellBuild, made: MadePage): { html: string; encodings: Map<string, Buffer> } {
  const { index } = shell.files();
  const page = made.page && typeof made.page.html === 'string' ? { ...made.page, html: made.page.html } : null;
  if (made.sent?.index !== index) made.sent = { index, html: shell.compose(page, made.language), encodings: new Map() };
  return { html: made.sent.html, encodings: made.sent.encodings };
}

export interface StreamedPage {
  /** The cache that keeps the page, and its key there. */
  pages: PageCache;
  key: string;
  pathname: string;
  made: MadePage;
  /** The page's render still to run. */
  render: () => string;
}

/**
 * A page still to render, sent as it renders: the shell's page up to the content, then the
 * frame with the content, and the rest. The render runs once, however many requests share the
 * page; then the page is kept rendered (its room in the cache counted again), and a render that
 * fails drops it (the rest goes without content: the app renders the page in the browser).
 */
export function streamOf(shell: ShellBuild, log: (line: string) => void, { pages, key, pathname, made, render }: StreamedPage): PageStream {
  const page = made.page!;
  const [before, after] = splitAt(shell.compose({ ...page, html: CONTENT_MARK }, made.language), CONTENT_MARK);
  // Started by the first `rest()`, after the head has gone out: a render runs synchronously.
  const rendering = () =>
    (made.rendering ??= Promise.resolve().then(() => {
      try {
        const content = render();
        const html = made.frame?.()?.(content) ?? content;
        // Kept rendered from now on, as long as it was.
        pages.keepRendered(key, made, { ...page, html });
        return html;
      } catch (error) {
        log(`page server: ${pathname}: the page's render failed (${messageOf(error)}); its content went without it`);
        pages.drop(key, made);
        return null;
      }
    }));
  return { before, rest: async () => `${(await rendering()) ?? ''}${after}` };
}
