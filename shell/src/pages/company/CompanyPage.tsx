import styled from 'styled-components';
import { currentLanguage } from '@storefront/shared';
import { Container, PageTitle } from '@storefront/shared/ui';
import { useDocumentTitle } from '../../brand';
import { about } from './about.content';
import { about as aboutBangla } from './about.content.bn';
import type { CompanyDocument } from './document';
import { privacy } from './privacy.content';
import { privacy as privacyBangla } from './privacy.content.bn';
import { terms } from './terms.content';
import { terms as termsBangla } from './terms.content.bn';

/** The footer's company and legal pages, by their path's name. */
export const companyDocuments = { about, privacy, terms } satisfies Record<string, CompanyDocument>;
export type CompanyPageName = keyof typeof companyDocuments;

/** The same pages in Bangla, section for section (their anchors kept, so /bn/privacy#cookies lands too). */
export const banglaCompanyDocuments: Record<CompanyPageName, CompanyDocument> = { about: aboutBangla, privacy: privacyBangla, terms: termsBangla };

/** A company page's text in the page's language. */
export const companyDocument = (page: CompanyPageName): CompanyDocument => (currentLanguage() === 'bn' ? banglaCompanyDocuments : companyDocuments)[page];

const Wrap = styled(Container)`
  padding-top: ${({ theme }) => theme.space(8)};
  padding-bottom: ${({ theme }) => theme.space(10)};
  max-width: 880px;
`;

const Lead = styled.p`
  font-size: 1.125rem;
  color: ${({ theme }) => theme.colors.muted};
  margin: 0 0 ${({ theme }) => theme.space(8)};
  max-width: 70ch;
`;

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space(8)};
  scroll-margin-top: ${({ theme }) => theme.space(6)};
  h2 { color: ${({ theme }) => theme.colors.primary}; font-size: 1.3rem; margin: 0 0 ${({ theme }) => theme.space(3)}; }
  p, li { max-width: 70ch; line-height: 1.6; }
  p { margin: 0 0 ${({ theme }) => theme.space(3)}; }
  ul { margin: 0; padding-left: 1.25em; }
  li { margin: ${({ theme }) => theme.space(2)} 0; }
`;

export default function CompanyPage({ page }: { page: CompanyPageName }) {
  const content = companyDocument(page);
  useDocumentTitle(content.title);
  return (
    <Wrap>
      <PageTitle>{content.title}</PageTitle>
      <Lead>{content.lead}</Lead>
      {content.sections.map((section) => (
        <Section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`}>{section.heading}</h2>
          {section.paragraphs.map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
          {section.list && (
            <ul>
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </Section>
      ))}
    </Wrap>
  );
}
