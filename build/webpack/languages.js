// The build's part of Bangla beside English (docs/languages.md): each app's catalogue compiled and
// checked against its code, and the shell's copies of the Bangla pages' font; and the pictures' rule.
const path = require('node:path');

/** An app's Bangla catalogue (src/i18n/bn.json), compiled; the build fails when it and the code disagree. */
const messagesRule = {
  test: /[\\/]src[\\/]i18n[\\/]bn\.json$/,
  type: 'javascript/auto',
  use: [path.join(__dirname, 'messagesLoader.js')],
};

/** What an app copies into its build: its public/ folder (favicons, images, the default config.json; HtmlWebpackPlugin writes index.html), and for the shell the Bangla font at the paths banglaFont.ts names. */
function copyPatterns(isHost) {
  const font = [400, 700].map((weight) => ({
    from: require.resolve(`@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-${weight}-normal.woff2`),
    to: `fonts/noto-sans-bengali-${weight}.woff2`,
  }));
  return [{ from: 'public', globOptions: { ignore: ['**/index.html'] }, noErrorOnMissing: true }, ...(isHost ? font : [])];
}

/** Pictures an app's code imports, emitted as files beside its scripts. */
const imageRule = { test: /\.(png|jpe?g|webp|avif|svg)$/i, type: 'asset/resource' };

module.exports = { messagesRule, copyPatterns, imageRule };
