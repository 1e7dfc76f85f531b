/**
 * The top bar (001 §2): brand logo, the mobile menu button (phones and tablets), the support line
 * (a call link, or a chat button when web chat is on), the CEO-feedback link, the apps list,
 * notifications (signed in) and the profile menu. The chat button is the page's one way into the
 * chat (issue 10): "Chat with us" on wide screens, its icon on phones, always in view in the sticky
 * bar, so nothing floats over the form.
 */
import { useEffect, useRef, useState } from 'react';
import { useLanguage } from '../app/language.tsx';
import { BASE_PATH } from '../app/routeTables.ts';
import { ChatIcon } from '../chat/icons.tsx';
import { MenuButton } from './MenuButton.tsx';
import { NavList } from './NavList.tsx';
import { NotificationsButton } from './NotificationsButton.tsx';
import { dispatchShellAction, shell, text, type ShellContext, type ShellLink } from './shellConfig.ts';

interface TopBarBrand {
  logoUrl?: string;
  logoAlt?: string;
  companyUrl?: string;
  names?: { companyName?: string; companyNameShort?: string };
  support?: { phone?: { number?: string; formatted?: string } };
}

export function SupportLine({ ctx, chatOn }: { ctx: ShellContext; chatOn: boolean }) {
  const brand = ctx.brand as TopBarBrand;
  if (chatOn) {
    return (
      <button type="button" className="support-line support-line--chat" onClick={() => dispatchShellAction('open-chat')}>
        <ChatIcon /><span className="support-line__text">{text(shell.support.chatLabel, ctx)}</span>
      </button>
    );
  }
  const phone = brand.support?.phone;
  if (!phone?.number) return null;
  return <a className="support-line" href={`tel:${phone.number}`}><span className="support-line__label">{text(shell.support.callLabel, ctx)}</span> {phone.formatted ?? phone.number}</a>;
}

/**
 * The languages the brand offers besides the one on the page, each named in itself and marked with
 * its `lang` (renderer/app/language.tsx). A link to the same page with `?lang=`, so it works before
 * the scripts run; with them, the page changes language in place and keeps what was typed.
 */
function LanguageSwitch({ ctx }: { ctx: ShellContext }) {
  const { language, offered, choose } = useLanguage();
  if (offered.length < 2) return null;
  const hrefFor = (code: string) => `${BASE_PATH}${ctx.path === '/' ? '' : ctx.path}?${new URLSearchParams({ ...ctx.query, lang: code }).toString()}`;
  return (
    <nav className="language-switch" aria-label={text(shell.labels.language, ctx)}>
      {offered.filter((o) => o.code !== language).map((o) => (
        <a key={o.code} className="language-switch__option" href={hrefFor(o.code)} lang={o.code} hrefLang={o.code}
          onClick={(e) => {
            e.preventDefault();
            // The address asks for no language any more: the kept choice decides from now on.
            const url = new URL(window.location.href);
            if (url.searchParams.has('lang')) { url.searchParams.delete('lang'); window.history.replaceState(window.history.state, '', url); }
            void choose(o.code);
          }}>{o.name}</a>
      ))}
    </nav>
  );
}

function CeoFeedbackLink({ ctx }: { ctx: ShellContext }) {
  return <button type="button" className="link-button ceo-feedback-link" onClick={() => dispatchShellAction('open-ceo-feedback')}>{text(shell.ceoFeedback.label, ctx)}</button>;
}

const AppsIcon = () => (
  <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="currentColor"><circle cx="5" cy="5" r="2" /><circle cx="12" cy="5" r="2" /><circle cx="19" cy="5" r="2" /><circle cx="5" cy="12" r="2" /><circle cx="12" cy="12" r="2" /><circle cx="19" cy="12" r="2" /><circle cx="5" cy="19" r="2" /><circle cx="12" cy="19" r="2" /><circle cx="19" cy="19" r="2" /></svg>
);
const ProfileIcon = () => (
  <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2"><circle cx="12" cy="8" r="4" /><path d="M4 21c0-4 4-6 8-6s8 2 8 6" /></svg>
);

/** The logo's width over its height, for the bar's layout (shell.css: readable at 24 px high at least). */
function logoLoaded(e: React.SyntheticEvent<HTMLImageElement>) {
  const img = e.currentTarget;
  if (img.naturalWidth > 0 && img.naturalHeight > 0) img.parentElement?.style.setProperty('--logo-ratio', String(img.naturalWidth / img.naturalHeight));
}

export function TopBar({ ctx, navigation, apps, profileMenu, chatOn, ceoFeedback }: { ctx: ShellContext; navigation: ShellLink[]; apps: ShellLink[]; profileMenu: ShellLink[]; chatOn: boolean; ceoFeedback: boolean }) {
  const brand = ctx.brand as TopBarBrand;
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const labels = shell.labels;
  useEffect(() => { setMenuOpen(false); }, [ctx.path]);
  // What the mobile menu's items count (open condition cards), on the button that opens it.
  const pending = navigation.reduce((n, l) => n + (l.badge ?? 0), 0);

  return (
    <header className="topbar" onKeyDown={(e) => { if (e.key === 'Escape' && menuOpen) { setMenuOpen(false); menuButton.current?.focus(); } }}>
      <div className="topbar__inner">
        <button ref={menuButton} type="button" className="icon-button topbar__menu-toggle" aria-expanded={menuOpen} aria-controls="mobile-menu" onClick={() => setMenuOpen((o) => !o)}
          aria-label={menuOpen ? text(labels.closeMenu, ctx) : `${text(labels.menu, ctx)}${pending > 0 ? `, ${text(labels.count, { ...ctx, count: pending })}` : ''}`}>
          <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">{menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}</svg>
          {!menuOpen && pending > 0 ? <span className="badge" aria-hidden="true">{pending > 9 ? '9+' : pending}</span> : null}
        </button>
        <a className="topbar__brand" href={brand.companyUrl ?? '/'} aria-label={text(labels.home, ctx)}>
          {brand.logoUrl ? <img src={brand.logoUrl} alt={brand.logoAlt ?? brand.names?.companyName ?? ''} className="topbar__logo" onLoad={logoLoaded} /> : <span>{brand.names?.companyNameShort}</span>}
        </a>
        <LanguageSwitch ctx={ctx} />
        <div className="topbar__actions">
          {chatOn ? <SupportLine ctx={ctx} chatOn /> : <span className="topbar__wide"><SupportLine ctx={ctx} chatOn={false} /></span>}
          {ceoFeedback ? <span className="topbar__wide"><CeoFeedbackLink ctx={ctx} /></span> : null}
          {apps.length > 0 ? <MenuButton className="topbar__wide" label={text(labels.apps, ctx)} buttonContent={<AppsIcon />} items={apps} /> : null}
          {ctx.signedIn ? <NotificationsButton ctx={ctx} /> : null}
          <MenuButton label={text(labels.profile, ctx)} buttonContent={<ProfileIcon />} items={profileMenu} />
        </div>
      </div>
      <nav id="mobile-menu" className="mobile-menu" aria-label={text(labels.mainNavigation, ctx)} hidden={!menuOpen}>
        <NavList items={navigation} onDone={() => setMenuOpen(false)} />
        {apps.length > 0 ? <><h2 className="mobile-menu__heading">{text(labels.apps, ctx)}</h2><NavList items={apps} onDone={() => setMenuOpen(false)} /></> : null}
        {chatOn ? null : <div className="mobile-menu__support"><SupportLine ctx={ctx} chatOn={false} /></div>}
        {ceoFeedback ? <CeoFeedbackLink ctx={ctx} /> : null}
      </nav>
    </header>
  );
}
