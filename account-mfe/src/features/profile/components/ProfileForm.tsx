import { useMemo } from 'react';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import styled from 'styled-components';
import { ApiError, t, useToast, type Profile } from '@storefront/shared';
import { ImageField, TextField, zodValidator } from '@storefront/shared/forms';
import { profileFormSchema } from '@storefront/shared/schemas';
import { Button, Card, ErrorText, media } from '@storefront/shared/ui';
import { ImageUploadError, saveProfile, type ProfileFormValues } from '../api/profileApi';

const FormCard = styled(Card)`
  padding: ${({ theme }) => theme.space(5)};
  ${media.sm} { padding: ${({ theme }) => theme.space(6)}; }
  h2 { font-size: 1.2rem; color: ${({ theme }) => theme.colors.primary}; }
`;

const Columns = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space(4)};
  ${media.sm} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`;

const validate = zodValidator<ProfileFormValues>(profileFormSchema);

/** Spec section 5 as corrected in DECISIONS.md: location and phone required, LinkedIn a URL, image required. */
export function ProfileForm({ profile, email, onSaved }: { profile: Profile; email: string; onSaved: (profile: Profile) => void }) {
  const toast = useToast();
  const initialValues = useMemo<ProfileFormValues>(
    () => ({
      name: profile.name,
      education: profile.education,
      location: profile.location,
      phone: profile.phone,
      linkedin: profile.linkedin,
      img: profile.img || undefined,
    }),
    [profile],
  );

  const onSubmit = async (values: ProfileFormValues): Promise<SubmissionErrors | void> => {
    try {
      const saved = await saveProfile(email, values);
      toast.success(t('Updated successfully'));
      onSaved(saved);
    } catch (error) {
      if (error instanceof ImageUploadError) {
        toast.error(error.message);
        return { img: error.message };
      }
      const message = error instanceof Error ? error.message : t('Your profile could not be saved.');
      toast.error(t('Your profile could not be saved: {reason}', { reason: message }));
      return { ...(error instanceof ApiError ? error.fields : undefined), [FORM_ERROR]: message };
    }
  };

  return (
    <FormCard as="section" aria-labelledby="profile-form-title">
      <h2 id="profile-form-title">{t('Update your profile')}</h2>
      <Form<ProfileFormValues> onSubmit={onSubmit} validate={validate} initialValues={initialValues}>
        {({ handleSubmit, submitting, submitError }) => (
          <form onSubmit={handleSubmit} noValidate aria-labelledby="profile-form-title">
            <Columns>
              <TextField name="name" label={t('Name')} autoComplete="name" />
              <TextField name="education" label={t('Education')} autoComplete="off" hint={t('Optional')} />
              <TextField name="location" label={t('Location')} autoComplete="address-level2" placeholder={t('City, country')} />
              <TextField name="phone" label={t('Phone')} type="tel" inputMode="tel" autoComplete="tel" placeholder="+880 1711-000000" />
            </Columns>
            <TextField name="linkedin" label="LinkedIn" type="url" inputMode="url" placeholder="https://www.linkedin.com/in/you" hint={t('Optional')} />
            <ImageField name="img" label={t('Photo')} currentAlt={t('Your current photo')} />
            {submitError && <ErrorText role="alert">{submitError}</ErrorText>}
            <Button type="submit" disabled={submitting} style={{ marginTop: 8 }}>
              {submitting ? t('Saving…') : t('Update profile')}
            </Button>
          </form>
        )}
      </Form>
    </FormCard>
  );
}
