import { createContext, useContext } from 'react';

/**
 * Run-time configuration, read by the shell from the deploy-time `config.json` beside its
 * index.html. Nothing here is compiled into a bundle, so one build runs anywhere.
 */
export interface StorefrontConfig {
  /** Base URL of the API, without a trailing slash. */
  apiUrl: string;
  /** ISO 4217 currency of part prices. */
  currency: string;
  /** Locale used for numbers and dates. */
  locale: string;
  /** Remote name -> URL of its `remoteEntry.js` (its `routes.json` is read beside it). */
  remotes: Record<string, string>;
  firebase: {
    apiKey: string;
    authDomain: string;
    projectId: string;
    /** `host:port` of the Firebase Auth emulator; absent in production. */
    emulatorHost?: string;
  };
  contact: {
    name: string;
    role: string;
    phone: string;
    email: string;
  };
  /**
   * The share of page loads (0 to 1) that measure their web vitals for the Deployments page's
   * health figures; every page load reports its views and failures. 0.1: one in ten.
   */
  vitalsSample: number;
}

export const defaultConfig: StorefrontConfig = {
  apiUrl: 'http://127.0.0.1:4000',
  currency: 'BDT',
  locale: 'en-US',
  remotes: {},
  firebase: { apiKey: 'demo-api-key', authDomain: 'demo-storefront.firebaseapp.com', projectId: 'demo-storefront' },
  contact: {
    name: 'Rahim Uddin',
    role: 'Marketing Manager',
    phone: '+880 1711-000000',
    email: 'marketing@partsmanufacturer.com',
  },
  vitalsSample: 0.1,
};

export const ConfigContext = createContext<StorefrontConfig>(defaultConfig);

export function useConfig(): StorefrontConfig {
  return useContext(ConfigContext);
}
