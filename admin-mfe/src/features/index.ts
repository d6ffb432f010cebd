/** Every page of this remote, for its standalone host (the shell loads them through federation). */
export const pages = {
  './UsersPage': () => import('./users/components/UsersPage'),
  './AddProductPage': () => import('./addProduct/components/AddProductPage'),
  './ManageProductsPage': () => import('./manageProducts/components/ManageProductsPage'),
  './MachinesPage': () => import('./machines/components/MachinesPage'),
  './PartsBookPage': () => import('./partsBook/components/PartsBookPage'),
  './AssemblyEditorPage': () => import('./partsBook/components/AssemblyEditorPage'),
  './ManageCompaniesPage': () => import('./companies/components/ManageCompaniesPage'),
  './CompanyPage': () => import('./companies/components/CompanyPage'),
  './ManagePriceListsPage': () => import('./priceLists/components/ManagePriceListsPage'),
  './PriceListPage': () => import('./priceLists/components/PriceListPage'),
  './ManageQuotesPage': () => import('./quotes/components/ManageQuotesPage'),
  './AdminQuotePage': () => import('./quotes/components/AdminQuotePage'),
  './ManageOrdersPage': () => import('./manageOrders/components/ManageOrdersPage'),
  './AdminOrderPage': () => import('./manageOrders/components/AdminOrderPage'),
  './DeploymentsPage': () => import('./deployments/components/DeploymentsPage'),
};
