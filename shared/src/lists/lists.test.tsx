import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { listCountText, SEARCH_DELAY_MS, SearchField, SortableHeader, theme } from '@storefront/shared/ui';
import { MemoryNavigation } from '@storefront/shared/testing';
import { useListParams } from './useListParams';

describe('listCountText', () => {
  it('says how much of the list is shown, "about" above the exact count', () => {
    expect(listCountText(25, 1204, true, ['order', 'orders'])).toBe('Showing 25 of 1,204 orders');
    expect(listCountText(1, 1, true, ['order', 'orders'])).toBe('Showing 1 of 1 order');
    expect(listCountText(25, 200_000, false, ['order', 'orders'])).toBe('Showing 25 of about 200,000 orders');
    expect(listCountText(3, undefined, true, ['part', 'parts'])).toBe('Showing 3 parts');
  });
});

describe('SearchField', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('searches once typing pauses, at once on Enter, and shows a value set from outside', () => {
    const onSearch = jest.fn();
    const { rerender } = render(
      <ThemeProvider theme={theme}>
        <SearchField label="Search orders" value="" onSearch={onSearch} />
      </ThemeProvider>,
    );
    const box = screen.getByRole('searchbox', { name: 'Search orders' });
    fireEvent.change(box, { target: { value: 'hoo' } });
    fireEvent.change(box, { target: { value: 'hook ' } });
    expect(onSearch).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(SEARCH_DELAY_MS));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('hook');
    fireEvent.change(box, { target: { value: 'plate' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSearch).toHaveBeenLastCalledWith('plate');
    act(() => jest.advanceTimersByTime(SEARCH_DELAY_MS));
    expect(onSearch).toHaveBeenCalledTimes(2);
    rerender(
      <ThemeProvider theme={theme}>
        <SearchField label="Search orders" value="from the link" onSearch={onSearch} />
      </ThemeProvider>,
    );
    expect(box).toHaveValue('from the link');
  });
});

describe('SortableHeader', () => {
  const header = (sort: string, onSort: (s: string) => void, firstDescending = false) =>
    render(
      <ThemeProvider theme={theme}>
        <table>
          <thead>
            <tr>
              <SortableHeader label="Total" column="total" sort={sort} onSort={onSort} firstDescending={firstDescending} />
            </tr>
          </thead>
        </table>
      </ThemeProvider>,
    );

  it('says the order with aria-sort and turns it round on a click', () => {
    const onSort = jest.fn();
    header('-date', onSort);
    expect(screen.getByRole('columnheader', { name: 'Total' })).toHaveAttribute('aria-sort', 'none');
    fireEvent.click(screen.getByRole('button', { name: 'Total' }));
    expect(onSort).toHaveBeenLastCalledWith('total');
  });

  it('sorts descending first where that is what people want (dearest, newest)', () => {
    const onSort = jest.fn();
    const { unmount } = header('-date', onSort, true);
    fireEvent.click(screen.getByRole('button', { name: 'Total' }));
    expect(onSort).toHaveBeenLastCalledWith('-total');
    unmount();
    header('-total', onSort, true);
    expect(screen.getByRole('columnheader', { name: 'Total' })).toHaveAttribute('aria-sort', 'descending');
    fireEvent.click(screen.getByRole('button', { name: 'Total' }));
    expect(onSort).toHaveBeenLastCalledWith('total');
  });
});

describe('useListParams', () => {
  function View() {
    const view = useListParams(['q', 'sort'] as const);
    return (
      <>
        <output>{JSON.stringify({ ...view.values, pages: view.pages })}</output>
        <button onClick={() => view.set({ q: 'hook' }, { replace: true })}>search</button>
        <button onClick={() => view.set({ sort: '-total' })}>sort</button>
        <button onClick={() => view.setPages(3)}>more</button>
      </>
    );
  }

  it('reads the view from the URL and writes changes back, keeping the scroll and other parameters', () => {
    const onNavigate = jest.fn();
    render(
      <MemoryNavigation initial="/dashboard/manageorders?status=shipped&pages=2&q=old" onNavigate={onNavigate}>
        <View />
      </MemoryNavigation>,
    );
    expect(JSON.parse(screen.getByRole('status').textContent!)).toEqual({ q: 'old', pages: 2 });
    fireEvent.click(screen.getByRole('button', { name: 'search' }));
    // A new search starts again at page one.
    expect(onNavigate).toHaveBeenLastCalledWith('/dashboard/manageorders?status=shipped&q=hook', { replace: true, state: { keepScroll: true } });
    fireEvent.click(screen.getByRole('button', { name: 'more' }));
    expect(onNavigate).toHaveBeenLastCalledWith('/dashboard/manageorders?status=shipped&q=hook&pages=3', { replace: true, state: { keepScroll: true } });
    fireEvent.click(screen.getByRole('button', { name: 'sort' }));
    expect(onNavigate).toHaveBeenLastCalledWith('/dashboard/manageorders?status=shipped&q=hook&sort=-total', { replace: false, state: { keepScroll: true } });
  });

  it('caps the pages a link may ask for', () => {
    render(
      <MemoryNavigation initial="/parts?pages=400">
        <View />
      </MemoryNavigation>,
    );
    expect(JSON.parse(screen.getByRole('status').textContent!).pages).toBe(20);
  });
});
