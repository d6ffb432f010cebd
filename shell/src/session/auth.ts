import type { StorefrontConfig } from '@storefront/shared';
import type { AuthClient } from './authClient';

export type { AuthClient, AuthUser } from './authClient';

export async function loadAuthClient(config: StorefrontConfig): Promise<AuthClient> {
  const { createFirebaseAuthClient } = await import(/* webpackChunkName: "firebase-auth" */ './firebase');
  return createFirebaseAuthClient(config);
}
