import { useState, type ReactNode } from 'react';
import { ApiError, t, useApi, useConfig, useToast, type DeploymentsOverview, type HealthOverview } from '@storefront/shared';
import { ConfirmDialog, ErrorState, Lead, PageSpinner, PageTitle } from '@storefront/shared/ui';
import { AdminPage } from '../../../components/AdminPage';
import { applyChange, deploymentsKey, HEALTH_REFRESH_MS, healthKey, type LiveChange } from '../api/deployments';
import { AreaPanel } from './AreaPanel';
import { CanaryDialog } from './CanaryDialog';
import { areaName, confirmMessage, confirmTitle, doneMessage, type Pending } from './changes';
import { HistoryPanel } from './HistoryPanel';
import { PreviewDialog } from './PreviewDialog';
import { usePageLocale } from '../../../components/i18n';

/**
 * The deploy ledger (issue "Team deploys"): per area of the storefront, the build new page loads
 * get, a canary, the builds published for it; Promote, Roll back and Canary, each confirmed and
 * recorded in the history below. A change reaches new page loads within a minute.
 */
export default function DeploymentsPage() {
  const { remotes: configured } = useConfig();
  const locale = usePageLocale();
  const overview = useApi<DeploymentsOverview>(deploymentsKey);
  const health = useApi<HealthOverview>(healthKey, { refreshInterval: HEALTH_REFRESH_MS });
  const toast = useToast();
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const now = Date.now();

  const run = async (change: LiveChange, percent?: number) => {
    setBusy(true);
    try {
      await applyChange(change, percent);
      setPending(null);
      toast.success(doneMessage(change, percent));
      await overview.mutate();
    } catch (cause) {
      setPending(null);
      // 409: the ledger changed meanwhile (another admin); its words say how.
      const reason = cause instanceof ApiError && cause.status < 500 ? cause.message : t('Please try again.');
      toast.error(t('{area} was not changed. {reason}', { area: areaName(change.remote), reason }));
      await overview.mutate();
    } finally {
      setBusy(false);
    }
  };

  let body: ReactNode;
  if (overview.isLoading) body = <PageSpinner label={t('Loading the deployments')} />;
  else if (!overview.data)
    body = <ErrorState title={t('The deployments could not be loaded')} message={overview.error?.message} onRetry={() => void overview.mutate()} />;
  else {
    const byRemote = new Map(overview.data.remotes.map((area) => [area.remote, area]));
    // Every area the storefront has, and any other the ledger knows of.
    const names = [...new Set([...Object.keys(configured), ...byRemote.keys()])];
    body = (
      <>
        {names.map((remote) => (
          <AreaPanel
            key={remote}
            remote={remote}
            area={byRemote.get(remote)}
            health={health.data}
            healthFailed={Boolean(health.error) && !health.data}
            busy={busy}
            now={now}
            locale={locale}
            onChange={setPending}
          />
        ))}
        <HistoryPanel events={overview.data.history} now={now} locale={locale} />
      </>
    );
  }

  return (
    <AdminPage>
      <PageTitle>{t('Deployments')}</PageTitle>
      <Lead>
        {t('Which build of each area new page loads get. A change reaches new page loads within a minute; a page already open keeps the build it loaded.')}
      </Lead>
      {body}
      {pending && pending.kind === 'canary' && (
        <CanaryDialog
          remote={pending.remote}
          build={pending.build}
          liveBuildId={pending.live}
          percent={pending.percent}
          onConfirm={(percent) => run(pending, percent)}
          onCancel={() => setPending(null)}
        />
      )}
      {pending && pending.kind === 'preview' && (
        <PreviewDialog
          remote={pending.remote}
          area={areaName(pending.remote)}
          build={pending.build}
          locale={locale}
          onClose={() => {
            setPending(null);
            void overview.mutate(); // the link is in the history
          }}
        />
      )}
      {pending && pending.kind !== 'canary' && pending.kind !== 'preview' && (
        <ConfirmDialog
          title={confirmTitle(pending)}
          message={confirmMessage(pending)}
          confirmLabel={confirmTitle(pending)}
          onConfirm={() => void run(pending)}
          onCancel={() => setPending(null)}
        />
      )}
    </AdminPage>
  );
}
