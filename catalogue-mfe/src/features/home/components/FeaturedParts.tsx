import styled from 'styled-components';
import { Link, useFeaturedParts, formatNumber, t } from '@storefront/shared';
import { HOME_GRID_SIZE } from '@storefront/shared/schemas/messages';
import { buttonStyles, Container, EmptyState, ReadErrorState, Lead, Section, SectionTitle, type ButtonStyleProps } from '@storefront/shared/ui';
import { PartsGrid, PartsGridSkeleton } from '../../../components/PartsGrid';

const More = styled.p`
  text-align: center;
  margin: ${({ theme }) => theme.space(8)} 0 0;
`;

const AllParts = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

/** The home parts grid: the first six parts (spec section 9, read alone), and the way to the rest. */
export function FeaturedParts() {
  const { data, error, isLoading, isValidating, mutate } = useFeaturedParts();
  const parts = data?.items;
  const total = data?.total ?? 0;
  return (
    <Section aria-labelledby="parts-title">
      <Container>
        <SectionTitle id="parts-title">{t('Our Parts')}</SectionTitle>
        <Lead>{t('Genuine garments machine parts, machined and finished in our own factory.')}</Lead>
        {isLoading && <PartsGridSkeleton count={HOME_GRID_SIZE} />}
        {error && !parts && <ReadErrorState title={t('The parts could not be loaded')} read={{ error, isValidating, mutate }} />}
        {parts && parts.length === 0 && <EmptyState title={t('No parts yet')}>{t('New parts are on their way. Please check back soon.')}</EmptyState>}
        {parts && parts.length > 0 && <PartsGrid parts={parts} />}
        {/* Also while loading, so that the sections below do not move when the parts arrive. */}
        {(parts ? parts.length > 0 : !error) && (
          <More>
            <AllParts to="/parts" $variant="secondary" $size="lg">
              {total > HOME_GRID_SIZE
                ? data?.totalExact
                  ? t('See all {count} parts', { count: formatNumber(total) })
                  : t('See all about {count} parts', { count: formatNumber(total) })
                : t('See all parts')}
            </AllParts>
          </More>
        )}
      </Container>
    </Section>
  );
}
