/**
 * The staff gallery (/studio/gallery): every screen file as tiles, each at phone (375 px) and
 * desktop (1280 px) width side by side. A tile is an iframe of the single-tile URL, so each is a
 * real viewport and media queries apply. Filters by journey, brand, status and fixture live in the
 * URL, so a view can be shared; a brand switch re-renders every tile in that brand. Each tile links
 * to itself alone, to its live route and to its config file.
 */
import { useEffect, useMemo, useState } from 'react';
import type { CatalogScreen } from './catalog.ts';
import { livePath } from './catalog.ts';
import { galleryUrl, type FixtureSummary, type GalleryData } from './galleryData.ts';
import { BASE_PATH } from '../app/journeys.ts';

export const WIDTHS = [375, 1280] as const;
const JOURNEYS: Record<string, string> = { register: 'Registration', heloc: 'Application', signer: 'Additional signer', shell: 'Shell: modals and panels' };

interface Filters { journey: string; brand: string; status: string; fixture: string; width: string }

const readFilters = (q: Record<string, string>, brands: GalleryData['brands']): Filters => ({
  journey: q.journey ?? '',
  brand: q.brand ?? brands[0]?.orgCode ?? 'FIGURE',
  status: q.status ?? '',
  fixture: q.fixture ?? '',
  width: q.width ?? '',
});

/** The fixture a tile shows: the one chosen for all (when the screen may be shown with it), else its default. */
function fixtureOf(screen: CatalogScreen, chosen: FixtureSummary | undefined, byId: Map<string, FixtureSummary>): FixtureSummary | undefined {
  if (chosen && screen.entry.kinds.includes(chosen.kind)) return chosen;
  return byId.get(screen.entry.fixture);
}

export function GalleryGrid({ data, screens }: { data: GalleryData; screens: CatalogScreen[] }) {
  const [filters, setFilters] = useState<Filters>(() => readFilters(data.query, data.brands));
  const byId = useMemo(() => new Map(data.fixtures.map((f) => [f.id, f])), [data.fixtures]);
  const chosen = filters.fixture ? byId.get(filters.fixture) : undefined;
  const statuses = useMemo(() => [...new Set(data.fixtures.map((f) => f.status).filter((s): s is string => Boolean(s)))].sort(), [data.fixtures]);
  const shown = screens
    .map((s) => ({ screen: s, fixture: fixtureOf(s, chosen, byId) }))
    .filter(({ screen, fixture }) => (!filters.journey || screen.journey === filters.journey) && (!filters.status || fixture?.status === filters.status));
  const widths = filters.width ? WIDTHS.filter((w) => String(w) === filters.width) : WIDTHS;
  /** The draft's id under the brand being created, none under a saved brand. */
  const draftOf = (brand: string) => (data.draft && data.draft.orgCode === brand ? data.draft.id : undefined);

  useEffect(() => {
    document.title = 'Screen gallery · Studio';
    const { token: _t, ...rest } = data.query;
    const params = { ...rest, journey: filters.journey, brand: filters.brand, draft: data.draft?.orgCode === filters.brand ? data.draft.id : undefined, status: filters.status, fixture: filters.fixture, width: filters.width };
    window.history.replaceState(null, '', galleryUrl(params, data.token));
  }, [filters, data.query, data.token, data.draft]);

  const set = (key: keyof Filters) => (e: { target: { value: string } }) => setFilters((f) => ({ ...f, [key]: e.target.value }));
  const kinds = ['application', 'signer', 'visitor'] as const;

  return (
    <div className="gallery">
      <header className="gallery__header">
        <h1>Screen gallery</h1>
        <p>Every screen file rendered by the app's own renderer, in the real shell, with sample data from <code>fixtures/</code>. Submitting a form only validates it.</p>
        <form className="gallery__filters" onSubmit={(e) => e.preventDefault()}>
          <label>Journey
            <select value={filters.journey} onChange={set('journey')}>
              <option value="">All journeys</option>
              {Object.entries(JOURNEYS).map(([id, label]) => <option key={id} value={id}>{label}</option>)}
            </select>
          </label>
          <label>Brand
            <select value={filters.brand} onChange={set('brand')}>
              {data.brands.map((b) => <option key={b.orgCode} value={b.orgCode}>{b.name} ({b.orgCode})</option>)}
            </select>
          </label>
          <label>Status
            <select value={filters.status} onChange={set('status')}>
              <option value="">Any status</option>
              {statuses.map((s) => <option key={s} value={s}>{s}</option>)}
            </select>
          </label>
          <label>Fixture
            <select value={filters.fixture} onChange={set('fixture')}>
              <option value="">Each screen's default</option>
              {kinds.map((k) => (
                <optgroup key={k} label={k}>
                  {data.fixtures.filter((f) => f.kind === k).map((f) => <option key={f.id} value={f.id}>{f.title}</option>)}
                </optgroup>
              ))}
            </select>
          </label>
          <label>Width
            <select value={filters.width} onChange={set('width')}>
              <option value="">Phone and desktop</option>
              {WIDTHS.map((w) => <option key={w} value={String(w)}>{w} px</option>)}
            </select>
          </label>
        </form>
        <p className="gallery__count" role="status">{shown.length} of {screens.length} screens</p>
      </header>
      <ul className="gallery__tiles">
        {shown.map(({ screen, fixture }) => {
          const draft = draftOf(filters.brand);
          const tile = (width?: number) => galleryUrl({ screen: screen.id, brand: filters.brand, draft, fixture: fixture?.id, width }, data.token);
          const live = `${BASE_PATH}${livePath(screen, fixture)}`;
          const liveUrl = `${live}${live.includes('?') ? '&' : '?'}org=${encodeURIComponent(filters.brand)}`;
          return (
            <li key={`${screen.id}`} className="gallery__tile">
              <h2 className="gallery__title">{screen.id}</h2>
              <p className="gallery__meta">
                {JOURNEYS[screen.journey]} · {fixture ? <>{fixture.title}{fixture.status ? <> · <code>{fixture.status}</code></> : null}</> : 'no fixture'}
                {screen.entry.host !== 'page' ? <> · shown in {screen.entry.host}</> : null}
              </p>
              <p className="gallery__links">
                <a href={tile()}>Open alone</a>
                {draft ? <span>Live route once saved <code>{screen.route?.path ?? '—'}</code></span> : <a href={liveUrl}>Live route <code>{screen.route?.path ?? '—'}</code></a>}
                <a href={galleryUrl({ file: screen.file }, data.token).replace('/studio/gallery', '/studio/gallery/config')}>Config <code>{screen.file}</code></a>
              </p>
              <div className="gallery__frames">
                {widths.map((w) => (
                  // Previews: inert, so a tile focusing its heading does not scroll the gallery to it (open a tile alone to use it).
                  <div key={w} className={`gallery__frame gallery__frame--${w}`} inert>
                    <iframe title={`${screen.id} at ${w} px under ${filters.brand}`} src={tile(w)} loading="lazy" width={w} height={w === 375 ? 760 : 820} />
                  </div>
                ))}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
