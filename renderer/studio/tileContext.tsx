/**
 * What a gallery tile draws, shared by the tile in the browser (GalleryTile.tsx) and the drawing of
 * a studio save on the server (renderer/server/renderCheck.tsx), so both draw the same thing: the
 * screen inside the real shell (top bar, navigation, footer, chat launcher) under the brand, with
 * the app's providers (the language among them), the route from the location hook given, the rule context read from the fixture.
 */
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Router, type BaseLocationHook } from 'wouter';
import type { Brand, RuleContext, Scene } from '../../engine/index.ts';
import { BrandProvider } from '../app/AppContext.tsx';
import { LanguageProvider, type StartLanguage } from '../app/language.tsx';
import { BASE_PATH } from '../app/journeys.ts';
import { ShellExtras } from '../chat/ShellExtras.tsx';
import { Layout } from '../shell/Layout.tsx';
import type { CatalogScreen } from './catalog.ts';
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

/** A tile's own query cache, with 001 §9's query defaults as the app's own client. */
export const tileQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnMount: false, refetchOnWindowFocus: false, refetchOnReconnect: false } } });

export interface TileProps {
  brand: Brand;
  screen: CatalogScreen;
  scene: Scene;
  ctx: RuleContext;
  client: QueryClient;
  /** Where the tile is (under BASE_PATH): a memory location in the browser, a fixed one on the server. */
  hook: BaseLocationHook;
  searchHook: () => string;
  /** The language the tile is drawn in, with its words (the gallery's `?lang=`); English when absent. */
  language?: StartLanguage;
}

/** The tile: the app's providers, the shell, the screen as its host draws it, the shell's extras. */
export function Tile({ brand, screen, scene, ctx, client, hook, searchHook, language }: TileProps): ReactNode {
  return (
    <QueryClientProvider client={client}>
      <BrandProvider brand={brand}>
        <LanguageProvider brand={brand} start={language}>
          <Router base={BASE_PATH} hook={hook} searchHook={searchHook}>
            <Layout>
              <TileHost screenId={screen.id} host={screen.entry.host} route={screen.route} scene={scene} ctx={ctx} />
            </Layout>
            <ShellExtras />
          </Router>
        </LanguageProvider>
      </BrandProvider>
    </QueryClientProvider>
  );
}
