/** The staff CLI forms of docs/architecture.md, run as a process the way staff and CI run them. */
import { describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { config, UUID } from '../helpers/config.ts';
import { copyWith } from '../helpers/brokenCopy.ts';

const run = promisify(execFile);
// Each test starts node processes (five at a time for the route table): on a loaded 2-core machine a
// start alone can take several seconds, so these wait longer than the suite's default.
const SPAWNS = { timeout: 60_000 };
const root = config.root;
async function journey(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'engine/cli/journey.ts', ...args], { cwd: root });
    return { code: 0, stdout, stderr };
  } catch (e) {
    const err = e as { code: number; stdout: string; stderr: string };
    return { code: err.code, stdout: err.stdout, stderr: err.stderr };
  }
}
const dir = mkdtempSync(join(tmpdir(), 'journey-cli-'));
const appFile = (name: string, app: Record<string, unknown>) => {
  const f = join(dir, `${name}.json`);
  writeFileSync(f, JSON.stringify({ uuid: UUID, ...app }));
  return f;
};

describe('journey validate', SPAWNS, () => {
  it('exits 0 on the shipped config', async () => {
    const r = await journey('validate');
    expect(r.stdout).toBe('');
    expect(r.code).toBe(0);
  });
  it('exits 1 on a broken copy and prints file#/pointer: message', async () => {
    const copy = copyWith({ 'journeys/heloc.json': (j) => { j.stepMachine.triggers[5].when = { '==': [{ var: 'app.hasHmda' }, true] }; } });
    const r = await journey('validate', '--root', copy);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('journeys/heloc.json#/stepMachine/triggers/5/when/==: loose equality ("1" == 1 is true); use ===\n');
  });
  it('reports a file that does not parse by line and column, not by byte position', async () => {
    const copy = copyWith({ 'brands/MOVEMENT.json': { text: '{\n  "orgCode": "MOVEMENT",\n  "colors": { "primary": "#1C3F5E" }\n  "logoUrl": "x"\n}\n' } });
    const r = await journey('validate', '--root', copy);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('brands/MOVEMENT.json#: does not parse: line 4, column 3: "," is expected between entries\n');
  });
});

describe('journey format', SPAWNS, () => {
  it('--check passes on the shipped config', async () => {
    expect(await journey('format', '--check')).toMatchObject({ code: 0, stdout: '' });
  });
  it('--check fails on a file that does not parse, saying where', async () => {
    const copy = copyWith({ 'schemas/pages/maintenance.json': { text: '{\n  "id": "pages/maintenance",\n  "copy": { "title": "Down", },\n}\n' } });
    const r = await journey('format', '--check', '--root', copy);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('schemas/pages/maintenance.json#: does not parse: line 3, column 30: a property name in double quotes is expected (a trailing comma?)\n');
  });
  it('--check lists a file that is not in the house style', async () => {
    const copy = copyWith({ 'brands/MOVEMENT.json': { text: JSON.stringify(JSON.parse(readFileSync(join(root, 'brands/MOVEMENT.json'), 'utf8'))) } });
    const r = await journey('format', '--check', '--root', copy);
    expect(r).toMatchObject({ code: 1, stdout: 'brands/MOVEMENT.json: not in the house style (run journey format)\n' });
  });
});

