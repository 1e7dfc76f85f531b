/** The navigation links (side navigation on desktop, the mobile menu on phones). */
import { ShellLinkView } from './ShellLinkView.tsx';
import type { ShellLink } from './shellConfig.ts';

export function NavList({ items, onDone, className = 'nav-list' }: { items: ShellLink[]; onDone?: () => void; className?: string }) {
  return (
    <ul className={className}>
      {items.map((item) => <li key={item.id}><ShellLinkView link={item} className="nav-list__item" onDone={onDone} /></li>)}
    </ul>
  );
}
