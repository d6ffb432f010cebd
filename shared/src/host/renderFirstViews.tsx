/**
 * Renders first views at build time (see ../firstView.ts), in Node: each remote's build runs its
 * `src/firstViews.tsx` through this. Not part of `@storefront/shared/host`'s index: it pulls in
 * react-dom/server, which no browser bundle needs.
 */
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import type { FirstView } from '../firstView';
import { GlobalStyle, theme } from '../ui';

export interface FirstViewSource {
  /** The route's path pattern, as in the remote's routes.json. */
  path: string;
  /** See FirstView.ready. */
  ready: string;
  /** See FirstView.read. */
  read?: string;
  /** The view: the page's own components, with `slot(…)` where a value of the read goes. */
  render: () => ReactElement;
}

/**
 * Attributes that would repeat the page's own ids (the view sits beside the page until the page
 * has rendered) or point at them.
 */
const ID_ATTRIBUTES = /\s(?:id|for|aria-labelledby|aria-describedby|aria-controls)="[^"]*"/g;

/**
 * An element's static markup and the CSS of its styled components (global styles included), the
 * CSS without styled-components' bookkeeping for rehydration: styled-components adopts (and
 * moves) any `style[data-styled]` it finds when the app starts, so the CSS goes in a `<style>` of
 * our own. React's preloads of eager pictures are left out (the page's start-up asks for them).
 */
export function renderWithStyles(element: ReactElement): { css: string; markup: string } {
  const sheet = new ServerStyleSheet();
  try {
    const markup = renderToStaticMarkup(
      sheet.collectStyles(
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          {element}
        </ThemeProvider>,
      ),
    );
    const css = sheet
      .getStyleTags()
      .replace(/<\/?style[^>]*>/g, '')
      .replace(/data-styled\.g\d+\[id="[^"]*"\]\{content:"[^"]*"\}/g, '')
      .replace(/\/\*!sc\*\//g, '')
      .replace(/\n+/g, '')
      .trim();
    return { css, markup: markup.replace(/<link rel="preload"[^>]*>/g, '') };
  } finally {
    sheet.seal();
  }
}

/** `render()`'s markup as a first view: its styles in a `<style>` first, without ids. */
export function renderFirstView(render: () => ReactElement): string {
  const { css, markup } = renderWithStyles(render());
  return `<style>${css}</style>${markup.replace(ID_ATTRIBUTES, '')}`;
}

/** The first view of each source, by path. */
export function renderFirstViews(sources: FirstViewSource[]): Record<string, FirstView> {
  const views: Record<string, FirstView> = {};
  for (const { path, ready, read, render } of sources) views[path] = { html: renderFirstView(render), ready, ...(read ? { read } : {}) };
  return views;
}
