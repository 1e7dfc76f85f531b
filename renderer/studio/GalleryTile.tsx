/**
 * One gallery tile (/studio/gallery?screen=&brand=&fixture=&width=): the screen inside the real
 * shell under the brand, as the applicant sees it at the tile's route (tileContext.tsx, shared with
 * the server's drawing of a save). A fresh query cache; the route comes from a memory location, so
 * links inside the tile move within it and never leave the gallery; the data comes from the fixture
 * through the transport (fixtureTransport.ts).
 */
import { useLayoutEffect, useMemo } from 'react';
import { memoryLocation } from 'wouter/memory-location';
import type { Brand, Scene } from '../../engine/index.ts';
import type { StartLanguage } from '../app/language.tsx';
import { BASE_PATH } from '../app/journeys.ts';
import type { CatalogScreen } from './catalog.ts';
import { livePath } from './catalog.ts';
import { Tile, tileContext, tileQueryClient } from './tileContext.tsx';

export function GalleryTile({ brand, screen, scene, tileKey, language }: { brand: Brand; screen: CatalogScreen; scene: Scene; tileKey: string; language?: StartLanguage }) {
  // Which tile the page shows, once it is on the page (a tile can follow its URL without a reload).
  useLayoutEffect(() => { document.documentElement.dataset.tile = tileKey; }, [tileKey]);
  const inner = livePath(screen, scene);
  const path = inner.split('?')[0]!;
  const { client, location } = useMemo(() => ({ client: tileQueryClient(), location: memoryLocation({ path: `${BASE_PATH}${inner}` }) }), [inner]);
  const ctx = useMemo(() => tileContext(scene, brand, path), [scene, brand, path]);
  return <Tile brand={brand} screen={screen} scene={scene} ctx={ctx} client={client} hook={location.hook} searchHook={location.searchHook} language={language} />;
}
