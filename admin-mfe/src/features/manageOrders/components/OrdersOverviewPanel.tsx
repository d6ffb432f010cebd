import { useMemo } from 'react';
import styled, { useTheme } from 'styled-components';
import { formatNumber, plural, t, useApi, useConfig, useFormatPrice, type OrdersOverview, apiPath, endpoints } from '@storefront/shared';
import { usePageLocale } from '../../../components/i18n';
import { Button, media, Skeleton, Table, TableWrap } from '@storefront/shared/ui';
import { DailyBarChart, shortDay } from './DailyBarChart';

const overviewKey = apiPath(endpoints.ordersOverview);

const Panel = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  padding: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(8)};
  ${media.sm} {
    padding: ${({ theme }) => theme.space(6)};
  }
  h2 {
    font-size: 1.2rem;
    color: ${({ theme }) => theme.colors.primary};
    margin: 0 0 ${({ theme }) => theme.space(4)};
  }
  h3 {
    font-size: 1rem;
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
`;

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(6)};
  div {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    border-radius: ${({ theme }) => theme.radius.md};
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  }
  dt {
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-size: clamp(1.1rem, 0.95rem + 0.6vw, 1.35rem);
    overflow-wrap: anywhere;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.text};
    font-variant-numeric: tabular-nums;
  }
`;

const Charts = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  ${media.lg} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Lower = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  margin-top: ${({ theme }) => theme.space(6)};
`;

const Sellers = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  li {
    display: grid;
    grid-template-columns: 1.75rem minmax(0, 1fr);
    column-gap: ${({ theme }) => theme.space(2)};
    align-items: baseline;
  }
`;

const Rank = styled.span`
  font-weight: 700;
  color: ${({ theme }) => theme.colors.muted};
`;

const SellerName = styled.span`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const SellerFigures = styled.span`
  display: block;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
  font-variant-numeric: tabular-nums;
`;

const Meter = styled.span<{ $share: number }>`
  grid-column: 2;
  display: block;
  height: 6px;
  margin-top: 4px;
  border-radius: 3px;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  &::after {
    content: '';
    display: block;
    height: 100%;
    width: ${({ $share }) => Math.max(2, Math.round($share * 100))}%;
    border-radius: 3px;
    background: ${({ theme }) => theme.colors.primary};
  }
`;

const Details = styled.details`
  summary {
    cursor: pointer;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primary};
    padding: 4px 0;
  }
  ${TableWrap} {
    margin-top: ${({ theme }) => theme.space(2)};
    max-height: 320px;
    overflow-y: auto;
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const ErrorLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.danger};
`;

/** Beyond the spec (issue 6): orders and revenue per day over the last 30 days, and the best sellers. */
export function OrdersOverviewPanel() {
  const { data, error, isLoading, mutate } = useApi<OrdersOverview>(overviewKey);
  const { currency } = useConfig();
  const locale = usePageLocale();
  const formatPrice = useFormatPrice();
  const theme = useTheme();
  const compact = useMemo(() => new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }), [locale]);

  const totals = useMemo(() => {
    const orders = data?.days.reduce((sum, d) => sum + d.orders, 0) ?? 0;
    const revenue = data?.days.reduce((sum, d) => sum + d.revenue, 0) ?? 0;
    return { orders, revenue, average: orders ? revenue / orders : 0 };
  }, [data]);

  const topQuantity = data?.bestSellers[0]?.quantity ?? 0;

  return (
    <Panel aria-labelledby="orders-overview-title" aria-busy={isLoading || undefined}>
      <h2 id="orders-overview-title">{t('Last 30 days')}</h2>
      {isLoading && (
        <div aria-label={t('Loading the overview')} role="status">
          <Skeleton $height="72px" style={{ marginBottom: 16 }} />
          <Skeleton $height="160px" />
        </div>
      )}
      {error && !data && (
        <ErrorLine role="alert">
          <span>{t('The overview could not be loaded. {reason}', { reason: error.message })}</span>
          <Button $size="sm" $variant="secondary" onClick={() => void mutate()}>
            {t('Try again')}
          </Button>
        </ErrorLine>
      )}
      {data && (
        <>
          <Stats>
            <div>
              <dt>{t('Orders')}</dt>
              <dd>{formatNumber(totals.orders, locale)}</dd>
            </div>
            <div>
              <dt>{t('Revenue')}</dt>
              <dd>{formatPrice(totals.revenue)}</dd>
            </div>
            <div>
              <dt>{t('Average order')}</dt>
              <dd>{formatPrice(totals.average)}</dd>
            </div>
          </Stats>
          <Charts>
            <DailyBarChart
              title={t('Orders per day')}
              data={data.days.map((d) => ({ date: d.date, value: d.orders }))}
              formatValue={(n) => plural(n, { one: '# order', other: '# orders' })}
              formatTick={(n) => compact.format(n)}
              color={theme.colors.primary}
              whole
              locale={locale}
            />
            <DailyBarChart
              title={t('Revenue per day ({currency})', { currency })}
              data={data.days.map((d) => ({ date: d.date, value: d.revenue }))}
              formatValue={formatPrice}
              formatTick={(n) => compact.format(n)}
              color={theme.colors.accent}
              locale={locale}
            />
          </Charts>
          <Lower>
            <div>
              <h3>{t('Best-selling parts')}</h3>
              {data.bestSellers.length === 0 ? (
                <Muted>{t('No parts sold in the last 30 days.')}</Muted>
              ) : (
                <Sellers>
                  {data.bestSellers.map((seller, index) => (
                    <li key={seller.partId}>
                      <Rank aria-hidden="true">{formatNumber(index + 1, locale)}.</Rank>
                      <span>
                        <SellerName>{seller.name}</SellerName>
                        <SellerFigures>
                          {plural(seller.quantity, { one: '# unit', other: '# units' })} · {formatPrice(seller.revenue)}
                        </SellerFigures>
                      </span>
                      <Meter aria-hidden="true" $share={topQuantity ? seller.quantity / topQuantity : 0} />
                    </li>
                  ))}
                </Sellers>
              )}
            </div>
            <Details>
              <summary>{t('Daily figures as a table')}</summary>
              <TableWrap>
                <Table>
                  <thead>
                    <tr>
                      <th>{t('Day')}</th>
                      <th className="num">{t('Orders')}</th>
                      <th className="num">{t('Revenue')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {[...data.days].reverse().map((day) => (
                      <tr key={day.date}>
                        <td>{shortDay(day.date, locale)}</td>
                        <td className="num">{formatNumber(day.orders, locale)}</td>
                        <td className="num">{formatPrice(day.revenue)}</td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              </TableWrap>
            </Details>
          </Lower>
        </>
      )}
    </Panel>
  );
}
