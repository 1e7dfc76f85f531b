/**
 * One gallery tile (/studio/gallery?screen=&brand=&fixture=&width=): the screen inside the real
 * shell (top bar, navigation, footer, chat launcher) under the brand, as the applicant sees it at
 * the tile's route. The app's providers with a fresh query cache; the route comes from a memory
 * location, so links inside the tile move within it and never leave the gallery; the data comes
 * from the fixture through the transport (fixtureTransport.ts).
 */
import { useLayoutEffect, useMemo } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Brand, RuleContext, Scene } from '../../engine/index.ts';
import { BrandProvider } from '../app/AppContext.tsx';
import { BASE_PATH } from '../app/journeys.ts';
import { ShellExtras } from '../chat/ShellExtras.tsx';
import { Layout } from '../shell/Layout.tsx';
import type { CatalogScreen } from './catalog.ts';
import { livePath } from './catalog.ts';
import { TileHost } from './TileHosts.tsx';

const today = () => new Date().toLocaleDateString('en-CA');

/** The rule context a screen reads in the app, here from the fixture. */
export function tileContext(scene: Scene, brand: Brand, path: string): RuleContext {
  return {
    brand,
    flags: scene.flags,
    profile: scene.profile ?? {},
    signedIn: scene.signedIn,
    originator: scene.originator ?? {},
    query: scene.query,
    params: scene.params,
    path,
    today: today(),
    ...(scene.app ? { app: scene.app } : {}),
    ...(scene.status ? { serverStatus: scene.status } : {}),
    ...(scene.signer ? { signer: scene.signer } : {}),
    ...(scene.registration ? { registration: scene.registration } : {}),
  };
}

export function GalleryTile({ brand, screen, scene, tileKey }: { brand: Brand; screen: CatalogScreen; scene: Scene; tileKey: string }) {
  // Which tile the page shows, once it is on the page (a tile can follow its URL without a reload).
  useLayoutEffect(() => { document.documentElement.dataset.tile = tileKey; }, [tileKey]);
  const inner = livePath(screen, scene);
  const path = inner.split('?')[0]!;
  const { client, location } = useMemo(() => ({
    // 001 §9 query defaults, as the app's own client.
    client: new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnMount: false, refetchOnWindowFocus: false, refetchOnReconnect: false } } }),
    location: memoryLocation({ path: `${BASE_PATH}${inner}` }),
  }), [inner]);
  const ctx = useMemo(() => tileContext(scene, brand, path), [scene, brand, path]);
  return (
    <QueryClientProvider client={client}>
      <BrandProvider brand={brand}>
        <Router base={BASE_PATH} hook={location.hook} searchHook={location.searchHook}>
          <Layout>
            <TileHost screenId={screen.id} host={screen.entry.host} route={screen.route} scene={scene} ctx={ctx} />
          </Layout>
          <ShellExtras />
        </Router>
      </BrandProvider>
    </QueryClientProvider>
  );
}
