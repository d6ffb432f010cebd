// `npm run lint`: ESLint over every workspace, with the boundaries between the apps.
//
// Who may import whom (the part a reviewer cannot keep by eye):
//   - a remote (catalogue-mfe, account-mfe, admin-mfe) never imports the shell or another remote;
//   - the shell never imports a remote's code (it loads remotes at run time, by federation);
//   - `shared` never imports an app;
//   - apps use `shared` only through its public entry points (`@storefront/shared`, `/ui`,
//     `/forms`, `/schemas`, `/host`, ...: shared/package.json `exports`), never `shared/src/...`.
// Relative paths between the folders are checked by eslint-plugin-boundaries; package names by
// `no-restricted-imports`; import cycles between files and between folders of an app, `shared`, the
// server or the page server by scripts/lib/import-graph.test.mjs (type imports count); the server's
// folders' order by `import-x/no-restricted-paths` (SERVER_LAYERS); SQL in the server's repositories
// only.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import ts from 'typescript';

const REMOTES = ['catalogue-mfe', 'account-mfe', 'admin-mfe'];
const APPS = ['shell', ...REMOTES];

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `no-restricted-imports` patterns: another app by package name or relative path. `except`
 * names files of that app that may still be imported (a published contract such as routes.json).
 */
const appImports = (apps, { except } = {}) =>
  apps.map((app) => ({
    regex: `(^|/)${escape(app)}(/${except ? `(?!${except}$)` : ''}|$)`,
    message: `Import nothing of ${app}: apps meet only at run time, through Module Federation and @storefront/shared.`,
  }));

/**
 * Inside `shared`, the schemas' index (`index` is the path to it from the files the pattern is
 * for): a schema module or a form field imports the schema module it builds on.
 */
const schemasIndexImports = (index) => ({
  regex: `^(${index}(/index)?|@storefront/shared/schemas)$`,
  message: 'Import the schema module you build on (../api/parts), not the index: every schema in it would be built on load.',
});

const deepSharedImports = {
  regex: '(^@storefront/shared/src(/|$))|((^|/)shared/src(/|$))',
  message: "Use @storefront/shared's public entry points (shared/package.json exports), not its files.",
};

/** The shell's links are its own (shell/src/links.tsx): react-router's carry framework-mode prefetching into every page. */
const routerLinks = {
  name: 'react-router-dom',
  importNames: ['Link', 'NavLink'],
  message: "Use the shell's Link and NavLink (shell/src/links.tsx): react-router's bring about 2.8 KB of prefetch code the storefront never runs.",
};

/** The shell reaches its start-up path through `shell/src/startup/index.ts` only. */
const deepStartupImports = {
  regex: '(^|/)startup/.+',
  message: "Use the start-up path's interface (import from '../startup'), not its files.",
};

/**
 * The API's paths are written once, in shared/src/api/endpoints.ts: code reads them from `endpoints`.
 * Checked for the orders' `/booking` (the other API paths share their names with pages' routes).
 */
const apiPathLiterals = {
  selector: 'Literal[value=/^\\/booking(\\/|\\?|$)/], TemplateElement[value.raw=/^\\/booking(\\/|\\?|$)/]',
  message: 'Read the API path from the endpoint table (endpoints.<name>.path, apiPath(endpoints.<name>, …)), not a string.',
};

/** SQL is written in repositories: a route, a workflow or a worker calls their functions. */
const sqlOutsideRepositories = {
  selector:
    'CallExpression[callee.property.name=/^(query|exec)$/] > Literal:first-child, CallExpression[callee.property.name=/^(query|exec)$/] > TemplateLiteral:first-child',
  message: 'SQL lives in a repository (<area>/<name>.repo.ts): the rest of the server calls its functions.',
};

/**
 * The server's folders, lowest first: a folder imports only those before it (and files at the
 * root: config, paths, context). An order's workflow (orders/) uses the cart, the mail outbox,
 * invoices and the parts' stock; none of them ever imports orders/. Type imports count too.
 */
const SERVER_LAYERS = [
  ['db', 'http'],
  ['auth', 'storage'],
  ['deployments', 'health', 'images', 'machines', 'parts', 'profile', 'reviews', 'users', 'mail', 'companies', 'invoices', 'prices', 'assemblies'],
  ['cart'],
  ['orders'],
  ['quotes'],
  ['seed'],
];
const serverLayerZones = SERVER_LAYERS.slice(0, -1).flatMap((layer, index) =>
  layer.map((folder) => ({
    target: `./server/src/${folder}`,
    from: SERVER_LAYERS.slice(index + 1)
      .flat()
      .map((above) => `./server/src/${above}`),
    message: `server/src/${folder} sits below ${SERVER_LAYERS.slice(index + 1)
      .flat()
      .join(', ')}: move what both need down, or let the upper folder call it (CONTRIBUTING.md, "The server's folders").`,
  })),
);

