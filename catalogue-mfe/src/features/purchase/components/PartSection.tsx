import type { ReactNode } from 'react';
import styled from 'styled-components';

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space(8)};
  h2 {
    font-size: 1.25rem;
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
`;

/**
 * A section of the part's page below its order form (where it fits, its parts books), named by
 * its heading; styled(PartSection) lays out what it lists.
 */
export function PartSection({ id, title, className, children }: { id: string; title: string; className?: string; children: ReactNode }) {
  return (
    <Section className={className} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </Section>
  );
}
