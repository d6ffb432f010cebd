/** Every page of this remote, for its standalone host (the shell loads them through federation). */
export const pages = {
  './ProfilePage': () => import('./profile/components/ProfilePage'),
  './MyOrdersPage': () => import('./orders/components/MyOrdersPage'),
  './OrderPage': () => import('./orders/components/OrderPage'),
  './MyQuotesPage': () => import('./quotes/components/MyQuotesPage'),
  './QuotePage': () => import('./quotes/components/QuotePage'),
  './MyMachinesPage': () => import('./machines/components/MyMachinesPage'),
  './AddReviewPage': () => import('./review/components/AddReviewPage'),
  './CompanyPage': () => import('./company/components/CompanyPage'),
  './ApprovalsPage': () => import('./approvals/components/ApprovalsPage'),
  './InvoicesPage': () => import('./invoices/components/InvoicesPage'),
  './InvitationPage': () => import('./company/components/InvitationPage'),
};
