import { useDocumentTitle } from '../brand';
import styled from 'styled-components';
import { currentLanguage, formatNumber, t } from '@storefront/shared';
import { Container, PageTitle } from '@storefront/shared/ui';
import { answers as english } from './blogs.content';
import { answers as bangla } from './blogs.content.bn';

const Article = styled.article`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  padding: ${({ theme }) => theme.space(6)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  h2 { color: ${({ theme }) => theme.colors.primary}; font-size: 1.3rem; }
  p { margin: 0 0 ${({ theme }) => theme.space(3)}; max-width: 75ch; }
`;

const Wrap = styled(Container)`
  padding-top: ${({ theme }) => theme.space(8)};
  padding-bottom: ${({ theme }) => theme.space(10)};
`;

export default function BlogsPage() {
  useDocumentTitle(t('Blogs'));
  // The long answers are in a module of each language (both in this page's code, not in every page's catalogue).
  const answers = currentLanguage() === 'bn' ? bangla : english;
  return (
    <Wrap>
      <PageTitle>{t('Questions and answers')}</PageTitle>
      {answers.map((answer) => (
        <Article key={answer.number} aria-labelledby={`answer-${answer.number}`}>
          <h2 id={`answer-${answer.number}`}>{`${formatNumber(answer.number)}. ${answer.question}`}</h2>
          {answer.paragraphs.map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
        </Article>
      ))}
    </Wrap>
  );
}
