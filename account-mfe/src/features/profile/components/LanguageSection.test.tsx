import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LANGUAGE_STORAGE_KEY, registerBanglaMessages, setCurrentLanguage } from '@storefront/shared';
import { startBangla } from '@storefront/shared/i18n-bangla';
import messages from '../../../i18n/bn.json';
import { customerSession, fakeApi, renderPage } from '../../../test/renderPage';
import { openPageIn, pageIn } from '../api/pageLanguage';
import { LanguageSection } from './LanguageSection';

jest.mock('../api/pageLanguage', () => ({ ...jest.requireActual('../api/pageLanguage'), openPageIn: jest.fn() }));

const opened = openPageIn as jest.MockedFunction<typeof openPageIn>;

describe('My Profile’s Language', () => {
  afterEach(() => {
    setCurrentLanguage('en');
    opened.mockReset();
  });

  it('offers English and বাংলা, each named in its own language, the page’s language chosen', () => {
    fakeApi({});
    renderPage(<LanguageSection />, customerSession);
    const group = screen.getByRole('group', { name: 'Language' });
    const english = within(group).getByRole('radio', { name: 'English' });
    const bangla = within(group).getByRole('radio', { name: 'বাংলা' });
    expect(english).toBeChecked();
    expect(bangla).not.toBeChecked();
    expect(english.closest('label')).toHaveAttribute('lang', 'en');
    expect(bangla.closest('label')).toHaveAttribute('lang', 'bn');
  });

  it('saves বাংলা on the account, then opens this page in Bangla', async () => {
    const { calls } = fakeApi({ 'PUT /user/language': { body: { language: 'bn' } } });
    renderPage(<LanguageSection />, customerSession);
    fireEvent.click(screen.getByRole('radio', { name: 'বাংলা' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save language' }));
    await waitFor(() => expect(opened).toHaveBeenCalledWith('bn'));
    expect(calls.map((c) => [`${c.method} ${c.path}`, c.body])).toEqual([['PUT /user/language', { language: 'bn' }]]);
  });

  it('saves English from a Bangla page, its words in Bangla, then opens the English page', async () => {
    registerBanglaMessages(messages);
    startBangla();
    setCurrentLanguage('bn');
    const { calls } = fakeApi({ 'PUT /user/language': { body: { language: 'en' } } });
    renderPage(<LanguageSection />, customerSession);
    const group = screen.getByRole('group', { name: 'ভাষা' });
    expect(within(group).getByRole('radio', { name: 'বাংলা' })).toBeChecked();
    fireEvent.click(within(group).getByRole('radio', { name: 'English' }));
    fireEvent.click(screen.getByRole('button', { name: 'ভাষা সংরক্ষণ করুন' }));
    await waitFor(() => expect(opened).toHaveBeenCalledWith('en'));
    expect(calls[0]?.body).toEqual({ language: 'en' });
  });

  it('stays on the page and says so when the API refuses', async () => {
    fakeApi({ 'PUT /user/language': { status: 503, body: { error: { code: 'UNAVAILABLE', message: 'The database is away' } } } });
    const { toast } = renderPage(<LanguageSection />, customerSession);
    fireEvent.click(screen.getByRole('radio', { name: 'বাংলা' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save language' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Your language could not be saved: The database is away'));
    expect(opened).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Save language' })).toBeEnabled();
  });

  it('saves the language the page already shows without leaving it', async () => {
    fakeApi({ 'PUT /user/language': { body: { language: 'en' } } });
    const { toast } = renderPage(<LanguageSection />, customerSession);
    fireEvent.click(screen.getByRole('button', { name: 'Save language' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Your language is saved'));
    expect(opened).not.toHaveBeenCalled();
  });
});

describe('this page in another language', () => {
  it('is the same address under /bn, or without it, its query and hash kept', () => {
    expect(pageIn({ pathname: '/dashboard', search: '', hash: '' }, 'bn')).toBe('/bn/dashboard');
    expect(pageIn({ pathname: '/bn/dashboard', search: '?x=1', hash: '#language' }, 'en')).toBe('/dashboard?x=1#language');
  });

  it('keeps the choice in the browser before it goes', () => {
    const { openPageIn: realOpen } = jest.requireActual<typeof import('../api/pageLanguage')>('../api/pageLanguage');
    // jsdom cannot navigate: it reports that, and the choice is kept first.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    realOpen('bn');
    consoleError.mockRestore();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('bn');
    localStorage.clear();
  });
});