/** A list's default sort is the first of its SORTS: `defaultSort('orders')`, never retyped. */
const retypedDefaultSort = {
  selector: [
    "LogicalExpression[operator='??'][left.property.name='sort'][right.type='Literal']",
    "LogicalExpression[operator='??'][left.name='sort'][right.type='Literal']",
    "BinaryExpression[operator='==='][left.name='next'][right.type='Literal']",
  ].join(', '),
  message: "Use defaultSort('<list>') from @storefront/shared: a list's default sort is the first of its SORTS.",
};

/** "1 unit", not "1 units": a count of units is written by formatUnits (pages) or unitCount (messages). */
const countedUnits = {
  selector: ['JSXExpressionContainer + JSXText[value=/^\\s*units\\b/]', 'TemplateLiteral > TemplateElement[value.raw=/^ units\\b/]'].join(', '),
  message: 'Write a count of units with formatUnits (pages, @storefront/shared) or unitCount (messages, schemas): "1 unit", "2 units".',
};

const SHARED_DIR = fileURLToPath(new URL('./shared/', import.meta.url));

/** A module of `shared/src` (its path from `shared/`) with the values it exports (`export *` followed), as a map from name to the module that defines it. */
function exportedValues(file, seen = new Set()) {
  const names = new Map();
  if (seen.has(file)) return names;
  seen.add(file);
  const source = ts.createSourceFile(file, fs.readFileSync(`${SHARED_DIR}${file}`, 'utf8'), ts.ScriptTarget.Latest, true);
  const from = (specifier) => {
    const base = path.posix.join(path.posix.dirname(file), specifier);
    return ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => `${base}${ext}`).find((candidate) => fs.existsSync(`${SHARED_DIR}${candidate}`));
  };
  for (const statement of source.statements) {
    const exported = ts.getModifiers?.(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (exported && (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement) || ts.isEnumDeclaration(statement)) && statement.name) {
      names.set(statement.name.text, file);
    } else if (exported && ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) if (ts.isIdentifier(declaration.name)) names.set(declaration.name.text, file);
    } else if (ts.isExportDeclaration(statement) && !statement.isTypeOnly && statement.moduleSpecifier) {
      const target = from(statement.moduleSpecifier.text);
      if (!target) continue; // a package, not a module of shared
      const theirs = exportedValues(target, seen);
      if (!statement.exportClause) for (const [name, home] of theirs) names.set(name, home);
      else if (ts.isNamedExports(statement.exportClause))
        for (const element of statement.exportClause.elements) {
          const home = theirs.get((element.propertyName ?? element.name).text);
          if (!element.isTypeOnly && home) names.set(element.name.text, home);
        }
    }
  }
  return names;
}

/**
 * The API client, derived rather than listed: every value exported by a module of `shared/src` that
 * sends requests (calls `fetch`, `callApi` or `apiFetch`; the hosts' own `host/` aside), under each
 * entry of shared/package.json that re-exports it (`callApi` and `apiFetch` from the core,
 * `uploadImage` from `/images`, `apiDownload` from `/lists`, and whatever such a module exports
 * next). A component may take only what reads the client's answers: `ApiError` and `assetUrl`.
 */
