import * as z from 'zod/mini';
import { reviewFields } from '../api/reviews';
import { imageInput, typedNumber, typedText } from './inputs';

/** Add a Review. */
export const reviewFormSchema = z.object({
  name: typedText(reviewFields.name),
  country: typedText(reviewFields.country),
  comment: typedText(reviewFields.comment),
  img: imageInput(),
  rating: typedNumber(reviewFields.rating),
});

export type ReviewForm = z.infer<typeof reviewFormSchema>;
