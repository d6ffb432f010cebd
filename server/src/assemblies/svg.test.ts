import { looksLikeSvg, sanitizeSvg, SvgUnreadableError } from './svg';

const HOSTILE = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE svg [ <!ENTITY secret SYSTEM "file:///etc/passwd"> ]>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 400 300" width="800" onload="alert(1)">
  <style>@import url(http://evil.example/x.css); .part { fill: url(http://evil.example/p.png) } .hook { fill: url(#shade) }</style>
  <script>alert(2)</script>
  <defs><linearGradient id="shade"><stop offset="0" stop-color="#ccc"/></linearGradient><circle id="screw" r="3"/></defs>
  <foreignObject width="100" height="100"><div xmlns="http://www.w3.org/1999/xhtml">form</div></foreignObject>
  <a href="https://evil.example/"><text x="10" y="20">12</text></a>
  <use xlink:href="#screw" x="40" y="40"/>
  <use xlink:href="https://evil.example/s.svg#x"/>
  <image href="https://evil.example/track.png" width="1" height="1"/>
  <rect width="10" height="10" onclick="alert(3)" style="fill: url('https://evil.example/z')" fill="url(#shade)"/>
  <path d="M0 0 L10 10" stroke="#000" mask="url(http://evil.example/m)"/>
  <text x="30" y="40">&secret;13A</text>
</svg>`;

describe('an SVG drawing made safe', () => {
  it('keeps the drawing, its callouts and inner references, and drops scripts, handlers, foreign objects and outside references', async () => {
    const { svg, width, height } = await sanitizeSvg(HOSTILE);
    expect({ width, height }).toEqual({ width: 400, height: 300 });
    expect(svg.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    for (const gone of ['<script', 'alert', 'onload', 'onclick', 'foreignObject', 'evil.example', '@import', 'ENTITY', 'passwd']) {
      expect(svg).not.toContain(gone);
    }
    expect(svg).toContain('viewBox="0 0 400 300"');
    expect(svg).toContain('<text x="10" y="20">12</text>');
    expect(svg).toContain('13A</text>');
    expect(svg).toContain('xlink:href="#screw"');
    expect(svg).toContain('fill="url(#shade)"');
    expect(svg).toContain('.hook { fill: url(#shade) }');
    expect(svg).toContain('<path d="M0 0 L10 10" stroke="#000"/>');
  });

  it('reads the size from the viewBox, else from width and height, and refuses a drawing that tells neither', async () => {
    expect(await sanitizeSvg('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0,0,1200.5,900"><path d="M0 0"/></svg>')).toMatchObject({
      width: 1200.5,
      height: 900,
    });
    expect(await sanitizeSvg('<svg width="640px" height="480"><path d="M0 0"/></svg>')).toMatchObject({ width: 640, height: 480 });
    await expect(sanitizeSvg('<svg width="100%" height="100%"><path d="M0 0"/></svg>')).rejects.toBeInstanceOf(SvgUnreadableError);
    await expect(sanitizeSvg('<svg viewBox="0 0 0 10"/>')).rejects.toBeInstanceOf(SvgUnreadableError);
    await expect(sanitizeSvg('<html><body>not a drawing</body></html>')).rejects.toBeInstanceOf(SvgUnreadableError);
    await expect(sanitizeSvg('')).rejects.toBeInstanceOf(SvgUnreadableError);
  });

  it('drops a style written with CSS escapes, which could spell an outside reference', async () => {
    const { svg } = await sanitizeSvg(
      '<svg viewBox="0 0 10 10"><style>.a { background: \\75 rl(http://evil.example/) }</style><rect style="fill: \\75 rl(x)" width="1" height="1"/></svg>',
    );
    expect(svg).not.toContain('evil.example');
    expect(svg).not.toContain('\\75');
  });

  it('tells an SVG upload from other bytes by its text', () => {
    expect(looksLikeSvg(Buffer.from('\ufeff<?xml version="1.0"?>\n<svg viewBox="0 0 1 1"/>'))).toBe(true);
    expect(looksLikeSvg(Buffer.from('  <svg>'))).toBe(true);
    expect(looksLikeSvg(Buffer.from('%PDF-1.7 <svg>'))).toBe(false);
    expect(looksLikeSvg(Buffer.from('<html></html>'))).toBe(false);
  });
});
