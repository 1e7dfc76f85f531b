import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Ctx } from '../context.js';
import { ApiError } from '../http/errors.js';
import { checkEdit } from '../../engine/cli/editCheck.ts';
import { loadConfig } from '../../engine/cli/loadConfig.ts';
import { decisionImpact, screenImpact } from '../../engine/cli/editImpact.ts';
import { applyChange, problemsOf, whyNoCommit } from '../studio/configChange.js';
import { hashText, type ReviewDrafts } from '../studio/reviewDrafts.js';
import { editCases } from '../studio/editCases.js';
import { stringChange, stringRows, type StringScope } from '../studio/stringChange.js';
import type { AppRebuild } from '../studio/appRebuild.js';

const one = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

/**
 * The studio's click-to-edit of a screen's texts (README "Studio editor"): every string of a
 * screen with its key and the brand's words (engine/strings.ts), and a change of one string for
 * "this brand only" (the brand file's `copy`) or "all brands" (the screen file), saved the way the
 * editor saves (studioEditor.ts): checked by journey validate, a publisher's written and
 * committed with them as author, an editor's a draft for review. Guarded like the editor.
 */
export function studioStringRoutes(app: FastifyInstance, ctx: Ctx, rebuild: AppRebuild | null, reviews: ReviewDrafts): void {
  const root = ctx.options.configRoot;

  app.get('/studio/editor/strings', async (request) => {
    const q = request.query as Record<string, unknown>;
    const screen = one(q.screen);
    if (!screen) throw new ApiError(400, 'Name the screen: ?screen=<screen id>.');
    return { screen, brand: one(q.brand) ?? '_defaults', strings: stringRows(root, screen, one(q.brand) ?? '_defaults') };
  });

  app.post('/studio/editor/strings', { config: { studioRole: 'editor' } }, async (request: FastifyRequest) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const key = one(body.key);
    const scope = body.scope === 'brand' || body.scope === 'all' ? (body.scope as StringScope) : undefined;
    if (!key || !scope || typeof body.text !== 'string') throw new ApiError(400, 'Send the key, the text and the scope ("brand" or "all").');
    const { file, text } = stringChange(root, { key, text: body.text, scope, ...(one(body.brand) ? { brand: one(body.brand)! } : {}) });
    const actor = request.studioActor!;
    const message = one(body.message)?.trim();
    if (actor.role === 'editor') {
      const before = loadConfig(root);
      const check = checkEdit(root, file, text);
      const answer = problemsOf(check);
      if (!answer.valid) throw new ApiError(422, 'The change does not pass journey validate, so it was not saved as a draft.', answer);
      if (!message) throw new ApiError(400, 'Write what the change does and why: the publisher reviews it with your message.', { errors: [{ pointer: '/message', message: 'Write what the change does and why.' }] });
      const decisions = decisionImpact(before, check.set, editCases(ctx, root));
      const impact = { rows: decisions.rows, cases: decisions.cases, ...screenImpact(before, check.set, file) };
      const draft = reviews.create({ file, text, message, author: { id: actor.id, name: actor.name, email: actor.email }, baseHash: hashText(fs.readFileSync(path.join(root, file), 'utf8')), impact }, ctx.now());
      return { ...answer, file, draft: { id: draft.id, file, message } };
    }
    const before = loadConfig(root);
    const result = await applyChange(ctx, rebuild, { [file]: text }, { message, author: actor, refused: 'The change does not pass journey validate, so it was not saved.' });
    return { ...result.check, saved: file, ...screenImpact(before, loadConfig(root), file), rebuild: result.rebuild, commit: result.commit, ...whyNoCommit(result) };
  });
}
