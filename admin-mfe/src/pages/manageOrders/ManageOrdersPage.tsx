import { PageTitle } from '@storefront/shared/ui';

export default function ManageOrdersPage() {
  return (
    <div>
      <PageTitle>Manage All Orders</PageTitle>
    </div>
  );
}
