/** Mounts the dev toolbar beside the app (a development build only: boot.tsx imports this under __DEV__). */
import { createRoot } from 'react-dom/client';
import { BASE_PATH } from '../app/routeTables.ts';
import { DevToolbar } from './DevToolbar.tsx';

export function mountDevTools(): void {
  const host = document.createElement('div');
  host.id = 'dev-tools';
  document.body.appendChild(host);
  createRoot(host).render(<DevToolbar basePath={BASE_PATH} />);
}
