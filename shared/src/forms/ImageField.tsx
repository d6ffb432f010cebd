import { useEffect, useRef, useState } from 'react';
import { Field } from 'react-final-form';
import styled from 'styled-components';
import { assetUrl, t } from '@storefront/shared';
import { ErrorText, FieldRow, Hint, Label } from '../ui/fields';
import { IMAGE_MIME_TYPES, isAcceptedImageFile, MAX_IMAGE_BYTES } from '../schemas/messages';

/** Accepted by POST /images (the server sniffs the bytes; this only narrows the picker). */
export const IMAGE_TYPES = IMAGE_MIME_TYPES.join(',');

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

const Preview = styled.figure<{ $fit: ImagePreviewFit }>`
  margin: 8px 0 0;
  display: flex;
  align-items: center;
  gap: 12px;
  img {
    width: ${({ $fit }) => ($fit === 'cover' ? '96px' : '120px')};
    height: ${({ $fit }) => ($fit === 'cover' ? '96px' : '90px')};
    object-fit: ${({ $fit }) => $fit};
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

/** `cover` crops a photo to a square; `contain` shows a whole product picture. */
export type ImagePreviewFit = 'cover' | 'contain';

/** What an image field holds: a newly chosen file, the URL already stored (when editing), or nothing. */
export type ImageValue = File | string | undefined;

export interface ImageFieldProps {
  name: string;
  label: string;
  hint?: string;
  /** Alt text for the image already stored, e.g. "Your current photo". */
  currentAlt?: string;
  /** How the preview fits its box (default `cover`). */
  fit?: ImagePreviewFit;
}

/** The picture types and size the API takes, as the field's hint says them in the page's language (imageRules' words). */
const imageHint = () => t('PNG, JPEG, WebP or GIF, up to {size} MB', { size: Math.round((MAX_IMAGE_BYTES / (1024 * 1024)) * 10) / 10 });

/**
 * An image picked from the computer, previewed, and uploaded by the form on submit (upload first,
 * then save with the returned URL). When editing, the field starts with the stored URL: keeping it
 * counts as filled. Errors show once a file is chosen or a submit failed, then follow every change.
 */
export function ImageField({ name, label, hint = imageHint(), currentAlt = t('Current image'), fit = 'cover' }: ImageFieldProps) {
  return (
    <Field<ImageValue> name={name}>
      {({ input, meta }) => {
        // A file of the wrong type or size is named as soon as it is chosen, not only on submit.
        const message: string | undefined =
          ((meta.submitFailed || meta.modified) && meta.error) || (!meta.dirtySinceLastSubmit && meta.submitError) || undefined;
        return (
          <ImageInput
            id={`field-${name}`}
            label={label}
            hint={hint}
            currentAlt={currentAlt}
            fit={fit}
            value={input.value || undefined}
            initial={typeof meta.initial === 'string' && meta.initial ? meta.initial : undefined}
            message={message}
            onChange={input.onChange}
            onBlur={() => input.onBlur()}
          />
        );
      }}
    </Field>
  );
}

function ImageInput({
  id,
  label,
  hint,
  currentAlt,
  fit,
  value,
  initial,
  message,
  onChange,
  onBlur,
}: {
  id: string;
  label: string;
  hint: string;
  currentAlt: string;
  fit: ImagePreviewFit;
  value: ImageValue;
  /** The stored URL the form started with: picking no file goes back to it. */
  initial: string | undefined;
  message: string | undefined;
  onChange: (value: ImageValue) => void;
  onBlur: () => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  const file = typeof value === 'object' ? value : undefined;
  const stored = typeof value === 'string' ? value : undefined;
  // Only a picture is previewed: a PDF or a text file would show as a broken image.
  const preview = usePreviewUrl(file && isAcceptedImageFile(file) ? file : undefined);
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
        onChange={(event) => onChange(event.currentTarget.files?.[0] ?? initial)}
        onBlur={onBlur}
      />
      <Hint id={`${id}-hint`}>{initial ? t('{hint}. Choose no file to keep the current image.', { hint }) : hint}</Hint>
      {message && <ErrorText id={`${id}-error`}>{t(message)}</ErrorText>}
      {file && (
        <Preview $fit={fit}>
          {preview && <img src={preview} alt={t('Preview of {file}', { file: file.name })} />}
          <figcaption>{t('{file} ({size} KB)', { file: file.name, size: Math.max(1, Math.round(file.size / 1024)) })}</figcaption>
        </Preview>
      )}
      {!file && stored && (
        <Preview $fit={fit}>
          <img src={assetUrl(stored)} alt={currentAlt} />
          <figcaption>{t('Current image')}</figcaption>
        </Preview>
      )}
    </FieldRow>
  );
}
