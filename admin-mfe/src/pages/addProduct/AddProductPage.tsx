import { PageTitle } from '@storefront/shared/ui';

export default function AddProductPage() {
  return (
    <div>
      <PageTitle>Add Product</PageTitle>
    </div>
  );
}
