import { lazy, Suspense, type ReactNode } from 'react';
import styled from 'styled-components';
import { t } from '@storefront/shared';
import { previewShown } from '../remotes/previewKey';
import { Footer } from './Footer';
import { Header } from './Header';

// The storefront's chrome without anything that runs only in a browser (the header's Cart is given
// as `cart`: the app's follows the cart, CartSlot): the page server's HTML renders it too
// (src/pages.server.tsx).

// Only a preview's page load has a banner, and only it loads the banner's code.
const PreviewBanner = lazy(() => import(/* webpackChunkName: "preview" */ './PreviewBanner').then((module) => ({ default: module.PreviewBanner })));

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

// At least a screen tall: the footer starts below the fold, so a page that arrives later (a
// remote's code, then its data) grows into empty space instead of pushing a visible footer down.
const Main = styled.main`
  flex: 1 0 auto;
  min-height: 100vh;
`;

const SkipLink = styled.a`
  position: absolute;
  left: 8px;
  top: -48px;
  z-index: 50;
  padding: 8px 12px;
  background: #fff;
  color: ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius.md};
  &:focus { top: 8px; }
`;

/**
 * The storefront's chrome around a page: the header, the page's main landmark, the footer. The
 * page server's HTML has the same around any app's page (`renderFrame` in src/pages.server.tsx),
 * so the app takes the server's page over without anything moving.
 */
export function LayoutFrame({ children, cart }: { children: ReactNode; cart: ReactNode }) {
  return (
    <Page>
      <SkipLink href="#main">{t('Skip to content')}</SkipLink>
      {previewShown() && (
        <Suspense fallback={null}>
          <PreviewBanner />
        </Suspense>
      )}
      <Header cart={cart} />
      <Main id="main" tabIndex={-1}>
        {children}
      </Main>
      <Footer />
    </Page>
  );
}
