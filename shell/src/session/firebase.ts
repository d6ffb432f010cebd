import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserPopupRedirectResolver,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  GoogleAuthProvider,
  initializeAuth,
  onIdTokenChanged,
  signInWithCredential,
  signInWithEmailAndPassword,
  signInWithPopup,
  sendEmailVerification,
  signOut,
  updateProfile,
  type Auth,
} from 'firebase/auth';
import type { StorefrontConfig } from '@storefront/shared';
import type { AuthClient } from './authClient';

/** The only module that imports the Firebase SDK; it is loaded after the first paint. */
export function createFirebaseAuthClient(config: StorefrontConfig): AuthClient {
  const app = initializeApp({
    apiKey: config.firebase.apiKey,
    authDomain: config.firebase.authDomain,
    projectId: config.firebase.projectId,
  });
  const auth: Auth = initializeAuth(app, {
    persistence: browserLocalPersistence,
    popupRedirectResolver: browserPopupRedirectResolver,
  });
  const emulator = config.firebase.emulatorHost;
  if (emulator) connectAuthEmulator(auth, `http://${emulator}`, { disableWarnings: true });

  return {
    usesLocalGoogle: Boolean(emulator),
    onIdTokenChanged: (callback) => onIdTokenChanged(auth, callback),
    async signInWithPassword(email, password) {
      await signInWithEmailAndPassword(auth, email, password);
    },
    async signUp(name, email, password) {
      const { user } = await createUserWithEmailAndPassword(auth, email, password);
      await updateProfile(user, { displayName: name });
      // The ID token minted at creation has no name yet; a fresh one carries it to the API.
      await user.getIdToken(true);
    },
    async signInWithGoogle(localAccount) {
      if (emulator) {
        // The emulator cannot open Google's popup offline (TOOLCHAIN-NOTES): it accepts an
        // unsigned Google credential for a local test account instead.
        if (!localAccount) throw new Error('A local Google account is needed on the emulator.');
        const credential = GoogleAuthProvider.credential(
          JSON.stringify({
            sub: `local-${localAccount.email}`,
            email: localAccount.email,
            email_verified: true,
            name: localAccount.name,
          }),
        );
        const { user } = await signInWithCredential(auth, credential);
        // The emulator may not copy the name from an unsigned credential; set it like a real Google account has it.
        const name = localAccount.name.trim();
        if (name && user.displayName !== name) {
          await updateProfile(user, { displayName: name });
          await user.getIdToken(true);
        }
        return;
      }
      // Firebase opens its popup at 500x600, the size the spec asks for.
      await signInWithPopup(auth, new GoogleAuthProvider());
    },
    signOut: () => signOut(auth),
    currentUser: () => auth.currentUser,
    async reload() {
      // Started late (a restored session), the SDK reads its stored user first.
      await auth.authStateReady();
      await auth.currentUser?.reload();
    },
    async sendEmailVerification() {
      await auth.authStateReady();
      if (!auth.currentUser) throw new Error('Sign in first.');
      await sendEmailVerification(auth.currentUser);
    },
  };
}
