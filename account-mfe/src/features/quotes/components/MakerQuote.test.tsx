import { screen, within } from '@testing-library/react';
import { pageOf } from '@storefront/shared/testing';
import type { QuoteLine } from '@storefront/shared/schemas';
import { customerSession, fakeApi, renderPage } from '../../../test/renderPage';
import { answer, QUOTE_NUMBER, quote, quoteSummary } from '../../../test/quoteFixtures';
import MyQuotesPage from './MyQuotesPage';
import QuotePage from './QuotePage';

const maker = {
  number: '110-45608',
  description: 'Hook set screw',
  assembly: { id: 'a1', name: 'JUKI DDL-8700: Hook mechanism', path: '/machines/juki/ddl-8700/hook-mechanism' },
};
/** A line asked for by its maker's number, before an answer. */
const asked: QuoteLine = {
  lineNo: 2,
  partId: null,
  partNumber: maker.number,
  partName: maker.description,
  maker,
  quantity: 4,
  listPrice: null,
  targetPrice: 3,
  quotedPrice: null,
  buyerPrice: null,
};
const show = () => renderPage(<QuotePage />, customerSession, `/dashboard/quotes/${QUOTE_NUMBER}`, { number: QUOTE_NUMBER });
const rowOf = (name: RegExp) => within(screen.getByRole('rowheader', { name }).closest('tr')!);

describe('a quote on a part not sold here, by its maker’s number', () => {
  it('reads "Maker’s number X" with its description and the parts book page, before an answer', async () => {
    fakeApi({ [`GET /quotes/${QUOTE_NUMBER}`]: { body: quote({ lines: [quote().lines[0]!, asked], lineCount: 2 }) } });
    show();
    await screen.findByRole('heading', { level: 1, name: `Quote ${QUOTE_NUMBER}` });
    const row = rowOf(/Hook set screw/);
    expect(row.getByText('Maker’s number 110-45608 (not sold here)')).toBeInTheDocument();
    expect(row.getByRole('link', { name: 'JUKI DDL-8700: Hook mechanism' })).toHaveAttribute('href', '/machines/juki/ddl-8700/hook-mechanism');
    expect(row.queryByRole('link', { name: 'Hook set screw' })).toBeNull();
    expect(row.getByText('Awaiting answer')).toBeInTheDocument();
    expect(screen.getByText(/our answer names the part of ours that supplies it/)).toBeInTheDocument();
  });

  it('after an answer reads as the part of ours supplying it, for the maker’s number', async () => {
    const answered = { ...asked, partId: 'p9', partNumber: 'SL-HS-0002', partName: 'Hook screw', quotedPrice: 3.25 };
    const current = answer(2, [560, 3.25]);
    current.prices[1] = { ...current.prices[1]!, partId: 'p9', partNumber: 'SL-HS-0002', partName: 'Hook screw' };
    const earlier = answer(1, [600, 3.5]);
    earlier.prices[1] = { ...earlier.prices[1]!, partId: 'p8', partNumber: 'SL-HS-0001', partName: 'Hook screw, old' };
    fakeApi({
      [`GET /quotes/${QUOTE_NUMBER}`]: {
        body: quote({
          status: 'answered',
          revision: 2,
          canAccept: true,
          answers: [current, earlier],
          lines: [{ ...quote().lines[0]!, quotedPrice: 560 }, answered],
        }),
      },
    });
    show();
    await screen.findByRole('heading', { level: 1, name: `Quote ${QUOTE_NUMBER}` });
    const row = rowOf(/Hook screw/);
    expect(row.getByRole('link', { name: 'Hook screw' })).toHaveAttribute('href', '/parts/p9');
    expect(row.getByText('Part number SL-HS-0002')).toBeInTheDocument();
    expect(row.getByText('For maker’s number 110-45608, Hook set screw')).toBeInTheDocument();
    expect(screen.getByText(/^SL-HS-0001 Hook screw, old for maker’s number 110-45608 \(Hook set screw\): BDT\s3\.50 each$/)).toBeInTheDocument();
  });

  it('My Quotes names its maker’s-number lines under the quote’s number', async () => {
    fakeApi({ 'GET /quotes': { body: pageOf([quoteSummary(1, { makerLines: [{ number: '110-45608', description: 'Hook set screw' }] })]) } });
    renderPage(<MyQuotesPage />, customerSession, '/dashboard/quotes');
    const header = await screen.findByRole('rowheader', { name: /Q-2026-000001/ });
    expect(within(header).getByText('Maker’s number 110-45608: Hook set screw')).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Q-2026-000001' })).toBeInTheDocument();
  });
});
