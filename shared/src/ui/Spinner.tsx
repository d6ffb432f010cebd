import styled, { keyframes } from 'styled-components';
import { t } from '@storefront/shared';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: 4px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) { animation-duration: 2.4s; }
`;

const Center = styled.div`
  display: flex;
  justify-content: center;
  align-items: center;
  min-height: 40vh;
`;

export function Spinner({ size = 40, label = t('Loading') }: { size?: number; label?: string }) {
  return <Ring $size={size} role="status" aria-label={t(label)} />;
}

/** The spinner the spec asks for while the session or admin check loads. */
export function PageSpinner({ label = t('Loading') }: { label?: string }) {
  return (
    <Center>
      <Spinner size={48} label={label} />
    </Center>
  );
}
