import { useEffect, useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ApiError, t, useToast } from '@storefront/shared';
import { assemblyPatchBody, type Assembly } from '@storefront/shared/schemas';
import { Button, ErrorText, FieldRow, Hint, Input, Label } from '@storefront/shared/ui';
import { setAssemblyNameBn } from '../api/partsBook';

const Row = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 40rem;
  margin-bottom: ${({ theme }) => theme.space(6)};
  > div { flex: 1 1 16rem; margin: 0; }
  > button { margin-top: 1.75rem; }
`;

/**
 * The assembly's "Name in Bangla", shown on Bangla pages instead of its English name; empty, they
 * show the English one. Checked by the API's own rule, whose message shows under the field.
 */
export function BanglaNameForm({ assembly, onSaved }: { assembly: Assembly; onSaved(saved: Assembly): void }) {
  const id = useId();
  const toast = useToast();
  const [value, setValue] = useState(assembly.nameBn ?? '');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  useEffect(() => setValue(assembly.nameBn ?? ''), [assembly.nameBn]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const checked = assemblyPatchBody.shape.nameBn.safeParse(value);
    if (!checked.success) return setError(checked.error.issues[0]?.message);
    setError(undefined);
    setBusy(true);
    try {
      const saved = await setAssemblyNameBn(assembly._id, checked.data ?? '');
      onSaved(saved);
      toast.success(t('The name in Bangla was saved.'));
    } catch (cause) {
      setError(
        cause instanceof ApiError ? (cause.fields?.nameBn ?? cause.message) : t('Could not save the assembly: {reason}', { reason: (cause as Error).message }),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Row onSubmit={(event) => void save(event)} noValidate>
      <FieldRow>
        <Label htmlFor={`${id}-name-bn`}>{t('Name in Bangla')}</Label>
        <Input
          id={`${id}-name-bn`}
          lang="bn"
          value={value}
          autoComplete="off"
          $invalid={Boolean(error)}
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={[`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ')}
          onChange={(event) => setValue(event.target.value)}
        />
        <Hint id={`${id}-hint`}>{t('Optional: shown on Bangla pages')}</Hint>
        {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
      </FieldRow>
      <Button type="submit" $variant="secondary" disabled={busy}>
        {busy ? t('Saving…') : t('Save name in Bangla')}
      </Button>
    </Row>
  );
}
