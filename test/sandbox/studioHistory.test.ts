/**
 * Staff accounts, commits, history, revert and review over HTTP (sandbox/routes/studioSignIn.ts,
 * studioEditor.ts, studioHistory.ts), on a copy of the config that is a git repository with a staff
 * file: signing in, each role's limits, a publisher's save as a commit with them as author and
 * their message, the history listing it with its diff and impact, revert restoring the file, and an
 * editor's draft approved by a publisher.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { configRepo, git } from '../helpers/configRepo.ts';
import { APP, applicationAnswers, client, newApplicant, registration, start, type Running } from './helpers.js';
import { bayviewAnswers } from './brandAnswers.js';

// Each change is checked by journey validate and its impact worked out for every fixture: seconds each on two shared cores.
vi.setConfig({ testTimeout: 120_000 });

const INCOME = 'schemas/register-v2/annual-income.json';
const WORDS = 'Confirm that this is your annual income before taxes, not a monthly or weekly amount';

let server: Running;
let api: ReturnType<typeof client>;
let repo: ReturnType<typeof configRepo>;
let original: string;

beforeAll(async () => {
  repo = configRepo();
  original = fs.readFileSync(path.join(repo.root, INCOME), 'utf8');
  server = await start({ opsToken: 'ops-secret', configRoot: repo.root });
  api = client(server);
});
afterAll(async () => {
  await server.close();
  repo.remove();
});

async function signIn(id: 'vera' | 'eddie' | 'petra'): Promise<Record<string, string>> {
  const answer = await api('POST', '/studio/sign-in', { body: { id, token: repo.tokens[id] } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const cookie = answer.headers.get('set-cookie') ?? '';
  expect(cookie).toMatch(/^studio_session=[^;]+; Path=\/studio; HttpOnly; SameSite=Strict/);
  return { cookie: cookie.split(';')[0]! };
}

describe('studio staff', () => {
  it('signs a member in with their id and token only; the operations token no longer opens the studio once there is a staff file', async () => {
    expect((await api('POST', '/studio/sign-in', { body: { id: 'petra', token: repo.tokens.eddie } })).status).toBe(401);
    expect((await api('POST', '/studio/sign-in', { body: { id: 'nobody', token: repo.tokens.eddie } })).status).toBe(401);
    expect((await api('POST', '/studio/sign-in', { body: { id: 'petra' } })).body.errors).toEqual([{ pointer: '/token', message: expect.stringContaining('Enter your token') }]);
    expect((await api('GET', '/studio/me', { headers: { 'x-ops-token': 'ops-secret' } })).status).toBe(401);
    // A page asked for without a session goes to the sign-in page, and back after.
    const page = await fetch(`${server.url}/studio/history`, { headers: { accept: 'text/html' }, redirect: 'manual' });
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toBe('/studio/sign-in?next=%2Fstudio%2Fhistory');
    const me = await api('GET', '/studio/me', { headers: await signIn('eddie') });
    expect(me.body.me).toEqual({ id: 'eddie', name: 'Eddie Editor', email: 'eddie@lender.example', role: 'editor', via: 'session' });
    // /ops keeps the operations token.
    expect((await api('GET', '/ops/data', { headers: { 'x-ops-token': 'ops-secret' } })).status).not.toBe(401);
  });

  it('slows a browser guessing a member\'s token, says how long to wait, and lets the member in from another browser', async () => {
    const guess = (cookie: string) => api('POST', '/studio/sign-in', { body: { id: 'vera', token: 'not-the-token' }, headers: { cookie } });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await guess('heloc_visitor=guessing-browser-00001')).status);
    // Three wrong tokens are free; the fourth waits, with Retry-After and the wait in words.
    expect(statuses).toEqual([401, 401, 401, 429]);
    const waiting = await guess('heloc_visitor=guessing-browser-00001');
    expect(waiting.status).toBe(429);
    expect(Number(waiting.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(waiting.body.message).toMatch(/^Too many failed attempts\. Please wait/);
    // The member, in her own browser, signs in at once.
    const own = await api('POST', '/studio/sign-in', { body: { id: 'vera', token: repo.tokens.vera }, headers: { cookie: 'heloc_visitor=veras-browser-00000001' } });
    expect(own.status).toBe(200);
  });

  it('signing out ends the session', async () => {
    const headers = await signIn('vera');
    expect((await api('GET', '/studio/me', { headers })).status).toBe(200);
    expect((await api('POST', '/studio/sign-out', { headers })).headers.get('set-cookie')).toContain('Max-Age=0');
    expect((await api('GET', '/studio/me', { headers })).status).toBe(401);
  });

  it('enforces roles on the server: a viewer reads and cannot save, an editor cannot approve or revert', async () => {
    const vera = await signIn('vera');
    expect((await api('GET', `/studio/editor/file?file=${INCOME}`, { headers: vera })).status).toBe(200);
    const refused = await api('POST', '/studio/editor/save', { headers: vera, body: { file: INCOME, text: original, message: 'x' } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('This needs the editor role: Vera Viewer (vera) is a viewer.');
    const eddie = await signIn('eddie');
    const head = git(repo.root, 'rev-parse', 'HEAD').trim();
    expect((await api('POST', `/studio/history/commit/${head}/revert`, { headers: eddie, body: {} })).status).toBe(403);
    expect((await api('POST', '/studio/brands', { headers: eddie, body: {} })).status).toBe(403);
  });
});

describe('every save a commit', () => {
  it('commits a publisher\'s save with them as author and their message; the history lists it with its diff and impact; revert restores the file', async () => {
    const petra = await signIn('petra');
    const edited = original.replace(WORDS, WORDS.replace('annual', 'yearly'));
    // The message is the commit's: a save without one is refused and writes nothing.
    const without = await api('POST', '/studio/editor/save', { headers: petra, body: { file: INCOME, text: edited } });
    expect(without.status).toBe(400);
    expect(fs.readFileSync(path.join(repo.root, INCOME), 'utf8')).toBe(original);

    const saved = await api('POST', '/studio/editor/save', { headers: petra, body: { file: INCOME, text: edited, message: 'Say yearly, not annual, in the income warning' } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(git(repo.root, 'log', '-1', '--format=%an <%ae>|%cn|%s', saved.body.commit).trim()).toBe('Petra Publisher <petra@lender.example>|Petra Publisher|Say yearly, not annual, in the income warning');
    expect(git(repo.root, 'show', '--name-only', '--format=', saved.body.commit).trim()).toBe(INCOME);
    expect(git(repo.root, 'status', '--porcelain').trim()).toBe('');

    const history = await api('GET', '/studio/history/data', { headers: petra });
    expect(history.body.repository).toBe(true);
    expect(history.body.commits[0]).toMatchObject({ sha: saved.body.commit, author: { name: 'Petra Publisher', email: 'petra@lender.example' }, subject: 'Say yearly, not annual, in the income warning', files: [{ file: INCOME, change: 'modified' }] });
    expect(history.body.commits.at(-1).subject).toBe('The config as copied');

    const one = await api('GET', `/studio/history/commit/${saved.body.commit}`, { headers: petra });
    expect(one.body.diffs).toHaveLength(1);
    expect(one.body.diffs[0].file).toBe(INCOME);
    expect(one.body.diffs[0].patch).toMatch(/^-.*your annual income before taxes/m);
    expect(one.body.diffs[0].patch).toMatch(/^\+.*your yearly income before taxes/m);
    expect(one.body.impact.screens).toContain('register-v2/annual-income');
    expect(one.body.impact.rows).toEqual([]);

    const reverted = await api('POST', `/studio/history/commit/${saved.body.commit}/revert`, { headers: petra, body: {} });
    expect(reverted.status, JSON.stringify(reverted.body)).toBe(200);
    expect(fs.readFileSync(path.join(repo.root, INCOME), 'utf8')).toBe(original);
    expect(git(repo.root, 'log', '-1', '--format=%an|%s', reverted.body.commit).trim()).toBe('Petra Publisher|Revert "Say yearly, not annual, in the income warning"');
    // Saving the text as committed makes no empty commit, and says so.
    const same = await api('POST', '/studio/editor/save', { headers: petra, body: { file: INCOME, text: original, message: 'No change' } });
    expect(same.body).toMatchObject({ commit: null, notCommitted: 'Nothing to commit: the files are as the last commit has them.' });
    expect(git(repo.root, 'rev-parse', 'HEAD').trim()).toBe(reverted.body.commit);
  });

  it('reads a commit as staff do: the screen by its name, each changed text before and after', async () => {
    const petra = await signIn('petra');
    const saved = await api('POST', '/studio/editor/save', { headers: petra, body: { file: INCOME, text: original.replace(WORDS, WORDS.replace('annual', 'yearly')), message: 'Yearly, in the income warning' } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const one = await api('GET', `/studio/history/commit/${saved.body.commit}`, { headers: petra });
    expect(one.body.changes).toEqual([{
      file: INCOME, title: 'the screen “What is your annual income?” (register-v2/annual-income)', added: false, readable: true,
      changes: [{ pointer: '/rules/1/message', where: 'rule › lowIncomeConfirmation › message', before: expect.stringContaining(WORDS), after: expect.stringContaining(WORDS.replace('annual', 'yearly')) }],
    }]);
    const reverted = await api('POST', `/studio/history/commit/${saved.body.commit}/revert`, { headers: petra, body: {} });
    expect(reverted.status, JSON.stringify(reverted.body)).toBe(200);
    expect(reverted.body.broughtBack).toMatch(/^the screen “What is your annual income\?” \(register-v2\/annual-income\): .*message is “.*your annual income before taxes.*” again$/);
  });

  it('keeps an editor\'s brand change as a draft; approved, it is a commit that reads by the brand\'s name, and its revert says what comes back', async () => {
    const eddie = await signIn('eddie');
    const petra = await signIn('petra');
    const file = path.join(repo.root, 'brands/LAKEVIEW.json');
    const before = fs.readFileSync(file, 'utf8');
    const head = git(repo.root, 'rev-parse', 'HEAD').trim();
    const data = await api('GET', '/studio/brands/data?org=LAKEVIEW', { headers: eddie });
    const answers = data.body.editing.answers;
    const oldEmail = answers.support.email;
    const changed = { ...answers, support: { ...answers.support, email: 'homeequity@lakeview.test' } };
    const drafted = await api('PUT', '/studio/brands/LAKEVIEW', { headers: eddie, body: { editing: 'LAKEVIEW', brand: changed, message: 'Lakeview answers home-equity mail at its own address' } });
    expect(drafted.status, JSON.stringify(drafted.body)).toBe(202);
    expect(drafted.body.draft).toMatchObject({ file: 'brands/LAKEVIEW.json', message: 'Lakeview answers home-equity mail at its own address' });
    // Nothing is live yet; a new logo or other licensed states are not an editor's.
    expect(fs.readFileSync(file, 'utf8')).toBe(before);
    expect(git(repo.root, 'rev-parse', 'HEAD').trim()).toBe(head);
    const states = await api('PUT', '/studio/brands/LAKEVIEW', { headers: eddie, body: { editing: 'LAKEVIEW', brand: { ...changed, licensedStates: ['TX'] } } });
    expect(states.status).toBe(403);

    const draft = await api('GET', `/studio/drafts/${drafted.body.draft.id}`, { headers: petra });
    expect(draft.body.changes[0]).toMatchObject({ title: 'the brand Lakeview (LAKEVIEW)', changes: [{ where: 'support › email', before: oldEmail, after: 'homeequity@lakeview.test' }] });
    const approved = await api('POST', `/studio/drafts/${drafted.body.draft.id}/approve`, { headers: petra, body: {} });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).support.email).toBe('homeequity@lakeview.test');
    expect(git(repo.root, 'log', '-1', '--format=%an|%cn|%s', approved.body.commit).trim()).toBe('Eddie Editor|Petra Publisher|Lakeview answers home-equity mail at its own address');

    const reverted = await api('POST', `/studio/history/commit/${approved.body.commit}/revert`, { headers: petra, body: {} });
    expect(reverted.status, JSON.stringify(reverted.body)).toBe(200);
    expect(reverted.body.broughtBack).toBe(`the brand Lakeview (LAKEVIEW): support › email is “${oldEmail}” again`);
    expect(fs.readFileSync(file, 'utf8')).toBe(before);
  });

  it('refuses a revert whose result does not pass the checks, changing nothing', async () => {
    const petra = await signIn('petra');
    const heloc = 'journeys/heloc.json';
    const text = fs.readFileSync(path.join(repo.root, heloc), 'utf8');
    // A commit that fixes a broken file (both made outside the studio): undoing it would break it again.
    fs.writeFileSync(path.join(repo.root, INCOME), original.replace('"effect": "confirm"', '"effect": "confirmm"'));
    git(repo.root, 'commit', '--quiet', '-am', 'Break the effect by hand');
    fs.writeFileSync(path.join(repo.root, INCOME), original);
    git(repo.root, 'commit', '--quiet', '-am', 'Fix the effect');
    const fix = git(repo.root, 'rev-parse', 'HEAD').trim();
    const refused = await api('POST', `/studio/history/commit/${fix}/revert`, { headers: petra, body: {} });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toContain('does not pass journey validate');
    expect(refused.body.problems[0].message).toContain('must be equal to one of the allowed values');
    expect(fs.readFileSync(path.join(repo.root, INCOME), 'utf8')).toBe(original);
    expect(git(repo.root, 'rev-parse', 'HEAD').trim()).toBe(fix);
    expect(fs.readFileSync(path.join(repo.root, heloc), 'utf8')).toBe(text);
  });
});

describe('drafts for review', () => {
  it('keeps an editor\'s save as a draft with its impact; a publisher sees its diff and approves it into a commit by the editor', async () => {
    const eddie = await signIn('eddie');
    const head = git(repo.root, 'rev-parse', 'HEAD').trim();
    const edited = original.replace(WORDS, WORDS.replace('before taxes', 'before tax'));
    const drafted = await api('POST', '/studio/editor/save', { headers: eddie, body: { file: INCOME, text: edited, message: 'Before tax, as the form says it' } });
    expect(drafted.status, JSON.stringify(drafted.body)).toBe(200);
    expect(drafted.body.draft).toMatchObject({ file: INCOME, message: 'Before tax, as the form says it' });
    // Nothing went live.
    expect(fs.readFileSync(path.join(repo.root, INCOME), 'utf8')).toBe(original);
    expect(git(repo.root, 'rev-parse', 'HEAD').trim()).toBe(head);

    const petra = await signIn('petra');
    const list = await api('GET', '/studio/history/data', { headers: petra });
    expect(list.body.drafts[0]).toMatchObject({ id: drafted.body.draft.id, status: 'pending', author: { name: 'Eddie Editor' }, impact: { rerouted: 0 } });
    expect(list.body.drafts[0].impact.screens).toContain('register-v2/annual-income');
    const shown = await api('GET', `/studio/drafts/${drafted.body.draft.id}`, { headers: petra });
    expect(shown.body.diff).toMatch(/^\+.*annual income before tax, not/m);
    // The file's own path, once, as git names it in a repository's diff.
    expect(shown.body.diff).toContain(`--- a/${INCOME}\n+++ b/${INCOME}\n`);
    expect(shown.body.stale).toBe(false);

    expect((await api('POST', `/studio/drafts/${drafted.body.draft.id}/approve`, { headers: eddie, body: {} })).status).toBe(403);
    const approved = await api('POST', `/studio/drafts/${drafted.body.draft.id}/approve`, { headers: petra, body: {} });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(fs.readFileSync(path.join(repo.root, INCOME), 'utf8')).toBe(edited);
    expect(git(repo.root, 'log', '-1', '--format=%an|%cn|%B', approved.body.commit).trim()).toBe('Eddie Editor|Petra Publisher|Before tax, as the form says it\n\nApproved-by: Petra Publisher <petra@lender.example>');
    expect((await api('POST', `/studio/drafts/${drafted.body.draft.id}/approve`, { headers: petra, body: {} })).status).toBe(409);
  });

  it('rejects a draft with a note, and refuses to approve one the file has moved on from', async () => {
    const eddie = await signIn('eddie');
    const petra = await signIn('petra');
    const current = fs.readFileSync(path.join(repo.root, INCOME), 'utf8');
    const a = await api('POST', '/studio/editor/save', { headers: eddie, body: { file: INCOME, text: current.replace('before tax, not', 'pre-tax, not'), message: 'Pre-tax' } });
    expect((await api('POST', `/studio/drafts/${a.body.draft.id}/reject`, { headers: petra, body: {} })).status).toBe(400);
    const rejected = await api('POST', `/studio/drafts/${a.body.draft.id}/reject`, { headers: petra, body: { note: 'We say before tax everywhere.' } });
    expect(rejected.body.draft).toMatchObject({ status: 'rejected', note: 'We say before tax everywhere.', decidedBy: { name: 'Petra Publisher' } });

    const b = await api('POST', '/studio/editor/save', { headers: eddie, body: { file: INCOME, text: current.replace('before tax, not', 'gross, not'), message: 'Gross' } });
    const moved = current.replace('not a monthly', 'not a monthly (or weekly)');
    expect((await api('POST', '/studio/editor/save', { headers: petra, body: { file: INCOME, text: moved, message: 'Clearer' } })).status).toBe(200);
    const stale = await api('POST', `/studio/drafts/${b.body.draft.id}/approve`, { headers: petra, body: {} });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toContain('changed after this draft was made');
    expect(fs.readFileSync(path.join(repo.root, INCOME), 'utf8')).toBe(moved);
  });

  it('saves a brand with the message its publisher wrote; a brand created in the studio is removed by reverting it, its licensed states too; a brand is switched off in its form', async () => {
    const petra = await signIn('petra');
    const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#123456"/></svg>';
    const brand = bayviewAnswers({ licensedStates: ['FL', 'GA'] });
    const brandFile = path.join(repo.root, 'brands/BAYVIEW_CREDIT.json');
    const logoFile = path.join(repo.root, 'renderer/public/logos/BAYVIEW_CREDIT.svg');
    const licences = path.join(repo.root, 'sandbox/data/licenses.json');
    const licencesBefore = fs.readFileSync(licences, 'utf8');
    const head = git(repo.root, 'rev-parse', 'HEAD').trim();
    const body = { brand, logo: Buffer.from(SVG).toString('base64') };

    // Like every save, a brand asks what the change does: none is made up.
    const without = await api('POST', '/studio/brands', { headers: petra, body });
    expect(without.status).toBe(400);
    expect(without.body.errors).toEqual([{ pointer: '/message', message: 'Write what the change does and why: it is the commit\'s message, the title History gives the change.' }]);
    expect(fs.existsSync(brandFile) || fs.existsSync(logoFile)).toBe(false);
    expect(git(repo.root, 'rev-parse', 'HEAD').trim()).toBe(head);

    const created = await api('POST', '/studio/brands', { headers: petra, body: { ...body, message: 'Bayview Credit starts lending in Florida and Georgia' } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(git(repo.root, 'log', '-1', '--format=%s', created.body.commit).trim()).toBe('Bayview Credit starts lending in Florida and Georgia');
    expect(JSON.parse(fs.readFileSync(licences, 'utf8')).BAYVIEW_CREDIT).toEqual(['FL', 'GA']);

    // Switched off in its form (a behaviour switch), with its own message.
    const data = await api('GET', '/studio/brands/data?org=BAYVIEW_CREDIT', { headers: petra });
    expect(data.body.meta.behaviour.properties.notAcceptingApplications.description).toMatch(/^Switched off: the lender takes no new applications/);
    const answers = data.body.editing.answers;
    // Switching a lender off is saved only once confirmed, in words that say who can no longer apply.
    const switchedOff = { editing: 'BAYVIEW_CREDIT', brand: { ...answers, behaviour: { ...answers.behaviour, notAcceptingApplications: true } }, logo: null, message: 'Bayview pauses new applications' };
    const checked = await api('POST', '/studio/brands/check', { headers: petra, body: switchedOff });
    expect(checked.body.gates).toEqual([expect.stringMatching(/^BAYVIEW_CREDIT: A visitor at \/register and \d+ more pages will see the "pages\/not-accepting" page instead: gate brandSwitchedOff/)]);
    const unconfirmed = await api('PUT', '/studio/brands/BAYVIEW_CREDIT', { headers: petra, body: switchedOff });
    expect([unconfirmed.status, unconfirmed.body.code]).toEqual([409, 'CONFIRM_GATES']);
    expect(unconfirmed.body.message).toMatch(/^Confirm this change before it is saved: BAYVIEW_CREDIT: A visitor at \/register/);
    expect(JSON.parse(fs.readFileSync(brandFile, 'utf8')).behaviour?.notAcceptingApplications).not.toBe(true);
    const off = await api('PUT', '/studio/brands/BAYVIEW_CREDIT', { headers: petra, body: { ...switchedOff, confirmGates: true } });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(JSON.parse(fs.readFileSync(brandFile, 'utf8')).behaviour.notAcceptingApplications).toBe(true);
    expect(git(repo.root, 'log', '-1', '--format=%s', off.body.commit).trim()).toBe('Bayview pauses new applications');
    // The server refuses a new application for it too, not only the registration pages (routes/application.ts).
    const visitor = await api('POST', '/identity/api/v1/registration/register', { body: registration() });
    const refusedApp = await api('POST', APP, { token: visitor.body.jwt, headers: { 'x-org': 'BAYVIEW_CREDIT' }, body: applicationAnswers('Happy') });
    expect([refusedApp.status, refusedApp.body.code]).toEqual([409, 'NOT_ACCEPTING_APPLICATIONS']);
    expect(refusedApp.body.message).toMatch(/^Bayview Credit, Inc\. is not taking new applications at the moment\./);

    // Reverting the creation, after the brand was switched off since, removes the brand, its logo and its licensed states.
    const listed = (await api('GET', '/studio/history/data', { headers: petra })).body.commits.find((c: { sha: string }) => c.sha === created.body.commit);
    expect(listed.files).toEqual(expect.arrayContaining([{ file: 'brands/BAYVIEW_CREDIT.json', change: 'added' }, { file: 'renderer/public/logos/BAYVIEW_CREDIT.svg', change: 'added' }]));
    const removed = await api('POST', `/studio/history/commit/${created.body.commit}/revert`, { headers: petra, body: {} });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(fs.existsSync(brandFile)).toBe(false);
    expect(fs.existsSync(logoFile)).toBe(false);
    expect(JSON.parse(fs.readFileSync(licences, 'utf8'))).toEqual(JSON.parse(licencesBefore));
    expect(removed.body.broughtBack).toContain('the brand Bayview (BAYVIEW_CREDIT) is removed, as before it was added');
    expect(git(repo.root, 'show', '--name-status', '--format=%s', removed.body.commit).trim().split('\n')).toEqual([
      'Revert "Bayview Credit starts lending in Florida and Georgia"', '', 'D\tbrands/BAYVIEW_CREDIT.json', 'D\trenderer/public/logos/BAYVIEW_CREDIT.svg', 'M\tsandbox/data/licenses.json',
    ]);
    expect(git(repo.root, 'status', '--porcelain').trim()).toBe('');
    expect((await api('GET', '/studio/brands/data', { headers: petra })).body.brands.map((b: { orgCode: string }) => b.orgCode)).not.toContain('BAYVIEW_CREDIT');
    // The lender's pages are gone at once: no organisation info for the org.
    expect((await api('GET', '/account/heloc/register-v2?org=BAYVIEW_CREDIT')).status).not.toBe(200);
  });

  it('refuses a change that sends applications in the database elsewhere until it is confirmed, naming them; the commit says how many moved, and so must its revert', async () => {
    const petra = await signIn('petra');
    const { uuid } = await newApplicant(api);
    expect((await api('POST', `/ops/applications/${uuid}/status`, { headers: { 'x-ops-token': 'ops-secret' }, body: { status: 'DELINQUENCY_REVIEW' } })).status).toBe(200);
    const HELOC = 'journeys/heloc.json';
    const before = fs.readFileSync(path.join(repo.root, HELOC), 'utf8');
    const journey = JSON.parse(before);
    journey.statusRouting.rows.find((r: { id: string }) => r.id === 'delinquency').to = '/:uuid/line';
    const text = JSON.stringify(journey, null, 2);
    const head = git(repo.root, 'rev-parse', 'HEAD').trim();

    const refused = await api('POST', '/studio/editor/save', { headers: petra, body: { file: HELOC, text, message: 'Send delinquency reviews to the line page' } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`This change sends 1 application already in the sandbox somewhere else: ${uuid} (DELINQUENCY_REVIEW) from /review-app/delinquency to /line. Nothing was saved. To save it anyway, confirm that these applications move (confirmReroute).`);
    expect(refused.body.reroute).toEqual({ count: 1, applications: [{ uuid, status: 'DELINQUENCY_REVIEW', from: '/review-app/delinquency', to: '/line' }], words: expect.any(String) });
    expect(fs.readFileSync(path.join(repo.root, HELOC), 'utf8')).toBe(before);
    expect(git(repo.root, 'rev-parse', 'HEAD').trim()).toBe(head);

    const saved = await api('POST', '/studio/editor/save', { headers: petra, body: { file: HELOC, text, message: 'Send delinquency reviews to the line page', confirmReroute: true } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.moved).toMatchObject({ count: 1 });
    expect(git(repo.root, 'log', '-1', '--format=%B', saved.body.commit).trim()).toBe(`Send delinquency reviews to the line page\n\nMoved 1 application to another screen: ${uuid} (DELINQUENCY_REVIEW) from /review-app/delinquency to /line.\n\nMoved-applications: 1`);
    const listed = (await api('GET', '/studio/history/data', { headers: petra })).body.commits[0];
    expect(listed.body).toContain('Moved 1 application to another screen');

    // Undoing it moves the application back: the revert is confirmed too.
    const revert = await api('POST', `/studio/history/commit/${saved.body.commit}/revert`, { headers: petra, body: {} });
    expect(revert.status).toBe(409);
    expect(revert.body.reroute).toMatchObject({ count: 1, applications: [{ uuid, from: '/line', to: '/review-app/delinquency' }] });
    const reverted = await api('POST', `/studio/history/commit/${saved.body.commit}/revert`, { headers: petra, body: { confirmReroute: true } });
    expect(reverted.status, JSON.stringify(reverted.body)).toBe(200);
    expect(fs.readFileSync(path.join(repo.root, HELOC), 'utf8')).toBe(before);
    expect(git(repo.root, 'log', '-1', '--format=%B', reverted.body.commit)).toContain('Moved-applications: 1');
    // The revert names what it undid; the history marks the change undone, and a second revert says so in words, not git's.
    expect(git(repo.root, 'log', '-1', '--format=%B', reverted.body.commit)).toContain(`Reverts: ${saved.body.commit}`);
    const history = (await api('GET', '/studio/history/data', { headers: petra })).body.commits as { sha: string; undoneBy?: { sha: string; author: { name: string } } }[];
    expect(history.find((c) => c.sha === saved.body.commit)?.undoneBy).toMatchObject({ sha: reverted.body.commit, author: { name: 'Petra Publisher' } });
    expect(history.find((c) => c.sha === reverted.body.commit)?.undoneBy).toBeUndefined();
    const again = await api('POST', `/studio/history/commit/${saved.body.commit}/revert`, { headers: petra, body: { confirmReroute: true } });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(new RegExp(`^"Send delinquency reviews to the line page" was undone already, by Petra Publisher on \\d{4}-\\d\\d-\\d\\d \\(commit ${String(reverted.body.commit).slice(0, 8)}\\): there is nothing left to revert\\.`));
    expect(again.body.message).not.toContain('patch');
    // Reverting the revert brings the change back, and the change is no longer marked undone.
    const redo = await api('POST', `/studio/history/commit/${reverted.body.commit}/revert`, { headers: petra, body: { confirmReroute: true } });
    expect(redo.status, JSON.stringify(redo.body)).toBe(200);
    const after = (await api('GET', '/studio/history/data', { headers: petra })).body.commits as { sha: string; undoneBy?: unknown }[];
    expect(after.find((c) => c.sha === saved.body.commit)?.undoneBy).toBeUndefined();
    expect(after.find((c) => c.sha === reverted.body.commit)?.undoneBy).toBeDefined();
  });
});

describe('the staff page (sandbox/routes/studioStaff.ts)', () => {
  it('lists the members for anyone signed in; a publisher adds a colleague, whose token signs them in once given, and changes a role', async () => {
    const vera = await signIn('vera');
    const listed = await api('GET', '/studio/staff/data', { headers: vera });
    expect(listed.status).toBe(200);
    expect(listed.body.members.map((m: { id: string; role: string }) => `${m.id}:${m.role}`)).toEqual(expect.arrayContaining(['vera:viewer', 'eddie:editor', 'petra:publisher']));
    expect(JSON.stringify(listed.body)).not.toMatch(/tokenHash|scrypt/);
    // Only a publisher changes staff.
    expect((await api('POST', '/studio/staff/members', { headers: vera, body: { id: 'sam.lee', name: 'Sam Lee', email: 'sam@lender.example', role: 'editor' } })).status).toBe(403);
    const petra = await signIn('petra');
    const bad = await api('POST', '/studio/staff/members', { headers: petra, body: { id: 'Sam Lee!', name: '', email: 'sam', role: 'boss' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { pointer: string }) => e.pointer)).toEqual(['/id', '/name', '/email', '/role']);
    const added = await api('POST', '/studio/staff/members', { headers: petra, body: { id: 'sam.lee', name: 'Sam Lee', email: 'sam@lender.example', role: 'editor' } });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body).toMatchObject({ member: { id: 'sam.lee', role: 'editor' }, replaced: false });
    const sam = await api('POST', '/studio/sign-in', { body: { id: 'sam.lee', token: added.body.token } });
    expect(sam.status).toBe(200);
    expect(fs.readFileSync(path.join(repo.root, 'staff.json'), 'utf8')).not.toContain(added.body.token);
    // A new role comes with a new token: the old one stops working.
    const promoted = await api('POST', '/studio/staff/members', { headers: petra, body: { id: 'sam.lee', name: 'Sam Lee', email: 'sam@lender.example', role: 'publisher' } });
    expect(promoted.body).toMatchObject({ member: { role: 'publisher' }, replaced: true });
    expect((await api('POST', '/studio/sign-in', { body: { id: 'sam.lee', token: added.body.token } })).status).toBe(401);
    // A publisher cannot take the role from themselves.
    const self = await api('POST', '/studio/staff/members', { headers: petra, body: { id: 'petra', name: 'Petra Publisher', email: 'petra@lender.example', role: 'viewer' } });
    expect(self.status).toBe(409);
  });
});

describe('without a staff file or a repository', () => {
  it('takes the operations token as a publisher and saves without a commit, saying so', async () => {
    const { copyConfig } = await import('../helpers/configCopy.ts');
    const copy = copyConfig();
    const plain = await start({ opsToken: 'ops-secret', configRoot: copy.root });
    try {
      const call = client(plain);
      const headers = { 'x-ops-token': 'ops-secret' };
      expect((await call('GET', '/studio/me', { headers })).body.me).toMatchObject({ id: 'ops', role: 'publisher', via: 'ops-token' });
      const saved = await call('POST', '/studio/editor/save', { headers, body: { file: INCOME, text: original.replace(WORDS, WORDS.replace('annual', 'yearly')) } });
      expect(saved.status).toBe(200);
      expect(saved.body.commit).toBeNull();
      expect(saved.body.notCommitted).toContain('not a git repository');
      expect((await call('GET', '/studio/history/data', { headers })).body).toMatchObject({ repository: false, commits: [] });
      expect((await call('POST', '/studio/sign-in', { body: { id: 'petra', token: 'x' } })).status).toBe(409);
    } finally {
      await plain.close();
      copy.remove();
    }
  });
});
