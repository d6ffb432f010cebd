/** What global setup hands to the suites (through the environment: suites run in workers). */
export const TEST_ENV = {
  emulatorHost: 'STOREFRONT_TEST_EMULATOR_HOST',
  pgliteTemplate: 'STOREFRONT_TEST_PGLITE_TEMPLATE',
  pgAdminUrl: 'STOREFRONT_TEST_PG_ADMIN_URL',
  root: 'STOREFRONT_TEST_ROOT',
  /** Set when a Redis server answered (REDIS_URL, else 127.0.0.1:6379). */
  redisUrl: 'STOREFRONT_TEST_REDIS_URL',
} as const;

export const EMULATOR_PROJECT = 'demo-storefront-api-tests';

export interface TestUser {
  email: string;
  password: string;
  displayName: string;
  /** Created with a verified e-mail (admin rights need one). */
  verified?: boolean;
}

/** Emulator accounts shared by every suite (each suite has its own database, so roles never leak). */
export const TEST_USERS = {
  admin: { email: 'admin@example.com', password: 'admin-secret', displayName: 'Ada Admin', verified: true },
  secondAdmin: { email: 'boss@example.com', password: 'boss-secret', displayName: 'Bo Boss', verified: true },
  customer: { email: 'customer@example.com', password: 'customer-secret', displayName: 'Cara Customer' },
  other: { email: 'other@example.com', password: 'other-secret', displayName: 'Otto Other' },
  buyers: { email: 'buyer@example.com', password: 'buyer-secret', displayName: 'Bea Buyer' },
} satisfies Record<string, TestUser>;

export const ADMIN_EMAILS = [TEST_USERS.admin.email];
