/**
 * The storefront's one visual language. The shell provides it with styled-components'
 * ThemeProvider; every remote's components read it, so the site looks like one shop.
 */
export const theme = {
  colors: {
    primary: '#0b3c5d',
    primaryHover: '#082c45',
    primaryText: '#ffffff',
    accent: '#c2410c',
    accentHover: '#9a3412',
    accentSoft: '#fff1e6',
    background: '#f5f6f8',
    surface: '#ffffff',
    surfaceAlt: '#eef2f6',
    text: '#1b2430',
    muted: '#4f5b69',
    border: '#d5dbe3',
    danger: '#b42318',
    dangerSoft: '#fdecea',
    success: '#146c2e',
    successSoft: '#e7f5ec',
    warning: '#8a5a00',
    warningSoft: '#fff6df',
    focus: '#2563eb',
    star: '#b45309',
  },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    heading: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  radius: { sm: '4px', md: '8px', lg: '14px', pill: '999px' },
  shadow: {
    card: '0 1px 2px rgba(16, 24, 40, 0.06), 0 1px 3px rgba(16, 24, 40, 0.1)',
    raised: '0 8px 24px rgba(16, 24, 40, 0.12)',
  },
  space: (n: number) => `${n * 4}px`,
  /** Widths at which layouts change (min-width, px). */
  breakpoints: { sm: 600, md: 900, lg: 1200 },
  maxWidth: '1200px',
} as const;

export type Theme = typeof theme;

export const media = {
  sm: `@media (min-width: ${theme.breakpoints.sm}px)`,
  md: `@media (min-width: ${theme.breakpoints.md}px)`,
  lg: `@media (min-width: ${theme.breakpoints.lg}px)`,
} as const;
