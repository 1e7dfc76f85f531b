/**
 * The loan-originator sidebar (001 §2, §3, §7): on desktop a card beside the navigation; on
 * smaller screens a top banner that opens a side panel. The id comes from the referrer query value,
 * else the application's referrer on application routes; the info is cached 10 minutes.
 */
import { lazy, Suspense, useState } from 'react';
import { isUuid } from '../../engine/paths.ts';
import { useApplication } from '../api/applicationStatus.ts';
import { displayName, originatorIdFor, type OriginatorDisplayInfo } from './originator.ts';
import { OriginatorCard, originatorLabel } from './OriginatorCard.tsx';
import { useOriginator as useOriginatorQuery } from '../api/originator.ts';
import { shell } from './shellConfig.ts';
import { useWords } from '../app/language.tsx';

const OriginatorPanel = lazy(() => import('./OriginatorPanel.tsx'));

/** The originator for this page, when there is one with a name to show. */
export function useOriginator(path: string, query: Record<string, string>, orgCode: string, signedIn: boolean): OriginatorDisplayInfo | undefined {
  const appUuid = path.split('/')[1];
  const onApplication = isUuid(appUuid) && signedIn;
  const application = useApplication(appUuid ?? '', onApplication && !isUuid(query.referrer));
  const id = originatorIdFor(query, onApplication ? (application.data as { referrer?: { referrerUuid?: unknown } } | undefined) : undefined);
  const info = useOriginatorQuery(id, orgCode).data?.originatorDisplayInfo ?? undefined;
  return info && displayName(info) ? info : undefined;
}

export function OriginatorSidebar({ info }: { info: OriginatorDisplayInfo }) {
  return (
    <aside className="originator-sidebar" aria-labelledby="originator-sidebar-title">
      <OriginatorCard info={info} headingId="originator-sidebar-title" />
    </aside>
  );
}

export function OriginatorBanner({ info }: { info: OriginatorDisplayInfo }) {
  const t = useWords();
  const [open, setOpen] = useState(false);
  return (
    <div className="originator-banner">
      <p><span className="originator-banner__label">{originatorLabel(info, t)}:</span> {displayName(info)}</p>
      <button type="button" className="button button--secondary originator-banner__open" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t(shell.originator.open)}<span className="visually-hidden"> {displayName(info)}</span>
      </button>
      {open ? <Suspense fallback={null}><OriginatorPanel info={info} onClose={() => setOpen(false)} /></Suspense> : null}
    </div>
  );
}

/** Where the shell shows the originator: the banner (smaller screens) or the sidebar card (desktop; CSS picks). */
export function OriginatorSlot({ at, path, query, orgCode, signedIn }: { at: 'banner' | 'sidebar'; path: string; query: Record<string, string>; orgCode: string; signedIn: boolean }) {
  const info = useOriginator(path, query, orgCode, signedIn);
  if (!info) return null;
  return at === 'banner' ? <OriginatorBanner info={info} /> : <OriginatorSidebar info={info} />;
}
