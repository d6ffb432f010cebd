import { setupI18n } from '@lingui/core';
import { installTranslator, type CompiledMessages, type MessageValues } from './translate';

/**
 * The Bangla runtime: Lingui over the catalogues' compiled messages, with Bangla's plural rules and
 * bn-BD numbers. Only Bangla pages load this module (the shell imports it as the page starts).
 */
export function startBangla(): void {
  const i18n = setupI18n({ locale: 'bn-BD', locales: ['bn-BD', 'bn'], messages: { 'bn-BD': {} } });
  installTranslator({
    load(messages: CompiledMessages) {
      i18n.load('bn-BD', messages as never);
    },
    translate(id: string, values?: MessageValues) {
      return i18n._(id, values);
    },
  });
}
