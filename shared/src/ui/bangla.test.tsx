import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { ApiError, registerBanglaMessages, setCurrentLanguage } from '@storefront/shared';
import { startBangla } from '@storefront/shared/i18n-bangla';
import { compileCatalogue } from '../../../build/i18n/catalogue';
import messages from '../i18n/bn.json';
import { DetailStates, FormDialog, PagedTable, TableHead, theme, type PagedTableList } from '@storefront/shared/ui';
import { messages as validation } from '../schemas/messages';

const list = (over: Partial<PagedTableList>): PagedTableList => ({
  items: [],
  total: undefined,
  totalExact: true,
  hasMore: false,
  isLoading: false,
  isLoadingMore: false,
  error: undefined,
  loadMore: jest.fn(),
  reload: jest.fn(async () => undefined),
  ...over,
});

const inTheme = (element: React.ReactElement) => render(<ThemeProvider theme={theme}>{element}</ThemeProvider>);

beforeAll(() => {
  registerBanglaMessages(messages);
  // An app's own words, as its catalogue would give them (the kit shows them with t()).
  registerBanglaMessages(compileCatalogue({ order: 'অর্ডার', orders: 'অর্ডার', Orders: 'অর্ডারসমূহ', Part: 'পার্ট', 'Edit order': 'অর্ডার সম্পাদনা' }));
  startBangla();
});
beforeEach(() => setCurrentLanguage('bn'));
afterEach(() => setCurrentLanguage('en'));

describe('the shared kit in Bangla', () => {
  it('says a record’s states in Bangla, with the app’s word for it', () => {
    inTheme(<DetailStates read={{ error: new ApiError(404, 'not_found', 'Not found'), mutate: jest.fn() }} what="order" notFound="SO-9" />);
    expect(screen.getByText('এমন কোনো অর্ডার নেই')).toBeInTheDocument();
  });

  it('shows an API’s message the catalogue knows in Bangla, with Try again', () => {
    inTheme(<DetailStates read={{ error: new ApiError(500, 'internal', validation.nothingToUpdate), mutate: jest.fn() }} what="order" notFound="SO-9" />);
    expect(screen.getByRole('alert')).toHaveTextContent('অর্ডার লোড করা যায়নি');
    expect(screen.getByRole('alert')).toHaveTextContent('হালনাগাদ করার কিছু নেই');
    expect(screen.getByRole('button', { name: 'আবার চেষ্টা করুন' })).toBeInTheDocument();
  });

  it('counts a list’s rows in Bangla digits and offers more', () => {
    inTheme(
      <PagedTable
        list={list({ items: [1, 2], total: 1204, hasMore: true })}
        noun={['order', 'orders']}
        frameLabel="Orders"
        filtered={false}
        onClearFilters={jest.fn()}
        emptyTitle="—"
      >
        <table>
          <TableHead columns={['Part']} />
        </table>
      </PagedTable>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('মোট ১,২০৪টি অর্ডার থেকে ২টি দেখানো হচ্ছে');
    expect(screen.getByRole('button', { name: 'আরও অর্ডার দেখুন' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'অর্ডারসমূহ' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'পার্ট' })).toBeInTheDocument();
  });

  it('has Cancel and the form’s error in Bangla in a form dialog', () => {
    inTheme(
      <FormDialog title="Edit order" onClose={jest.fn()} onSubmit={jest.fn()} submitLabel="Save" busy error={validation.tooLong}>
        <p>…</p>
      </FormDialog>,
    );
    expect(screen.getByRole('dialog', { name: 'অর্ডার সম্পাদনা' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'বাতিল' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'সংরক্ষণ হচ্ছে…' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('খুব বড়');
  });
});
