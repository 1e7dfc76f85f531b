/**
 * The live preview: the screens a file affects, as the gallery's tiles (/studio/gallery?screen=...)
 * at phone and desktop width, under the chosen brand and fixture. Each tile is sent the screens of
 * the text being edited (renderer/studio/draftScreens.ts) and draws them as they are typed; a brand
 * file as typed is a draft brand the tiles load (studioGallery.ts ?draft=); new fields show once
 * saved and the app rebuilt.
 */
import { useEffect, useRef } from 'react';
import { galleryUrl } from '../galleryData.ts';
import { DRAFT_MESSAGE, type DraftMessage } from '../draftScreens.ts';
import type { Screen } from '../../../engine/index.ts';

const WIDTHS = [375, 1280] as const;

interface Props { screen: string; brand: string; draft: string | undefined; fixture: string; token: string | undefined; version: number; drafts: Record<string, unknown> }

/** Sends a tile the edited screens (none before the first check). */
function send(frame: HTMLIFrameElement | null, drafts: Record<string, unknown>): void {
  if (!frame?.contentWindow || Object.keys(drafts).length === 0) return;
  const message: DraftMessage = { type: DRAFT_MESSAGE, screens: drafts as Record<string, Screen> };
  frame.contentWindow.postMessage(message, window.location.origin);
}

export function PreviewFrames({ screen, brand, draft, fixture, token, version, drafts }: Props) {
  const frames = useRef<(HTMLIFrameElement | null)[]>([]);
  // Each new draft once to the tiles on show; a tile that loads later gets it on load.
  useEffect(() => { for (const frame of frames.current) send(frame, drafts); }, [drafts]);
  return (
    <div className="gallery__frames">
      {WIDTHS.map((width, i) => (
        <div key={width} className={`gallery__frame gallery__frame--${width}`}>
          <iframe
            key={`${screen}|${brand}|${draft ?? ''}|${fixture}|${version}`}
            ref={(el) => { frames.current[i] = el; }}
            onLoad={(e) => send(e.currentTarget, drafts)}
            title={`${screen} under ${brand} at ${width} px`}
            src={galleryUrl({ screen, brand, draft, fixture, width }, token)}
            width={width}
            height={width === 375 ? 760 : 820}
            loading="lazy"
          />
        </div>
      ))}
    </div>
  );
}
