import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { t } from '@storefront/shared';
import { Button } from './Button';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space(4)};
  background: rgba(16, 24, 40, 0.55);
`;

const Panel = styled.div`
  width: 100%;
  max-width: 460px;
  max-height: calc(100vh - 32px);
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  padding: ${({ theme }) => theme.space(6)};
  h2 {
    font-size: 1.2rem;
    color: ${({ theme }) => theme.colors.primary};
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
`;

export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(5)};
`;

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface DialogProps {
  title: string;
  /** `alertdialog` for a question that needs an answer (confirmations), `dialog` for a form. */
  role?: 'dialog' | 'alertdialog';
  /** Id of the element describing the dialog (an alertdialog's question). */
  describedBy?: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal dialog (first written in admin-mfe; shared because account-mfe needs it too): focus moves into it (the first field, or the least destructive button marked
 * `data-autofocus`), Tab stays inside, Escape and the backdrop close it, and focus returns to
 * the control that opened it.
 */
export function Dialog({ title, role = 'dialog', describedBy, onClose, children }: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const node = panel.current;
    const first = node?.querySelector<HTMLElement>('[data-autofocus]') ?? node?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? node)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !node) return;
      const items = Array.from(node.querySelectorAll<HTMLElement>(FOCUSABLE));
      if (items.length === 0) return;
      const firstItem = items[0]!;
      const lastItem = items[items.length - 1]!;
      if (event.shiftKey && document.activeElement === firstItem) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && document.activeElement === lastItem) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      if (opener && document.contains(opener)) opener.focus();
    };
  }, []);

  return createPortal(
    <Backdrop
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      <Panel ref={panel} role={role} aria-modal="true" aria-labelledby={titleId} aria-describedby={describedBy} tabIndex={-1}>
        <h2 id={titleId}>{t(title)}</h2>
        {children}
      </Panel>
    </Backdrop>,
    document.body,
  );
}

export interface ConfirmDialogProps {
  title: string;
  /** The question, read out with the dialog, e.g. the spec's 'Are you sure you want to delete the item?'. */
  message: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** An accessible replacement for `window.confirm`: Cancel has the focus, so Enter never destroys by accident. */
export function ConfirmDialog({ title, message, confirmLabel, cancelLabel = t('Cancel'), onConfirm, onCancel }: ConfirmDialogProps) {
  const messageId = useId();
  return (
    <Dialog title={title} role="alertdialog" describedBy={messageId} onClose={onCancel}>
      <p id={messageId} style={{ margin: 0 }}>
        {typeof message === 'string' ? t(message) : message}
      </p>
      <DialogActions>
        <Button $variant="secondary" onClick={onCancel} data-autofocus>
          {t(cancelLabel)}
        </Button>
        <Button $variant="danger" onClick={onConfirm}>
          {t(confirmLabel)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
