// "Delete "Paella Night"?": a modal question that resolves to true or false. The native <dialog> keeps focus
// inside while open, closes on Escape, and gives focus back to the button that opened it.
import { createContext, useCallback, useContext, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import './confirm-dialog.css';
import { useAdminT } from '../../i18n/admin-language';

interface ConfirmOptions {
  /** The question, e.g. `Delete "Paella Night"?` */
  message: string;
  detail?: string;
  confirmLabel?: string;
  /** The safe answer, e.g. "Keep editing" (default "Cancel"). */
  cancelLabel?: string;
  /** A destructive action: the confirm button is red. */
  danger?: boolean;
}

type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const resolver = useRef<((answer: boolean) => void) | null>(null);
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  // Each question asked: the dialog opens once React has rendered it in (a commit, not an animation frame, which a
  // page the browser does not draw would never get).
  const [asked, setAsked] = useState(0);
  const t = useAdminT();

  useLayoutEffect(() => {
    if (asked > 0 && !dialog.current?.open) dialog.current?.showModal();
  }, [asked]);

  const confirm = useCallback<Confirm>((next) => {
    resolver.current?.(false);
    setOptions(next);
    setAsked((count) => count + 1);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const answer = (value: boolean) => {
    resolver.current?.(value);
    resolver.current = null;
    if (dialog.current?.open) dialog.current.close();
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <dialog
        ref={dialog}
        className="admin-confirm"
        aria-labelledby="admin-confirm-message"
        aria-describedby={options?.detail ? 'admin-confirm-detail' : undefined}
        onClose={() => answer(false)}
      >
        <p id="admin-confirm-message" className="admin-confirm__message">
          {options?.message}
        </p>
        {options?.detail ? (
          <p id="admin-confirm-detail" className="admin-confirm__detail">
            {options.detail}
          </p>
        ) : null}
        <div className="admin-confirm__actions">
          {/* Cancel comes first and takes the focus: Enter on an unread question does nothing harmful. */}
          <button type="button" className="admin-btn" onClick={() => answer(false)} autoFocus>
            {options?.cancelLabel ?? t('common.cancel')}
          </button>
          <button type="button" className={`admin-btn ${options?.danger ? 'admin-btn--danger' : 'admin-btn--primary'}`} onClick={() => answer(true)}>
            {options?.confirmLabel ?? t('common.ok')}
          </button>
        </div>
      </dialog>
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm() needs a <ConfirmProvider> above it.');
  return confirm;
}
