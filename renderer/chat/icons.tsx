/**
 * The chat's icons as inline SVG (issue 10: emoji showed as empty boxes without an emoji font).
 * Decorative: each sits beside text or inside a control that has its own name.
 */
const svg = { 'aria-hidden': true, width: 20, height: 20, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round', focusable: false } as const;

export const ChatIcon = () => (
  <svg {...svg}><path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.6A8 8 0 1 1 21 12z" /><path d="M8.5 12h.01M12 12h.01M15.5 12h.01" strokeWidth={2.6} /></svg>
);

export const ThumbUpIcon = () => (
  <svg {...svg}><path d="M7 10v11H4a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1h3z" /><path d="M7 10l4-7a2.5 2.5 0 0 1 2.5 2.5V9h5.2a2 2 0 0 1 2 2.3l-1.3 8A2 2 0 0 1 17.4 21H7" /></svg>
);

export const ThumbDownIcon = () => (
  <svg {...svg}><path d="M17 14V3h3a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1h-3z" /><path d="M17 14l-4 7a2.5 2.5 0 0 1-2.5-2.5V15H5.3a2 2 0 0 1-2-2.3l1.3-8A2 2 0 0 1 6.6 3H17" /></svg>
);

export const CloseIcon = () => (
  <svg {...svg} width={22} height={22}><path d="M6 6l12 12M18 6L6 18" /></svg>
);
