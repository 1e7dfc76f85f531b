/**
 * The shared shell around every screen (001 §2–§4, §8): top bar with menus and notifications, side
 * navigation (desktop) or mobile menu, banner strip, the open-conditions notice (001 §4, §9),
 * loan-originator sidebar or banner, the content
 * inside an error boundary, the footer, toasts and the live-region announcer. Anonymous visitors on
 * a non-public path go to login; an ended session (401, 403 unauthenticated) does too. Banners,
 * the originator and the calls behind the footer's, notifications' and conditions' lines wait for
 * the first screen's paint (afterFirstScreen.ts, issue 13).
 */
import { useEffect, useMemo, type ReactNode } from 'react';
import { useLanguage } from '../app/language.tsx';
import { useLocation, useSearch } from 'wouter';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAppState } from '../app/AppContext.tsx';
import { allRouteTables, BASE_PATH } from '../app/routeTables.ts';
import { getToken, onUnauthorized } from '../api/client.ts';
import { Loading } from '../screens/Loading.tsx';
import { isPublicPath, loginUrl } from './access.ts';
import { ConditionsNotice } from './ConditionsNotice.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { Footer } from './Footer.tsx';
import { NavList } from './NavList.tsx';
import { LaterOriginator } from './LaterParts.tsx';
import { BannerStrip } from './BannerStrip.tsx';
import { ShellServices } from './ShellServices.tsx';
import { shell, shows, text, visibleLinks, type ShellContext } from './shellConfig.ts';
import { TopBar } from './TopBar.tsx';
import { buildFlags } from '../app/buildFlags.ts';
import { useOpenConditions } from './useOpenConditions.ts';
import { useApplication } from '../api/applicationStatus.ts';
import { fetchSignerStatus, signerStatusKey } from '../api/signerStatus.ts';
import { isUuid } from '../../engine/paths.ts';
import { withStatedFigures } from '../../engine/pricing.ts';
import { translate } from '../../engine/locale.ts';

function useLoginRedirect(path: string, search: string): boolean {
  const queryClient = useQueryClient();
  const anonymous = getToken() === null;
  const publicPath = isPublicPath(allRouteTables, BASE_PATH, path);
  const mustLogin = anonymous && !publicPath;
  useEffect(() => {
    if (mustLogin) window.location.replace(loginUrl(allRouteTables, BASE_PATH, path, search));
  }, [mustLogin, path, search]);
  useEffect(() => {
    onUnauthorized(() => {
      queryClient.removeQueries({ queryKey: ['profile'] });
      const here = window.location.pathname.slice(BASE_PATH.length) || '/';
      if (!isPublicPath(allRouteTables, BASE_PATH, here)) window.location.replace(loginUrl(allRouteTables, BASE_PATH, here, window.location.search.slice(1)));
    });
    return () => onUnauthorized(null);
  }, [queryClient]);
  return mustLogin;
}

export function Layout({ children }: { children: ReactNode }) {
  const app = useAppState();
  const [path] = useLocation();
  const search = useSearch();
  const query = useMemo(() => Object.fromEntries(new URLSearchParams(search)), [search]);
  const redirecting = useLoginRedirect(path, search);
  // A new page starts at its top, not at the previous step's scroll position.
  useEffect(() => { window.scrollTo(0, 0); }, [path]);
  const conditions = useOpenConditions(path, app);
  const open = conditions?.open ?? 0;
  const conditionsHref = conditions?.href;
  // On a page about an application, the figures the footer states are its home's state's (engine/pricing.ts
  // statedFigures), read from the application the page has already loaded: the shell asks for nothing itself.
  const first = path.split('/')[1];
  const application = useApplication(isUuid(first) ? first!.toLowerCase() : '', false).data;
  // In the additional signer's area, the home's state comes with the signer's status (read by the area, never fetched here).
  const signerStatus = useQuery({ queryKey: signerStatusKey, queryFn: fetchSignerStatus, enabled: false }).data;
  const signerState = signerStatus?.['propertyState'];
  const about = useMemo(() => application ?? (typeof signerState === 'string' ? { property: { state: signerState } } : undefined), [application, signerState]);
  const { dictionary } = useLanguage();
  // In another language the pricing's words (sandbox/data/pricing.json fundingWords, recordingWords) are stated from their translated templates.
  const brand = useMemo(() => withStatedFigures({ brand: app.brand, ...(about ? { app: about } : {}) }, dictionary ? (t) => translate(t, dictionary) : undefined).brand!, [app.brand, about, dictionary]);
  const ctx = useMemo<ShellContext>(() => ({
    brand,
    flags: app.flags,
    profile: (app.profile ?? {}) as Record<string, unknown>,
    signedIn: app.signedIn,
    path,
    query,
    build: buildFlags,
    conditions: { open, href: conditionsHref },
    dictionary,
  }), [brand, app.flags, app.profile, app.signedIn, path, query, open, conditionsHref, dictionary]);

  const navigation = visibleLinks(shell.navigation, ctx);
  const apps = visibleLinks(shell.apps, ctx);
  const profileMenu = visibleLinks(shell.profileMenu, ctx);
  const chatOn = shows(shell.support.chatWhen, ctx);
  const ceoFeedback = shows(shell.ceoFeedback.when, ctx);
  const originator = { path, query, orgCode: app.brand.orgCode, signedIn: app.signedIn };

  return (
    <ShellServices>
      <div className="page shell">
        <a className="skip-link" href="#main">{text(shell.labels.skipToContent, ctx)}</a>
        <TopBar ctx={ctx} navigation={navigation} apps={apps} profileMenu={profileMenu} chatOn={chatOn} ceoFeedback={ceoFeedback} />
        <LaterOriginator at="banner" {...originator} />
        <div className="shell__body">
          <div className="shell__side">
            <nav className="side-nav" aria-label={text(shell.labels.mainNavigation, ctx)}><NavList items={navigation} /></nav>
            <LaterOriginator at="sidebar" {...originator} />
          </div>
          <div className="shell__content">
            {/* With the page, not after it: the page carries the banners and their hours (renderer/api/pageAnswers.ts), so nothing below moves. */}
            <BannerStrip ctx={ctx} />
            <ConditionsNotice conditions={conditions} ctx={ctx} />
            <main id="main" className="main" tabIndex={-1}>
              <ErrorBoundary ctx={ctx} resetKey={path}>
                {redirecting ? <Loading label={text(shell.labels.redirecting, ctx)} /> : children}
              </ErrorBoundary>
            </main>
          </div>
        </div>
        <Footer ctx={ctx} chatOn={chatOn} />
      </div>
    </ShellServices>
  );
}
