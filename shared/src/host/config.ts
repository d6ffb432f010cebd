import { defaultConfig, type StorefrontConfig } from '@storefront/shared';

/**
 * Reads the deploy-time `config.json` beside index.html; missing keys fall back to defaults.
 * `read` is its content when a host has already asked for it (null: it could not be read).
 */
export async function loadRuntimeConfig(url = '/config.json', read?: Promise<unknown>): Promise<StorefrontConfig> {
  try {
    const loaded = (await (read ??
      fetch(url, { cache: 'no-cache' }).then((response) => {
        if (!response.ok) throw new Error(String(response.status));
        return response.json();
      }))) as Partial<StorefrontConfig> | null;
    if (!loaded || typeof loaded !== 'object') throw new Error('config.json is missing or not an object');
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
