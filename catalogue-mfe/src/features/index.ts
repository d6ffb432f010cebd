/** Every page of this remote, for its standalone host (the shell loads them through federation). */
export const pages = {
  './HomePage': () => import('./home/components/HomePage'),
  './AllPartsPage': () => import('./parts/components/AllPartsPage'),
  './PurchasePage': () => import('./purchase/components/PurchasePage'),
};
