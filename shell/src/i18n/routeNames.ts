import { msg, t } from '@storefront/shared';

/**
 * The remotes' areas and their pages' titles and sidebar labels (each remote's routes.json), in
 * the shell's catalogue: the shell shows them (the sidebar, the phone's dashboard menu, the tab's
 * title, a page's loading and refusal texts, an area's load error). routeNames.test.ts keeps
 * this list and the route lists together.
 */
const ROUTE_NAMES: ReadonlySet<string> = new Set([
  // The areas, as a load error names them ("The catalogue area is unavailable right now").
  msg('catalogue'),
  msg('account'),
  msg('admin'),
  // catalogue-mfe
  msg('Home'),
  msg('All parts'),
  msg('Part'),
  msg('Machine'),
  msg('Assembly'),
  msg('Cart'),
  msg('Quick order'),
  msg('Checkout'),
  // account-mfe
  msg('My Profile'),
  msg('My Orders'),
  msg('Order'),
  msg('My Quotes'),
  msg('Quote'),
  msg('My Machines'),
  msg('Add A Review'),
  msg('Company'),
  msg('Approvals'),
  msg('Invoices'),
  msg('Invitation'),
  // admin-mfe
  msg('Make Admin'),
  msg('Add Product'),
  msg('Manage Products'),
  msg('Manage Machines'),
  msg('Parts book'),
  msg('Manage Companies'),
  msg('Manage Price Lists'),
  msg('Price List'),
  msg('Manage Quotes'),
  msg('Manage All Orders'),
  msg('Deployments'),
]);

/** A route's title or sidebar label, or an area's name, in the page's language (other text as it is). */
export function routeName(text: string): string {
  return ROUTE_NAMES.has(text) ? t(text) : text;
}

/** Whether the shell's catalogue has `text` as a route's or an area's name (for the test). */
export function isRouteName(text: string): boolean {
  return ROUTE_NAMES.has(text);
}
