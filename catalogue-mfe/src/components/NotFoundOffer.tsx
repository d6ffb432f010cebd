import styled from 'styled-components';
import { Link, t } from '@storefront/shared';
import { buttonStyles, Container, EmptyState, PageTitle, Section, type ButtonStyleProps } from '@storefront/shared/ui';

const AllParts = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
  margin-top: ${({ theme }) => theme.space(2)};
`;

/**
 * A catalogue page at an address that names nothing (a part, a machine): the page's `title`, what
 * is missing (`missing`) and why it may be (`why`), and See all parts; never a crash.
 */
export function NotFoundOffer({ title, missing, why }: { title: string; missing: string; why: string }) {
  return (
    <Section>
      <Container>
        <PageTitle>{title}</PageTitle>
        <EmptyState title={missing}>
          <p>{why}</p>
          <AllParts to="/parts">{t('See all parts')}</AllParts>
        </EmptyState>
      </Container>
    </Section>
  );
}
