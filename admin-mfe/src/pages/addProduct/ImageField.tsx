import { useEffect, useRef, useState } from 'react';
import { Field } from 'react-final-form';
import styled from 'styled-components';
import { ErrorText, FieldRow, Hint, Label } from '@storefront/shared/ui';

const FileInput = styled.input<{ $invalid: boolean }>`
  width: 100%;
  padding: 8px;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px dashed ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : '#8a96a3')};
  background: ${({ theme }) => theme.colors.surface};
  &::file-selector-button {
    margin-right: 12px;
    padding: 6px 12px;
    border: 2px solid ${({ theme }) => theme.colors.primary};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
    cursor: pointer;
  }
`;

const Preview = styled.figure`
  margin: 8px 0 0;
  display: flex;
  align-items: center;
  gap: 12px;
  img {
    width: 120px;
    height: 90px;
    object-fit: contain;
    background: ${({ theme }) => theme.colors.surfaceAlt};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  figcaption {
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.muted};
    word-break: break-all;
  }
`;

/** Accepted by POST /images (the server sniffs the bytes; this only narrows the picker). */
export const IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/gif';

/** A local preview URL for the chosen file, released when the file changes or the form goes away. */
function usePreviewUrl(file: File | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(undefined);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

function ImageInput({
  id,
  label,
  hint,
  file,
  message,
  onChange,
  onBlur,
}: {
  id: string;
  label: string;
  hint: string;
  file: File | undefined;
  message: string | undefined;
  onChange: (file: File | undefined) => void;
  onBlur: () => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  const preview = usePreviewUrl(file);
  // A file input cannot be controlled: clear it by hand when the form resets.
  useEffect(() => {
    if (!file && ref.current) ref.current.value = '';
  }, [file]);
  const describedBy = [`${id}-hint`, message ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <FieldRow>
      <Label htmlFor={id}>{label}</Label>
      <FileInput
        ref={ref}
        id={id}
        type="file"
        accept={IMAGE_TYPES}
        aria-invalid={Boolean(message)}
        aria-describedby={describedBy}
        $invalid={Boolean(message)}
        onChange={(event) => onChange(event.currentTarget.files?.[0] ?? undefined)}
        onBlur={onBlur}
      />
      <Hint id={`${id}-hint`}>{hint}</Hint>
      {message && <ErrorText id={`${id}-error`}>{message}</ErrorText>}
      {file && (
        <Preview>
          {preview && <img src={preview} alt={`Preview of ${file.name}`} />}
          <figcaption>
            {file.name} ({Math.max(1, Math.round(file.size / 1024))} KB)
          </figcaption>
        </Preview>
      )}
    </FieldRow>
  );
}

/** The product image: a file picked from the computer, previewed, uploaded on submit. */
export function ImageField({ name, label, hint }: { name: string; label: string; hint: string }) {
  return (
    <Field<File | undefined> name={name}>
      {({ input, meta }) => (
        <ImageInput
          id={`field-${name}`}
          label={label}
          hint={hint}
          file={input.value || undefined}
          message={meta.submitFailed ? meta.error : undefined}
          onChange={input.onChange}
          onBlur={() => input.onBlur()}
        />
      )}
    </Field>
  );
}
