import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ConfigContext, defaultConfig, type BuildHealth, type DeploymentsOverview, type RemoteBuild } from '@storefront/shared';
import { fakeApi as fakeLedger, renderPage, type FakeResponse } from '../../../test/renderPage';
import DeploymentsPage from './DeploymentsPage';

const build = (buildId: string, over: Partial<RemoteBuild> = {}): RemoteBuild => ({
  remote: 'catalogue',
  buildId,
  version: '1.0.0',
  commit: 'abcdef1234567',
  entryUrl: `http://127.0.0.1:3001/${buildId}/remoteEntry.js`,
  contract: {},
  createdBy: 'admin@stitchline.com',
  createdAt: new Date(Date.now() - 5 * 60 * 1000).toISOString(),
  ...over,
});

const a = build('cat-a');
const b = build('cat-b');
const c = build('cat-c');

function overview(over: Partial<DeploymentsOverview['remotes'][number]> = {}): DeploymentsOverview {
  return {
    remotes: [{ remote: 'catalogue', live: a, canary: null, rollbackTo: null, builds: [c, b, a], ...over }],
    history: [
      { id: '1', remote: 'catalogue', action: 'promote', fromBuild: null, toBuild: 'cat-a', percent: null, actor: 'admin@stitchline.com', at: a.createdAt },
    ],
  };
}

const hour = new Date(Math.floor(Date.now() / 3600_000) * 3600_000).toISOString().replace('.000Z', 'Z');
const healthOf = (build: string, over: Partial<BuildHealth>): BuildHealth => ({
  remote: 'catalogue',
  build,
  views: 0,
  loadFailures: 0,
  errors: 0,
  errorRate: null,
  p75: { lcp: null, inp: null, cls: null },
  hourly: [],
  ...over,
});
const HEALTH = {
  hours: 24,
  builds: [
    healthOf('cat-b', { views: 10, loadFailures: 5, errorRate: 0.5, hourly: [{ hour, views: 10, errorRate: 0.5, lcp: null }] }),
    healthOf('cat-a', { views: 30, errorRate: 0, p75: { lcp: 1180, inp: 88, cls: 0.012 }, hourly: [{ hour, views: 30, errorRate: 0, lcp: 1180 }] }),
  ],
};

/** The ledger's calls the test names, with the health figures answered unless it names them. */
const fakeApi = (routes: Parameters<typeof fakeLedger>[0]) =>
  fakeLedger({ 'GET /deployments/health': { body: { hours: 24, builds: [] } } as FakeResponse, ...routes });

const area = (name: string) => within(screen.getByRole('region', { name }));
const rowOf = (buildId: string) => within(area('Catalogue').getByRole('cell', { name: buildId }).closest('tr') as HTMLElement);

