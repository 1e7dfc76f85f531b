/**
 * Providers (server state, brand) and the routes under the base path. The browser draws it with the
 * page's query cache and location; the page prerender (renderer/server/pagePrerender.tsx) with a
 * cache of its own and the page's fixed location, so that what it draws is the browser's first render.
 */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Router, type BaseLocationHook } from 'wouter';
import type { Brand } from '../../engine/index.ts';
import { BrandProvider } from './AppContext.tsx';
import { AppRoutes } from './AppRoutes.tsx';
import { BASE_PATH } from './routeTables.ts';
import { Layout } from '../shell/Layout.tsx';
import { LaterShellExtras } from '../shell/LaterParts.tsx';
import { queryClient } from './queryClient.ts';
import { documentNav } from './documentNav.ts';
import { LanguageProvider, type StartLanguage } from './language.tsx';

export interface AppProps {
  brand: Brand;
  /** The language the applicant reads at the start, with its words (renderer/app/language.tsx); English when absent. */
  language?: StartLanguage;
  /** The server's own cache and fixed location (renderer/server/pagePrerender.tsx); the page's otherwise. */
  server?: { client: QueryClient; hook: BaseLocationHook; searchHook: () => string };
}

export function App({ brand, language, server }: AppProps) {
  return (
    <QueryClientProvider client={server?.client ?? queryClient}>
      <BrandProvider brand={brand}>
        <LanguageProvider brand={brand} start={language}>
        <Router base={BASE_PATH} aroundNav={documentNav} {...(server ? { hook: server.hook, searchHook: server.searchHook } : {})}>
          <Layout>
            <AppRoutes />
          </Layout>
          <LaterShellExtras />
        </Router>
        </LanguageProvider>
      </BrandProvider>
    </QueryClientProvider>
  );
}
