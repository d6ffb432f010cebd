import { fireEvent, screen, within } from '@testing-library/react';
import { mockApi, renderWithShop } from '../../../test/renderWithShop';
import { inBangla } from '../../../test/bangla';
import QuickOrderPage from './QuickOrderPage';

describe('quick order in Bangla', () => {
  inBangla();

  it('names its grid, rows and buttons in Bangla, with Bangla row numbers', async () => {
    mockApi({});
    renderWithShop(<QuickOrderPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'কুইক অর্ডার' })).toBeInTheDocument();
    const grid = screen.getByRole('table', { name: 'কুইক অর্ডারের লাইন' });
    expect(within(grid).getByRole('columnheader', { name: 'পার্ট নম্বর' })).toBeInTheDocument();
    expect(within(grid).getByRole('textbox', { name: 'পার্ট নম্বর, সারি ১' })).toBeInTheDocument();
    expect(within(grid).getByRole('button', { name: 'সরান, সারি ৫' })).toBeInTheDocument();
    expect(screen.getByLabelText('CSV ফাইল আপলোড করুন')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'কার্টে যোগ করুন' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
