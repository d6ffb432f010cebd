import * as z from 'zod/mini';

/**
 * The catalogue's Bangla text (issue 61): a part's, machine's or assembly's name and a part's
 * description in Bangla, beside the English ones. Stored as Unicode NFC, so that one word is one
 * sequence of code points whichever keyboard typed it; empty means none (the English one shows).
 */
export const BANGLA_SCRIPT = /[\u0980-\u09FF]/;

export const banglaMessages = {
  notText: (label: string) => `${label} must be text.`,
  tooLong: (label: string, max: number) => `Write ${label} in at most ${max} characters.`,
  notBangla: (label: string) => `Write ${label} in Bangla script (বাংলা), or leave it empty.`,
  oneLine: (label: string) => `Write ${label} on one line, without line breaks or tabs.`,
} as const;

/**
 * Optional Bangla text, trimmed and in NFC, at most `max` characters: empty, or with at least one
 * letter of the Bangla script (English pasted into it would otherwise hide the English fallback).
 */
export const banglaText = (label: string, max: number, options: { oneLine?: boolean } = {}) =>
  z.optional(
    z.string({ error: banglaMessages.notText(label) }).check(
      z.trim(),
      z.normalize('NFC'),
      z.maxLength(max, { error: banglaMessages.tooLong(label, max) }),
      z.refine((value) => value === '' || BANGLA_SCRIPT.test(value), { error: banglaMessages.notBangla(label) }),
      z.refine((value) => !options.oneLine || !/\p{Cc}/u.test(value), { error: banglaMessages.oneLine(label) }),
    ),
  );
