/**
 * Condition cards as pure functions (001 §3, §4, §7, §9): which conditions show (known categories
 * only, oldest first), what each card says (schemas/conditions/categories.json) and where its
 * button leads. No React, no fetching: ConditionCards.tsx renders what this returns.
 */
import config from '../../schemas/conditions/categories.json';

import type { ConditionsConfig, ConditionAction, ConditionArea } from '../../engine/types/conditions.ts';

export type { CategoryCopy, ConditionAction, ConditionArea, ConditionsConfig } from '../../engine/types/conditions.ts';

/** A condition as the server sends it (001 §3). */
export interface Condition {
  uuid: string;
  categoryEnum: string;
  created: string;
  notes?: string | null;
  commentsToBorrower?: string | null;
  actionNeeded?: boolean;
  requestDocuments?: boolean;
  xtraData?: { numDocsRequired?: number | null } | null;
}

/** A reader's words for an English text of the config (engine/locale.ts translate). */
type Words = (text: string) => string;
const asWritten: Words = (text) => text;

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? values[key]! : whole));

export interface ConditionCard {
  uuid: string;
  category: string;
  header: string;
  description: string;
  buttonLabel: string;
  documentType: string;
  action: ConditionAction;
  /** Path inside the app (without the base path); absent when the area has no screen for it. */
  href?: string;
}

/** The JSON import's strings are widened; `journey validate` proves the file against schemas/meta/conditions.schema.json. */
export const conditionsConfig = config as ConditionsConfig;

/** Only categories the client knows, sorted by created ascending (001 §7); ties keep server order. */
export function visibleConditions(conditions: readonly Condition[] | null | undefined, cfg: ConditionsConfig = conditionsConfig): Condition[] {
  const known = (conditions ?? []).filter((c) => Object.hasOwn(cfg.categories, c.categoryEnum));
  const time = (c: Condition) => {
    const t = Date.parse(c.created);
    return Number.isNaN(t) ? Number.POSITIVE_INFINITY : t;
  };
  return known.map((c, i) => ({ c, i })).sort((a, b) => time(a.c) - time(b.c) || a.i - b.i).map((x) => x.c);
}

/** Documents the condition asks for: xtraData.numDocsRequired, 1 by default (001 §9). */
export function documentsRequested(condition: Condition): number {
  const n = Number(condition.xtraData?.numDocsRequired);
  return Number.isInteger(n) && n > 0 ? n : 1;
}

/** "most recent paystub" for one, else "N most recent paystubs" (001 §9; categories.json `paystubWords`), in the reader's words with `t`. */
export function paystubsText(count: number, cfg: ConditionsConfig = conditionsConfig, t: Words = asWritten): string {
  const words = cfg.paystubWords ?? { one: 'most recent paystub', many: '{count} most recent paystubs' };
  return count > 1 ? fill(t(words.many), { count: String(count) }) : t(words.one);
}

/** Last 4 digits of the disbursement account's mask, else of its account number (001 §9). */
export function accountLastFour(account: { mask?: unknown; accountNumber?: unknown } | null | undefined): string {
  for (const v of [account?.mask, account?.accountNumber]) {
    const digits = typeof v === 'string' || typeof v === 'number' ? String(v).replace(/\D/g, '') : '';
    if (digits) return digits.slice(-4);
  }
  return '';
}

export interface CardContext {
  area: ConditionArea;
  /** The application the cards belong to. */
  uuid: string;
  disburseAccount?: { mask?: unknown; accountNumber?: unknown } | null;
  /** The reader's words for the config's English (renderer/app/language.tsx useWords); as written when absent. */
  t?: Words;
}

export function conditionCard(condition: Condition, context: CardContext, cfg: ConditionsConfig = conditionsConfig): ConditionCard | null {
  const copy = cfg.categories[condition.categoryEnum];
  if (!copy) return null;
  // Every text the card shows in the reader's language (locales/es/service.json); the lender's own comments as written.
  const t = context.t ?? asWritten;
  const count = documentsRequested(condition);
  const lastFour = accountLastFour(context.disburseAccount);
  const comments = condition.commentsToBorrower?.trim();
  const description = comments
    ? comments
    : fill(t(lastFour || !copy.descriptionWithoutAccount ? copy.description : copy.descriptionWithoutAccount), { lastFour, paystubs: paystubsText(count, cfg, t) });
  const uploads = copy.action !== 'phone-number';
  const buttonLabel = t(uploads && count > 1 && cfg.multipleDocumentsLabel ? cfg.multipleDocumentsLabel : copy.buttonLabel);
  const link = cfg.links[copy.action]?.[context.area];
  const href = link
    ? fill(link, { uuid: encodeURIComponent(context.uuid), condition: encodeURIComponent(condition.uuid), type: encodeURIComponent(copy.documentType) })
    : undefined;
  return { uuid: condition.uuid, category: condition.categoryEnum, header: t(copy.header), description, buttonLabel, documentType: copy.documentType, action: copy.action, href };
}

/** Where the cards of an area are (a path inside the app), e.g. /<uuid>/conditions; undefined when the area has none. */
export function conditionsListPath(context: Pick<CardContext, 'area' | 'uuid'>, cfg: ConditionsConfig = conditionsConfig): string | undefined {
  const link = cfg.links.list?.[context.area];
  return link ? fill(link, { uuid: encodeURIComponent(context.uuid) }) : undefined;
}

/** The cards to show, in order. */
export function conditionCards(conditions: readonly Condition[] | null | undefined, context: CardContext, cfg: ConditionsConfig = conditionsConfig): ConditionCard[] {
  return visibleConditions(conditions, cfg).flatMap((c) => {
    const card = conditionCard(c, context, cfg);
    return card ? [card] : [];
  });
}

/** 001 §4: the query runs only with an application id; for additional signers only once the profile is loaded and the flag is on. */
export function conditionsQueryEnabled(input: { uuid?: string | null; isAdditionalSigner: boolean; profileLoaded: boolean; signerConditionsFlag: boolean }): boolean {
  if (!input.uuid) return false;
  if (!input.isAdditionalSigner) return true;
  return input.profileLoaded && input.signerConditionsFlag;
}

export const SIGNER_CONDITIONS_FLAG = 'fe-heloc-additional-signer-conditions';
