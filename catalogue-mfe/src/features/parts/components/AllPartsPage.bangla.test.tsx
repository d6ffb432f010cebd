import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi, renderWithShop } from '../../../test/renderWithShop';
import { makeParts, partsAnswer } from '../../../test/parts';
import { inBangla } from '../../../test/bangla';
import AllPartsPage from './AllPartsPage';

describe('All parts in Bangla', () => {
  inBangla();

  it('counts, searches, sorts and says when nothing matches, in Bangla', async () => {
    mockApi({ 'GET /parts': (_init, url) => ({ body: partsAnswer(makeParts(8), url) }) });
    renderWithShop(<AllPartsPage />, { navigation: { pathname: '/parts' } });
    expect(screen.getByRole('heading', { level: 1, name: 'সব পার্ট' })).toBeInTheDocument();
    expect(await screen.findAllByRole('link', { name: /^কিনুন, / })).toHaveLength(8);
    expect(screen.getByText('পার্ট: ৮টির মধ্যে ৮টি দেখানো হচ্ছে')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'সাজান' })).toHaveDisplayValue('বাছাই করা');
    const search = screen.getByRole('searchbox', { name: 'পার্ট খুঁজুন' });
    fireEvent.change(search, { target: { value: 'needle' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(await screen.findByText('পার্ট: ২টির মধ্যে ২টি দেখানো হচ্ছে, “needle” খোঁজার ফল')).toBeInTheDocument();
    fireEvent.change(search, { target: { value: 'zzz' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    await waitFor(() => expect(screen.getByText('“zzz” দিয়ে কোনো পার্ট পাওয়া যায়নি')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'খোঁজ মুছুন' })).toBeInTheDocument();
  });
});
