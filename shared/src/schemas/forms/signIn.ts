import * as z from 'zod/mini';
import { messages, PASSWORD_MIN_LENGTH } from '../messages';
import { LIMITS, requiredText } from '../primitives';
import { nullToUndefined, prepared, typedText } from './inputs';

/** The sign-in and sign-up forms (Firebase, not the API, but the same messages). */

/** Spec 5: a simple lowercase pattern of letters/digits, @, letters, dot, 2-3 letters. */
export const EMAIL_PATTERN = /^[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,3}$/;

const emailInput = () =>
  prepared(
    nullToUndefined,
    z
      .string({ error: messages.emailRequired })
      .check(z.minLength(1, { error: messages.emailRequired }), z.regex(EMAIL_PATTERN, { error: messages.emailInvalid })),
  );

const passwordInput = () =>
  prepared(
    nullToUndefined,
    z
      .string({ error: messages.passwordRequired })
      .check(z.minLength(1, { error: messages.passwordRequired }), z.minLength(PASSWORD_MIN_LENGTH, { error: messages.passwordShort })),
  );

export const loginFormSchema = z.object({ email: emailInput(), password: passwordInput() });
export const signupFormSchema = z.object({
  name: typedText(requiredText(messages.nameRequired, LIMITS.name)),
  email: emailInput(),
  password: passwordInput(),
});
