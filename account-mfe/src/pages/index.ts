/** Every page of this remote, for its standalone host (the shell loads them through federation). */
export const pages = {
  './ProfilePage': () => import('./profile/ProfilePage'),
  './MyOrdersPage': () => import('./orders/MyOrdersPage'),
  './AddReviewPage': () => import('./review/AddReviewPage'),
};
