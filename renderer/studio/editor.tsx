/**
 * Entry of the staff editor (/studio/editor; built into dist/assets/studio/ by build.mjs, never part
 * of the applicant's bundle): open a journey, screen or brand file, edit it with journey validate's
 * problems inline, see what it changes, preview it, save it (sandbox/routes/studioEditor.ts).
 */
import { createRoot } from 'react-dom/client';
import { EditorPage } from './editor/EditorPage.tsx';
import { readEditorData } from './editor/editorApi.ts';
import './gallery.css';
import './editor/editor.css';

document.documentElement.classList.add('studio');
createRoot(document.getElementById('root')!).render(<EditorPage data={readEditorData()} />);
