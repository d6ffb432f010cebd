import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from '@storefront/shared/ui';
import { SearchBox } from './SearchBox';
import { DEBOUNCE_MS } from './Combobox';
import { fetchSuggestions, type SearchSuggestions as Suggestions } from '@storefront/shared/search';

jest.mock('@storefront/shared/search', () => ({ ...jest.requireActual('@storefront/shared/search'), fetchSuggestions: jest.fn() }));
const fetched = jest.mocked(fetchSuggestions);

const answer: Suggestions = {
  q: 'feed',
  parts: [
    { _id: 'p1', sku: 'FD-101', name: 'Feed Dog', img: '/images/p1.webp', price: 450 },
    { _id: 'p2', sku: 'FD-202', name: 'Feed Dog, Fine', img: '/images/p2.webp', price: 520, replaces: 'JUKI B1613-012-000' },
  ],
  machines: [{ _id: 'm1', name: 'JUKI DDL-8700', brand: 'JUKI', model: 'DDL-8700', subclass: null, brandSlug: 'juki', modelSlug: 'ddl-8700', parts: 7 }],
};

function Where() {
  const location = useLocation();
  return <output aria-label="address">{location.pathname + location.search}</output>;
}

function renderBox() {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={['/']}>
        <SearchBox />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

const address = () => screen.getByRole('status', { name: 'address' }).textContent;

beforeEach(() => {
  fetched.mockReset();
  fetched.mockImplementation((q) => Promise.resolve({ ...answer, q }));
});

/** Focuses the box and waits for the combobox's code (loaded on focus) to take it over. */
async function focusBox() {
  const user = userEvent.setup();
  const box = screen.getByRole('searchbox', { name: 'Search all parts' });
  await user.click(box);
  await screen.findByRole('combobox', { name: 'Search all parts' });
  return { user, box };
}

/** Renders the box, types `text` into it and waits for its suggestions. */
async function suggestionsFor(text: string) {
  renderBox();
  const { user, box } = await focusBox();
  await user.type(box, text);
  const list = await screen.findByRole('listbox', { name: 'Suggestions' });
  return { user, box, list };
}

describe('the header’s search box', () => {
  it('is a search form to the parts page before its suggestions’ code has loaded', () => {
    renderBox();
    const box = screen.getByRole('searchbox', { name: 'Search all parts' });
    expect(box.closest('form')).toHaveAttribute('action', '/parts');
    expect(box).toHaveAttribute('name', 'q');
    expect((screen.getByRole('button', { name: 'Search' }) as HTMLButtonElement).type).toBe('submit');
  });

  it('suggests parts and machines from two characters, and not before', async () => {
    renderBox();
    const { user, box } = await focusBox();
    // One character, and time enough for the wait before asking, on the clock of the test.
    jest.useFakeTimers();
    try {
      await userEvent.setup({ delay: null }).type(box, 'f');
      act(() => jest.advanceTimersByTime(DEBOUNCE_MS * 3));
      expect(fetched).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.type(box, 'eed');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', list.id);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      expect.stringContaining('Feed Dog'),
      expect.stringContaining('replaces JUKI B1613-012-000'),
      expect.stringContaining('JUKI DDL-8700'),
    ]);
    expect(screen.getByRole('group', { name: 'Machines' })).toHaveTextContent('7 parts fit');
    // One request when typing pauses, for the whole word.
    expect(fetched).toHaveBeenCalledTimes(1);
    expect(fetched.mock.calls[0]![0]).toBe('feed');
  });

  it('moves through the options with the arrows (the focus stays in the box) and opens the chosen one with Enter', async () => {
    const { user, box } = await suggestionsFor('feed');
    const options = screen.getAllByRole('option');
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[2]!.id);
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options[2]!.id);
    await user.keyboard('{Enter}');
    expect(address()).toBe('/machines/juki/ddl-8700');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
  });

  it('puts the machine first when the search names it by brand and model ("juki ddl-8700")', async () => {
    fetched.mockImplementation((q) => Promise.resolve({ ...answer, q, machinesFirst: true }));
    const { user, list } = await suggestionsFor('juki ddl-8700');
    const machines = screen.getByRole('group', { name: 'Machines' });
    expect(machines.compareDocumentPosition(screen.getByRole('group', { name: 'Parts' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(list.querySelector('[role="option"]')).toHaveTextContent('JUKI DDL-8700');
    expect(screen.getByText('1 machine and 2 parts suggested: use the up and down arrows to choose.')).toBeInTheDocument();
    // The first Down chooses the machine, and Enter opens its page.
    await user.keyboard('{ArrowDown}{Enter}');
    expect(address()).toBe('/machines/juki/ddl-8700');
  });

  it('closes with Escape, then empties the box with a second Escape', async () => {
    const { user, box } = await suggestionsFor('feed');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(box).toHaveValue('feed');
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}{Escape}');
    expect(box).toHaveValue('');
    expect(address()).toBe('/');
  });

  it('opens all parts with the words in the address on Enter when no option is chosen', async () => {
    const { user, box } = await suggestionsFor('presser foot');
    await user.keyboard('{Enter}');
    expect(address()).toBe('/parts?q=presser+foot');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens an option on a click', async () => {
    renderBox();
    const { user, box } = await focusBox();
    await user.type(box, 'feed');
    await user.click((await screen.findAllByRole('option'))[1]!);
    expect(address()).toBe('/parts/p2');
  });

  it('cancels the request of words typed over before its answer', async () => {
    const signals: AbortSignal[] = [];
    // The words typed over answer last, and with nothing: shown, they would empty the list.
    let answerTypedOver = () => undefined as void;
    fetched.mockImplementation((q, signal) => {
      signals.push(signal!);
      if (q !== 'fe') return Promise.resolve({ ...answer, q });
      return new Promise((resolve) => {
        answerTypedOver = () => resolve({ q, parts: [], machines: [] });
      });
    });
    renderBox();
    const { user, box } = await focusBox();
    await user.type(box, 'fe');
    await waitFor(() => expect(fetched).toHaveBeenCalledTimes(1));
    await user.type(box, 'ed');
    await waitFor(() => expect(fetched).toHaveBeenCalledTimes(2));
    expect(signals[0]!.aborted).toBe(true);
    expect(signals[1]!.aborted).toBe(false);
    await screen.findByRole('listbox');
    await act(async () => answerTypedOver());
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('2 parts and 1 machine suggested');
  });
});
