// `@storefront/shared/orders`: what the order pages of the account (My Orders, an order's page) and
// of the admin area (Manage All Orders, an order's page) share: an order's presentation, its parts
// in a list's cell, its status's tone and filter, the invoice's download. Not in the UI kit: only
// those pages use it, and it reaches the core by its package name (bundled by the apps that import
// it, never by the shell).
export * from './OrderView';
export * from './InvoiceButton';
export * from './statusChoices';
export * from './carriers';
export * from './quoteStatus';
export * from './QuoteLinesTable';
export * from './DetailLayout';
