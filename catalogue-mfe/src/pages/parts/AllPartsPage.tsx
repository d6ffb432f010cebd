import { useParts } from '@storefront/shared';
import { Container, EmptyState, ErrorState, PageSpinner, PageTitle, Section } from '@storefront/shared/ui';
import { PartsGrid } from './PartsGrid';

export default function AllPartsPage() {
  const { data: parts, error, isLoading, mutate } = useParts();
  return (
    <Section>
      <Container>
        <PageTitle>All parts</PageTitle>
        {isLoading && <PageSpinner label="Loading parts" />}
        {error && !parts && <ErrorState title="The parts could not be loaded" message={error.message} onRetry={() => void mutate()} />}
        {parts && parts.length === 0 && <EmptyState title="No parts yet" />}
        {parts && parts.length > 0 && <PartsGrid parts={parts} />}
      </Container>
    </Section>
  );
}
