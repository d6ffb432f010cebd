import { registerBanglaMessages } from '@storefront/shared';
import messages from './bn.json';

/**
 * This remote's Bangla, exposed as `./messages`: the shell loads it beside the remote's first page
 * on a Bangla page only, so English pages never fetch it and the words deploy with this build.
 */
export default function registerMessages(): void {
  registerBanglaMessages(messages);
}
