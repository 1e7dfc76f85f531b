import { hoursNamedIn, hoursPath } from '../../engine/index.ts';
import type { OperationPaths } from '../../engine/operations.ts';
import table from '../../schemas/operations.json';

const paths: OperationPaths = (table as { operations: OperationPaths }).operations;

/** The banner files the shell reads (schemas/shell/shell.json `banners`). */
export interface BannerFiles { url: string; stagingUrl?: string }

/** A GET the page's server makes for the page: the body, or undefined when there is none to give. */
export type PageGet = (path: string) => Promise<unknown>;

/**
 * The answers a page carries for its first calls (renderer/api/pageAnswers.ts reads them): the
 * banner files and the hours their messages name ({{hours.OPS_CHAT}}), so the banner strip is drawn
 * with the page instead of pushing it down when they arrive. Only paths on this host (a banner file
 * on another host is left to the browser); a call that fails is left out, and the browser makes it.
 */
export async function pageAnswers(get: PageGet, banners: BannerFiles): Promise<Record<string, unknown>> {
  const answers: Record<string, unknown> = {};
  const take = async (path: string) => {
    if (!path.startsWith('/') || path.startsWith('//') || Object.hasOwn(answers, path)) return;
    const body = await get(path);
    if (body !== undefined) answers[path] = body;
  };
  const files = [banners.url, banners.stagingUrl].filter((u): u is string => typeof u === 'string');
  await Promise.all(files.map(take));
  const messages = files.flatMap((f) => (Array.isArray(answers[f]) ? (answers[f] as { message?: unknown }[]) : []))
    .map((b) => (typeof b?.message === 'string' ? b.message : ''));
  await Promise.all(hoursNamedIn(messages).map((d) => take(hoursPath(paths, d))));
  return answers;
}
