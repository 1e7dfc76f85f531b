/** The studio's home page (/studio): where each staff tool is, and what it answers. */
import { studioUrl, type StudioActor } from './studioApi.ts';
import { StaffBar } from './StaffBar.tsx';

const TOOLS = [
  { path: '/studio/map', title: 'Journey map', text: 'The status table and the step machine as one graph: search a status, a route or a state, select it to read its rule in words, its seed reference and its screen in the gallery.' },
  { path: '/studio/simulator', title: 'Simulator', text: 'Why is this applicant on this screen? Run the engine on a fixture, a pasted application or an application in this sandbox: the navigation decision, the step machine, the progress step and the polling plan, each with its trace, lit on the map.' },
  { path: '/studio/gallery', title: 'Screen gallery', text: 'Every screen under every brand, at phone and desktop width, with its sample data.' },
  { path: '/studio/brands', title: 'Add a brand', text: 'Create a partner lender\'s brand from the defaults: names, licensing, colours with their contrast checked, logo and behaviour switches; see every screen in it before saving.' },
  { path: '/studio/editor', title: 'Editor', text: 'Open a journey, screen or brand file, edit it with completion and the problems of journey validate inline, and preview the screens it affects.' },
  { path: '/studio/history', title: 'History and review', text: 'Every change to the config: who made it, when and why, its diff and what it re-routes; revert one; review the drafts editors saved.' },
  { path: '/studio/staff', title: 'Staff', text: 'Who may use the studio and as what: add a colleague as a viewer, editor or publisher, or give one a new token, without the command line.' },
];

export function StudioHome({ token, me }: { token: string | undefined; me: StudioActor | undefined }) {
  return (
    <main className="studio-home">
      <StaffBar me={me} />
      <h1>Studio</h1>
      <p className="studio-home__lead">Staff tools for the HELOC journey: see, simulate and edit a change before it ships.</p>
      <ul className="studio-home__tools">
        {TOOLS.map((t) => (
          <li key={t.path}>
            <a href={studioUrl(t.path, {}, token)}>{t.title}</a>
            <p>{t.text}</p>
          </li>
        ))}
      </ul>
    </main>
  );
}