describe('DeploymentsPage', () => {
  it('shows per area the live build, its builds with their status and age, and the history', async () => {
    fakeApi({ 'GET /deployments': { body: overview({ canary: { build: b, percent: 25 } }) }, 'GET /deployments/health': { body: HEALTH } });
    // The storefront's areas, from its config.json.
    const remotes = { catalogue: 'http://127.0.0.1:3001/remoteEntry.js', account: 'http://127.0.0.1:3002/remoteEntry.js' };
    renderPage(
      <ConfigContext.Provider value={{ ...defaultConfig, remotes }}>
        <DeploymentsPage />
      </ConfigContext.Provider>,
    );
    expect(await screen.findByRole('heading', { name: 'Deployments', level: 1 })).toBeInTheDocument();
    const catalogue = area('Catalogue');
    expect(catalogue.getByText(/1\.0\.0 · abcdef1 · by admin@stitchline\.com · published/).textContent).toMatch(/5 minutes ago/);
    expect(catalogue.getByText(/for 25 % of browsers/)).toBeInTheDocument();
    expect(rowOf('cat-a').getByText('live')).toBeInTheDocument();
    expect(rowOf('cat-a').queryByRole('button')).toBeNull();
    expect(rowOf('cat-b').getByText('canary 25 %')).toBeInTheDocument();
    expect(rowOf('cat-c').getByText('published')).toBeInTheDocument();
    expect(rowOf('cat-c').getByRole('button', { name: 'Promote cat-c' })).toBeInTheDocument();
    expect(rowOf('cat-c').getByRole('button', { name: 'Canary cat-c' })).toBeInTheDocument();
    // Nothing was live before cat-a.
    expect(catalogue.getByText('cat-a is the first build made live: there is none to roll back to')).toBeInTheDocument();
    // The areas without builds say how to publish one.
    expect(area('Account').getByText(/npm run deploy -w account-mfe/)).toBeInTheDocument();
    expect(area('Account').getByText(/none promoted yet/)).toBeInTheDocument();
    // Health: the live build first, then the canary, with the plot's summary in words.
    const health = within(await catalogue.findByRole('table', { name: /Catalogue: page loads, error rate/ }));
    const rows = health.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['cat-a live300 %1,180 ms88 ms0.012', 'cat-b canary1050 %———']);
    expect(catalogue.getByRole('img', { name: 'Error rate per hour of Catalogue: cat-a (live) 0 % overall; cat-b (canary) 50 % overall' })).toBeInTheDocument();
    expect(area('Account').getByText('No page load reported for Account in the last 24 hours.')).toBeInTheDocument();
    const history = within(screen.getByRole('region', { name: 'History' }));
    expect(history.getByRole('cell', { name: 'Promoted' })).toBeInTheDocument();
    expect(history.getByRole('cell', { name: 'config.json' })).toBeInTheDocument();
  });

  it('promotes a build after confirming, says so and reads the ledger again', async () => {
    let promoted = false;
    const api = fakeApi({
      'GET /deployments': () => ({ body: promoted ? overview({ live: c, rollbackTo: 'cat-a' }) : overview() }),
      'PUT /deployments/catalogue/live': () => {
        promoted = true;
        return { body: { remotes: {} } };
      },
    });
    const { toast } = renderPage(<DeploymentsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Promote cat-c' }));
    const dialog = within(screen.getByRole('alertdialog', { name: 'Promote cat-c' }));
    expect(dialog.getByText(/Every new page load gets cat-c for Catalogue within a minute/)).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    fireEvent.click(dialog.getByRole('button', { name: 'Promote cat-c' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('cat-c is live for Catalogue'));
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ buildId: 'cat-c' });
    expect(await area('Catalogue').findByRole('button', { name: 'Roll back catalogue to cat-a' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('changes nothing when the confirmation is cancelled', async () => {
    const api = fakeApi({ 'GET /deployments': { body: overview({ rollbackTo: 'cat-0' }) } });
    renderPage(<DeploymentsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Roll back catalogue to cat-0' }));
    fireEvent.click(within(screen.getByRole('alertdialog', { name: 'Roll back to cat-0' })).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('starts a canary with the share typed, checked by the API’s rule first', async () => {
    const api = fakeApi({
      'GET /deployments': { body: overview() },
      'PUT /deployments/catalogue/canary': { body: { remotes: {} } },
    });
    const { toast } = renderPage(<DeploymentsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Canary cat-b' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Canary cat-b' }));
    const share = dialog.getByLabelText('Share of browsers (%)');
    expect(share).toHaveValue('10');
    fireEvent.change(share, { target: { value: '100' } });
    fireEvent.click(dialog.getByRole('button', { name: /^Send/ }));
    expect(await dialog.findByText('The share must be a whole number from 1 to 99 (percent of browsers)')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'PUT')).toEqual([]);
    fireEvent.change(share, { target: { value: '50' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Send 50 % of browsers' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('50 % of browsers get cat-b for Catalogue'));
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ buildId: 'cat-b', percent: 50 });
  });

  it('ends a canary, and shows the ledger’s reason when a change is refused', async () => {
    fakeApi({
      'GET /deployments': { body: overview({ canary: { build: b, percent: 25 } }) },
      'DELETE /deployments/catalogue/canary': { status: 409, body: { error: { code: 'CONFLICT', message: 'catalogue has no canary' } } },
    });
    const { toast } = renderPage(<DeploymentsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'End canary of catalogue' }));
    fireEvent.click(within(screen.getByRole('alertdialog', { name: 'End the canary of cat-b' })).getByRole('button', { name: 'End the canary of cat-b' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Catalogue was not changed. catalogue has no canary'));
  });

  it('makes a preview link of a build after saying what it does, to open or copy', async () => {
    const api = fakeApi({
      'GET /deployments': { body: overview() },
      'POST /deployments/catalogue/preview': {
        status: 201,
        body: { remote: 'catalogue', buildId: 'cat-c', token: 'tok.sig', expiresAt: '2026-11-25T13:00:00.000Z' },
      },
    });
    renderPage(<DeploymentsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Preview cat-c' }));
    const asking = within(screen.getByRole('alertdialog', { name: 'Preview cat-c' }));
    expect(asking.getByText(/nobody else is affected, and what is live does not change/)).toBeInTheDocument();
    expect(asking.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    fireEvent.click(asking.getByRole('button', { name: 'Make the preview link' }));
    const shown = within(await screen.findByRole('dialog', { name: 'Preview cat-c' }));
    expect(shown.getByLabelText(/^Preview link, until Nov 25, 2026/)).toHaveValue('http://localhost/?preview=tok.sig');
    expect(shown.getByRole('link', { name: 'Open the preview' })).toHaveAttribute('href', 'http://localhost/?preview=tok.sig');
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ buildId: 'cat-c' });
    // The live build has no preview: it is what everyone gets.
    expect(rowOf('cat-a').queryByRole('button', { name: /Preview/ })).toBeNull();
  });

  it('says when the ledger cannot be read, with a retry', async () => {
    fakeApi({ 'GET /deployments': { status: 500, body: { error: { code: 'INTERNAL', message: 'Something went wrong' } } } });
    renderPage(<DeploymentsPage />);
    expect(await screen.findByText('The deployments could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Try again|Retry/ })).toBeInTheDocument();
  });
});
