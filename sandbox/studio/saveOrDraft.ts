/**
 * A studio save of one file by a staff member, the one way the editor and its click-to-edit texts
 * save (routes/studioEditor.ts, routes/studioStrings.ts): an editor's change, once journey validate
 * passes, waits as a draft for a publisher with its message and impact (reviewDrafts.ts); a
 * publisher's is applied and committed (configChange.ts). Either answer names the screens it changes.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Ctx } from '../context.js';
import { ApiError } from '../http/errors.js';
import type { StudioActor } from './staffAuth.js';
import { checkEdit } from '../../engine/config/editCheck.ts';
import { loadConfig } from '../../engine/config/loadConfig.ts';
import { formatJson } from '../../engine/config/formatJson.ts';
import { decisionImpact, ruleChanges, screenImpact } from '../../engine/config/editImpact.ts';
import { applyChange, drawnOrRefused, NOT_DRAWN, problemsOf, whyNoCommit } from './configChange.js';
import { hashText, type ReviewDrafts } from './reviewDrafts.js';
import { editCases } from './editCases.js';
import type { AppRebuild } from './appRebuild.js';

/**
 * A journey, brand or screen file in the house style `journey format` keeps (engine/cli/journey.ts),
 * so a save from the JSON tab is not a one-line or oddly indented file; other files, and text that
 * does not parse (journey validate then says where), are kept as typed.
 */
function inHouseStyle(config: ReturnType<typeof loadConfig>, file: string, text: string): string {
  const formatted = [...Object.values(config.journeys), ...Object.values(config.brands), ...Object.values(config.screens)].some((f) => f.file === file);
  if (!formatted) return text;
  try {
    return formatJson(JSON.parse(text));
  } catch {
    return text;
  }
}

export async function saveOrDraft(ctx: Ctx, rebuild: AppRebuild | null, reviews: ReviewDrafts, change: { file: string; text: string; alongside?: Record<string, string>; actor: StudioActor; message: string | undefined; confirmReroute?: boolean }) {
  const root = ctx.options.configRoot;
  const { file, actor, message } = change;
  const alongside = change.alongside ?? {};
  const before = loadConfig(root);
  const text = inHouseStyle(before, file, change.text);
  if (actor.role === 'editor') {
    const check = checkEdit(root, file, text, alongside);
    const answer = problemsOf(check);
    if (!answer.valid) throw new ApiError(422, 'The change does not pass journey validate, so it was not saved as a draft.', answer);
    if (!message) throw new ApiError(400, 'Write what the change does and why: the publisher reviews it with your message.', { errors: [{ pointer: '/message', message: 'Write what the change does and why.' }] });
    // A draft is drawn under every brand too, so a publisher never reviews a screen that cannot be shown.
    const drawn = await drawnOrRefused(ctx, check, { [file]: text, ...alongside }, NOT_DRAWN.replace('so it was not saved', 'so it was not saved as a draft'));
    const decisions = decisionImpact(before, check.set, editCases(ctx, root));
    const impact = { rows: decisions.rows, cases: decisions.cases, ...screenImpact(before, check.set, file), rules: ruleChanges(before, check.set) };
    const draft = reviews.create({ file, text, ...(Object.keys(alongside).length ? { alongside } : {}), message, author: { id: actor.id, name: actor.name, email: actor.email }, baseHash: hashText(fs.existsSync(path.join(root, file)) ? fs.readFileSync(path.join(root, file), 'utf8') : ''), impact }, ctx.now());
    return { ...drawn, file, draft: { id: draft.id, file, message } };
  }
  const result = await applyChange(ctx, rebuild, { [file]: text, ...alongside }, { message, author: actor, refused: 'The change does not pass journey validate, so it was not saved.', confirmReroute: change.confirmReroute === true });
  return { ...result.check, saved: file, ...screenImpact(before, loadConfig(root), file), rebuild: result.rebuild, commit: result.commit, ...(result.moved ? { moved: result.moved } : {}), ...whyNoCommit(result) };
}
