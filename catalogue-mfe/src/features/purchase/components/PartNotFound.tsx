import styled from 'styled-components';
import { Link } from '@storefront/shared';
import { buttonStyles, Container, EmptyState, PageTitle, Section, type ButtonStyleProps } from '@storefront/shared/ui';

const AllParts = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
  margin-top: ${({ theme }) => theme.space(2)};
`;

/** A missing, deleted or malformed part: say so and offer the catalogue, never crash. */
export function PartNotFound() {
  return (
    <Section>
      <Container>
        <PageTitle>Part not found</PageTitle>
        <EmptyState title="This part does not exist or is no longer sold">
          <p>It may have been removed from the catalogue, or the link is mistyped.</p>
          <AllParts to="/parts">See all parts</AllParts>
        </EmptyState>
      </Container>
    </Section>
  );
}
