/** Every page of this remote, for its standalone host (the shell loads them through federation). */
export const pages = {
  './HomePage': () => import('./home/components/HomePage'),
  './AllPartsPage': () => import('./parts/components/AllPartsPage'),
  './PurchasePage': () => import('./purchase/components/PurchasePage'),
  './MachinePage': () => import('./machines/components/MachinePage'),
  './AssemblyPage': () => import('./partsBook/components/AssemblyPage'),
  './CartPage': () => import('./cart/components/CartPage'),
  './QuickOrderPage': () => import('./quickOrder/components/QuickOrderPage'),
  './CheckoutPage': () => import('./checkout/components/CheckoutPage'),
};
