import fs from 'node:fs';

// `npm run lint` runs knip: files, exports and dependencies nothing uses. A remote's pages are
// entries through its routes.json (Module Federation exposes them), not through an import.
const REMOTES = ['catalogue-mfe', 'account-mfe', 'admin-mfe'];

const exposed = (app: string): string[] => {
  const manifest = JSON.parse(fs.readFileSync(`${app}/routes.json`, 'utf8')) as {
    routes: { file: string }[];
    exposes?: Record<string, string>;
  };
  return [...new Set([...manifest.routes.map((r) => r.file), ...Object.values(manifest.exposes ?? {})])];
};

// Each front end: its bundle's entry, the pages it renders in Node (pages.server.tsx), its tests.
const frontEnd = (app: string, entries: string[] = []) => ({
  entry: [...(fs.existsSync(`${app}/src/pages.server.tsx`) ? ['src/pages.server.tsx'] : []), 'src/**/*.test.{ts,tsx}', ...entries],
  project: ['src/**/*.{ts,tsx}'],
});

export default {
  workspaces: {
    '.': {
      entry: ['scripts/**/*.{mjs,cjs}', 'build/**/*.{js,mjs}', 'build/**/*.d.ts', 'federation/*.{js,mjs}', 'webpack.shared.js', 'jest.*.{js,ts}'],
      // A webpack alias (build/webpack/federation.js) of the federation runtime's container entry;
      // the Bangla font's files, copied by the shell's build from paths knip cannot follow.
      ignoreDependencies: ['storefront-federation-init-container-entry', '@fontsource/noto-sans-bengali'],
    },
    shared: { entry: ['src/**/*.test.{ts,tsx}'], project: ['src/**/*.{ts,tsx}'] },
    shell: frontEnd('shell', ['src/startup/script.ts']),
    ...Object.fromEntries(REMOTES.map((app) => [app, frontEnd(app, exposed(app))])),
    server: {
      // A drawing is made safe in a worker thread, started by its file's path.
      entry: ['src/main.ts', 'src/**/*.worker.ts', 'src/seed/*-cli.ts', 'src/**/*.test.ts', 'test/**/*.ts', 'scripts/*.mjs', 'bench/*.mjs'],
      project: ['src/**/*.ts', 'test/**/*.ts'],
      // jsdom and DOMPurify are imported by name in the sanitiser's thread (svg-purify.ts); the
      // Auth emulator is firebase-tools' CLI, started by its path (scripts/lib/auth-emulator.mjs);
      // the mail catcher's types come with the tests' SMTP server and parser.
      ignoreDependencies: ['dompurify', 'jsdom', 'firebase-tools', '@types/mailparser', '@types/smtp-server'],
    },
    'page-server': { entry: ['scripts/*.mjs', 'test/**/*.test.ts'], project: ['src/**/*.ts', 'test/**/*.ts'] },
    e2e: { entry: ['tests/**/*.ts'], project: ['**/*.ts'] },
  },
};
