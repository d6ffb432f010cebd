/**
 * Bangla pages' font: Noto Sans Bengali, self-hosted from the shell's origin (/fonts/, copied by
 * its build), its Bengali subset only, so Latin text keeps the system font and English pages
 * never download it. The page server puts `banglaFontHead()` in a /bn page's head (the font is
 * asked for with the HTML, no round trip later); the shell adds the same when it starts a Bangla
 * page itself.
 */
export const BANGLA_FONT_FILES = {
  400: '/fonts/noto-sans-bengali-400.woff2',
  700: '/fonts/noto-sans-bengali-700.woff2',
} as const;

const BENGALI_RANGE =
  'U+0951-0952,U+0964-0965,U+0980-09FE,U+1CD0,U+1CD2,U+1CD5-1CD6,U+1CD8,U+1CE1,U+1CEA,U+1CED,U+1CF2,U+1CF5-1CF7,U+200C-200D,U+20B9,U+25CC,U+A8F1';

const SYSTEM = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** The @font-face rules and the Bangla page's font family. */
export function banglaFontCss(): string {
  const faces = Object.entries(BANGLA_FONT_FILES).map(
    ([weight, file]) =>
      `@font-face{font-family:'Noto Sans Bengali';font-style:normal;font-weight:${weight};font-display:swap;src:url(${file}) format('woff2');unicode-range:${BENGALI_RANGE}}`,
  );
  return `${faces.join('')}html[lang="bn"] body,html[lang="bn"] h1,html[lang="bn"] h2,html[lang="bn"] h3,html[lang="bn"] h4{font-family:'Noto Sans Bengali',${SYSTEM}}`;
}

/** What a Bangla page's head carries for its font: the regular weight asked for at once, and the rules. */
export function banglaFontHead(): string {
  return `<link rel="preload" href="${BANGLA_FONT_FILES[400]}" as="font" type="font/woff2" crossorigin><style id="bangla-font">${banglaFontCss()}</style>`;
}
