/**
 * What the sandbox embeds in /studio/gallery (sandbox/routes/studioGallery.ts): the fixtures to
 * choose from, the index, the brands, the operations token to carry in links, and for a single
 * tile its screen, width and resolved fixture. The brand comes as the app's own organisation info.
 */
import type { FixtureIndex, OrgInfo, Scene, SceneKind } from '../../engine/index.ts';

export interface FixtureSummary { id: string; kind: SceneKind; title: string; status?: string; persona?: string; params: Record<string, string>; query: Record<string, string> }

export interface GalleryData {
  brands: { orgCode: string; name: string }[];
  fixtures: FixtureSummary[];
  index: FixtureIndex;
  /** The operations token the page was opened with, carried in the gallery's own links. */
  token?: string;
  /** Query parameters the page was opened with (filters, and the tile's screen, brand, fixture, width). */
  query: Record<string, string>;
  /** One tile: its fixture, resolved. */
  scene?: Scene;
  /** A brand being created in the studio (not saved): tiles under its org code carry its id. */
  draft?: { id: string; orgCode: string };
}

function readJson<T>(id: string): T | null {
  const text = document.getElementById(id)?.textContent;
  return text ? (JSON.parse(text) as T) : null;
}

export const readGalleryData = (): GalleryData => {
  const data = readJson<GalleryData>('gallery-data');
  if (!data) throw new Error('The gallery page carries no gallery data');
  return data;
};
export const readOrgInfo = (): OrgInfo | null => readJson<OrgInfo>('org-info');

/** A gallery URL with the token carried (staff pages need it when OPS_TOKEN is set). */
export function galleryUrl(params: Record<string, string | number | undefined>, token: string | undefined): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...params, token })) if (v !== undefined && v !== '') qs.set(k, String(v));
  const s = qs.toString();
  return `/studio/gallery${s ? `?${s}` : ''}`;
}