// One status per seed row of 000 §4.3 through the CLI (every row is covered through the engine in statusRouter.test.ts).
const ROWS: [string, Record<string, unknown>, string][] = [
  ['CREDIT_NO_MATCH', {}, 'credit/social'],
  ['CREDIT_NO_MATCH_SSN', {}, 'review-app/no-credit'],
  ['SOFT_CREDIT_LOCKED_OR_FROZEN', {}, 'credit/error'],
  ['MULTIPLE_PROPERTIES', {}, 'review-app/property'],
  ['DECLINED', {}, 'error/decline'],
  ['COLLECT_ADDITIONAL_INFO', {}, 'start/contact'],
  ['HMDA', {}, 'start/hmda'],
  ['DELINQUENCY_REVIEW', {}, 'review-app/delinquency'],
  ['CLOSING_DISCLOSURE_GENERATION', { status: { waitingOnFloodCert: true } }, 'error/flood-cert'],
  ['FINAL_OFFER', {}, 'signing/intro'],
  ['REVISED_OFFER_SELECTION', { status: { uwSubDecision: 'VERIFIED_OFFER', uwDecision: 'APPROVE' } }, 'product/select?from=signing%2Fintro&uwDecision=APPROVE'],
  ['NOTE_GENERATION', {}, 'review-app/signdocs'],
  ['SUMMARY_DISCLOSURE_GENERATION', {}, 'start/app-summary'],
  ['INCOME_VERIFICATION', {}, 'income/review'],
  ['IDENTITY_VERIFICATION', {}, 'identity'],
  ['ASSETS_PREQUAL', {}, 'product/assets'],
  ['CLTV_REQUALIFY', {}, 'product/prequal-winback'],
  ['AUTOPAY_ACCOUNT', { disburseAccount: { uuid: 'd1' } }, 'bank/disburse'],
  ['VERIFIED_AUTOPAY_ACCOUNT', {}, 'bank/autopay'],
  ['NO_AVM', {}, 'bpo/estimate-value'],
  ['PAYOFF_REQUEST_PENDING', {}, 'payoff/hold'],
  ['BPO_ORDER_REQUEST', { property: { state: 'TX' }, stateLaw: { brokerPriceOpinion: true }, status: { bpo: 'REQUIRED' } }, 'bpo/condition'],
  ['FINAL_TITLE_PROCESSING', {}, 'bpo/hold'],
  ['DEED_SIGNING', { status: { primaryParticipantAcceptComplete: true } }, 'complete'],
  ['FACTA_REVIEW', {}, 'error/timeout'],
  ['LIEN_VERIFICATION', {}, 'liens'],
  ['CO_DEED_REQUIRED', {}, 'signing/additional'],
  ['DEED_SIGNING', {}, 'notary/intro'],
  ['MANUAL_DEED_SIGNING', {}, 'notary/reserve-manual'],
  ['EMPLOYMENT_VERIFICATION', {}, 'income/employer-verification'],
  ['ONSITE_APPRAISAL_PENDING', {}, 'hold'],
];

describe('journey route', SPAWNS, () => {
  it.concurrent.each(ROWS)('--status %s gives the seed destination', async (status, app, destination) => {
    const r = await journey('route', '--status', status, '--app', appFile(`${status}-${destination.replace(/\W/g, '_')}`, app));
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    const [path, qs] = destination.split('?');
    expect(Object.keys(out).slice(0, 3)).toEqual(['route', 'query', 'trace']);
    expect(out.route).toBe(`/account/heloc/${UUID}/${path}`);
    expect(out.query).toEqual(Object.fromEntries(new URLSearchParams(qs ?? '')));
    expect(out.trace.some((t: { decided?: boolean }) => t.decided)).toBe(true);
  });

  it('carries only the web-chat parameter and reads the current path', async () => {
    const r = await journey('route', '--status', 'NOTE_SIGNING', '--app', appFile('decline', { status: { uwDecision: 'DECLINE' } }), '--path', `/account/heloc/${UUID}/document/disclosures`, '--query', 'pop-webchat=true&utm_source=x');
    const out = JSON.parse(r.stdout);
    expect(out.route).toBe(`/account/heloc/${UUID}/signing/intro`);
    expect(out.query).toEqual({ 'pop-webchat': 'true' });
  });

  it('sends COMPLETE to the funded line', async () => {
    expect(JSON.parse((await journey('route', '--status', 'COMPLETE', '--app', appFile('complete', {}))).stdout).route).toBe(`/account/heloc/${UUID}/line`);
  });

  it('explains its usage when --status is missing', async () => {
    const r = await journey('route');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('route needs --status STATUS');
  });
});

