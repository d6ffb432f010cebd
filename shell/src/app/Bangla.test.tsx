import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultConfig, registerBanglaMessages, setCurrentLanguage } from '@storefront/shared';
import { startBangla } from '@storefront/shared/i18n-bangla';
import sharedMessages from '@storefront/shared/i18n/bn.json';
import shellMessages from '../i18n/bn.json';
import { App } from './App';
import type { AuthClient } from '../session/auth';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

/** A provider with nobody signed in, answering at once. */
function signedOut(): Promise<AuthClient> {
  return Promise.resolve({
    usesLocalGoogle: true,
    onIdTokenChanged(callback) {
      setTimeout(() => callback(null));
      return () => undefined;
    },
    signInWithPassword: jest.fn(),
    signUp: jest.fn(),
    signInWithGoogle: jest.fn(),
    signOut: jest.fn(),
    currentUser: () => null,
    reload: jest.fn(),
    sendEmailVerification: jest.fn(),
  });
}

// Role queries skip jsdom's slow computed-style visibility checks on this large tree.
configure({ defaultHidden: true });

beforeAll(() => {
  registerBanglaMessages(sharedMessages);
  registerBanglaMessages(shellMessages);
  startBangla();
});

beforeEach(() => {
  setCurrentLanguage('bn');
  // No remote answers: the shell's own pages and chrome are what is under test.
  global.fetch = jest.fn(async () => ({ ok: false, status: 404, json: async () => ({}), text: async () => '' })) as unknown as typeof fetch;
});

afterEach(() => setCurrentLanguage('en'));

describe('the shell in Bangla', () => {
  it('shows the header, its search and the footer in Bangla, links staying under /bn', async () => {
    window.history.pushState({}, '', '/bn/login');
    render(<App config={{ ...defaultConfig, remotes: {} }} authClient={signedOut()} />);
    const nav = screen.getByRole('navigation', { name: 'প্রধান' });
    expect(within(nav).getByRole('link', { name: 'হোম' })).toHaveAttribute('href', '/bn');
    expect(within(nav).getByRole('link', { name: 'সব পার্টস' })).toHaveAttribute('href', '/bn/parts');
    expect(within(nav).getByRole('link', { name: 'ব্লগ' })).toHaveAttribute('href', '/bn/blogs');
    expect(within(nav).getByRole('link', { name: 'আমার পোর্টফোলিও' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'কার্ট' })).toHaveAttribute('href', '/bn/cart');
    expect(await waitFor(() => within(nav).getByRole('link', { name: 'লগইন' }))).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'English' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('button', { name: 'মেনু' })).toBeInTheDocument();
    const search = screen.getByRole('search');
    expect(search).toHaveAttribute('action', '/bn/parts');
    expect(within(search).getByRole('searchbox', { name: 'সব পার্টসে খুঁজুন' })).toBeInTheDocument();
    expect(within(search).getByRole('button', { name: 'খুঁজুন' })).toBeInTheDocument();
    for (const column of ['সেবা', 'কোম্পানি', 'আইনি তথ্য']) expect(screen.getByRole('heading', { name: column })).toBeInTheDocument();
    expect(screen.getByText('কপিরাইট © ২০২২ - সর্বস্বত্ব সংরক্ষিত: Stitchline Parts')).toBeInTheDocument();
  });

  it('shows the login page and its form’s messages in Bangla', async () => {
    window.history.pushState({}, '', '/bn/login');
    render(<App config={{ ...defaultConfig, remotes: {} }} authClient={signedOut()} />);
    expect(await screen.findByRole('heading', { name: 'লগইন', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('লগইন · Stitchline Parts'));
    const form = screen.getByRole('form', { name: 'লগইন' });
    expect(within(form).getByRole('textbox', { name: 'ইমেইল' })).toHaveAttribute('placeholder', 'আপনার ইমেইল');
    expect(within(form).getByLabelText('পাসওয়ার্ড')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'নতুন অ্যাকাউন্ট খুলুন' })).toHaveAttribute('href', '/bn/signup');
    expect(screen.getByRole('button', { name: 'Google দিয়ে চালিয়ে যান' })).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'লগইন' }));
    expect(await within(form).findByText('ইমেইল দিতে হবে')).toBeInTheDocument();
    expect(within(form).getByText('পাসওয়ার্ড দিতে হবে')).toBeInTheDocument();
  });

  it('says Page not found in Bangla', async () => {
    window.history.pushState({}, '', '/bn/no/such/page');
    render(<App config={{ ...defaultConfig, remotes: {} }} authClient={signedOut()} />);
    expect(await screen.findByRole('heading', { name: 'পেজটি পাওয়া যায়নি', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'হোম পেজে ফিরে যান' })).toHaveAttribute('href', '/bn');
  });
});
