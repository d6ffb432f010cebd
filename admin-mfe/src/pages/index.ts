/** Every page of this remote, for its standalone host (the shell loads them through federation). */
export const pages = {
  './UsersPage': () => import('./users/UsersPage'),
  './AddProductPage': () => import('./addProduct/AddProductPage'),
  './ManageProductsPage': () => import('./manageProducts/ManageProductsPage'),
  './ManageOrdersPage': () => import('./manageOrders/ManageOrdersPage'),
};
