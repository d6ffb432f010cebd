import styled, { css } from 'styled-components';
import { media } from './theme';

export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(4)};
  ${media.md} {
    padding: 0 ${({ theme }) => theme.space(6)};
  }
`;

export const Section = styled.section`
  padding: ${({ theme }) => theme.space(10)} 0;
`;

export const PageTitle = styled.h1`
  font-size: clamp(1.5rem, 1.2rem + 1.2vw, 2.1rem);
  color: ${({ theme }) => theme.colors.primary};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

export const SectionTitle = styled.h2`
  font-size: clamp(1.35rem, 1.1rem + 1vw, 1.9rem);
  color: ${({ theme }) => theme.colors.primary};
  text-align: center;
  margin-bottom: ${({ theme }) => theme.space(2)};
`;

export const Lead = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  text-align: center;
  max-width: 62ch;
  margin: 0 auto ${({ theme }) => theme.space(8)};
`;

export const Card = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  overflow: hidden;
`;

/** Out of sight, still read by screen readers: for a rule that hides words only at some widths (`VisuallyHidden` hides them at all). */
export const visuallyHidden = css`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
