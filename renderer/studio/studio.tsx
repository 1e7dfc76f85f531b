/**
 * Entry of the staff studio (/studio, issue 16; built into dist/assets/studio/ by build.mjs, never
 * part of the applicant's bundle): the home page, the journey map (/studio/map), the simulator
 * (/studio/simulator) and the brand creator (/studio/brands), chosen by the page's path. The
 * sandbox serves one page for all of them.
 */
import { createRoot } from 'react-dom/client';
import { readStudioData } from './studioApi.ts';
import { StudioHome } from './StudioHome.tsx';
import { Workbench } from './Workbench.tsx';
import { BrandsPage } from './brands/BrandsPage.tsx';
import './studio.css';

const data = readStudioData();
const root = createRoot(document.getElementById('root')!);
const path = window.location.pathname.replace(/\/+$/, '');
const query = Object.fromEntries(new URLSearchParams(window.location.search));

if (path === '/studio/map' || path === '/studio/simulator') {
  document.title = path === '/studio/map' ? 'Journey map · Studio' : 'Simulator · Studio';
  root.render(<Workbench mode={path === '/studio/map' ? 'map' : 'simulator'} token={data.token} query={query} />);
} else if (path === '/studio/brands') {
  document.title = 'Add a brand · Studio';
  root.render(<BrandsPage token={data.token} />);
} else {
  root.render(<StudioHome token={data.token} />);
}
