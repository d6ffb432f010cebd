import { Component, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { whenIdle } from '@storefront/shared';
import { PlainCartLink } from './PlainCartLink';
import { loadable } from '../remotes/loadOnce';
import { loadRemotePage } from '../remotes/remotes';
import { useRemoteRegistry } from '../remotes/RemoteRegistry';

/**
 * The catalogue's cart link (`catalogue/CartLink`): the cart belongs to the catalogue, which
 * shows its number of lines and keeps it current. Loaded at run time, never imported at build
 * time.
 */
const CatalogueCartLink = loadable(() => loadRemotePage('catalogue', './CartLink').then((module) => module.default as ComponentType), <PlainCartLink />);

/** React reports the error it caught (to the console); the header keeps a working link. */
class PlainOnError extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <PlainCartLink /> : this.props.children;
  }
}

/**
 * The header's Cart: a plain link first, the catalogue's (with its count) once the page is idle,
 * so that it never delays the page's own code, and only from a catalogue build the shell has
 * accepted (its route list fits this shell: a build that does not is refused before any of its
 * code runs, here as for its pages). With the catalogue down, the plain link stays.
 */
export function CartSlot() {
  const catalogue = useRemoteRegistry().remotes.catalogue;
  const [idle, setIdle] = useState(false);
  const wanted = idle && catalogue?.status === 'ready';
  useEffect(() => {
    let live = true;
    void whenIdle().then(() => {
      if (live) setIdle(true);
    });
    return () => {
      live = false;
    };
  }, []);
  if (!wanted) return <PlainCartLink />;
  return (
    <PlainOnError>
      <CatalogueCartLink />
    </PlainOnError>
  );
}
