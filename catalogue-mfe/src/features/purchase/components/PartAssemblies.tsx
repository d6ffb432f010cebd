import styled from 'styled-components';
import { Link, t } from '@storefront/shared';
import { PartSection } from './PartSection';
import { assemblyHref, usePartAssemblies } from '../../../machines/api';
import { LocalName } from '../../../components/LocalName';

const Box = styled(PartSection)`
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    padding: 6px 0;
  }
`;

/**
 * Where the part sits in the machines' parts books: each assembly a link to its page with the
 * part's callout chosen (`#callout-12`). Nothing while it is in none.
 */
export function PartAssemblies({ partId }: { partId: string }) {
  const { data } = usePartAssemblies(partId);
  if (!data?.length) return null;
  return (
    <Box id="part-assemblies-title" title={t('In the parts books')}>
      <ul>
        {data.map(({ machine, assembly, callouts }) => (
          <li key={assembly._id}>
            <Link to={assemblyHref(machine, assembly.slug, callouts[0])}>
              <LocalName item={machine} />: <LocalName item={assembly} />
            </Link>
            {callouts.length > 0 && ` ${t('(callout {callouts})', { callouts: callouts.join(', ') })}`}
          </li>
        ))}
      </ul>
    </Box>
  );
}