const API_CLIENT_READS = new Set(['ApiError', 'assetUrl']);
const sendsRequests = (file) => !file.startsWith('src/host/') && /\b(fetch|callApi|apiFetch)\(/.test(fs.readFileSync(`${SHARED_DIR}${file}`, 'utf8'));
const API_CLIENT = Object.entries(JSON.parse(fs.readFileSync(`${SHARED_DIR}package.json`, 'utf8')).exports)
  .filter(([, file]) => /\.tsx?$/.test(file))
  .map(([entry, file]) => ({
    name: path.posix.join('@storefront/shared', entry),
    importNames: [...exportedValues(path.posix.normalize(file))]
      .filter(([name, home]) => sendsRequests(home) && !API_CLIENT_READS.has(name))
      .map(([name]) => name)
      .sort(),
  }))
  .filter((entry) => entry.importNames.length > 0);
// Derived from the code: if a move of the client leaves it finding nothing, say so rather than check nothing.
for (const [entry, name] of [
  ['@storefront/shared', 'callApi'],
  ['@storefront/shared', 'apiFetch'],
  ['@storefront/shared/images', 'uploadImage'],
  ['@storefront/shared/lists', 'apiDownload'],
]) {
  if (!API_CLIENT.find((e) => e.name === entry)?.importNames.includes(name))
    throw new Error(`eslint.config.mjs: the API client's calls were not found (${name} from ${entry}).`);
}

/**
 * Inside a remote, features stand apart: a file of `src/features/<feature>/` imports no other
 * feature (what two features share goes to the remote's `src/components/` or to
 * `@storefront/shared`), and a feature's components reach the API through its own `api/`
 * folder, never with the API client itself. `depth`: how many folders below the feature the
 * file is (`../` that many times reaches `src/features/`).
 */
/** The feature folders of a remote, read beside this file (whatever folder ESLint runs from). */
const featuresOf = (remote) => {
  const dir = fileURLToPath(new URL(`./${remote}/src/features`, import.meta.url));
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];
};
const otherFeatures = (feature, depth) => ({
  regex: `^${'\\.\\./'.repeat(depth)}(?!${escape(feature)}/)[\\w-]+(/|$)`,
  message: `A feature imports no other feature: move what ${feature} shares with it to the remote's src/components/ (or @storefront/shared).`,
});
const apiClientInComponents = API_CLIENT.map(({ name, importNames }) => ({
  name,
  importNames,
  message: "A feature's components reach the API through its api/ folder (features/<feature>/api/), which holds what it reads and sends.",
}));
function remoteZones(remote) {
  const base = [...appImports(APPS.filter((app) => app !== remote)), deepSharedImports];
  const rule = (patterns, paths = []) => ({ 'no-restricted-imports': ['error', { paths, patterns }] });
  return [
    { files: [`${remote}/src/**/*.{ts,tsx}`], rules: rule(base) },
    ...featuresOf(remote).flatMap((feature) => [
      { files: [`${remote}/src/features/${feature}/*.{ts,tsx}`], rules: rule([...base, otherFeatures(feature, 1)]) },
      { files: [`${remote}/src/features/${feature}/*/**/*.{ts,tsx}`], rules: rule([...base, otherFeatures(feature, 2)]) },
      {
        files: [`${remote}/src/features/${feature}/components/**/*.{ts,tsx}`],
        ignores: ['**/*.test.{ts,tsx}'],
        rules: rule([...base, otherFeatures(feature, 2)], apiClientInComponents),
      },
    ]),
  ];
}

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', '.data/**', '.test-results/**', 'e2e/test-results/**', 'e2e/playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // `_name` marks a parameter a signature needs but the body does not use.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**', '**/test/**'],
    languageOptions: { globals: { ...globals.jest } },
    // Tests read the API's JSON answers loosely (`reply.body.error.fields`).
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Playwright's fixtures: `use` is not React's, and `({}, use)` is the documented signature.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
  {
    // Tests wait for events (an answer, an element, a render), never for a time, and measure no
    // time: speed is measured by the benchmarks (scripts/bench), where a loaded machine does not
    // fail the build.
    files: ['{shell,catalogue-mfe,account-mfe,admin-mfe,shared}/src/**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='performance'][callee.property.name='now']",
          message: 'A test measures no time: assert what happened (an element, a call, an order of events); measure speed in scripts/bench.',
        },
        {
          selector: "CallExpression[callee.property.name='waitForTimeout']",
          message: 'Wait for an event (an element, a response, a URL), never for a fixed time.',
        },
      ],
    },
  },

  {
    files: ['{shell,catalogue-mfe,account-mfe,admin-mfe,shared,server,page-server}/src/**/*.{ts,tsx}', 'scripts/**/*.{js,mjs,cjs}'],
    ignores: ['shared/src/api/endpoints.ts', '**/*.test.{ts,tsx,mjs}'],
    rules: { 'no-restricted-syntax': ['error', apiPathLiterals, retypedDefaultSort, countedUnits] },
  },
  {
    // Outside the repositories, the database's own modules and the seeds, the server writes no SQL.
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/**/*.repo.ts', 'server/src/db/**', 'server/src/seed/**', 'server/src/http/paging.ts', '**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', apiPathLiterals, retypedDefaultSort, sqlOutsideRepositories, countedUnits] },
  },
  {
    // The API's calls are registered from the shared table, so no path or access word is written twice.
    // A route file stays a screenful or two: what grows is the workflow or repository it calls.
    files: ['server/src/**/*.routes.ts'],
    rules: {
      'max-lines': ['error', { max: 200, skipBlankLines: true, skipComments: true }],
      'no-restricted-syntax': [
        'error',
        apiPathLiterals,
        retypedDefaultSort,
        sqlOutsideRepositories,
        countedUnits,
        {
          selector: "CallExpression[callee.object.name='app'][callee.property.name=/^(get|post|put|patch|delete)$/]",
          message: 'Register API calls with route(app, endpoints.<name>, ...): method, path and access come from @storefront/shared/endpoints.',
        },
      ],
    },
  },

  {
    // How import-x resolves the apps' and the server's imports (TypeScript paths and package
    // exports), for the server's layers below. Import cycles are refused by
    // scripts/lib/import-graph.test.mjs, which counts type imports and folders too.
    files: ['{shell,catalogue-mfe,account-mfe,admin-mfe,shared,server,page-server}/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['*/tsconfig.json'], noWarnOnMultipleProjects: true })],
    },
  },
  {
    files: ['server/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: serverLayerZones }] },
  },

  // ---- boundaries ----------------------------------------------------------------------------
  {
    files: ['{shell,catalogue-mfe,account-mfe,admin-mfe,shared}/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': [
        { type: 'shell', pattern: 'shell/src' },
        ...REMOTES.map((remote) => ({ type: remote, pattern: `${remote}/src` })),
        { type: 'shared', pattern: 'shared/src' },
      ],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            { from: { element: { type: 'shell' } }, allow: { to: { element: { types: { anyOf: ['shell', 'shared'] } } } } },
            // A remote imports its own files and shared, never the shell or another remote.
            ...REMOTES.map((remote) => ({ from: { element: { type: remote } }, allow: { to: { element: { types: { anyOf: [remote, 'shared'] } } } } })),
            { from: { element: { type: 'shared' } }, allow: { to: { element: { type: 'shared' } } } },
          ],
        },
      ],
    },
  },
  {
    files: ['shell/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [routerLinks], patterns: [...appImports(REMOTES), deepSharedImports, deepStartupImports] }] },
  },
  {
    // The start-up path itself reaches its own files directly (its inline script must not pull in
    // the API client through the folder's interface).
    files: ['shell/src/startup/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [routerLinks], patterns: [...appImports(REMOTES), deepSharedImports] }] },
  },
  {
    // The remotes' loading code knows nothing of the start-up path, which uses it: one direction.
    files: ['shell/src/remotes/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [routerLinks],
          patterns: [
            ...appImports(REMOTES),
            deepSharedImports,
            {
              regex: '(^|/)startup(/|$)',
              message: 'remotes/ never imports the start-up path: it uses remotes/ (tell it through remotes/pageFailures.ts and the like).',
            },
          ],
        },
      ],
    },
  },
  {
    // The shell's tests build the sidebar from the remotes' real route lists: their published
    // contract, not their code.
    files: ['shell/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...appImports(REMOTES, { except: 'routes\\.json' }), deepSharedImports] }],
    },
  },
  ...REMOTES.flatMap(remoteZones),
  {
    // The page server runs the apps' builds, never their code, and takes shared's Node-safe entries
    // (builds, escape-html, preview-token, reads, server-pages-contract), never its files.
    files: ['page-server/**/*.{ts,mjs}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...appImports(APPS), deepSharedImports] }] },
  },
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: appImports(APPS) }] },
  },
  {
    // A schema module imports the modules it builds on, never the schemas' index: a page's code
    // then builds (and downloads) only its own form's and resource's schemas.
    files: ['shared/src/schemas/*/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [...appImports(APPS), schemasIndexImports('\\.\\.?')],
        },
      ],
    },
  },
  {
    // The entries each app bundles for itself (`/ui`, `/forms`, `/host`, `/lists`, `/orders`, `/testing`) reach
    // the core by its package name: a relative import would bundle a second, unconfigured copy of
    // its state (the API's address, the navigation context) instead of the one the shell shares.
    files: ['shared/src/{ui,forms,host,lists,orders,testing}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...appImports(APPS),
            {
              regex: '^\\.\\./(api|navigation|session|toast|config|routes|format|ids|types)(/|$)',
              message: "Import the core from '@storefront/shared' (the one copy the shell shares), not by a relative path.",
            },
            schemasIndexImports('(\\.\\./)+schemas'),
          ],
        },
      ],
    },
  },
  {
    // A function does one thing: past 120 lines it is split by what it does (a hook, a row, a
    // section), whatever a test needs to set up.
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: ['**/*.test.{ts,tsx,mjs}', '**/*.spec.ts', '**/test/**', '**/testing/**', 'e2e/**'],
    rules: { 'max-lines-per-function': ['error', { max: 120, skipBlankLines: true, skipComments: true }] },
  },
);
