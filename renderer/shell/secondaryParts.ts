/**
 * The shell's parts the first field does not need (the banners are drawn with the page: Layout.tsx), in one chunk of their own loaded after the first
 * screen has painted (afterFirstScreen.ts, LaterPart.tsx; issue 13).
 */
export { ShellExtras } from '../chat/ShellExtras.tsx';
export { OriginatorSlot } from './OriginatorSidebar.tsx';
