import styled from 'styled-components';
import { formatAge, formatMoment } from '../age';

// The Deployments page's frames and the words they share: an area's panel, its facts, a row of
// buttons, a build id, a moment.

export const Panel = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  padding: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  h2 {
    font-size: 1.2rem;
    color: ${({ theme }) => theme.colors.primary};
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
  h3 {
    font-size: 1rem;
    margin: ${({ theme }) => theme.space(4)} 0 ${({ theme }) => theme.space(2)};
  }
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

export const Code = styled.code`
  overflow-wrap: anywhere;
`;

export const Nowrap = styled.span`
  white-space: nowrap;
`;

/** A moment as its age ("3 minutes ago"), with the date and time on hover. */
export function When({ iso, now, locale }: { iso: string; now: number; locale: string }) {
  return (
    <time dateTime={iso} title={formatMoment(iso, locale)}>
      {formatAge(iso, now, locale)}
    </time>
  );
}
