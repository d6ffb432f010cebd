import { screen } from '@testing-library/react';
import { renderWithShop } from '../../../test/renderWithShop';
import { ContactSection, telHref } from './ContactSection';

describe('the contact section', () => {
  it('shows the configured marketing manager with phone and e-mail links', () => {
    renderWithShop(<ContactSection />, {
      config: { contact: { name: 'Farhana Akter', role: 'Marketing Manager', phone: '+880 1811-222333', email: 'sales@example.com' } },
    });
    expect(document.getElementById('contact')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Farhana Akter' })).toBeInTheDocument();
    expect(screen.getByText('Marketing Manager')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Phone: +880 1811-222333' })).toHaveAttribute('href', 'tel:+8801811222333');
    expect(screen.getByRole('link', { name: 'E-mail: sales@example.com' })).toHaveAttribute('href', 'mailto:sales@example.com');
  });

  it('dials digits only', () => {
    expect(telHref('+880 (17) 11-000 000')).toBe('tel:+8801711000000');
  });
});
