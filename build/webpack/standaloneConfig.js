// What a remote's own page (`npm run dev -w <remote>`) reads as /standalone-config.json: the
// committed public/standalone-config.json with the API and the Auth emulator where the same
// variables as `npm run dev` put them (API_URL or API_PORT, AUTH_EMULATOR_PORT or
// FIREBASE_AUTH_EMULATOR_HOST), so a team can run its remote beside a stack on other ports.

/**
 * @param {{ apiUrl?: string, firebase?: Record<string, unknown> }} base  the committed file
 * @param {NodeJS.ProcessEnv} env
 */
function standaloneConfig(base, env) {
  const host = env.HOST?.trim() || '127.0.0.1';
  const apiUrl = env.API_URL?.trim() || (env.API_PORT ? `http://${host}:${Number(env.API_PORT)}` : base.apiUrl);
  const emulatorHost =
    env.FIREBASE_AUTH_EMULATOR_HOST?.trim() || (env.AUTH_EMULATOR_PORT ? `${host}:${Number(env.AUTH_EMULATOR_PORT)}` : base.firebase?.emulatorHost);
  return { ...base, apiUrl, firebase: { ...base.firebase, emulatorHost } };
}

module.exports = { standaloneConfig };
