import type { ReactNode } from 'react';
import styled from 'styled-components';
import { t } from '@storefront/shared';
import { Button } from './Button';

const Box = styled.div<{ $tone: 'neutral' | 'danger' }>`
  text-align: center;
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px dashed ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.border)};
  background: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.dangerSoft : theme.colors.surface)};
  color: ${({ theme }) => theme.colors.text};
  p { margin: 0 0 ${({ theme }) => theme.space(3)}; }
  strong { display: block; font-size: 1.1rem; margin-bottom: ${({ theme }) => theme.space(1)}; }
`;

/**
 * What a page says when its data could not be loaded, with a way to try again. Its texts show in
 * the page's language: an API's message (in English) has its Bangla when the catalogues know it.
 */
export function ErrorState({
  title = t('Something went wrong'),
  message,
  onRetry,
  retryLabel = t('Try again'),
}: {
  title?: string;
  message?: string;
  onRetry?: () => void;
  retryLabel?: string;
}) {
  return (
    <Box $tone="danger" role="alert">
      <strong>{t(title)}</strong>
      {message && <p>{t(message)}</p>}
      {onRetry && (
        <Button $variant="danger" onClick={onRetry}>
          {t(retryLabel)}
        </Button>
      )}
    </Box>
  );
}

/** What ReadErrorState needs of a read: a `useApi` (SWR) result, or its parts. */
export interface RetryableRead {
  error?: Error;
  isValidating?: boolean;
  mutate(): unknown;
}

/** ErrorState for a read that failed: its message, and Try again, which says Retrying… while the read runs again. */
export function ReadErrorState({ title, read }: { title: string; read: RetryableRead }) {
  return (
    <ErrorState
      title={title}
      message={read.error?.message}
      retryLabel={read.isValidating ? t('Retrying…') : t('Try again')}
      onRetry={() => void read.mutate()}
    />
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Box $tone="neutral">
      <strong>{t(title)}</strong>
      {children}
    </Box>
  );
}

export const Skeleton = styled.div<{ $height?: string; $width?: string }>`
  height: ${({ $height = '1em' }) => $height};
  width: ${({ $width = '100%' }) => $width};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: linear-gradient(90deg, #e7ebf0 25%, #f2f4f7 37%, #e7ebf0 63%);
  background-size: 400% 100%;
  animation: skeleton 1.4s ease infinite;
  @keyframes skeleton { 0% { background-position: 100% 50%; } 100% { background-position: 0 50%; } }
  @media (prefers-reduced-motion: reduce) { animation: none; }
`;

// A module of its own: a page that shows a state but no badge (home) carries none of its styles.
export { Badge } from './Badge';
