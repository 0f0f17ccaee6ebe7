// Outcome messages for staff actions: "Saved", "Could not delete…". Successes are announced politely and
// fade after a few seconds; failures are announced at once and stay until dismissed or replaced.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import './toasts.css';
import { useAdminT } from '../../i18n/admin-language';

export const TOAST_SUCCESS_MS = 4_000;
export const TOAST_ERROR_MS = 10_000;

type ToastKind = 'success' | 'error';
interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

interface ToastApi {
  success: (message: string) => void;
  error: (message: string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((list) => list.filter((toast) => toast.id !== id));
  }, []);

  const push = useCallback(
    (kind: ToastKind, message: string) => {
      const id = next.current++;
      // One message per kind at a time: a newer outcome replaces the older one of its kind.
      setToasts((list) => [...list.filter((toast) => toast.kind !== kind), { id, kind, message }]);
      timers.current.set(id, setTimeout(() => dismiss(id), kind === 'error' ? TOAST_ERROR_MS : TOAST_SUCCESS_MS));
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const api = useMemo<ToastApi>(() => ({ success: (m) => push('success', m), error: (m) => push('error', m) }), [push]);
  const of = (kind: ToastKind) => toasts.filter((toast) => toast.kind === kind);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="admin-toasts">
        {/* The live regions exist before anything is said in them, so screen readers announce each message. */}
        <div role="status" aria-live="polite" className="admin-toasts__region">
          {of('success').map((toast) => (
            <ToastCard key={toast.id} toast={toast} onDismiss={dismiss} />
          ))}
        </div>
        <div role="alert" aria-live="assertive" className="admin-toasts__region">
          {of('error').map((toast) => (
            <ToastCard key={toast.id} toast={toast} onDismiss={dismiss} />
          ))}
        </div>
      </div>
    </ToastContext.Provider>
  );
}

function ToastCard({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  const t = useAdminT();
  return (
    <div className={`admin-toast admin-toast--${toast.kind}`}>
      <p className="admin-toast__message">{toast.message}</p>
      <button type="button" className="admin-toast__close" onClick={() => onDismiss(toast.id)} aria-label={t('toast.dismiss')}>
        ×
      </button>
    </div>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it.');
  return api;
}
