import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Ctx } from '../context.js';
import { ApiError } from '../http/errors.js';
import type { ReviewDrafts } from '../studio/reviewDrafts.js';
import { saveOrDraft } from '../studio/saveOrDraft.js';
import { otherLanguages, stringChange, stringRows, type StringScope } from '../studio/stringChange.js';
import { brandSources, loadConfig } from '../../engine/config/loadConfig.ts';
import { mergeBrand } from '../../engine/brand.ts';
import type { AppRebuild } from '../studio/appRebuild.js';

const one = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

/**
 * The studio's click-to-edit of a screen's texts (README "Studio editor"): every string of a
 * screen with its key and the brand's words (engine/strings.ts), and a change of one string for
 * "this brand only" (the brand file's `copy`) or "all brands" (the screen file), with its words in
 * the other languages of locales/ beside it (sandbox/studio/stringChange.ts), saved the way the
 * editor saves (studioEditor.ts): checked by journey validate, a publisher's written and
 * committed with them as author, an editor's a draft for review. Guarded like the editor.
 */
export function studioStringRoutes(app: FastifyInstance, ctx: Ctx, rebuild: AppRebuild | null, reviews: ReviewDrafts): void {
  const root = ctx.options.configRoot;

  app.get('/studio/editor/strings', async (request) => {
    const q = request.query as Record<string, unknown>;
    const screen = one(q.screen);
    if (!screen) throw new ApiError(400, 'Name the screen: ?screen=<screen id>.');
    const brand = one(q.brand) ?? '_defaults';
    const set = loadConfig(root);
    // Every other language for all brands; for one brand, those it offers (its own words are only read in them).
    const offered = mergeBrand(brandSources(set), brand).languages ?? [];
    return { screen, brand, languages: otherLanguages(set), brandLanguages: offered.filter((c) => c in set.locales && c !== 'en'), strings: stringRows(root, screen, brand) };
  });

  app.post('/studio/editor/strings', { config: { studioRole: 'editor' } }, async (request: FastifyRequest) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const key = one(body.key);
    const scope = body.scope === 'brand' || body.scope === 'all' ? (body.scope as StringScope) : undefined;
    if (!key || !scope || typeof body.text !== 'string') throw new ApiError(400, 'Send the key, the text and the scope ("brand" or "all").');
    const translations = body.translations !== null && typeof body.translations === 'object' && !Array.isArray(body.translations)
      ? Object.fromEntries(Object.entries(body.translations).filter((e): e is [string, string] => typeof e[1] === 'string'))
      : undefined;
    const { file, text, alongside } = stringChange(root, { key, text: body.text, scope, ...(one(body.brand) ? { brand: one(body.brand)! } : {}), ...(translations ? { translations } : {}) });
    return saveOrDraft(ctx, rebuild, reviews, { file, text, alongside, actor: request.studioActor!, message: one(body.message)?.trim(), confirmReroute: body.confirmReroute === true });
  });
}
