/** Every page of this remote, for its standalone host (the shell loads them through federation). */
export const pages = {
  './ProfilePage': () => import('./profile/components/ProfilePage'),
  './MyOrdersPage': () => import('./orders/components/MyOrdersPage'),
  './AddReviewPage': () => import('./review/components/AddReviewPage'),
};