describe('journey step, graph, poll, progress, path', SPAWNS, () => {
  it('step prints state, transitions, route and trace', async () => {
    const r = await journey('step', '--app', appFile('step', { term: 10, amount: 20000, status: { liensComplete: true } }));
    const out = JSON.parse(r.stdout);
    expect(Object.keys(out).slice(0, 4)).toEqual(['state', 'transitions', 'route', 'trace']);
    expect(out.state).toBe('MORE_PROFILE');
    expect(out.transitions.map((t: { event: string }) => t.event)).toEqual(['underwrite', 'selectProduct']);
    expect(out.route).toBe(`/account/heloc/${UUID}/start/contact`);
  });
  it('step honours --state', async () => {
    const out = JSON.parse((await journey('step', '--app', appFile('state', { status: { disclosurelistClosingComplete: true } }), '--state', 'SIGN')).stdout);
    expect(out.state).toBe('CO_DEED');
  });
  it('graph prints Mermaid and writes SVG', async () => {
    const m = await journey('graph', '--journey', 'heloc');
    expect(m.stdout.split('\n')[0]).toBe('stateDiagram-v2');
    expect(m.stdout).toContain('PROFILE --> LIENS: lienInfo');
    expect(m.stdout).toContain('ANY_STATE --> CREDIT_ERROR: creditLocked');
    const out = join(dir, 'heloc.svg');
    expect((await journey('graph', '--out', out)).code).toBe(0);
    const svg = readFileSync(out, 'utf8');
    expect(svg).toContain('<svg');
    expect(svg).toContain('lienInfo');
  });
  it('graph draws the status table beside the step machine, fitting a 1920 px screen', async () => {
    const out = join(dir, 'heloc-all.svg');
    expect((await journey('graph', '--out', out)).code).toBe(0);
    const svg = readFileSync(out, 'utf8');
    for (const text of ['declineOnward', 'disbursementAccount', 'lienInfo', 'from any state']) expect(svg).toContain(text);
    const width = Number(/<svg[^>]* width="([\d.]+)pt"/.exec(svg)![1]);
    expect(width * (4 / 3)).toBeLessThanOrEqual(1920);
    const status = await journey('graph', '--view', 'status');
    expect(status.stdout.split('\n')[0]).toBe('flowchart LR');
    expect(status.stdout).toContain('|autopayWithoutDisbursement: ');
  });
  it('graph --journey register draws the steps and gates (it has no step machine)', async () => {
    const m = await journey('graph', '--journey', 'register');
    expect(m.code).toBe(0);
    expect(m.stdout.split('\n')[0]).toBe('flowchart TD');
    const out = join(dir, 'register.svg');
    expect((await journey('graph', '--journey', 'register', '--out', out)).code).toBe(0);
    expect(readFileSync(out, 'utf8')).toContain('originatorRequiredAtRoot');
  });
  it('poll prints the delay and the give-up status', async () => {
    expect(JSON.parse((await journey('poll', '--attempt', '3', '--status', 'SOFT_CREDIT')).stdout)).toMatchObject({ action: 'poll', delayMs: 4000 });
    expect(JSON.parse((await journey('poll', '--attempt', '14', '--status', 'SOFT_CREDIT')).stdout)).toMatchObject({ action: 'giveUp', finalStatus: 'UNKNOWN' });
  });
  it('progress prints the stepper', async () => {
    const out = JSON.parse((await journey('progress', '--app', appFile('progress', { status: { manualNotary: true } }), '--state', 'NOTARY')).stdout);
    expect(out.progressState).toBe('MANUAL_NOTARY');
    expect(out.steps[6].label).toBe('Notary Session and Insurance');
  });
  it('path resolves redirects with the brand', async () => {
    const out = JSON.parse((await journey('path', '--path', '/account/register', '--query', 'referrer=lo-1')).stdout);
    expect(out).toMatchObject({ kind: 'redirect', to: '/account/heloc/register?referrer=lo-1' });
  });
});

