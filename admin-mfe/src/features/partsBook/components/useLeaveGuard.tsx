import { useEffect, useState } from 'react';
import { t, useNavigate } from '@storefront/shared';
import { ConfirmDialog } from '@storefront/shared/ui';

/**
 * Warns before leaving with unsaved changes: closing or reloading the tab asks the browser's
 * question, and following a link of the app asks ours first (Leave, or Stay to save).
 */
export function useLeaveGuard(unsaved: boolean, what: string) {
  const navigate = useNavigate();
  const [leavingTo, setLeavingTo] = useState<string | null>(null);

  useEffect(() => {
    if (!unsaved) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self')) return;
      const to = new URL(link.href, window.location.href);
      if (to.origin !== window.location.origin || (to.pathname === window.location.pathname && to.search === window.location.search)) return;
      event.preventDefault();
      event.stopPropagation();
      setLeavingTo(`${to.pathname}${to.search}${to.hash}`);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [unsaved]);

  return leavingTo ? (
    <ConfirmDialog
      title={t('Leave without saving?')}
      message={t('{what} are not saved yet. Leave the page and lose them?', { what })}
      confirmLabel={t('Leave without saving')}
      cancelLabel={t('Stay')}
      onConfirm={() => {
        setLeavingTo(null);
        navigate(leavingTo);
      }}
      onCancel={() => setLeavingTo(null)}
    />
  ) : null;
}
