/**
 * Entry of the staff studio (/studio, issue 16; built into dist/assets/studio/ by build.mjs, never
 * part of the applicant's bundle): the home page, the journey map (/studio/map), the simulator
 * (/studio/simulator), the brand creator (/studio/brands), the history and review (/studio/history),
 * the staff page (/studio/staff)
 * and the sign-in page (/studio/sign-in), chosen by the page's path. The
 * sandbox serves one page for all of them.
 */
import { createRoot } from 'react-dom/client';
import { readStudioData } from './studioApi.ts';
import { StudioHome } from './StudioHome.tsx';
import { Workbench } from './Workbench.tsx';
import { BrandsPage } from './brands/BrandsPage.tsx';
import { HistoryPage } from './HistoryPage.tsx';
import { SignInPage } from './SignInPage.tsx';
import { StaffPage } from './StaffPage.tsx';
import './studio.css';

const data = readStudioData();
const root = createRoot(document.getElementById('root')!);
const path = window.location.pathname.replace(/\/+$/, '');
const query = Object.fromEntries(new URLSearchParams(window.location.search));

if (path === '/studio/map' || path === '/studio/simulator') {
  document.title = path === '/studio/map' ? 'Journey map · Studio' : 'Simulator · Studio';
  root.render(<Workbench mode={path === '/studio/map' ? 'map' : 'simulator'} token={data.token} query={query} />);
} else if (path === '/studio/sign-in') {
  root.render(<SignInPage next={data.signIn?.next ?? '/studio'} staffFile={data.signIn?.staffFile ?? false} />);
} else if (path === '/studio/history') {
  root.render(<HistoryPage token={data.token} me={data.me} />);
} else if (path === '/studio/staff') {
  root.render(<StaffPage token={data.token} me={data.me} />);
} else if (path === '/studio/brands') {
  document.title = 'Add a brand · Studio';
  root.render(<BrandsPage token={data.token} />);
} else {
  root.render(<StudioHome token={data.token} me={data.me} />);
}
