/**
 * The shell's parts the first field does not need, in one chunk of their own loaded after the first
 * screen has painted (afterFirstScreen.ts, LaterPart.tsx; issue 13).
 */
export { ShellExtras } from '../chat/ShellExtras.tsx';
export { BannerStrip } from './BannerStrip.tsx';
export { OriginatorSlot } from './OriginatorSidebar.tsx';
