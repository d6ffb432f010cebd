import { calloutHotspots, findCalloutsInSvg, fractionAt, moved, viewBoxOf } from './hotspots';

describe('placing a hotspot', () => {
  const box = { left: 100, top: 50, width: 400, height: 200 };

  it('gives a click its place as fractions of the drawing’s width and height', () => {
    expect(fractionAt(200, 100, box)).toEqual({ x: 0.25, y: 0.25 });
    expect(fractionAt(500, 250, box)).toEqual({ x: 1, y: 1 });
    expect(fractionAt(333, 117, box)).toEqual({ x: 0.5825, y: 0.335 });
  });

  it('keeps a point dragged past the edge on the drawing', () => {
    expect(fractionAt(40, 400, box)).toEqual({ x: 0, y: 1 });
    expect(fractionAt(10, 10, { left: 0, top: 0, width: 0, height: 0 })).toEqual({ x: 0, y: 0 });
  });

  it('moves a hotspot a hundredth per arrow key, a tenth with Shift, never off the drawing', () => {
    expect(moved({ x: 0.5, y: 0.5 }, 'ArrowRight', false)).toEqual({ x: 0.51, y: 0.5 });
    expect(moved({ x: 0.5, y: 0.5 }, 'ArrowUp', true)).toEqual({ x: 0.5, y: 0.4 });
    expect(moved({ x: 0.005, y: 0.98 }, 'ArrowLeft', false)).toEqual({ x: 0, y: 0.98 });
    expect(moved({ x: 0.5, y: 0.98 }, 'ArrowDown', true)).toEqual({ x: 0.5, y: 1 });
    expect(moved({ x: 0.5, y: 0.5 }, 'Enter', false)).toBeNull();
  });
});

describe('Find callouts', () => {
  const view = { x: 0, y: 0, width: 800, height: 600 };

  it('places each listed callout printed on the drawing at its text’s centre, skipping those placed and texts that are no callout', () => {
    const texts = [
      { text: '12', cx: 400, cy: 300 },
      { text: ' 7 ', cx: 80, cy: 60 },
      { text: '9', cx: 200, cy: 450 },
      { text: 'JUKI DDL-8700', cx: 400, cy: 20 },
      { text: '12', cx: 600, cy: 150 },
    ];
    expect(calloutHotspots(texts, view, ['7', '9', '12', '14'], ['9'])).toEqual([
      { callout: '12', x: 0.5, y: 0.5 },
      { callout: '7', x: 0.1, y: 0.1 },
      { callout: '12', x: 0.75, y: 0.25 },
    ]);
  });

  it('measures from the viewBox’s origin and leaves out texts outside it', () => {
    const shifted = { x: -100, y: 50, width: 200, height: 100 };
    expect(
      calloutHotspots(
        [
          { text: '3', cx: 0, cy: 100 },
          { text: '4', cx: 150, cy: 100 },
        ],
        shifted,
        ['3', '4'],
        [],
      ),
    ).toEqual([{ callout: '3', x: 0.5, y: 0.5 }]);
  });

  it('reads the viewBox, or the width and height of an SVG without one', () => {
    const svg = (attributes: string) =>
      new DOMParser().parseFromString(`<svg xmlns="http://www.w3.org/2000/svg" ${attributes}/>`, 'image/svg+xml').documentElement;
    expect(viewBoxOf(svg('viewBox="10 20 300 200"'))).toEqual({ x: 10, y: 20, width: 300, height: 200 });
    expect(viewBoxOf(svg('viewBox="0,0,640,480" width="100%"'))).toEqual({ x: 0, y: 0, width: 640, height: 480 });
    expect(viewBoxOf(svg('width="640px" height="480"'))).toEqual({ x: 0, y: 0, width: 640, height: 480 });
    expect(viewBoxOf(svg('width="100%"'))).toBeNull();
  });

  it('refuses a file that is no SVG', () => {
    expect(() => findCalloutsInSvg('<html><body>no</body></html>', ['1'], [])).toThrow('The drawing is no SVG whose texts can be read.');
    expect(() => findCalloutsInSvg('<svg xmlns="http://www.w3.org/2000/svg"><text>1</text></svg>', ['1'], [])).toThrow(/no viewBox or size/);
  });

  it('lays the SVG out off screen, measures its texts through their transforms and takes it away again', () => {
    // jsdom lays nothing out: give the texts boxes and the elements their transforms as a browser would.
    const boxes: Record<string, DOMRect> = {
      '7': { x: 70, y: 40, width: 20, height: 20 } as DOMRect,
      '12': { x: 0, y: -10, width: 20, height: 20 } as DOMRect,
    };
    const proto = window.SVGElement.prototype as unknown as Record<string, unknown>;
    proto.getBBox = function getBBox(this: Element) {
      return boxes[this.textContent ?? ''] ?? ({ x: 0, y: 0, width: 0, height: 0 } as DOMRect);
    };
    // The root is drawn at half size (800 px for a viewBox of 1600), and callout 12 sits in a group moved by (400, 300).
    proto.getScreenCTM = function getScreenCTM(this: Element) {
      return this.closest('g') ? { a: 0.5, b: 0, c: 0, d: 0.5, e: 200, f: 150 } : { a: 0.5, b: 0, c: 0, d: 0.5, e: 0, f: 0 };
    };
    const source = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 1200" onload="alert(1)">
      <script>alert(2)</script>
      <text x="70" y="55">7</text>
      <g transform="translate(400 300)"><text>12</text></g>
      <text x="0" y="0">Hook</text>
    </svg>`;
    const before = document.body.childElementCount;
    try {
      expect(findCalloutsInSvg(source, ['7', '12'], [])).toEqual([
        { callout: '7', x: 0.05, y: 0.0417 },
        { callout: '12', x: 0.2563, y: 0.25 },
      ]);
      expect(document.body.childElementCount).toBe(before);
    } finally {
      delete proto.getBBox;
      delete proto.getScreenCTM;
    }
  });
});
