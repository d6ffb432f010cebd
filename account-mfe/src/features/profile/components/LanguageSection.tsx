import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { currentLanguage, LANGUAGE_NAMES, t, useToast, type Language } from '@storefront/shared';
import { Button, Card, media } from '@storefront/shared/ui';
import { saveLanguage } from '../api/profileApi';
import { openPageIn } from '../api/pageLanguage';

const LANGUAGES: Language[] = ['en', 'bn'];

const Section = styled(Card)`
  padding: ${({ theme }) => theme.space(5)};
  margin-top: ${({ theme }) => theme.space(6)};
  ${media.sm} { padding: ${({ theme }) => theme.space(6)}; }
  fieldset { border: 0; margin: 0 0 ${({ theme }) => theme.space(4)}; padding: 0; }
  legend { font-size: 1.2rem; font-weight: 700; color: ${({ theme }) => theme.colors.primary}; margin-bottom: ${({ theme }) => theme.space(3)}; }
  label { display: flex; align-items: center; gap: ${({ theme }) => theme.space(2)}; min-height: 44px; cursor: pointer; }
  input { width: 20px; height: 20px; margin: 0; accent-color: ${({ theme }) => theme.colors.primary}; }
`;

/**
 * My Profile's Language: English or বাংলা, each named in its own language. The page's language is
 * the account's (the session moves a signed-in page to it), so it is the one chosen at first. Saving
 * keeps it on the account (e-mails and invoices follow it), then opens this page in it.
 */
export function LanguageSection() {
  const toast = useToast();
  const [chosen, setChosen] = useState<Language>(currentLanguage);
  const [saving, setSaving] = useState(false);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      await saveLanguage(chosen);
    } catch (cause) {
      toast.error(t('Your language could not be saved: {reason}', { reason: (cause as Error).message }));
      setSaving(false);
      return;
    }
    if (chosen === currentLanguage()) {
      toast.success(t('Your language is saved'));
      setSaving(false);
    } else openPageIn(chosen);
  };
  return (
    <Section as="section" aria-labelledby="language-title">
      <form onSubmit={(event) => void onSubmit(event)}>
        <fieldset>
          <legend id="language-title">{t('Language')}</legend>
          {LANGUAGES.map((language) => (
            <label key={language} lang={language}>
              <input type="radio" name="language" value={language} checked={chosen === language} onChange={() => setChosen(language)} />
              {LANGUAGE_NAMES[language]}
            </label>
          ))}
        </fieldset>
        <Button type="submit" disabled={saving}>
          {saving ? t('Saving…') : t('Save language')}
        </Button>
      </form>
    </Section>
  );
}
