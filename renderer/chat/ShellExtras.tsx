/**
 * What the shell mounts once, beside the routes: the chat panel (docked bottom right, loaded on
 * demand), the CEO feedback modal, the Switch Accounts dialog, and page-view telemetry. Opened by
 * the shell's window events `open-chat` (the top bar's chat button: one entry at every width,
 * issue 10), `open-ceo-feedback` and `switch-accounts`, and on load by the shell's `chatOpenParam`
 * (?pop-webchat, 001 §2); closing the chat returns focus to what opened it. Web chat shows when the brand offers it
 * (behaviour.webChat) and the fe-heloc-web-chat flag is on.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useBrand } from '../app/AppContext.tsx';
import { shell } from '../shell/shellConfig.ts';
import { useScreen } from '../screens/loadScreen.ts';
import { useFeature } from '../telemetry/useFeature.ts';
import { usePageViews } from '../telemetry/usePageViews.ts';
import { useExperimentTracking } from '../telemetry/useExperiments.ts';
import { useLocation, useSearch } from 'wouter';
import { useProfile } from '../api/profile.ts';
import { takeEarlyEvents, type ShellEvent } from '../shell/afterFirstScreen.ts';

const ChatWidget = lazy(() => import('./ChatWidget.tsx'));
const CeoFeedbackModal = lazy(() => import('../feedback/CeoFeedbackModal.tsx'));
const SwitchAccountsDialog = lazy(() => import('../shell/SwitchAccountsDialog.tsx'));
export const SWITCH_ACCOUNTS_EVENT = 'switch-accounts' satisfies ShellEvent;

export const OPEN_CHAT_EVENT = 'open-chat' satisfies ShellEvent;
export const OPEN_CEO_FEEDBACK_EVENT = 'open-ceo-feedback' satisfies ShellEvent;

export function ShellExtras() {
  usePageViews();
  const [location] = useLocation();
  useExperimentTracking(location, useProfile().data);
  const brand = useBrand() as { behaviour?: { webChat?: boolean } };
  const webChat = useFeature('fe-heloc-web-chat');
  const chatOffered = brand.behaviour?.webChat !== false && webChat.enabled;
  const search = useSearch();
  const [chatOpen, setChatOpen] = useState(() => shell.support.chatOpenParam !== undefined && new URLSearchParams(search).has(shell.support.chatOpenParam));
  const [ceoOpen, setCeoOpen] = useState(false);
  const [accountsOpen, setAccountsOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  // The widget's strings (a small JSON chunk), fetched before the chat is first opened.
  const widget = useScreen(chatOffered ? 'chat/widget' : undefined);
  const loadingLabel = (widget.data?.screen.copy as { title?: string } | undefined)?.title;

  useEffect(() => {
    const openChat = () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setChatOpen(true);
    };
    const openCeo = () => setCeoOpen(true);
    const openAccounts = () => setAccountsOpen(true);
    window.addEventListener(OPEN_CHAT_EVENT, openChat);
    window.addEventListener(OPEN_CEO_FEEDBACK_EVENT, openCeo);
    window.addEventListener(SWITCH_ACCOUNTS_EVENT, openAccounts);
    // Sent before this part of the shell was loaded (afterFirstScreen.ts): acted on now.
    const handlers: Record<ShellEvent, () => void> = { [OPEN_CHAT_EVENT]: openChat, [OPEN_CEO_FEEDBACK_EVENT]: openCeo, [SWITCH_ACCOUNTS_EVENT]: openAccounts };
    for (const name of new Set(takeEarlyEvents())) handlers[name]();
    return () => {
      window.removeEventListener(OPEN_CHAT_EVENT, openChat);
      window.removeEventListener(OPEN_CEO_FEEDBACK_EVENT, openCeo);
      window.removeEventListener(SWITCH_ACCOUNTS_EVENT, openAccounts);
    };
  }, []);

  const closeChat = () => {
    setChatOpen(false);
    opener.current?.focus();
  };

  return (
    <>
      {chatOffered && chatOpen ? (
        <div className="chat-dock">
          <Suspense fallback={<p className="chat-dock__loading" role="status">{loadingLabel}</p>}>
            <ChatWidget onClose={closeChat} />
          </Suspense>
        </div>
      ) : null}
      {accountsOpen ? (
        <Suspense fallback={null}>
          <SwitchAccountsDialog ctx={{ brand }} onClose={() => setAccountsOpen(false)} />
        </Suspense>
      ) : null}
      {ceoOpen ? (
        <Suspense fallback={null}>
          <CeoFeedbackModal onClose={() => setCeoOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
