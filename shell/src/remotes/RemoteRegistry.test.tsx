import { render, screen } from '@testing-library/react';
import type { RouteDefinition } from '@storefront/shared';
import { healthState, trackBuilds } from './health';
import { RemoteRegistryProvider, useRemoteRegistry } from './RemoteRegistry';
import type { RouteList } from './routeLists';

const SHELL = { federation: '2.9', shared: { react: '19.3.1' } };
const home: RouteDefinition = { path: '/', module: './HomePage', access: 'public', title: 'Home' };

function Status() {
  const { remotes } = useRemoteRegistry();
  return (
    <ul>
      {Object.entries(remotes).map(([name, state]) => (
        <li key={name}>{`${name}: ${state.status}${state.status === 'failed' ? ` (${state.error.message})` : ''}`}</li>
      ))}
    </ul>
  );
}

describe('RemoteRegistryProvider', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    healthState().queue = [];
    healthState().counted.clear();
    trackBuilds({
      catalogue: { entry: 'http://c/b1/remoteEntry.js', buildId: 'b1', via: 'live' },
      account: { entry: 'http://a/remoteEntry.js', buildId: null, via: 'config' },
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('refuses a build that does not fit this shell before loading its code, says why and reports it; the others load', async () => {
    const lists: Record<string, RouteList> = {
      catalogue: Object.assign([home], { requires: { federation: '2.9', shared: { react: '^20.0.0' } } }),
      account: Object.assign([{ ...home, path: '/dashboard' }], { requires: { federation: '2.9', shared: { react: '^19.3.1' } } }),
    };
    render(
      <RemoteRegistryProvider
        entries={{ catalogue: 'http://c/b1/remoteEntry.js', account: 'http://a/remoteEntry.js' }}
        fetchRoutes={async (name) => lists[name]!}
        provides={SHELL}
      >
        <Status />
      </RemoteRegistryProvider>,
    );
    expect(
      await screen.findByText('catalogue: failed (The catalogue area is unavailable right now (catalogue needs react ^20.0.0, the shell provides 19.3.1).)'),
    ).toBeInTheDocument();
    expect(await screen.findByText('account: ready')).toBeInTheDocument();
    expect(healthState().queue).toEqual([
      { remote: 'catalogue', build: 'b1', kind: 'view' },
      { remote: 'catalogue', build: 'b1', kind: 'load-failure' },
    ]);
  });
});
