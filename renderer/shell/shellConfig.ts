/**
 * The shell's config (schemas/shell/shell.json) and how its `when` rules and {{placeholders}} are
 * read: JSON logic through the engine over the shell context (brand, flags, profile, signedIn, path, query, build).
 */
import shellJson from '../../schemas/shell/shell.json';
import { holds } from '../../engine/logic/evaluate.ts';
import { interpolate } from '../../engine/template.ts';
import { translate, translateFilled, type Dictionary } from '../../engine/locale.ts';
import type { HoursWords } from '../../engine/hours.ts';
import type { Brand, Logic } from '../../engine/index.ts';
import type { Plural, ShellConfig, ShellLink } from '../../engine/types/shell.ts';
import type { ShellEvent } from './afterFirstScreen.ts';

export type { ShellConfig, ShellImage, ShellLink, Plural } from '../../engine/types/shell.ts';

/** The JSON import's strings are widened; `journey validate` proves the file against schemas/meta/shell.schema.json. */
export const shell = shellJson as ShellConfig;

/** What `when` rules and placeholders read. */
export interface ShellContext {
  brand: Brand;
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
  /** The applicant's language's words (renderer/app/language.tsx); English when absent. */
  dictionary?: Dictionary;
}

export const shows = (when: Logic | undefined, ctx: ShellContext): boolean => when === undefined || holds(when, ctx).holds;

const badgeOf = (count: string | undefined, ctx: ShellContext): number | undefined => {
  const n = count === undefined ? 0 : Number(interpolate(count, ctx));
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

export const visibleLinks = (links: readonly ShellLink[], ctx: ShellContext): ShellLink[] =>
  links.filter((l) => shows(l.when, ctx)).map((l) => ({
    ...l,
    label: text(l.label, ctx),
    href: l.href === undefined ? undefined : interpolate(l.href, ctx),
    badge: badgeOf(l.count, ctx),
  }));

/** A text of the shell in the applicant's language, its placeholders filled. */
export function text(t: string, ctx: ShellContext): string {
  const dict = ctx.dictionary;
  return interpolate(translate(t, dict), ctx, dict ? { locale: dict.locale, translate: (value) => translateFilled(value, dict) } : {});
}

/** How hours read for the applicant (schemas/shell/shell.json `hours`), times in their locale. */
export function hoursWords(ctx: ShellContext): HoursWords {
  const inLanguage = Object.fromEntries(Object.entries(shell.hours).map(([k, v]) => [k, translate(v, ctx.dictionary)])) as Omit<HoursWords, 'locale'>;
  return ctx.dictionary ? { ...inLanguage, locale: ctx.dictionary.locale } : inLanguage;
}

/** `one` for exactly 1, `other` otherwise, in the applicant's language, with its placeholders filled. */
export const pluralText = (forms: Plural, n: number, ctx: ShellContext): string => text(n === 1 ? forms.one : forms.other, ctx);

/** The window events other parts of the app listen to (chat, CEO feedback: built separately). */
export const dispatchShellAction = (action: ShellEvent) => window.dispatchEvent(new CustomEvent(action));
