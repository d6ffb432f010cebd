import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';

/** What the token exchange needs from a verified Firebase ID token. */
export interface FirebaseIdentity {
  uid: string;
  email: string | undefined;
  name: string | undefined;
}

export interface IdTokenVerifier {
  verify(idToken: string): Promise<FirebaseIdentity>;
  close(): Promise<void>;
}

/**
 * Verifies Firebase ID tokens with firebase-admin. Against the Auth emulator
 * (`FIREBASE_AUTH_EMULATOR_HOST`), firebase-admin accepts the emulator's unsigned tokens for the
 * project id; in production it checks Google's signatures. No service-account credentials are needed.
 */
export function firebaseVerifier(projectId: string, emulatorHost: string | undefined): IdTokenVerifier {
  // firebase-admin reads the emulator host from the environment when it verifies.
  if (emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
  const app: App = initializeApp({ projectId }, `storefront-api-${randomUUID()}`);
  const auth = getAuth(app);
  return {
    async verify(idToken: string): Promise<FirebaseIdentity> {
      const decoded = await auth.verifyIdToken(idToken);
      return {
        uid: decoded.uid,
        email: typeof decoded.email === 'string' ? decoded.email.toLowerCase() : undefined,
        name: typeof decoded.name === 'string' ? decoded.name : undefined,
      };
    },
    close: () => deleteApp(app),
  };
}
