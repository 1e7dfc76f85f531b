/**
 * What the shell mounts once, beside the routes: the chat launcher (bottom right; the chat panel
 * itself loads on demand), the CEO feedback modal, the Switch Accounts dialog, and page-view
 * telemetry. Opened by the shell's window events `open-chat`, `open-ceo-feedback` and
 * `switch-accounts`, and by `?pop-webchat` on load (001 §2).
 * Web chat shows when the brand offers it (behaviour.webChat) and the fe-heloc-web-chat flag is on.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useBrand } from '../app/AppContext.tsx';
import { useScreen } from '../screens/loadScreen.ts';
import { useFeature } from '../telemetry/useFeature.ts';
import { usePageViews } from '../telemetry/usePageViews.ts';
import { useExperimentTracking } from '../telemetry/useExperiments.ts';
import { useLocation } from 'wouter';
import { useProfile } from '../api/profile.ts';
import '../styles/chat.css';

const ChatWidget = lazy(() => import('./ChatWidget.tsx'));
const CeoFeedbackModal = lazy(() => import('../feedback/CeoFeedbackModal.tsx'));
const SwitchAccountsDialog = lazy(() => import('../shell/SwitchAccountsDialog.tsx'));
export const SWITCH_ACCOUNTS_EVENT = 'switch-accounts';

export const OPEN_CHAT_EVENT = 'open-chat';
export const OPEN_CEO_FEEDBACK_EVENT = 'open-ceo-feedback';

export function ShellExtras() {
  usePageViews();
  const [location] = useLocation();
  useExperimentTracking(location, useProfile().data);
  const brand = useBrand() as { behaviour?: { webChat?: boolean } };
  const webChat = useFeature('fe-heloc-web-chat');
  const chatOffered = brand.behaviour?.webChat !== false && webChat.enabled;
  const [chatOpen, setChatOpen] = useState(() => new URLSearchParams(window.location.search).has('pop-webchat'));
  const [ceoOpen, setCeoOpen] = useState(false);
  const [accountsOpen, setAccountsOpen] = useState(false);
  // The widget's strings (a small JSON chunk); the launcher shows once they are here.
  const widget = useScreen(chatOffered ? 'chat/widget' : undefined);
  const launcherLabel = (widget.data?.screen.copy as { launcherLabel?: string } | undefined)?.launcherLabel;

  useEffect(() => {
    const openChat = () => setChatOpen(true);
    const openCeo = () => setCeoOpen(true);
    const openAccounts = () => setAccountsOpen(true);
    window.addEventListener(OPEN_CHAT_EVENT, openChat);
    window.addEventListener(OPEN_CEO_FEEDBACK_EVENT, openCeo);
    window.addEventListener(SWITCH_ACCOUNTS_EVENT, openAccounts);
    return () => {
      window.removeEventListener(OPEN_CHAT_EVENT, openChat);
      window.removeEventListener(OPEN_CEO_FEEDBACK_EVENT, openCeo);
      window.removeEventListener(SWITCH_ACCOUNTS_EVENT, openAccounts);
    };
  }, []);

  return (
    <>
      {chatOffered ? (
        <div className="chat-dock">
          {chatOpen ? (
            <Suspense fallback={<p className="chat-dock__loading" role="status">{launcherLabel}</p>}>
              <ChatWidget onClose={() => setChatOpen(false)} />
            </Suspense>
          ) : launcherLabel ? (
            <button type="button" className="chat-launcher" onClick={() => setChatOpen(true)}>
              <span aria-hidden="true">💬</span> {launcherLabel}
            </button>
          ) : null}
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
