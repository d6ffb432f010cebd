import { pageFailed } from '../remotes/pageFailures';
import { releaseWhenReady, showFirstView } from './firstView';
import { adoptStartup } from './index';

describe('adoptStartup', () => {
  it('takes the first view away when a page fails, so that its message shows', () => {
    document.body.innerHTML = '<div id="root"></div>';
    adoptStartup();
    const view = showFirstView('<h1>Rotary Hook</h1>');
    releaseWhenReady(view, '#part-title'); // the page never shows its title: it failed
    expect(document.body.contains(view)).toBe(true);
    pageFailed();
    expect(document.body.contains(view)).toBe(false);
  });
});
