/**
 * Entry: the stylesheets, then the app (renderer/boot.tsx). The production build reaches every
 * lazily loaded module through boot.tsx too, so that what the page loads first is one file
 * (renderer/build/oneSharedChunk.ts); the stylesheets stay here, in the entry's one CSS bundle (a
 * stylesheet imported by a module that lazy chunks reach would be copied into a bundle per chunk).
 */
import './styles/chat.css';
import './styles/shell.css';
import './styles/app.css';
import './styles/widgets.css';
import './styles/application.css';
import './styles/notary.css';
import './boot.tsx';
