// The start-up path's one interface to the rest of the shell. Everything that makes a cold load
// paint early lives in this folder: the script the build writes into index.html (script.ts,
// run.ts), the first view it shows (firstView.ts), the paint reports it waits for (paint.ts) and
// what it hands to the app (state.ts, on `window`: contract.json names the property). The app
// takes over what it started through the functions below. The arrows run one way: this folder
// uses remotes/ (route lists, live builds), and nothing in remotes/ imports it; pages know only
// their first view's `ready` element.
import { adoptFirstRead, apiBaseUrl } from '@storefront/shared';
import { onPageFailure } from '../remotes/pageFailures';
import { adoptRouteLists } from '../remotes/routeLists';
import { releaseFirstView } from './firstView';
import { receiveFirstReads, startupBuilds, startupConfig, startupState } from './state';

export { releaseFirstView };
export { afterContentSettles } from './paint';
export { headForNavigation } from './head';

/** `config.json` as the start-up script read it (undefined when the script did not run). */
export { startupConfig };

/** The build of each remote the start-up script chose for this page load (undefined when it did not choose). */
export { startupBuilds };

/**
 * The app takes over what the start-up script began, once the API client is configured: the
 * page's first reads it sent (and will still send) go to the API client, where the page's SWR
 * hooks take them (`adoptFirstRead`; a read sent to another API than the app now uses is left
 * alone); the route lists it read ahead go to the remotes' registry; and a page that fails takes
 * the first view away, which would hide its message.
 */
export function adoptStartup(): void {
  adoptRouteLists(startupState().routeLists);
  receiveFirstReads((read) => {
    if (read.url === `${apiBaseUrl()}${read.path}`) adoptFirstRead(read.path, read.response, read.usedToken, { forbiddenSignsOut: read.forbiddenSignsOut });
  });
  onPageFailure(releaseFirstView);
}
