import { createContext, useContext } from 'react';
import type { CompanyRole } from './schemas/api/companies';

/** The signed-in identity, as the authentication provider reports it. */
export interface SessionUser {
  email: string;
  displayName: string | null;
  photoURL: string | null;
  uid: string;
  /** The owner proved the address (always true for Google sign-in); admin rights need it. */
  emailVerified: boolean;
}

/**
 * The session contract between the shell (which owns sign-in) and the remotes (which only read
 * it). Remotes never import the authentication SDK.
 */
export interface Session {
  /** `loading` until the provider has reported and, when signed in, the API token is in hand. */
  status: 'loading' | 'signed-out' | 'signed-in';
  user: SessionUser | null;
  /** Whether the server says this user is an admin; `undefined` while that check runs. */
  isAdmin: boolean | undefined;
  /** The user's role in their company (docs/companies.md), null when they belong to none; `undefined` while unknown. */
  companyRole?: CompanyRole | null | undefined;
  signOut(): Promise<void>;
  /** Re-reads the user from the provider, e.g. after the display name changed or the address was verified. */
  refresh(): Promise<void>;
  /** Sends the signed-in user a link that verifies their e-mail address. */
  sendEmailVerification(): Promise<void>;
}

const signedOut: Session = {
  status: 'signed-out',
  user: null,
  isAdmin: false,
  companyRole: null,
  signOut: async () => undefined,
  refresh: async () => undefined,
  sendEmailVerification: async () => undefined,
};

export const SessionContext = createContext<Session>(signedOut);

export function useSession(): Session {
  return useContext(SessionContext);
}
