/** Providers (server state, brand) and the routes under the base path. */
import { QueryClientProvider } from '@tanstack/react-query';
import { Router } from 'wouter';
import type { Brand } from '../../engine/index.ts';
import { BrandProvider } from './AppContext.tsx';
import { AppRoutes } from './AppRoutes.tsx';
import { BASE_PATH } from './routeTables.ts';
import { Layout } from '../shell/Layout.tsx';
import { LaterShellExtras } from '../shell/LaterParts.tsx';
import { queryClient } from './queryClient.ts';
import { documentNav } from './documentNav.ts';

export function App({ brand }: { brand: Brand }) {
  return (
    <QueryClientProvider client={queryClient}>
      <BrandProvider brand={brand}>
        <Router base={BASE_PATH} aroundNav={documentNav}>
          <Layout>
            <AppRoutes />
          </Layout>
          <LaterShellExtras />
        </Router>
      </BrandProvider>
    </QueryClientProvider>
  );
}