describe('journey navigate', SPAWNS, () => {
  const at = (p: string) => `/account/heloc/${UUID}/${p}`;
  it('answers "would an applicant on bank/manual-disburse with DISBURSEMENT_ACCOUNT stay?" with the rule', async () => {
    const r = await journey('navigate', '--status', 'DISBURSEMENT_ACCOUNT', '--app', appFile('nav-disburse', {}), '--path', at('bank/manual-disburse'));
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(Object.keys(out).slice(0, 6)).toEqual(['action', 'route', 'query', 'progress', 'pollAfterMs', 'trace']);
    expect(out).toMatchObject({ action: 'stay', route: at('bank/manual-disburse'), pollAfterMs: null, decidedBy: 'within' });
    expect(out.progress.progressState).toBe('LINK_INCOME');
    const decided = out.trace.filter((t: { decided?: boolean }) => t.decided);
    expect(decided).toEqual([expect.objectContaining({ kind: 'here', rule: 'within', note: '/:uuid/bank/manual-disburse is a sub-step of /:uuid/bank/disburse' })]);
  });

  it('moves, waits with the policy delay, and gives up with --attempt and --previous', async () => {
    const file = appFile('nav-move', {});
    const move = JSON.parse((await journey('navigate', '--status', 'HMDA', '--app', file, '--path', at('identity'), '--query', 'pop-webchat=1&x=2')).stdout);
    expect(move).toMatchObject({ action: 'move', route: at('start/hmda'), query: { 'pop-webchat': '1' } });
    const wait = JSON.parse((await journey('navigate', '--status', 'HMDA', '--previous', 'HMDA', '--attempt', '2', '--app', file, '--path', `/account/heloc/${UUID}`)).stdout);
    expect(wait).toMatchObject({ action: 'wait', pollAfterMs: 2000, decidedBy: 'stableCheck' });
    const gaveUp = JSON.parse((await journey('navigate', '--status', 'SOFT_CREDIT', '--attempt', '14', '--app', file, '--path', at('start/profile'))).stdout);
    expect(gaveUp).toMatchObject({ action: 'move', route: at('error/timeout'), status: 'UNKNOWN' });
  });

  it('navigates the additional signer with --journey signer', async () => {
    const f = join(dir, 'signer.json');
    writeFileSync(f, JSON.stringify({ identityComplete: true }));
    const out = JSON.parse((await journey('navigate', '--journey', 'signer', '--app', f, '--path', '/account/heloc/heloc-signer/resume')).stdout);
    expect(out).toMatchObject({ action: 'move', route: '/account/heloc/heloc-signer/intro' });
  });

  it('explains its usage when --path is missing', async () => {
    const r = await journey('navigate', '--status', 'HMDA', '--app', appFile('nav-usage', {}));
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('navigate needs --path CURRENT_PATH');
  });
});

describe('journey strings', SPAWNS, () => {
  it('prints every key of a screen with its default text, and a brand\'s words with --org', async () => {
    const r = await journey('strings', 'register-v2/annual-income');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('register-v2/annual-income.rules.lowIncomeConfirmation.message\n    "You entered {{values.income:money}} a year.');
    expect(r.stdout).toContain('register-v2/annual-income.fields.income.employmentType.options.RETIRED\n    "Retired"');
    const copy = copyWith({ 'brands/LAKEVIEW.json': (b) => { b.copy = { 'register-v2/annual-income.fields.income.employmentType.options.RETIRED': 'Retired (pension)' }; } });
    const json = await journey('strings', 'register-v2/annual-income', '--org', 'LAKEVIEW', '--format', 'json', '--root', copy);
    const rows = JSON.parse(json.stdout) as { key: string; text: string; LAKEVIEW?: string }[];
    expect(rows.find((x) => x.key.endsWith('options.RETIRED'))).toEqual({ key: 'register-v2/annual-income.fields.income.employmentType.options.RETIRED', text: 'Retired', LAKEVIEW: 'Retired (pension)' });
    const unknown = await journey('strings', 'register-v2/annual-incme');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('unknown screen "register-v2/annual-incme" (did you mean "register-v2/annual-income"?)');
  });
});
