import { formatNumber, msg, t, type DeployEvent } from '@storefront/shared';
import { Table, TableFrame, VisuallyHidden, TableHead } from '@storefront/shared/ui';
import { areaName } from './changes';
import { Nowrap, Panel, When } from './layout';
import { Id, Muted } from './text';

const ACTIONS: Record<DeployEvent['action'], string> = {
  promote: msg('Promoted'),
  rollback: msg('Rolled back'),
  canary: msg('Canary'),
  'end-canary': msg('Ended canary'),
  preview: msg('Preview link'),
};

/** Every change of what is live, newest first: when, which area, what, from and to which build, by whom. */
export function HistoryPanel({ events, now, locale }: { events: DeployEvent[]; now: number; locale: string }) {
  return (
    <Panel aria-labelledby="deployments-history">
      <h2 id="deployments-history">{t('History')}</h2>
      {events.length === 0 ? (
        <Muted>{t('No build has been made live yet.')}</Muted>
      ) : (
        <TableFrame label={t('Deployment history (scrolls sideways)')}>
          <Table>
            <VisuallyHidden as="caption">{t('Every change of what is live, newest first')}</VisuallyHidden>
            <TableHead columns={[t('When'), t('Area'), t('Change'), t('From'), t('To'), t('By')]} />
            <tbody>
              {events.map((event) => (
                <tr key={event.id}>
                  <td style={{ whiteSpace: 'nowrap' }}>
                    <When iso={event.at} now={now} locale={locale} />
                  </td>
                  <td>{areaName(event.remote)}</td>
                  <td>
                    <Nowrap>
                      {t(ACTIONS[event.action] ?? event.action)}
                      {event.percent !== null ? ` ${formatNumber(event.percent)} %` : ''}
                    </Nowrap>
                  </td>
                  <td>{event.fromBuild ? <Id>{event.fromBuild}</Id> : <Muted>config.json</Muted>}</td>
                  <td>{event.toBuild ? <Id>{event.toBuild}</Id> : ''}</td>
                  <td>{event.actor}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableFrame>
      )}
    </Panel>
  );
}
