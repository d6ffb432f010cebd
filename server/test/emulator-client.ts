import type { TestUser } from './env';

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

export async function createUser(host: string, user: TestUser): Promise<void> {
  const signUp = await toolkit(host, 'signUp', { email: user.email, password: user.password, returnSecureToken: true });
  if (!signUp.ok) {
    if (String(signUp.json?.error?.message).startsWith('EMAIL_EXISTS')) return;
    throw new Error(`signUp of ${user.email} failed: ${JSON.stringify(signUp.json)}`);
  }
  const update = await toolkit(host, 'update', { idToken: signUp.json.idToken, displayName: user.displayName, returnSecureToken: true });
  if (!update.ok) throw new Error(`naming ${user.email} failed: ${JSON.stringify(update.json)}`);
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
