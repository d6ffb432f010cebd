/** Every page of this remote, for its standalone host (the shell loads them through federation). */
export const pages = {
  './HomePage': () => import('./home/HomePage'),
  './AllPartsPage': () => import('./parts/AllPartsPage'),
  './PurchasePage': () => import('./purchase/PurchasePage'),
};
