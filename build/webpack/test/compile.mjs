// Runs webpack on a small fixture in a temporary folder, for the plugins' unit tests.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);
export const webpack = require('webpack');

/**
 * Writes `files` (name → contents) into a new folder and compiles it with `config` (its
 * `context` is that folder, its output `dist/` inside it). Returns the folder, the stats and a
 * reader for the emitted files.
 */
export async function compile(files, config) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-plugin-test-'));
  for (const [name, contents] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), contents);
  }
  const compiler = webpack({
    mode: 'production',
    context: dir,
    devtool: false,
    cache: false,
    infrastructureLogging: { level: 'error' },
    performance: { hints: false },
    ...config,
    output: { path: path.join(dir, 'dist'), filename: '[name].js', chunkFilename: '[name].[contenthash:8].js', clean: true, ...config.output },
  });
  const stats = await new Promise((resolve, reject) => compiler.run((error, result) => (error ? reject(error) : resolve(result))));
  await new Promise((resolve) => compiler.close(resolve));
  const read = (file) => fs.readFileSync(path.join(dir, 'dist', file), 'utf8');
  const emitted = () => fs.readdirSync(path.join(dir, 'dist'), { recursive: true }).map(String);
  return { dir, stats, read, emitted, cleanup: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/**
 * A Module Federation host named `host` that shares the fixture's `lib` (its shared/src folder,
 * known once compile() has made the fixture) as a singleton, for the plugins that work on a
 * federation build.
 */
export function federatedHostSharingLib() {
  const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
  return {
    apply: (compiler) => {
      compiler.options.resolve.alias = { lib: path.join(compiler.context, 'shared', 'src') };
      new ModuleFederationPlugin({
        name: 'host',
        shared: { lib: { singleton: true, version: '1.0.0', requiredVersion: '^1.0.0' } },
        dts: false,
        manifest: false,
      }).apply(compiler);
    },
  };
}

/** The page compilePage() builds where the fixture has no `public/index.html` of its own. */
const BLANK_PAGE = '<!doctype html><html><head><title>t</title></head><body></body></html>';

/**
 * Compiles `files` as an app page: `src/index.js` as `main`, an HtmlWebpackPlugin on
 * `public/index.html` (given `html` options) ahead of `plugins`; the other `config` as compile()'s.
 */
export function compilePage(files, { html = {}, plugins = [], ...config }) {
  const HtmlWebpackPlugin = require('html-webpack-plugin');
  return compile(
    { 'public/index.html': BLANK_PAGE, ...files },
    {
      entry: { main: './src/index.js' },
      ...config,
      plugins: [new HtmlWebpackPlugin({ template: 'public/index.html', publicPath: '/', ...html }), ...plugins],
    },
  );
}

/** Runs `check` on a finished build and removes its folder whatever happens; returns what `check` returns. */
export async function inBuild(build, check) {
  try {
    return await check(build);
  } finally {
    build.cleanup();
  }
}

/** Asserts the build has no errors, naming them where it has. */
export function assertBuilt(assert, build) {
  assert.equal(build.stats.hasErrors(), false, build.stats.toString('errors-only'));
}

/** Whether one of the build's watched files ends with `name` (a change to it rebuilds in watch mode). */
export const watches = (build, name) => [...build.stats.compilation.fileDependencies].some((file) => file.endsWith(name));
