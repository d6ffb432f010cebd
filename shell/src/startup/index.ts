// The start-up path's one interface to the rest of the shell. Everything that makes a cold load
// paint early lives in this folder: the script the build writes into index.html (warm.ts,
// warmStart.ts), the first view it shows (firstView.ts), the paint reports it waits for
// (paint.ts) and what it hands to the app (warmState.ts). The app takes over what it started
// through the functions below; pages know none of it.
import { adoptEarlyResponse, apiBaseUrl } from '@storefront/shared';
import { receiveWarmReads, startupBuilds, startupConfig } from './warmState';

export { releaseFirstView } from './firstView';
export { afterContentSettles } from './paint';

/** `config.json` as the start-up script read it (undefined when the script did not run). */
export { startupConfig };

/** The build of each remote the start-up script chose for this page load (undefined when it did not choose). */
export { startupBuilds };

/**
 * Hands the page's first reads that the start-up script sent (and will still send) to the API
 * client, once it is configured: the page's SWR hooks take them (`adoptEarlyResponse`). A read
 * sent to another API than the one the app now uses is left alone.
 */
export function adoptStartupReads(): void {
  receiveWarmReads((read) => {
    if (read.url === `${apiBaseUrl()}${read.path}`) adoptEarlyResponse(read.path, read.response, read.usedToken, { forbiddenSignsOut: read.forbiddenSignsOut });
  });
}
