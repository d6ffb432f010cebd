import { releaseWhenReady, showFirstView } from './firstView';

/** A picture with a box (jsdom lays nothing out) whose decode resolves when `decoded` is called. */
function picture(box: { top: number; height: number }) {
  const img = document.createElement('img');
  img.src = '/p.svg';
  img.getBoundingClientRect = () => ({
    top: box.top,
    bottom: box.top + box.height,
    left: 0,
    right: 400,
    width: 400,
    height: box.height,
    x: 0,
    y: box.top,
    toJSON: () => ({}),
  });
  let decoded!: () => void;
  img.decode = () => new Promise<void>((resolve) => (decoded = resolve));
  return { img, decoded: () => decoded() };
}

describe('the first view goes once the page has rendered', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => setTimeout(() => callback(0), 0) as unknown as number);
    document.body.innerHTML = '<div id="root"></div>';
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('waits for the pictures on screen, not for a lazy one further down that would never load', async () => {
    const view = showFirstView('<h1>Home</h1>');
    const top = picture({ top: 100, height: 300 });
    const below = picture({ top: window.innerHeight + 2000, height: 300 });
    const root = document.getElementById('root')!;
    root.innerHTML = '<h1 id="title">Home</h1>';
    root.append(top.img, below.img);
    releaseWhenReady(view, '#title');
    await jest.advanceTimersByTimeAsync(100);
    expect(document.body.contains(view)).toBe(true); // the picture on screen is not decoded yet
    top.decoded();
    await jest.advanceTimersByTimeAsync(10);
    expect(document.body.contains(view)).toBe(false);
  });
});
