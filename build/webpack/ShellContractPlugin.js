const { providedExports } = require('./sharedUsage');

/**
 * Publishes the shell's side of the contract its remotes are deployed against, as `contract.json`
 * beside its index.html: the federation runtime the remotes run on (its `major.minor` must match
 * theirs), the version of each singleton the shell provides, and the names its copy of
 * `@storefront/shared` exports (remotes run on it). `npm run deploy` reads it from the
 * live storefront and refuses a remote build that would not fit (scripts/lib/contract.mjs).
 */
class ShellContractPlugin {
  /**
   * @param {{ federation: string, shared: Record<string, { version: string }>, sharedEntry?: string }} options
   *        the federation runtime's version, the shared config the shell is built with, and the
   *        file of `@storefront/shared`'s main entry
   */
  constructor({ federation, shared, sharedEntry }) {
    this.federation = federation;
    this.shared = shared;
    this.sharedEntry = sharedEntry;
  }

  contract(offers) {
    const [major, minor] = String(this.federation).split('.');
    const provides = {};
    // `react/` shares react's subpaths under the same version: the package is what a remote needs.
    for (const [name, { version }] of Object.entries(this.shared)) provides[name.replace(/\/$/, '')] = version;
    return {
      app: 'shell',
      federation: `${major}.${minor}`,
      runtime: this.federation,
      provides,
      ...(offers ? { offers: { '@storefront/shared': offers } } : {}),
    };
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('ShellContractPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ShellContractPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const offers = this.sharedEntry ? providedExports(compilation, this.sharedEntry) : null;
        compilation.emitAsset('contract.json', new RawSource(`${JSON.stringify(this.contract(offers), null, 2)}\n`));
      });
    });
  }
}

module.exports = { ShellContractPlugin };
