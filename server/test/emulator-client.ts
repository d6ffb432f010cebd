import { EMULATOR_PROJECT, type TestUser } from './env';

/** The Auth emulator's REST calls the suites need (jest cannot load scripts/lib/auth-emulator.mjs, an ES module). */
async function toolkit(host: string, method: string, body: unknown, attempt = 1): Promise<{ ok: boolean; json: any }> {
  const response = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=any`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  }).catch((error: unknown) => {
    // A busy machine sometimes drops a connection: try again before failing the run.
    if (attempt < 4) return undefined;
    throw error;
  });
  if (!response) {
    // A back-off before the retry, not a wait for something: a dropped connection sends no event.
    await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    return toolkit(host, method, body, attempt + 1);
  }
  return { ok: response.ok, json: await response.json() };
}

export async function signIn(host: string, user: Pick<TestUser, 'email' | 'password'>): Promise<string> {
  const result = await toolkit(host, 'signInWithPassword', { email: user.email, password: user.password, returnSecureToken: true });
  if (!result.ok) throw new Error(`sign-in of ${user.email} failed: ${JSON.stringify(result.json)}`);
  return result.json.idToken as string;
}

/** Creates the account (an existing one is kept), names it, and marks its e-mail verified when `user.verified`. */
export async function createUser(host: string, user: TestUser): Promise<string> {
  const signUp = await toolkit(host, 'signUp', { email: user.email, password: user.password, returnSecureToken: true });
  let localId: string;
  if (signUp.ok) {
    localId = signUp.json.localId as string;
    const update = await toolkit(host, 'update', { idToken: signUp.json.idToken, displayName: user.displayName, returnSecureToken: true });
    if (!update.ok) throw new Error(`naming ${user.email} failed: ${JSON.stringify(update.json)}`);
  } else if (String(signUp.json?.error?.message).startsWith('EMAIL_EXISTS')) {
    const signedIn = await toolkit(host, 'signInWithPassword', { email: user.email, password: user.password, returnSecureToken: true });
    if (!signedIn.ok) throw new Error(`sign-in of ${user.email} failed: ${JSON.stringify(signedIn.json)}`);
    localId = signedIn.json.localId as string;
  } else {
    throw new Error(`signUp of ${user.email} failed: ${JSON.stringify(signUp.json)}`);
  }
  if (user.verified) await setEmailVerified(host, localId, true);
  return localId;
}

/**
 * What an admin of the Firebase project can do (the emulator takes `Bearer owner` as the
 * project's owner): mark an address verified, as following the verification link does.
 */
export async function setEmailVerified(host: string, localId: string, emailVerified: boolean): Promise<void> {
  const response = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/projects/${EMULATOR_PROJECT}/accounts:update`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify({ localId, emailVerified }),
  });
  if (!response.ok) throw new Error(`setting emailVerified of ${localId} failed: ${response.status} ${await response.text()}`);
}

/** Deletes an account from the emulator (as if its owner deleted it), so the address can sign up anew. */
export async function deleteAccount(host: string, localId: string): Promise<void> {
  const response = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/projects/${EMULATOR_PROJECT}/accounts:delete`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify({ localId }),
  });
  if (!response.ok) throw new Error(`deleting ${localId} failed: ${response.status} ${await response.text()}`);
}

/** Signs in and returns the raw answer: `error.message` is Firebase's code (USER_DISABLED, ...). */
export async function trySignIn(host: string, user: Pick<TestUser, 'email' | 'password'>): Promise<{ ok: boolean; json: any }> {
  return toolkit(host, 'signInWithPassword', { email: user.email, password: user.password, returnSecureToken: true });
}

export async function signInGoogle(host: string, email: string, name: string): Promise<string> {
  const claims = { sub: `google-${email}`, email, email_verified: true, name };
  const result = await toolkit(host, 'signInWithIdp', {
    postBody: `id_token=${encodeURIComponent(JSON.stringify(claims))}&providerId=google.com`,
    requestUri: 'http://localhost',
    returnIdpCredential: true,
    returnSecureToken: true,
  });
  if (!result.ok) throw new Error(`Google sign-in of ${email} failed: ${JSON.stringify(result.json)}`);
  return result.json.idToken as string;
}
