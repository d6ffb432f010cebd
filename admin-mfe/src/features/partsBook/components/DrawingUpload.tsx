import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ApiError, formatNumber, t } from '@storefront/shared';
import { PARTS_BOOK_LIMITS, partsBookMessages, type Assembly } from '@storefront/shared/schemas';
import { Button, ErrorText, FieldRow, Hint, Input, Label } from '@storefront/shared/ui';
import { uploadDrawing } from '../api/partsBook';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  > div { margin: 0; flex: 1 1 16rem; }
`;

const TYPES = ['image/svg+xml', 'image/png', 'image/jpeg'];

/** Upload the drawing: an SVG (made safe by the API), PNG or JPEG; the API's message shows on the field. */
export function DrawingUpload({ assembly, onUploaded }: { assembly: Assembly; onUploaded(saved: Assembly): void }) {
  const id = useId();
  const file = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const chosen = file.current?.files?.[0];
    if (!chosen) return setError(partsBookMessages.drawingRequired);
    if (chosen.type && !TYPES.includes(chosen.type)) return setError(partsBookMessages.drawingTypes);
    if (chosen.size > PARTS_BOOK_LIMITS.drawingBytes)
      return setError(t('The drawing may be at most {size} MB.', { size: formatNumber(PARTS_BOOK_LIMITS.drawingBytes / 1_000_000) }));
    setError(undefined);
    setBusy(true);
    try {
      const saved = await uploadDrawing(assembly._id, chosen);
      if (file.current) file.current.value = '';
      onUploaded(saved);
    } catch (cause) {
      setError(
        cause instanceof ApiError
          ? (cause.fields?.drawing ?? cause.message)
          : t('Could not upload the drawing: {reason}', { reason: (cause as Error).message }),
      );
    } finally {
      setBusy(false);
    }
  };

  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('Drawing')}</h2>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Row>
          <FieldRow>
            <Label htmlFor={`${id}-file`}>{assembly.drawing ? t('Replace the drawing') : t('Drawing file')}</Label>
            <Input
              id={`${id}-file`}
              ref={file}
              type="file"
              accept=".svg,.png,.jpg,.jpeg,image/svg+xml,image/png,image/jpeg"
              $invalid={Boolean(error)}
              aria-invalid={Boolean(error) || undefined}
              aria-describedby={describedBy}
            />
          </FieldRow>
          <Button type="submit" $variant="secondary" disabled={busy}>
            {busy ? t('Uploading…') : t('Upload drawing')}
          </Button>
        </Row>
        <Hint id={`${id}-hint`}>
          {t('An SVG, PNG or JPEG file. An SVG whose callout numbers are text lets Find callouts place them; scripts and outside links are taken out.')}
          {assembly.drawing && assembly.drawingWidth && assembly.drawingHeight
            ? t(' The drawing now is {width} × {height}.', {
                width: formatNumber(Math.round(assembly.drawingWidth)),
                height: formatNumber(Math.round(assembly.drawingHeight)),
              })
            : ''}
        </Hint>
        {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
      </form>
    </section>
  );
}
