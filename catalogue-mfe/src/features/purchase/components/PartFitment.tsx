import styled from 'styled-components';
import { Link, t } from '@storefront/shared';
import { PartSection } from './PartSection';
import { machineHref, usePartFitment } from '../../../machines/api';
import { localName, nameLang } from '../../../i18n/localName';

const Box = styled(PartSection)`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
    list-style: none;
    margin: 0 0 ${({ theme }) => theme.space(4)};
    padding: 0;
  }
  a {
    display: inline-block;
    padding: 6px 0;
  }
`;

/**
 * What a part fits: each machine a link to its page, and the machine makers' numbers it replaces
 * (so a buyer who knows JUKI's number sees this is the part). Nothing while there is none.
 */
export function PartFitment({ partId }: { partId: string }) {
  const { data } = usePartFitment(partId);
  if (!data || (data.machines.length === 0 && data.oem.length === 0)) return null;
  return (
    <Box id="fits-title" title={t('Fits these machines')}>
      {data.machines.length > 0 ? (
        <ul>
          {data.machines.map((machine) => (
            <li key={machine._id}>
              <Link to={machineHref(machine)} lang={nameLang(machine)}>
                {localName(machine)}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('No machines are listed for this part yet.')}</p>
      )}
      {data.oem.length > 0 && (
        <p>
          <strong>{t('Replaces')}</strong> {data.oem.map((oem) => `${oem.brand} ${oem.number}`).join(', ')}
        </p>
      )}
    </Box>
  );
}
