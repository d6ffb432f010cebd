import styled from 'styled-components';
import { HOME_GRID_SIZE } from '@storefront/shared/schemas/messages';
import { Link, useParts } from '@storefront/shared';
import { Container, EmptyState, ErrorState, Lead, PageSpinner, Section, SectionTitle } from '@storefront/shared/ui';
import { PartsGrid } from '../parts/PartsGrid';

const More = styled.p`
  text-align: center;
  margin-top: ${({ theme }) => theme.space(8)};
`;

export default function HomePage() {
  const { data: parts, error, isLoading, mutate } = useParts();
  return (
    <Section>
      <Container>
        <SectionTitle>Our Parts</SectionTitle>
        <Lead>Genuine garments machine parts, machined and finished in our own factory.</Lead>
        {isLoading && <PageSpinner label="Loading parts" />}
        {error && !parts && <ErrorState title="The parts could not be loaded" message={error.message} onRetry={() => void mutate()} />}
        {parts && parts.length === 0 && <EmptyState title="No parts yet">New parts are on their way.</EmptyState>}
        {parts && parts.length > 0 && <PartsGrid parts={parts.slice(0, HOME_GRID_SIZE)} />}
        <More>
          <Link to="/parts">See all parts</Link>
        </More>
      </Container>
    </Section>
  );
}
