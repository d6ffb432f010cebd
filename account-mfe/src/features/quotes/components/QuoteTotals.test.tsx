import { screen } from '@testing-library/react';
import { renderPage } from '../../../test/renderPage';
import { answeredQuote, quote } from '../../../test/quoteFixtures';
import { QuoteTotals } from './QuoteTotals';

const fact = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;
const show = (totals: ReturnType<typeof QuoteTotals>) => renderPage(<dl>{totals}</dl>);

describe('a quote’s totals', () => {
  it('are the quoted lines’ total excl. VAT, the VAT its invoice will add and the total with it', () => {
    // 500 × 560.00 + 100 × 110.00 = 291,000.00; 15 %: 43,650.00.
    const answered = answeredQuote({ vatRate: 15 });
    show(<QuoteTotals quote={answered} answer={answered.answers[0]} />);
    expect(fact('Total excl. VAT')).toMatch(/^BDT\s291,000\.00$/);
    expect(fact('VAT (15 %)')).toMatch(/^BDT\s43,650\.00$/);
    expect(fact('Total incl. VAT')).toMatch(/^BDT\s334,650\.00$/);
  });

  it('await an answer before there is one', () => {
    show(<QuoteTotals quote={quote({ vatRate: 15 })} answer={undefined} />);
    expect(fact('Total')).toBe('Awaiting answer');
    expect(screen.queryByText(/VAT/)).not.toBeInTheDocument();
  });
});
