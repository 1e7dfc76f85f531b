/**
 * The shell's config (schemas/shell/shell.json) and how its `when` rules and {{placeholders}} are
 * read: JSON logic through the engine over the shell context (brand, flags, profile, signedIn, path, query, build).
 */
import shellJson from '../../schemas/shell/shell.json';
import { holds } from '../../engine/logic/evaluate.ts';
import { interpolate } from '../../engine/template.ts';
import type { Logic } from '../../engine/index.ts';
import type { ShellEvent } from './afterFirstScreen.ts';

export interface ShellLink {
  id: string;
  label: string;
  href?: string;
  action?: 'login' | 'logout' | ShellEvent;
  external?: boolean;
  when?: Logic;
  /** Config: one placeholder whose number is shown as a badge (e.g. {{conditions.open}}). */
  count?: string;
  /** Resolved by visibleLinks: the badge's number, when above 0. */
  badge?: number;
}

export interface ShellImage { src: string; alt: string }

export interface ShellConfig {
  navigation: ShellLink[];
  apps: ShellLink[];
  profileMenu: ShellLink[];
  support: { callLabel: string; chatLabel: string; chatWhen: Logic; chatOpenParam?: string };
  ceoFeedback: { label: string; when: Logic };
  labels: Record<string, string>;
  footer: {
    links: ShellLink[];
    chatLabel?: string;
    nmls?: string;
    licensedStates: { label: string; moreToCome: string; moreToComeWhen: Logic; allStates: number };
    newYork: { licensed: string; notAccepting: string; regulatorReviewWhen: Logic };
    encryption: string;
    creditUnionLogo?: { src: string; alt: string; when: Logic };
    phoneHours?: { label: string; closed: string };
    illinoisNotice?: { title: string; text: string; when: Logic };
    equalHousing: Record<string, ShellImage>;
  };
  switchAccounts: { title: string; intro: string; current: string; choose: string; loading: string; failed: string; close: string; passportHref: string };
  banners: { url: string; stagingUrl?: string; app: string; max: number };
  conditions: { notice: Plural; noticeLabel: string; action: string; notification: Plural; notificationText: string };
  notifications: { title: string; empty: string; defaultCta: string; maxUnread: number; collapsed: number; viewAll: string; viewLess: string; unread?: string };
  originator: { loanOfficer: string; broker: string; open: string; close: string; call?: string; email?: string };
  drafts: { notKept: string };
  errorFallback: { title: string; body: string; tryAgain: string; dashboard: string; dashboardHref: string; contact: string };
  toasts: { max: number };
  announcer: { clearAfterMs: number };
}

export interface Plural { one: string; other: string }

export const shell = shellJson as unknown as ShellConfig;

/** What `when` rules and placeholders read. */
export interface ShellContext {
  brand: Record<string, unknown>;
  flags: Record<string, unknown>;
  profile: Record<string, unknown>;
  signedIn: boolean;
  path: string;
  query: Record<string, string>;
  /** Switches fixed at build time (renderer/app/buildFlags.ts). */
  build?: Record<string, boolean>;
  /** The applicant's open condition cards (useOpenConditions), when there is an application. */
  conditions?: { open: number; href?: string };
  /** The number a badge's screen-reader text (labels.count) reads. */
  count?: number;
}

export const shows = (when: Logic | undefined, ctx: ShellContext): boolean => when === undefined || holds(when, ctx).holds;

const badgeOf = (count: string | undefined, ctx: ShellContext): number | undefined => {
  const n = count === undefined ? 0 : Number(interpolate(count, ctx));
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

export const visibleLinks = (links: readonly ShellLink[], ctx: ShellContext): ShellLink[] =>
  links.filter((l) => shows(l.when, ctx)).map((l) => ({
    ...l,
    label: interpolate(l.label, ctx),
    href: l.href === undefined ? undefined : interpolate(l.href, ctx),
    badge: badgeOf(l.count, ctx),
  }));

export const text = (t: string, ctx: ShellContext): string => interpolate(t, ctx);

/** `one` for exactly 1, `other` otherwise, with its placeholders filled. */
export const pluralText = (forms: Plural, n: number, ctx: ShellContext): string => interpolate(n === 1 ? forms.one : forms.other, ctx);

/** The window events other parts of the app listen to (chat, CEO feedback: built separately). */
export const dispatchShellAction = (action: ShellEvent) => window.dispatchEvent(new CustomEvent(action));
