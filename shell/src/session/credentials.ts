import { loginFormSchema, signupFormSchema } from '@storefront/shared/schemas';
import type * as z from 'zod/mini';

/**
 * The login and signup rules of spec section 5, with their messages, written once in the shared
 * schemas (the same texts the rest of the storefront uses).
 */
export const loginSchema = loginFormSchema;
export const signupSchema = signupFormSchema;

export type LoginValues = z.input<typeof loginSchema> & { email: string; password: string };
export type SignupValues = z.input<typeof signupSchema> & { name: string; email: string; password: string };
