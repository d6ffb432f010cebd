import * as z from 'zod/mini';
import { profileFields } from '../api/profile';
import { blankToUndefined, imageInput, prepared, typedText } from './inputs';

/** My Profile. */
export const profileFormSchema = z.object({
  name: prepared(blankToUndefined, profileFields.name),
  education: prepared(blankToUndefined, profileFields.education),
  location: typedText(profileFields.location),
  phone: prepared((v) => (v === null ? undefined : typeof v === 'number' ? String(v) : v), profileFields.phone),
  linkedin: typedText(profileFields.linkedin),
  img: imageInput(),
});

export type ProfileForm = z.infer<typeof profileFormSchema>;
