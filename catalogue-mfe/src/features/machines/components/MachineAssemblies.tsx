import styled from 'styled-components';
import { assetUrl, Link, t } from '@storefront/shared';
import { assemblyHref, useMachineAssemblies } from '../../../machines/api';
import { localName, nameLang } from '../../../i18n/localName';

const Box = styled.section`
  margin: 0 0 ${({ theme }) => theme.space(8)};
  h2 {
    font-size: 1.25rem;
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
  ul {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
    gap: ${({ theme }) => theme.space(3)};
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(2)};
    height: 100%;
    padding: ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
    text-decoration: none;
  }
  a:hover span { text-decoration: underline; }
  img, .blank {
    display: block;
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: contain;
    background: #fff;
  }
`;

/**
 * The machine's parts book: its published assemblies, each a small picture of its drawing (read
 * only as it scrolls near) and a link to its page. Nothing while it has none.
 */
export function MachineAssemblies({ brand, model }: { brand: string | undefined; model: string | undefined }) {
  const { data } = useMachineAssemblies(brand, model);
  if (!data?.length || !brand || !model) return null;
  return (
    <Box aria-labelledby="parts-book-title">
      <h2 id="parts-book-title">{t('Parts book: find a part on the drawing')}</h2>
      <ul>
        {data.map((assembly) => (
          <li key={assembly._id}>
            <Link to={assemblyHref({ brandSlug: brand, modelSlug: model }, assembly.slug)}>
              {assembly.drawing ? (
                <img src={assetUrl(assembly.drawing)} alt="" loading="lazy" decoding="async" width={160} height={120} />
              ) : (
                <span className="blank" />
              )}
              <span lang={nameLang(assembly)}>{localName(assembly)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Box>
  );
}
