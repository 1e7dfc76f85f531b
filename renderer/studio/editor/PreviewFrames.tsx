/**
 * The live preview: the screens a file affects, as the gallery's tiles (/studio/gallery?screen=...)
 * at phone and desktop width, under the chosen brand and fixture. The tiles show the saved config:
 * brands at once, screens once `npm run dev` has rebuilt them.
 */
import { galleryUrl } from '../galleryData.ts';

const WIDTHS = [375, 1280] as const;

export function PreviewFrames({ screen, brand, fixture, token, version }: { screen: string; brand: string; fixture: string; token: string | undefined; version: number }) {
  return (
    <div className="gallery__frames">
      {WIDTHS.map((width) => (
        <div key={width} className={`gallery__frame gallery__frame--${width}`}>
          <iframe
            key={`${screen}|${brand}|${fixture}|${version}`}
            title={`${screen} under ${brand} at ${width} px`}
            src={galleryUrl({ screen, brand, fixture, width }, token)}
            width={width}
            height={width === 375 ? 760 : 820}
            loading="lazy"
          />
        </div>
      ))}
    </div>
  );
}
