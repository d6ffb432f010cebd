/**
 * The shell's view of the authentication provider. Only this interface is used by the rest of
 * the shell (and its unit tests); the Firebase implementation is loaded after the first paint.
 */
export interface AuthUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  emailVerified: boolean;
  getIdToken(forceRefresh?: boolean): Promise<string>;
}

export interface AuthClient {
  /** Calls back with the user whenever the session or its ID token changes; returns unsubscribe. */
  onIdTokenChanged(callback: (user: AuthUser | null) => void): () => void;
  signInWithPassword(email: string, password: string): Promise<void>;
  signUp(name: string, email: string, password: string): Promise<void>;
  /** Google sign-in: the 500x600 popup against Firebase; a labelled local path on the emulator. */
  signInWithGoogle(localAccount?: { email: string; name: string }): Promise<void>;
  /** True when Google sign-in needs the local (emulator) account instead of a popup. */
  readonly usesLocalGoogle: boolean;
  signOut(): Promise<void>;
  currentUser(): AuthUser | null;
  reload(): Promise<void>;
  /** Sends the current user the provider's address-verification link. */
  sendEmailVerification(): Promise<void>;
}
