/**
 * The footer (001 §2): legal links (privacy external or /privacy), the brand's extra links, chat-us
 * when web chat is on, company NMLS and address, the phone line's hours, licensed states ("with more states to come" for
 * the main brand under 50), the New York notice, the Illinois community reinvestment notice (a build
 * flag), the 256-bit encryption notice, the disclosure
 * copy and the equal-housing logo for the brand's footer image value, with the credit union
 * administration's logo when the organisation's publicFeatureToggles turn it on.
 */
import { useStateLicences } from './shellApi.ts';
import { useAfterFirstScreen } from './afterFirstScreen.ts';
import { NavList } from './NavList.tsx';
import { PhoneHours } from './PhoneHours.tsx';
import { dispatchShellAction, shell, shows, text, visibleLinks, type ShellContext, type ShellLink } from './shellConfig.ts';

/** "AK, AL and CA" style list with the main brand's addition; pure. */
export function licensedStatesLine(states: readonly string[], ctx: ShellContext): string {
  const cfg = shell.footer.licensedStates;
  const more = states.length < cfg.allStates && shows(cfg.moreToComeWhen, ctx) ? ` ${text(cfg.moreToCome, ctx)}` : '';
  return `${text(cfg.label, ctx)} ${states.join(', ')}${more}.`;
}

/** The New York notice (001 §2): licensed when regulator review is on and NY is licensed. */
export function newYorkNotice(states: readonly string[], ctx: ShellContext): string {
  const ny = shell.footer.newYork;
  return text(shows(ny.regulatorReviewWhen, ctx) && states.includes('NY') ? ny.licensed : ny.notAccepting, ctx);
}

export function Footer({ ctx, chatOn }: { ctx: ShellContext; chatOn: boolean }) {
  const brand = ctx.brand;
  const cfg = shell.footer;
  // The looked-up lines (licensed states, New York notice, phone hours) follow the first screen's paint (issue 13).
  const later = useAfterFirstScreen();
  const licences = useStateLicences(brand.orgCode, later);
  const states = (licences.data ?? []).map((s) => s.abbrev).filter((s) => typeof s === 'string');
  const extra: ShellLink[] = (brand.footer?.extraLinks ?? []).map((l, i) => ({ id: `extra-${i}`, label: text(l.label, ctx), href: l.url, external: l.url.startsWith('https://') }));
  const links = [...visibleLinks(cfg.links, ctx), ...extra];
  const image = cfg.equalHousing[brand.footer?.footerImage ?? ''] ?? cfg.equalHousing.default!;
  return (
    <footer className="footer">
      <div className="footer__top">
        <nav aria-label={text(shell.labels.footerLinks, ctx)}><NavList items={links} className="footer__links" /></nav>
        {chatOn && cfg.chatLabel ? <button type="button" className="button button--secondary footer__chat" onClick={() => dispatchShellAction('open-chat')}>{text(cfg.chatLabel, ctx)}</button> : null}
      </div>
      {cfg.nmls ? <p>{text(cfg.nmls, ctx)}</p> : null}
      {brand.companyAddress ? <p>{brand.companyAddress}</p> : null}
      <PhoneHours ctx={ctx} enabled={later} />
      {states.length > 0 ? <p data-testid="licensed-states">{licensedStatesLine(states, ctx)}</p> : null}
      {licences.isSuccess ? <p data-testid="new-york-notice">{newYorkNotice(states, ctx)}</p> : null}
      {cfg.illinoisNotice && shows(cfg.illinoisNotice.when, ctx) ? (
        <section className="footer__notice" aria-labelledby="illinois-notice"><h2 id="illinois-notice" className="footer__notice-title">{text(cfg.illinoisNotice.title, ctx)}</h2><p>{text(cfg.illinoisNotice.text, ctx)}</p></section>
      ) : null}
      {/* The brand's English paragraph, in the applicant's words by that English (locales/<code>/, the brand's translations). */}
      {brand.footer?.disclosureCopy ? <p className="footer__disclosure">{text(brand.footer.disclosureCopy, ctx)}</p> : null}
      <p className="footer__security">
        <img className="footer__ehl" src={image.src} alt={text(image.alt, ctx)} width="40" height="40" />
        {cfg.creditUnionLogo && shows(cfg.creditUnionLogo.when, ctx) ? <img className="footer__ncua" src={cfg.creditUnionLogo.src} alt={text(cfg.creditUnionLogo.alt, ctx)} width="60" height="40" /> : null}
        <span>{text(cfg.encryption, ctx)}</span>
      </p>
    </footer>
  );
}
