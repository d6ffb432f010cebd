import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { assertBuilt, compilePage, inBuild, watches } from './test/compile.mjs';

const { InlineStartupScriptPlugin } = createRequire(import.meta.url)('./InlineStartupScriptPlugin.js');

const startupPlugin = () => new InlineStartupScriptPlugin({ entry: './src/startup.js', mode: 'production', rules: [], extensions: ['.js'] });

test('writes the start-up script into the page, after the meta tags it reads and before any script', async () => {
  const files = {
    'src/index.js': "window.app = 'APP';\n",
    // `</script>` in a string must not end the inline element.
    'src/startup.js': "import { greet } from './greet';\nwindow.startup = greet('</script>');\n",
    'src/greet.js': "export const greet = (text) => 'STARTUP ' + text;\n",
    'public/index.html': '<!doctype html><html><head><meta charset="utf-8"><title>t</title></head><body></body></html>',
  };
  await inBuild(await compilePage(files, { html: { scriptLoading: 'defer' }, plugins: [startupPlugin()] }), (build) => {
    assertBuilt(assert, build);
    const html = build.read('index.html');
    const inline = /<script>([\s\S]*?)<\/script>/.exec(html);
    assert.ok(inline, html);
    assert.match(inline[1], /STARTUP /);
    assert.match(inline[1], /<\\\/script>/, 'the closing tag in the code is escaped');
    assert.ok(html.indexOf('charset') < inline.index, 'after the meta tags');
    assert.ok(inline.index < html.indexOf('src=/main.js') || inline.index < html.indexOf('src="/main.js"'), 'before the app script');
    // The script's own sources are watched with the app's.
    assert.ok(watches(build, 'greet.js'));
  });
});

test("reports the start-up script's build errors in the app's build", async () => {
  const files = {
    'src/index.js': 'window.app = 1;\n',
    'src/startup.js': "import './missing';\n",
  };
  await inBuild(await compilePage(files, { plugins: [startupPlugin()] }), (build) => {
    assert.match(build.stats.toString('errors-only'), /Can't resolve '\.\/missing'/);
  });
});
