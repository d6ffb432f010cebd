// `node --test scripts/lib/`: the styled-components CSS minifier used by every production build.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';

const { minifyStyledCss } = createRequire(import.meta.url)('./minifyStyledCssLoader.js');
const wrap = (body) => `import styled, { css, createGlobalStyle, keyframes } from 'styled-components';\n${body}`;

test('removes comments and the whitespace CSS does not need', () => {
  const out = minifyStyledCss(wrap('const A = styled.div`\n  /* a grid: */\n  display: grid;\n  gap: 1px 2px ;\n  &:hover {\n    color: red;\n  }\n`;'));
  assert.match(out, /styled\.div`display:grid;gap:1px 2px;&:hover\{color:red;\}`/);
});

test('keeps quoted strings, descendant selectors and spaces at an interpolation that separate values', () => {
  const out = minifyStyledCss(
    wrap(
      'const A = styled(B).attrs({ x: 1 })`\n  content: "a : b";\n  margin: ${m} auto;\n  & :focus { outline: 0 }\n  ${media.md} {\n    a > b { c: d }\n  }\n`;',
    ),
  );
  assert.match(out, /`content:"a : b";margin:\$\{m\} auto;& :focus\{outline:0\}\$\{media\.md\}\{a > b\{c:d\}\}`/);
  assert.match(minifyStyledCss(wrap('const c = css`\n  ${a} ${b}\n`;')), /css`\$\{a\} \$\{b\}`/);
});

test('covers css, createGlobalStyle and keyframes, and leaves other templates alone', () => {
  const out = minifyStyledCss(
    wrap('const G = createGlobalStyle`\n  body { margin: 0 }\n`;\nconst k = keyframes`\n  to { opacity: 1 }\n`;\nconst t = `  keep   me  `;'),
  );
  assert.match(out, /createGlobalStyle`body\{margin:0\}`/);
  assert.match(out, /keyframes`to\{opacity:1\}`/);
  assert.match(out, /` {2}keep {3}me {2}`/);
});

test('leaves a template with // (a URL, a line comment) and code it cannot parse as they are', () => {
  const url = wrap('const A = styled.div`\n  background: url(http://x/y.png);\n`;');
  assert.equal(minifyStyledCss(url), url);
  assert.equal(minifyStyledCss('this is not javascript ('), 'this is not javascript (');
});
