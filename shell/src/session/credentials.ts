import { z } from 'zod';
import { messages, PASSWORD_MIN_LENGTH } from '@storefront/shared/schemas/messages';

/** Spec section 5: the original's simple lowercase pattern, kept as it was (unanchored). */
export const EMAIL_PATTERN = /[a-z0-9]+@[a-z]+\.[a-z]{2,3}/;

const email = z
  .string({ error: messages.emailRequired })
  .min(1, messages.emailRequired)
  .regex(EMAIL_PATTERN, messages.emailInvalid);

const password = z
  .string({ error: messages.passwordRequired })
  .min(1, messages.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, messages.passwordShort);

export const loginSchema = z.object({ email, password });

export const signupSchema = z.object({
  name: z.string({ error: messages.nameRequired }).trim().min(1, messages.nameRequired),
  email,
  password,
});

export type LoginValues = z.infer<typeof loginSchema>;
export type SignupValues = z.infer<typeof signupSchema>;
