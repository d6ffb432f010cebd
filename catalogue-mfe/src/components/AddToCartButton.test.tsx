import { screen } from '@testing-library/react';
import { makeParts } from '../test/parts';
import { renderWithShop } from '../test/renderWithShop';
import { AddToCartButton } from './AddToCartButton';
import { PartCard } from './PartCard';

const parts = makeParts(2);
const bobbin = parts[0]!;
const hook = parts[1]!;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('a card’s Add to cart', () => {
  it('is named by the words it shows, then the part it adds', () => {
    renderWithShop(<AddToCartButton part={bobbin} />);
    const button = screen.getByRole('button', { name: 'Add to cart, Bobbin Case' });
    expect(button).toHaveTextContent(/^Add to cart$/);
    expect(button).toBeEnabled();
  });

  it('says out of stock, for that part, when not even the minimum is left', () => {
    renderWithShop(<AddToCartButton part={{ ...hook, available_Quantity: 2, min_order_Quantity: 5 }} />);
    const button = screen.getByRole('button', { name: 'Out of stock, Rotary Hook' });
    expect(button).toHaveTextContent(/^Out of stock$/);
    expect(button).toBeDisabled();
  });

  it('a card says Out of stock for a part below its minimum order, its Purchase kept and its Add to cart off', () => {
    renderWithShop(<PartCard part={{ ...hook, available_Quantity: 4, min_order_Quantity: 5 }} />);
    expect(screen.getByText('Available').nextSibling).toHaveTextContent('Out of stock');
    expect(screen.getByRole('link', { name: 'Purchase Rotary Hook' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Out of stock, Rotary Hook' })).toBeDisabled();
  });

  it('leaves no link or button of a card whose name does not start with what it shows (WCAG 2.5.3)', () => {
    renderWithShop(<PartCard part={bobbin} />);
    const controls = [...screen.getAllByRole('link'), ...screen.getAllByRole('button')];
    expect(controls.length).toBeGreaterThanOrEqual(2);
    for (const control of controls) {
      const shown = (control.textContent ?? '').trim();
      expect(control).toHaveAccessibleName(new RegExp(`^${escape(shown)}`, 'i'));
    }
  });
});
