/** The banner strip's choice (001 §3, §4, §8, §9): active banners for this app, newest first, at most `max`. */
import { HOURS_PLACEHOLDER, hoursNamedIn, openHoursPhrase, type HoursDay, type HoursWords } from '../../engine/hours.ts';

export interface Banner {
  uuid: string;
  message: string;
  apps: string[];
  variant: 'info' | 'warn';
  active: boolean;
  metadata: { createdAt: string };
}

export const BANNER_FORMAT_ERROR = 'Banner data does not match the expected format';

const isBanner = (b: unknown): b is Banner => {
  const x = b as Partial<Banner> | null;
  return typeof x === 'object' && x !== null && typeof x.uuid === 'string' && typeof x.message === 'string'
    && Array.isArray(x.apps) && (x.variant === 'info' || x.variant === 'warn') && typeof x.active === 'boolean'
    && typeof x.metadata?.createdAt === 'string' && !Number.isNaN(Date.parse(x.metadata.createdAt));
};

/** Throws BANNER_FORMAT_ERROR when the file is not a list of banners. */
export function selectBanners(data: unknown, app: string, max: number): Banner[] {
  if (!Array.isArray(data) || !data.every(isBanner)) throw new Error(BANNER_FORMAT_ERROR);
  return data
    .filter((b) => b.active && b.apps.includes(app))
    .sort((a, b) => Date.parse(b.metadata.createdAt) - Date.parse(a.metadata.createdAt))
    .slice(0, Math.max(0, max));
}

/** The departments whose hours a banner's message names ({{hours.OPS_CHAT}}). */
export const bannerHoursDepartments = (banners: readonly Banner[]): string[] => hoursNamedIn(banners.map((b) => b.message));

/**
 * The message with each {{hours.DEPARTMENT}} replaced by that department's open hours, worded as the
 * chat panel words them (engine/hours.ts), so a banner cannot promise other hours than the panel;
 * in the applicant's words when `words` are given (renderer/shell/shellConfig.ts hoursWords).
 * Null when a named department's hours are not known (the banner is then not shown).
 */
export function fillBannerHours(message: string, hours: Readonly<Record<string, readonly HoursDay[] | undefined>>, words?: HoursWords): string | null {
  let missing = false;
  const filled = message.replace(HOURS_PLACEHOLDER, (_whole, department: string) => {
    const phrase = hours[department] ? openHoursPhrase(hours[department]!, words && { ...words, closed: '' }) : '';
    if (!phrase) missing = true;
    return phrase;
  });
  return missing ? null : filled;
}

/** 001 §7: production reads the production banner file; every other environment the staging one. */
export function bannerUrl(config: { url: string; stagingUrl?: string }, environment: string): string {
  return environment === 'production' || !config.stagingUrl ? config.url : config.stagingUrl;
}
