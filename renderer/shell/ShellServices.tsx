/**
 * Toasts (at most 5 visible, 001 §4) and the live-region announcer (messages cleared after 300 ms,
 * 001 §9), offered to every screen through useToasts() and useAnnounce().
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { shell } from './shellConfig.ts';
import { useWords } from '../app/language.tsx';

export interface Toast { id: number; message: string; variant: 'info' | 'success' | 'error' }

interface Services {
  toast: (message: string, variant?: Toast['variant']) => void;
  announce: (message: string) => void;
}

const ServicesContext = createContext<Services | null>(null);

export function useShellServices(): Services {
  const s = useContext(ServicesContext);
  if (!s) throw new Error('useShellServices must be used inside ShellServices');
  return s;
}
export const useToasts = () => useShellServices().toast;
export const useAnnounce = () => useShellServices().announce;

/** Newest last; the oldest are dropped beyond `max`. Pure, for tests. */
export const pushToast = (toasts: readonly Toast[], toast: Toast, max: number): Toast[] => [...toasts, toast].slice(-max);

const TOAST_MS = 6000;

export function ShellServices({ children }: { children: ReactNode }) {
  const t = useWords();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const [message, setMessage] = useState('');
  const seq = useRef(0);
  const clearTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const dismiss = useCallback((id: number) => setToasts((t) => t.filter((x) => x.id !== id)), []);
  const toast = useCallback((text: string, variant: Toast['variant'] = 'info') => {
    const id = ++seq.current;
    setToasts((t) => pushToast(t, { id, message: text, variant }, shell.toasts.max));
    setTimeout(() => dismiss(id), TOAST_MS);
  }, [dismiss]);
  const announce = useCallback((text: string) => {
    setMessage(text);
    clearTimeout(clearTimer.current);
    clearTimer.current = setTimeout(() => setMessage(''), shell.announcer.clearAfterMs);
  }, []);
  useEffect(() => () => clearTimeout(clearTimer.current), []);
  const value = useMemo(() => ({ toast, announce }), [toast, announce]);

  return (
    <ServicesContext.Provider value={value}>
      {children}
      <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-testid="announcer">{message}</div>
      <section className="toasts" aria-label={t(shell.labels.messages)} aria-live="polite">
        {toasts.map((item) => (
          <div key={item.id} className={`toast toast--${item.variant}`} role={item.variant === 'error' ? 'alert' : undefined}>
            <p>{item.message}</p>
            <button type="button" className="toast__close" onClick={() => dismiss(item.id)} aria-label={t(shell.labels.dismissMessage)}>×</button>
          </div>
        ))}
      </section>
    </ServicesContext.Provider>
  );
}
