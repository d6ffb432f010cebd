import { PageTitle } from '@storefront/shared/ui';

export default function AddReviewPage() {
  return (
    <div>
      <PageTitle>Add A Review</PageTitle>
      <p>Tell other manufacturers how our parts work in your factory.</p>
    </div>
  );
}
