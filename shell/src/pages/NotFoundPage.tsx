import { useDocumentTitle } from '../brand';
import { Link } from '../links';
import styled from 'styled-components';
import { t } from '@storefront/shared';
import { buttonStyles, Container, type ButtonStyleProps } from '@storefront/shared/ui';

const Wrap = styled(Container)`
  text-align: center;
  padding-top: ${({ theme }) => theme.space(12)};
  padding-bottom: ${({ theme }) => theme.space(12)};
  img { margin: 0 auto ${({ theme }) => theme.space(6)}; width: min(420px, 100%); height: auto; aspect-ratio: 3 / 2; }
  p { color: ${({ theme }) => theme.colors.muted}; }
`;

const Home = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

export function NotFoundPage() {
  useDocumentTitle(t('Page not found'));
  return (
    <Wrap>
      <img src="/images/not-found.svg" width={480} height={320} alt={t('A broken sewing machine needle beside a loose spool of thread')} />
      <h1>{t('Page not found')}</h1>
      <p>{t('The page you are looking for does not exist or has moved.')}</p>
      <Home to="/">{t('Back to the home page')}</Home>
    </Wrap>
  );
}
