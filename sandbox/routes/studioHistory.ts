import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Ctx } from '../context.js';
import { ApiError, conflict, notFound } from '../http/errors.js';
import { sendStaffPage } from '../studio/staffPage.js';
import { editCases } from '../studio/editCases.js';
import { applyChange, NOT_A_REPOSITORY, whyNoCommit } from '../studio/configChange.js';
import { commitDiff, configCommit, configHistory, GitError, isRepository, revertedTexts, textAt, textDiff, type CommitSummary } from '../studio/configGit.js';
import { hashText, type ReviewDraft, type ReviewDrafts } from '../studio/reviewDrafts.js';
import type { AppRebuild } from '../studio/appRebuild.js';
import { loadConfig, withEdits } from '../../engine/config/loadConfig.ts';
import { decisionImpact, ruleChanges, screenImpact } from '../../engine/config/editImpact.ts';
import { editableKind } from '../../engine/config/editCheck.ts';
import { broughtBackWords, configChanges } from '../../engine/config/configChanges.ts';
import { LOGOS_DIR } from '../studio/newBrand.js';

const one = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);
const bodyOf = (request: FastifyRequest) => (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
const draftSummary = ({ text: _text, impact, ...rest }: ReviewDraft) => ({ ...rest, impact: { screens: impact.screens, brands: impact.brands, rerouted: impact.rows.length, cases: impact.cases } });

/**
 * The config's history and review (README "Studio staff and history"): /studio/history lists the
 * config's commits (author, date, message, files), each with its diff per file and its impact
 * (engine/config/editImpact.ts: what it re-routes, which screens it changes), and the drafts editors
 * saved for review. A publisher reverts a commit (a new commit undoing it) and approves or rejects
 * a draft; both are checked and committed like any save (sandbox/studio/configChange.ts).
 */
/**
 * The later commit whose `Reverts:` trailer names `sha` (the studio writes one on every revert), if
 * any and if it stands: a revert that was itself reverted brought the change back.
 */
function undoerOf(commits: CommitSummary[], sha: string, depth = 0): CommitSummary | undefined {
  const by = commits.find((c) => new RegExp(`^Reverts: ${sha}$`, 'm').test(c.body));
  return by && depth < 20 && !undoerOf(commits, by.sha, depth + 1) ? by : undefined;
}

export function studioHistoryRoutes(app: FastifyInstance, ctx: Ctx, rebuild: AppRebuild | null, reviews: ReviewDrafts): void {
  const root = ctx.options.configRoot;

  /** What a change from `before` to `after` texts (relative path → text) re-routes and redraws, on the config as it is now otherwise. */
  const impactOf = (before: Record<string, string>, after: Record<string, string>) => {
    const abs = (texts: Record<string, string>) => Object.fromEntries(Object.entries(texts).map(([f, t]) => [path.join(root, f), t]));
    const setBefore = withEdits(abs(before), () => loadConfig(root));
    const setAfter = withEdits(abs(after), () => loadConfig(root));
    const decisions = decisionImpact(setBefore, setAfter, editCases(ctx, root));
    const screens = new Set<string>();
    const brands = new Set<string>();
    for (const file of Object.keys(after)) {
      const s = screenImpact(setBefore, setAfter, file);
      s.screens.forEach((x) => screens.add(x));
      s.brands.forEach((x) => brands.add(x));
    }
    return { rows: decisions.rows, cases: decisions.cases, screens: [...screens].sort(), brands: [...brands].sort(), rules: ruleChanges(setBefore, setAfter) };
  };

  const commitOf = async (sha: unknown) => {
    const commit = typeof sha === 'string' ? await configCommit(root, sha) : null;
    if (!commit) throw notFound('The commit');
    return commit;
  };

  /** The texts of a commit's config files before and after it (files it added or deleted are left out of the impact). */
  const sides = async (commit: CommitSummary) => {
    const before: Record<string, string> = {};
    const after: Record<string, string> = {};
    for (const { file } of commit.files) {
      if (!file.endsWith('.json')) continue;
      const [b, a] = await Promise.all([textAt(root, `${commit.sha}^`, file), textAt(root, commit.sha, file)]);
      if (b !== null && a !== null) { before[file] = b; after[file] = a; }
    }
    return { before, after };
  };

  /** licenses.json (relative to the config root) with each org's states as before `sha`, when `sha` changed them; else nothing. */
  const licencesBefore = async (sha: string): Promise<Record<string, string>> => {
    const file = path.relative(root, path.join(ctx.options.dataDir, 'licenses.json')).split(path.sep).join('/');
    if (file.startsWith('..') || !fs.existsSync(path.join(root, file))) return {};
    const [was, made] = await Promise.all([textAt(root, `${sha}^`, file), textAt(root, sha, file)]);
    if (made === null || was === made) return {};
    const parse = (t: string | null) => { try { return (t === null ? {} : JSON.parse(t)) as Record<string, unknown>; } catch { return {}; } };
    const before = parse(was);
    const after = parse(made);
    const now = parse(fs.readFileSync(path.join(root, file), 'utf8'));
    const orgs = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((org) => JSON.stringify(before[org]) !== JSON.stringify(after[org]));
    if (orgs.length === 0) return {};
    for (const org of orgs) {
      if (before[org] === undefined) delete now[org];
      else now[org] = before[org];
    }
    return { [file]: `${JSON.stringify(now, null, 2)}\n` };
  };

  app.get('/studio/history', async (request, reply) => {
    const q = request.query as Record<string, unknown>;
    return sendStaffPage(reply, ctx.options.distDir, { entry: 'studio', title: 'History · Studio', json: { 'studio-data': { ...(one(q.token) ? { token: one(q.token) } : {}), me: request.studioActor } } });
  });

  /** The config files of a change that the studio does not edit (meta-schemas, ...): such a change is an engineer's to revert. */
  const outsideStudio = (files: string[]) => files.filter((f) => !editableKind(root, f) && f.endsWith('.json'));

  app.get('/studio/history/data', async () => {
    const repository = await isRepository(root);
    const listed = repository ? await configHistory(root, 100).catch((e: Error) => { throw new ApiError(500, e.message); }) : [];
    // Each change undone since, with the revert that undid it (its `Reverts:` trailer), so it is not offered again.
    // And the files it changed that the studio does not edit, so a change made outside it is not offered for revert (the revert refuses them).
    const commits = listed.map((c) => {
      const by = undoerOf(listed, c.sha);
      const outside = outsideStudio(c.files.map((f) => f.file));
      return { ...c, ...(by ? { undoneBy: { sha: by.sha, author: by.author, date: by.date } } : {}), ...(outside.length ? { outsideStudio: outside } : {}) };
    });
    return { repository, ...(repository ? {} : { note: NOT_A_REPOSITORY }), commits, drafts: reviews.list().map(draftSummary) };
  });

  app.get('/studio/history/commit/:sha', async (request) => {
    const commit = await commitOf((request.params as { sha: string }).sha);
    const { before, after } = await sides(commit);
    // Each file's change as staff read it (engine/config/configChanges.ts), beside git's patch.
    const changes = await Promise.all(commit.files.map(async ({ file }) => configChanges(file, await textAt(root, `${commit.sha}^`, file), await textAt(root, commit.sha, file))));
    return { commit, changes, diffs: await commitDiff(root, commit.sha), impact: Object.keys(after).length ? impactOf(before, after) : { rows: [], cases: 0, screens: [], brands: [] } };
  });

  // Undoing a commit: a new commit, by the publisher, checked like a save.
  app.post('/studio/history/commit/:sha/revert', { config: { studioRole: 'publisher' } }, async (request) => {
    const commit = await commitOf((request.params as { sha: string }).sha);
    const undoer = undoerOf(await configHistory(root, 500), commit.sha);
    if (undoer) throw conflict(`"${commit.subject}" was undone already, by ${undoer.author.name} on ${undoer.date.slice(0, 10)} (commit ${undoer.sha.slice(0, 8)}): there is nothing left to revert. To bring the change back, revert that commit.`);
    const files = commit.files.map((f) => f.file);
    // A brand the studio created (its file and logo, added by the commit) is removed by undoing it, also
    // once changed since (switched off, reworded): undoing the brand's creation is removing the brand.
    const added = new Set(commit.files.filter((f) => f.change === 'added').map((f) => f.file));
    const removable = (f: string) => added.has(f) && ((/^brands\/[^/]+\.json$/.test(f) && f !== 'brands/_defaults.json') || f.startsWith(`${LOGOS_DIR}/`));
    const undone = files.filter((f) => !removable(f));
    let texts: Record<string, string | null>;
    try {
      texts = undone.length ? await revertedTexts(root, commit.sha, undone) : {};
    } catch (error) {
      if (error instanceof GitError) throw conflict(`The change "${commit.subject}" cannot be reverted: ${error.message}`);
      throw error;
    }
    for (const f of files.filter(removable)) if (fs.existsSync(path.join(root, f))) texts[f] = null;
    if (Object.keys(texts).length === 0) throw conflict(`Reverting "${commit.subject}" changes nothing: what it added is gone already.`);
    const removed = Object.entries(texts).filter(([f, t]) => t === null && !removable(f)).map(([f]) => f);
    if (removed.length) throw conflict(`Reverting "${commit.subject}" would delete ${removed.join(', ')}: the studio does not delete config files; remove them in the repository.`);
    // The lender's licensed states live beside the config (sandbox/data/licenses.json, routes/studioBrands.ts): each org the commit changed there gets back what it had.
    Object.assign(texts, await licencesBefore(commit.sha));
    const unknown = outsideStudio(files);
    if (unknown.length) throw conflict(`Reverting "${commit.subject}" would change ${unknown.join(', ')}, which the studio does not edit.`);
    // Whatever staff write, the commit names what it undoes in a trailer, so the history can say so.
    const message = `${one(bodyOf(request).message) ?? `Revert "${commit.subject}"\n\nThis undoes ${commit.sha.slice(0, 12)} by ${commit.author.name}.`}\n\nReverts: ${commit.sha}`;
    const actor = request.studioActor!;
    // What comes back, in words: each file from as it is now to as the revert leaves it.
    const brought = Object.entries(texts).map(([f, t]) => {
      const full = path.join(root, f);
      return configChanges(f, fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : null, t);
    });
    const result = await applyChange(ctx, rebuild, texts, { message, author: actor, refused: `Reverting "${commit.subject}" leaves a config that does not pass journey validate, so nothing was changed.`, confirmReroute: bodyOf(request).confirmReroute === true });
    return { ...result.check, reverted: commit.sha, commit: result.commit, files, rebuild: result.rebuild, brought, broughtBack: broughtBackWords(brought), ...(result.moved ? { moved: result.moved } : {}) };
  });

  const draftOf = (id: unknown) => {
    const draft = typeof id === 'string' ? reviews.get(id) : null;
    if (!draft) throw notFound('The draft');
    return draft;
  };

  app.get('/studio/drafts/:id', async (request) => {
    const draft = draftOf((request.params as { id: string }).id);
    const full = path.join(root, draft.file);
    const current = fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : '';
    return { draft: draftSummary(draft), impact: draft.impact, changes: [configChanges(draft.file, fs.existsSync(full) ? current : null, draft.text)], diff: await textDiff(draft.file, current, draft.text), stale: hashText(current) !== draft.baseHash };
  });

  // Approving: the editor's change, checked and committed with the editor as author and the publisher as committer.
  app.post('/studio/drafts/:id/approve', { config: { studioRole: 'publisher' } }, async (request) => {
    const draft = draftOf((request.params as { id: string }).id);
    if (draft.status !== 'pending') throw conflict(`This draft was ${draft.status} already.`);
    const full = path.join(root, draft.file);
    if (!fs.existsSync(full) || hashText(fs.readFileSync(full, 'utf8')) !== draft.baseHash) {
      throw conflict(`${draft.file} changed after this draft was made: approving it would undo that change. Reject it and ask ${draft.author.name} to make it again on the file as it is now.`);
    }
    const actor = request.studioActor!;
    const publisher = { id: actor.id, name: actor.name, email: actor.email };
    const result = await applyChange(ctx, rebuild, { [draft.file]: draft.text, ...(draft.alongside ?? {}) }, {
      message: `${draft.message}\n\nApproved-by: ${actor.name} <${actor.email}>`,
      author: draft.author,
      committer: publisher,
      refused: 'The draft no longer passes journey validate (the config changed since), so it was not approved.',
      confirmReroute: bodyOf(request).confirmReroute === true,
    });
    const decided = reviews.decide(draft, { status: 'approved', decidedBy: publisher, commit: result.commit }, ctx.now());
    return { ...result.check, draft: draftSummary(decided), saved: draft.file, commit: result.commit, rebuild: result.rebuild, ...(result.moved ? { moved: result.moved } : {}), ...whyNoCommit(result) };
  });

  app.post('/studio/drafts/:id/reject', { config: { studioRole: 'publisher' } }, async (request) => {
    const draft = draftOf((request.params as { id: string }).id);
    if (draft.status !== 'pending') throw conflict(`This draft was ${draft.status} already.`);
    const note = one(bodyOf(request).note);
    if (!note) throw new ApiError(400, 'Say why the draft is rejected: the editor reads this note.', { errors: [{ pointer: '/note', message: 'Say why the draft is rejected.' }] });
    const actor = request.studioActor!;
    return { draft: draftSummary(reviews.decide(draft, { status: 'rejected', decidedBy: { id: actor.id, name: actor.name, email: actor.email }, note }, ctx.now())) };
  });
}
