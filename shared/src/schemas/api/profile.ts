import * as z from 'zod/mini';
import { messages } from '../messages';
import { LIMITS, imageUrl, isHttpUrl, optionalText, requiredText } from '../primitives';

const PHONE = /^\+?[0-9][0-9 ()-]{2,29}$/;

export const profilePhone = () => requiredText(messages.phoneRequired, LIMITS.phone).check(z.regex(PHONE, { error: messages.phoneInvalid }));

export const linkedinUrl = () =>
  z.string({ error: messages.linkedinInvalid }).check(
    z.trim(),
    z.maxLength(LIMITS.url, { error: messages.tooLong }),
    z.refine((v) => v === '' || isHttpUrl(v), { error: messages.linkedinInvalid }),
  );

/**
 * PUT /profile/{email}. Rules of spec section 5 with DECISIONS.md's messages: education optional,
 * location and phone required, linkedin optional but a URL, image required. `email` in the body is
 * ignored (the path and the token decide whose profile it is); `name` defaults to the user's name.
 */
export const profileFields = {
  name: optionalText(LIMITS.name),
  email: z.optional(z.string().check(z.maxLength(LIMITS.email))),
  education: optionalText(LIMITS.shortText),
  phone: profilePhone(),
  location: requiredText(messages.locationRequired, LIMITS.shortText),
  linkedin: z.optional(linkedinUrl()),
  img: imageUrl(),
};

export const profileBody = z.object(profileFields);

export type ProfileBody = z.infer<typeof profileBody>;

// What the API answers.

export interface Profile {
  name: string;
  email: string;
  education: string;
  phone: string;
  location: string;
  linkedin: string;
  img: string;
}
