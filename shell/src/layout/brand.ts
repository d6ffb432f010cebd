/** The manufacturer's name as the storefront shows it. */
export const BRAND = 'Stitchline Parts';
