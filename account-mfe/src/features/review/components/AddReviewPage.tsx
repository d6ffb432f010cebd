import { useMemo } from 'react';
import type { FormApi, SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import styled from 'styled-components';
import { ApiError, t, useSession, useToast, endpoints, useRefreshLists } from '@storefront/shared';
import { ImageField, TextField, zodValidator } from '@storefront/shared/forms';
import { reviewFormSchema } from '@storefront/shared/schemas';
import { Button, Card, Lead, media, PageTitle } from '@storefront/shared/ui';
import { RatingField } from './RatingField';
import { addReview, uploadReviewPhoto } from '../api/reviews';

/** What the form holds: typed text, the chosen photo and the rating ('1'..'5'). */
export interface ReviewFormValues {
  name?: string;
  country?: string;
  comment?: string;
  img?: File;
  rating?: string;
}

const FormCard = styled(Card)`
  max-width: 760px;
  padding: ${({ theme }) => theme.space(5)};
  ${media.sm} { padding: ${({ theme }) => theme.space(8)}; }
`;

const Intro = styled(Lead)`
  text-align: left;
  margin: 0 0 ${({ theme }) => theme.space(6)};
`;

const Columns = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space(4)};
  ${media.sm} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`;

const validate = zodValidator<ReviewFormValues>(reviewFormSchema);

/** Add A Review (customers): the photo is uploaded first, then the review is posted with its URL. */
export default function AddReviewPage() {
  const toast = useToast();
  const { user } = useSession();
  const refreshLists = useRefreshLists();
  const initialValues = useMemo<ReviewFormValues>(() => ({ name: user?.displayName ?? '' }), [user?.displayName]);

  const onSubmit = async (values: ReviewFormValues, form: FormApi<ReviewFormValues>): Promise<SubmissionErrors | void> => {
    const review = reviewFormSchema.parse(values);
    let img: string;
    try {
      img = await uploadReviewPhoto(values.img as File);
    } catch (cause) {
      toast.error(t('Failed to add the review'));
      return { img: t('The photo could not be uploaded: {reason}', { reason: (cause as Error).message }) };
    }
    try {
      await addReview({ name: review.name, country: review.country, comment: review.comment, img, rating: review.rating });
    } catch (cause) {
      toast.error(t('Failed to add the review'));
      if (cause instanceof ApiError && cause.fields) return cause.fields;
      return;
    }
    toast.success(t('review added successfully'));
    // The home page's client reviews read this key: the new review shows there without a reload.
    void refreshLists(endpoints.listReviews);
    form.restart(initialValues);
  };

  return (
    <div>
      <PageTitle>{t('Add A Review')}</PageTitle>
      <FormCard>
        <Intro>{t('Tell other manufacturers how our parts work in your factory. Reviews appear on the home page.')}</Intro>
        <Form<ReviewFormValues> onSubmit={onSubmit} validate={validate} initialValues={initialValues}>
          {({ handleSubmit, submitting }) => (
            <form onSubmit={handleSubmit} noValidate aria-label={t('Add A Review')}>
              <Columns>
                <TextField name="name" label={t('Name')} autoComplete="name" />
                <TextField name="country" label={t('Country')} autoComplete="country-name" />
              </Columns>
              <RatingField name="rating" label={t('Rating')} />
              <TextField name="comment" label={t('Comment')} multiline />
              <ImageField name="img" label={t('Photo')} hint={t("Your photo or your factory's, PNG, JPEG, WebP or GIF")} />
              <Button type="submit" disabled={submitting} $size="lg">
                {submitting ? t('Adding…') : t('Add Review')}
              </Button>
            </form>
          )}
        </Form>
      </FormCard>
    </div>
  );
}
