import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';

/** What the token exchange needs from a verified Firebase ID token. */
export interface FirebaseIdentity {
  uid: string;
  email: string | undefined;
  /** Firebase's `email_verified` claim: true once the owner of the address proved it (Google sign-in always is). */
  emailVerified: boolean;
  name: string | undefined;
}

/** Firebase refused the ID token because its account is disabled (removed by an admin). */
export class AccountDisabledError extends Error {
  constructor() {
    super('The Firebase account is disabled');
    this.name = 'AccountDisabledError';
  }
}

/** The API's use of Firebase Authentication: check ID tokens, and block or unblock an account. */
export interface FirebaseAuth {
  verify(idToken: string): Promise<FirebaseIdentity>;
  /** Disables (or enables again) the Firebase account, so it can no longer sign in. */
  setDisabled(uid: string, disabled: boolean): Promise<void>;
  close(): Promise<void>;
}

/**
 * Firebase Authentication through firebase-admin. Against the Auth emulator
 * (`FIREBASE_AUTH_EMULATOR_HOST`), firebase-admin accepts the emulator's unsigned tokens for the
 * project id and manages its accounts without credentials; in production it checks Google's
 * signatures, and disabling an account needs the service account's default credentials.
 */
export function firebaseAuth(projectId: string, emulatorHost: string | undefined): FirebaseAuth {
  // firebase-admin reads the emulator host from the environment when it verifies.
  if (emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
  const app: App = initializeApp({ projectId }, `storefront-api-${randomUUID()}`);
  const auth = getAuth(app);
  return {
    async verify(idToken: string): Promise<FirebaseIdentity> {
      // Against the emulator firebase-admin also checks that the account is not disabled; in
      // production the token exchange finds a removed account in the database instead.
      const decoded = await auth.verifyIdToken(idToken).catch((error: { code?: string }) => {
        throw error?.code === 'auth/user-disabled' ? new AccountDisabledError() : error;
      });
      return {
        uid: decoded.uid,
        email: typeof decoded.email === 'string' ? decoded.email.toLowerCase() : undefined,
        emailVerified: decoded.email_verified === true,
        name: typeof decoded.name === 'string' ? decoded.name : undefined,
      };
    },
    async setDisabled(uid: string, disabled: boolean): Promise<void> {
      await auth.updateUser(uid, { disabled });
    },
    close: () => deleteApp(app),
  };
}
