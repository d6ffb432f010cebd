import { defaultConfig, type StorefrontConfig } from '@storefront/shared';

/** Reads the deploy-time `config.json` beside index.html; missing keys fall back to defaults. */
export async function loadRuntimeConfig(url = '/config.json'): Promise<StorefrontConfig> {
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok) throw new Error(String(response.status));
    const loaded = (await response.json()) as Partial<StorefrontConfig>;
    return {
      ...defaultConfig,
      ...loaded,
      firebase: { ...defaultConfig.firebase, ...loaded.firebase },
      contact: { ...defaultConfig.contact, ...loaded.contact },
      remotes: { ...defaultConfig.remotes, ...loaded.remotes },
    };
  } catch (error) {
    console.warn('config.json could not be read; using the built-in defaults.', error);
    return defaultConfig;
  }
}
