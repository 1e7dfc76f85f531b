/**
 * Entry of the staff studio (/studio, issue 16; built into dist/assets/studio/ by build.mjs, never
 * part of the applicant's bundle): the home page, the journey map (/studio/map) and the simulator
 * (/studio/simulator), chosen by the page's path. The sandbox serves one page for all three.
 */
import { createRoot } from 'react-dom/client';
import { readStudioData } from './studioApi.ts';
import { StudioHome } from './StudioHome.tsx';
import { Workbench } from './Workbench.tsx';
import './studio.css';

const data = readStudioData();
const root = createRoot(document.getElementById('root')!);
const path = window.location.pathname.replace(/\/+$/, '');
const query = Object.fromEntries(new URLSearchParams(window.location.search));

if (path === '/studio/map' || path === '/studio/simulator') {
  document.title = path === '/studio/map' ? 'Journey map · Studio' : 'Simulator · Studio';
  root.render(<Workbench mode={path === '/studio/map' ? 'map' : 'simulator'} token={data.token} query={query} />);
} else {
  root.render(<StudioHome token={data.token} />);
}
