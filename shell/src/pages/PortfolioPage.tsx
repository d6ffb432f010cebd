import { useDocumentTitle } from '../brand';
import styled from 'styled-components';
import { currentLanguage, t } from '@storefront/shared';
import { Card, Container, media, PageTitle } from '@storefront/shared/ui';
import { portfolio as english } from './portfolio.data';
import { portfolio as bangla } from './portfolio.data.bn';

const Wrap = styled(Container)`
  padding-top: ${({ theme }) => theme.space(8)};
  padding-bottom: ${({ theme }) => theme.space(10)};
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  ${media.md} { grid-template-columns: 1fr 1fr; }
`;

const Panel = styled(Card)`
  padding: ${({ theme }) => theme.space(6)};
  h2 { font-size: 1.2rem; color: ${({ theme }) => theme.colors.primary}; }
  ul { margin: 0; padding-left: 1.2em; }
  li { margin: 4px 0; }
`;

export default function PortfolioPage() {
  useDocumentTitle(t('My Portfolio'));
  const portfolio = currentLanguage() === 'bn' ? bangla : english;
  return (
    <Wrap>
      <PageTitle>{portfolio.name}</PageTitle>
      <p>
        <strong>{portfolio.role}</strong> · <a href={`mailto:${portfolio.email}`}>{portfolio.email}</a>
      </p>
      <p>{portfolio.summary}</p>
      <Grid>
        <Panel>
          <h2>{t('Education')}</h2>
          <ul>
            {portfolio.education.map((item) => (
              <li key={item.degree}>
                <strong>{item.degree}</strong>
                {`, ${item.school} (${item.years})`}
              </li>
            ))}
          </ul>
        </Panel>
        <Panel>
          <h2>{t('Skills')}</h2>
          {portfolio.skills.map((group) => (
            <p key={group.group}>
              <strong>{group.group}:</strong>
              {` ${group.items.join(', ')}`}
            </p>
          ))}
        </Panel>
        <Panel as="section" style={{ gridColumn: '1 / -1' }}>
          <h2>{t('Projects')}</h2>
          <ul>
            {portfolio.projects.map((project) => (
              <li key={project.name}>
                <a href={project.url}>{project.name}</a>: {project.description}
              </li>
            ))}
          </ul>
        </Panel>
      </Grid>
    </Wrap>
  );
}
