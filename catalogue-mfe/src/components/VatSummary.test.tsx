import { screen } from '@testing-library/react';
import { renderWithShop } from '../test/renderWithShop';
import { VatSummary } from './VatSummary';

describe('an order’s amounts before the invoice', () => {
  it('are the total excl. VAT, the VAT per line as the invoice adds it, and the total with it', () => {
    // Each line's VAT rounds on its own: 97.9875 → 97.99 and 0.015 → 0.02.
    renderWithShop(<VatSummary lineTotals={[653.25, 0.1]} vatRate={15} label="Order total (2 lines)" />);
    expect(screen.getByText(/^Order total \(2 lines\) excl\. VAT:/)).toHaveTextContent('BDT 653.35');
    expect(screen.getByText(/^VAT \(15 %\):/)).toHaveTextContent('BDT 98.01');
    expect(screen.getByText(/^Total incl\. VAT:/)).toHaveTextContent('BDT 751.36');
  });

  it('say a visitor’s total excludes VAT, which the invoice adds (their cart has no rate)', () => {
    renderWithShop(<VatSummary lineTotals={[100, 20.5]} vatRate={undefined} />);
    expect(screen.getByText(/^Order total excl\. VAT:/)).toHaveTextContent('BDT 120.50');
    expect(screen.getByText('VAT is added on the invoice.')).toBeInTheDocument();
    expect(screen.queryByText(/incl\. VAT/)).not.toBeInTheDocument();
  });
});
