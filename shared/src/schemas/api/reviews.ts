import * as z from 'zod/mini';
import { messages } from '../messages';
import { LIMITS, imageUrl, requiredText } from '../primitives';

export const ratingNumber = () =>
  z
    .number({ error: (issue) => (issue.input === undefined ? messages.ratingRequired : messages.ratingInvalid) })
    .check(z.int({ error: messages.ratingInvalid }), z.minimum(1, { error: messages.ratingInvalid }), z.maximum(5, { error: messages.ratingInvalid }));

export const reviewFields = {
  name: requiredText(messages.nameRequired, LIMITS.name),
  country: requiredText(messages.countryRequired, LIMITS.shortText),
  comment: requiredText(messages.commentRequired, LIMITS.comment),
  img: imageUrl(),
  rating: ratingNumber(),
};

/** POST /reviews. The author's e-mail comes from the token. */
export const reviewBody = z.object(reviewFields);

export type ReviewBody = z.infer<typeof reviewBody>;

// What the API answers.

export interface Review {
  _id: string;
  name: string;
  country: string;
  comment: string;
  img: string;
  /** 1 to 5 stars. */
  rating: number;
  createdAt: string;
}
