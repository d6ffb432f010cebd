/**
 * The SVG sanitiser's thread (started by `svg.ts`): parsing and cleaning a drawing takes up to
 * seconds of CPU, which here never holds up the API's event loop. It says 'ready' once jsdom is
 * loaded, then takes one drawing at a time: its markup measured (`svg-markup.ts`) before anything
 * is parsed, then made safe (`svg-purify.ts`).
 */
import { parentPort } from 'node:worker_threads';
import { markupExcess, type MarkupLimits } from './svg-markup';
import { loadPurifierOnce, purifySvg, SvgUnreadableError, type SafeSvg } from './svg-purify';

export interface SanitizeRequest {
  text: string;
  limits: MarkupLimits;
}

export type SanitizeAnswer =
  | ({ outcome: 'safe' } & SafeSvg)
  | { outcome: 'unreadable' }
  | { outcome: 'too-deep' | 'too-many-elements' }
  /** The parser or its walks ran out of stack: markup the measure did not foresee. */
  | { outcome: 'too-complex' }
  | { outcome: 'failed'; message: string };

async function answer({ text, limits }: SanitizeRequest): Promise<SanitizeAnswer> {
  const excess = markupExcess(text, limits);
  if (excess) return { outcome: excess === 'depth' ? 'too-deep' : 'too-many-elements' };
  try {
    return { outcome: 'safe', ...(await purifySvg(text)) };
  } catch (error) {
    if (error instanceof SvgUnreadableError) return { outcome: 'unreadable' };
    if (error instanceof RangeError) return { outcome: 'too-complex' };
    return { outcome: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
}

parentPort?.on('message', (request: SanitizeRequest) => {
  void answer(request).then((reply) => parentPort!.postMessage(reply));
});
// jsdom loaded before the first drawing, whose deadline counts from here.
void loadPurifierOnce().then(() => parentPort?.postMessage('ready'));
