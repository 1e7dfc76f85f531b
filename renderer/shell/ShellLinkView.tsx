/** One config link: a plain link (other apps of the lender are outside this app), or an action button. */
import { dispatchShellAction, type ShellLink } from './shellConfig.ts';
import { login, logout } from './shellApi.ts';

export function ShellLinkView({ link, className, onDone }: { link: ShellLink; className?: string; onDone?: () => void }) {
  if (link.action) {
    const run = () => {
      onDone?.();
      if (link.action === 'logout') void logout();
      else if (link.action === 'login') void login();
      else dispatchShellAction(link.action!);
    };
    return <button type="button" className={className} data-menu-item data-shell-id={link.id} onClick={run}>{link.label}</button>;
  }
  return (
    <a className={className} href={link.href} data-menu-item data-shell-id={link.id} onClick={onDone}
      {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {link.label}
    </a>
  );
}
