/**
 * One config link: an action button, a link inside the app (client-side, under the base path), or a
 * plain link (the lender's other pages are outside this app). A link with a badge (a count, e.g. open
 * condition cards) shows the number; screen readers hear it through labels.count after the label.
 */
import { Link } from 'wouter';
import { interpolate } from '../../engine/template.ts';
import { stripBase } from '../../engine/paths.ts';
import { BASE_PATH } from '../app/routeTables.ts';
import { useWords } from '../app/language.tsx';
import { dispatchShellAction, shell, type ShellLink } from './shellConfig.ts';
import { login, logout } from './shellApi.ts';

export const Badge = ({ count }: { count: number | undefined }) =>
  count ? <span className="nav-badge" aria-hidden="true">{count > 9 ? '9+' : count}</span> : null;

/** The link's name with its count ("Items we need, 2 open"); the visible label comes first. */
const nameWithCount = (link: ShellLink, t: (text: string) => string) =>
  link.badge ? { 'aria-label': `${link.label}, ${interpolate(t(shell.labels.count), { count: link.badge })}` } : {};

export function ShellLinkView({ link, className, onDone }: { link: ShellLink; className?: string; onDone?: () => void }) {
  const t = useWords();
  if (link.action) {
    const run = () => {
      onDone?.();
      if (link.action === 'logout') void logout();
      else if (link.action === 'login') void login();
      else dispatchShellAction(link.action!);
    };
    return <button type="button" className={className} data-menu-item data-shell-id={link.id} onClick={run}>{link.label}</button>;
  }
  const inApp = link.href && !link.external ? stripBase(BASE_PATH, link.href) : null;
  if (inApp) {
    return <Link className={className} href={inApp} data-menu-item data-shell-id={link.id} onClick={onDone} {...nameWithCount(link, t)}>{link.label}<Badge count={link.badge} /></Link>;
  }
  return (
    <a className={className} href={link.href} data-menu-item data-shell-id={link.id} onClick={onDone} {...nameWithCount(link, t)}
      {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {link.label}<Badge count={link.badge} />
    </a>
  );
}
