/**
 * The staff CLI (docs/architecture.md "The staff tools"; add forms, never break them):
 *   journey validate [--root DIR]
 *   journey route --status STATUS [--app FILE] [--profile FILE] [--path CURRENT_PATH] [--query QS] [--clauses]
 *   journey step --app FILE [--profile FILE] [--state STATE] [--event EVENT]... [--journey heloc|signer]
 *   journey graph [--journey heloc] [--view all|status|steps|flow] [--format mermaid|dot|svg] [--out FILE]
 *   journey progress --app FILE [--profile FILE] [--state STATE] [--journey heloc|signer]
 *   journey poll --attempt N [--status STATUS] [--mode inProgress|stable] [--previous STATUS]
 *   journey path --path FULL_PATH [--query QS] [--org ORG_CODE]
 *   journey navigate --status STATUS --app FILE --path CURRENT_PATH [--previous STATUS] [--attempt N] [--profile FILE] [--query QS] [--org ORG_CODE] [--journey signer]
 *   journey format [--check]
 *   journey types [--check]
 *   journey finance --rate R --fee F --term T --amount A [--interest-only] [--paid-to-others LABEL=AMOUNT]...
 *   journey finance --app FILE [--org ORG_CODE]
 *   journey pricing [--org ORG_CODE]
 *   journey strings SCREEN_ID [--org ORG_CODE] [--format text|json]
 *   journey staff add ID --name NAME --email EMAIL --role viewer|editor|publisher [--file STAFF_FILE]
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig, readJson, brandSources, findRoot, OPERATIONS_FILE } from '../config/loadConfig.ts';
import { readOperationTable } from '../config/operationTable.ts';
import { validateConfig } from '../config/validateConfig.ts';
import { didYouMean, formatProblem } from '../config/problems.ts';
import { screenStrings } from '../strings.ts';
import { mermaid, dot, viewsOf, type GraphView } from '../config/graph.ts';
import { svgOf } from '../config/graphSvg.ts';
import { dictionaryOf, SOURCE_LANGUAGE, wordsFor } from '../locale.ts';
import { formatJson } from '../config/formatJson.ts';
import { parseJson } from '../config/jsonText.ts';
import { routeForStatus } from '../statusRouter.ts';
import { runStepMachine } from '../stepMachine.ts';
import { progressFor } from '../progress.ts';
import { pollPlan } from '../pollPlan.ts';
import { navigate } from '../navigate.ts';
import { resolvePath } from '../redirects.ts';
import { mergeBrand } from '../brand.ts';
import { financeTerms } from '../finance.ts';
import { applicationFinance, feeCapInput, offerFeeCap, pagePricing, pricingFigures, statedFigures, statedFigureSet, applicationState, type Pricing } from '../pricing.ts';
import { PRICING_FILE } from '../config/checkPricing.ts';
import { addStaff, checkStaff, ROLES, staffFilePath, type StaffRole } from '../config/staffFile.ts';
import type { Journey } from '../types/journey.ts';
import type { Application } from '../types/application.ts';
import type { Profile } from '../types/profile.ts';
import type { SignerProgress } from '../types/signer.ts';

const USAGE = `usage: npm run --silent journey -- <command> [options]
  validate [--root DIR]                      check every journey, screen and brand file (and the staff file, when there is one)
  route --status S [--app FILE] [--profile FILE] [--path P] [--query QS] [--clauses]
  step --app FILE [--profile FILE] [--state S] [--event E]... [--journey heloc|signer]
  graph [--journey heloc] [--view all|status|steps|flow] [--format mermaid|dot|svg] [--out FILE]
                                             the status table, the step machine and the flow (svg and dot: all; mermaid: the step machine)
  progress --app FILE [--profile FILE] [--state S] [--journey heloc|signer]
  poll --attempt N [--status S] [--mode inProgress|stable] [--previous S]
  path --path FULL_PATH [--query QS] [--org ORG_CODE]
  navigate --status S --app FILE --path P [--previous S] [--attempt N] [--profile FILE] [--query QS] [--org ORG] [--journey signer]
                                             stay, move, wait or leave, with the trace (signer: --app is the co-deed status)
  format [--check]                           write config JSON in the house style (--check: list files that differ)
  types [--check]                            write the config types (engine/types/) from the meta-schemas (--check: list stale ones)
  finance --rate R --fee F --term T --amount A [--interest-only] [--paid-to-others LABEL=AMOUNT]... [--state ST]
                                             every money figure of a line (APR by Regulation Z Appendix J), with the trace;
                                             --state: for a home in that state (the pricing's stateRules: a fee cap)
  finance --app FILE [--org ORG_CODE]        the same for an application's chosen offer, at the lender's pricing
  pricing [--org ORG_CODE] [--state ST]      the figures a brand's disclosures state (APR range, fees), from ${PRICING_FILE};
                                             --state: for a home in that state (its stateRules)
  strings SCREEN_ID [--org ORG_CODE] [--format text|json]
                                             every text a person sees on the screen with its key (a brand's copy
                                             overrides it by that key); --org shows that brand's words beside the default
  staff add ID --name NAME --email EMAIL --role viewer|editor|publisher [--file FILE]
                                             add a studio member (or give them a new token): prints the token once;
                                             the file is STAFF_FILE or staff.json in the config root`;

class UsageError extends Error {}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    root: { type: 'string' },
    status: { type: 'string' },
    app: { type: 'string' },
    profile: { type: 'string' },
    signer: { type: 'string' },
    path: { type: 'string' },
    query: { type: 'string' },
    state: { type: 'string' },
    event: { type: 'string', multiple: true },
    journey: { type: 'string' },
    format: { type: 'string' },
    view: { type: 'string' },
    out: { type: 'string' },
    attempt: { type: 'string' },
    mode: { type: 'string' },
    previous: { type: 'string' },
    org: { type: 'string' },
    lang: { type: 'string' },
    clauses: { type: 'boolean' },
    check: { type: 'boolean' },
    rate: { type: 'string' },
    fee: { type: 'string' },
    term: { type: 'string' },
    amount: { type: 'string' },
    'interest-only': { type: 'boolean' },
    'paid-to-others': { type: 'string', multiple: true },
    name: { type: 'string' },
    email: { type: 'string' },
    role: { type: 'string' },
    file: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});

const print = (v: unknown) => process.stdout.write(JSON.stringify(v, null, 2) + '\n');
const readObject = (file: string | undefined): Record<string, unknown> | undefined =>
  file === undefined ? undefined : (readJson(resolve(file)) as Record<string, unknown>);
/**
 * A data file as staff give it: an application, a profile or a signer's progress, read as the shape
 * its schema describes (schemas/data/); what it leaves out is read as missing, as in a lender's answer.
 */
const readApp = (file: string | undefined) => readObject(file) as Application | undefined;
const readProfile = (file: string | undefined) => readObject(file) as Partial<Profile> | undefined;
const readSigner = (file: string | undefined) => readObject(file) as SignerProgress | undefined;
const parseQuery = (qs: string | undefined): Record<string, string> =>
  Object.fromEntries(new URLSearchParams((qs ?? '').replace(/^\?/, '')));

async function main(): Promise<number> {
  const command = positionals[0];
  if (values.help || !command) {
    process.stdout.write(USAGE + '\n');
    return command ? 0 : 2;
  }
  const root = values.root ? resolve(values.root) : findRoot();
  const config = loadConfig(root);
  const journey = (id = 'heloc'): Journey => {
    const j = config.journeys[id];
    if (!j) throw new UsageError(`unknown journey "${id}" (have: ${Object.keys(config.journeys).join(', ')})`);
    return j.data;
  };

  switch (command) {
    case 'finance': {
      if (values.app) {
        const merged = mergeBrand(brandSources(config), values.org ?? 'FIGURE');
        const app = readObject(values.app);
        const brand = { ...merged, pricing: pagePricing(readJson(join(root, PRICING_FILE)) as Pricing, merged, applicationState(app)) };
        const d = applicationFinance({ app, brand });
        print({ ...(d.result ?? { chosen: false }), trace: d.trace, decidedBy: d.decidedBy });
        return 0;
      }
      const number = (name: 'rate' | 'fee' | 'term' | 'amount') => {
        const v = Number(values[name]);
        if (values[name] === undefined || !Number.isFinite(v) || v < 0) throw new UsageError(`finance needs --${name} as a number (${name === 'rate' || name === 'fee' ? 'percent, 8.95 for 8.95%' : name === 'term' ? 'years' : 'US dollars'})`);
        return v;
      };
      const paidToOthers = (values['paid-to-others'] ?? []).map((pair) => {
        const [label, amount] = [pair.slice(0, pair.lastIndexOf('=')), Number(pair.slice(pair.lastIndexOf('=') + 1))];
        if (!label || !Number.isFinite(amount)) throw new UsageError(`--paid-to-others takes LABEL=AMOUNT, e.g. "Valuation fee=180"; got "${pair}"`);
        return { label, amount };
      });
      // --state: a home in that state, by the pricing's `stateRules`: an application whose offer carries the
      // state's cap, with its counted fees charged, so the lender's part is decided as for a real one (engine/fees.ts).
      const pricing = readJson(join(root, PRICING_FILE)) as Pricing;
      const cap = values.state ? offerFeeCap(pricing, values.state) : null;
      if (cap?.result) {
        const offer = { uuid: 'cli', term: number('term'), rate: number('rate'), originationFeePercent: number('fee'), feeCap: cap.result };
        const app = { amount: number('amount'), rate: offer.rate, term: offer.term, offers: [offer], selectedOfferUuid: 'cli', isAgeRestrictedInterestOnly: values['interest-only'] === true, status: { bpo: 'REQUIRED', manualNotary: true } };
        const d = applicationFinance({ app, brand: { pricing: pricing.fees } });
        print({ ...d.result, trace: [...cap.trace, ...d.trace], decidedBy: d.decidedBy });
        return 0;
      }
      const d = financeTerms({ amount: number('amount'), ratePercent: number('rate'), termYears: number('term'), originationFeePercent: number('fee'), interestOnly: values['interest-only'] === true, paidToOthers });
      if (cap) d.trace.unshift(...cap.trace);
      print({ ...d.result, trace: d.trace, decidedBy: d.decidedBy });
      return 0;
    }
    case 'pricing': {
      // The figures a disclosure states for a home in --state (a state with no rule: the lender's), or before the state is known.
      const pricing = readJson(join(root, PRICING_FILE)) as Pricing;
      const merged = mergeBrand(brandSources(config), values.org ?? 'FIGURE');
      const d = statedFigures(statedFigureSet(pricing, merged), values.state ?? null);
      const computed = values.state ? pricingFigures(pricing, merged, values.state).trace : [];
      print({ ...d.result, trace: [...computed, ...d.trace], decidedBy: d.decidedBy });
      return 0;
    }
    case 'validate': {
      const problems = validateConfig(config);
      // The studio's staff file, when this config has one (it is optional: without it the studio takes OPS_TOKEN).
      const staffFile = staffFilePath(root);
      if (existsSync(staffFile)) {
        try {
          problems.push(...checkStaff(root, parseJson(readFileSync(staffFile, 'utf8')), staffFile));
        } catch (e) {
          problems.push({ file: staffFile, pointer: '', message: (e as Error).message });
        }
      }
      for (const p of problems) process.stdout.write(formatProblem(p) + '\n');
      if (problems.length > 0) {
        process.stderr.write(`journey validate: ${problems.length} problem${problems.length === 1 ? '' : 's'}\n`);
        return 1;
      }
      const operations = Object.keys(readOperationTable(root)?.operations ?? {}).length;
      process.stderr.write(`journey validate: ${Object.keys(config.journeys).length} journeys, ${Object.keys(config.screens).length} screens, ${Object.keys(config.brands).length} brand files, ${operations} API operations: no problems\n`);
      return 0;
    }
    case 'route': {
      if (!values.status) throw new UsageError('route needs --status STATUS');
      const d = routeForStatus(journey(values.journey), {
        status: values.status,
        app: readApp(values.app),
        profile: readProfile(values.profile),
        path: values.path,
        query: parseQuery(values.query),
        clauses: values.clauses === true,
      });
      const { route, query, ...rest } = d.result;
      print({ route, query, trace: d.trace, decidedBy: d.decidedBy, ...rest });
      return 0;
    }
    case 'step': {
      if (!values.app) throw new UsageError('step needs --app FILE');
      const d = runStepMachine(journey(values.journey), {
        app: readApp(values.app),
        profile: readProfile(values.profile),
        signer: readSigner(values.signer),
        state: values.state,
        events: values.event,
        clauses: values.clauses === true,
      });
      print({ state: d.result.state, transitions: d.result.transitions, route: d.result.route, trace: d.trace, decidedBy: d.decidedBy });
      return 0;
    }
    case 'graph': {
      const format = values.format ?? (values.out?.endsWith('.svg') ? 'svg' : 'mermaid');
      const j = journey(values.journey);
      const views = values.view === undefined || values.view === 'all' ? viewsOf(j) : [values.view as GraphView];
      if (!views.every((v) => ['steps', 'status', 'flow'].includes(v))) throw new UsageError(`unknown view "${values.view}" (all, status, steps or flow)`);
      let text: string;
      // Mermaid shows one diagram: the step machine by default (as it always did), or the one named.
      if (format === 'mermaid') text = mermaid(j, values.view === undefined || values.view === 'all' ? undefined : views[0]);
      else if (format === 'dot') text = views.map((v) => dot(j, v)).join('\n');
      else if (format === 'svg') text = await svgOf(views.map((v) => dot(j, v)));
      else throw new UsageError(`unknown format "${format}" (mermaid, dot or svg)`);
      if (values.out) writeFileSync(resolve(values.out), text);
      else process.stdout.write(text);
      return 0;
    }
    case 'progress': {
      const d = progressFor(journey(values.journey), { app: readApp(values.app), profile: readProfile(values.profile), signer: readSigner(values.signer), state: values.state });
      print({ ...d.result, trace: d.trace, decidedBy: d.decidedBy });
      return 0;
    }
    case 'poll': {
      if (values.attempt === undefined || !/^\d+$/.test(values.attempt)) throw new UsageError('poll needs --attempt N (tries made so far)');
      const mode = values.mode === 'stable' ? 'stable' : 'inProgress';
      const d = pollPlan(journey(values.journey), { attempt: Number(values.attempt), status: values.status, mode, previousStatus: values.previous });
      print({ ...d.result, trace: d.trace, decidedBy: d.decidedBy });
      return 0;
    }
    case 'navigate': {
      const j = journey(values.journey);
      const routed = j.statusRouting !== undefined;
      if (routed && !values.status) throw new UsageError('navigate needs --status STATUS');
      if (!values.app) throw new UsageError('navigate needs --app FILE');
      if (!values.path) throw new UsageError('navigate needs --path CURRENT_PATH');
      if (values.attempt !== undefined && !/^\d+$/.test(values.attempt)) throw new UsageError('--attempt takes the number of reads made so far (1 after the first)');
      const d = navigate(j, {
        status: values.status,
        app: routed ? readApp(values.app) : undefined,
        // The signer's journey is placed by the signer's progress, which --app then gives.
        signer: routed ? readSigner(values.signer) : readSigner(values.app),
        // A staff question is about a signed-in applicant: without --profile, an empty profile.
        profile: readProfile(values.profile) ?? {},
        path: values.path,
        previousStatus: values.previous,
        attempt: values.attempt === undefined ? 1 : Number(values.attempt),
        query: parseQuery(values.query),
        brand: mergeBrand(brandSources(config), values.org ?? 'FIGURE'),
      });
      const { action, route, query, progress, pollAfterMs, ...rest } = d.result;
      print({ action, route, query, progress, pollAfterMs, trace: d.trace, decidedBy: d.decidedBy, ...rest });
      return 0;
    }
    case 'path': {
      if (!values.path) throw new UsageError('path needs --path FULL_PATH');
      const brand = mergeBrand(brandSources(config), values.org ?? 'FIGURE');
      const d = resolvePath(Object.values(config.journeys).map((j) => j.data), { path: values.path, query: values.query?.replace(/^\?/, ''), brand });
      print({ ...d.result, trace: d.trace, decidedBy: d.decidedBy });
      return 0;
    }
    case 'format': {
      const files = [...Object.values(config.journeys), ...Object.values(config.brands)].map((f) => f.file);
      files.push(...Object.values(config.screens).map((s) => s.file));
      // Not a screen, but config written by hand like one (engine/config/loadConfig.ts NON_SCREEN_FILES).
      if (existsSync(join(root, OPERATIONS_FILE))) files.push(OPERATIONS_FILE);
      // A file that does not parse cannot be formatted: say where it breaks, by line and column.
      const broken = config.readProblems.filter((p) => p.message.startsWith('does not parse'));
      for (const p of broken) process.stdout.write(`${formatProblem(p)}\n`);
      const differ: string[] = [];
      for (const file of files) {
        const path = join(root, file);
        const text = readFileSync(path, 'utf8');
        const formatted = formatJson(parseJson(text));
        if (text === formatted) continue;
        differ.push(file);
        if (!values.check) writeFileSync(path, formatted);
      }
      for (const f of differ) process.stdout.write(`${f}${values.check ? ': not in the house style (run journey format)' : ': formatted'}\n`);
      return broken.length > 0 || (values.check && differ.length > 0) ? 1 : 0;
    }
    case 'types': {
      const stale: string[] = [];
      // Loaded only here: the generator (and the formatter it brings) is heavy for every other command.
      const { configTypes } = await import('../config/configTypes.ts');
      for (const [file, text] of Object.entries(await configTypes(root))) {
        const path = join(root, file);
        if (existsSync(path) && readFileSync(path, 'utf8') === text) continue;
        stale.push(file);
        if (!values.check) writeFileSync(path, text);
      }
      for (const f of stale) process.stdout.write(`${f}${values.check ? ': not generated from its meta-schema (run npm run types)' : ': written'}\n`);
      return values.check && stale.length > 0 ? 1 : 0;
    }
    case 'strings': {
      const id = positionals[1];
      if (!id) throw new UsageError('strings needs a screen id, e.g. strings register-v2/annual-income');
      const screen = config.screens[id];
      if (!screen) throw new UsageError(`unknown screen "${id}"${didYouMean(id, Object.keys(config.screens))}`);
      const overrides = values.org ? (mergeBrand(brandSources(config), values.org).copy ?? {}) as Record<string, unknown> : {};
      if (values.org && !config.brands[values.org]) throw new UsageError(`unknown org code "${values.org}"${didYouMean(values.org, Object.keys(config.brands))}`);
      const lang = values.lang;
      if (lang !== undefined && (!config.locales[lang] || lang === SOURCE_LANGUAGE)) throw new UsageError(`strings --lang takes a language of locales/ other than English: ${Object.keys(config.locales).filter((c) => c !== SOURCE_LANGUAGE).join(', ')}`);
      const dict = lang ? dictionaryOf(config.locales[lang]!.language.data, Object.values(config.locales[lang]!.files).map((f) => f.data), values.org ? config.brands[values.org]?.data.translations?.[lang] : undefined) : undefined;
      const rows = screenStrings(screen.data).map((s) => ({ key: s.key, text: s.text, ...(s.variants ? { variants: s.variants } : {}), ...(typeof overrides[s.key] === 'string' ? { [values.org!]: overrides[s.key] as string } : {}), ...(dict ? { [lang!]: wordsFor(typeof overrides[s.key] === 'string' ? overrides[s.key] as string : s.text, dict) ?? null } : {}) }));
      if (values.format === 'json') { print(rows); return 0; }
      if (values.format !== undefined && values.format !== 'text') throw new UsageError('strings --format is text or json');
      for (const r of rows) {
        process.stdout.write(`${r.key}\n    ${JSON.stringify(r.text)}\n`);
        for (const v of r.variants ?? []) process.stdout.write(`    or ${JSON.stringify(v)} (a copy variant)\n`);
        if (values.org && typeof overrides[r.key] === 'string') process.stdout.write(`    ${values.org}: ${JSON.stringify(overrides[r.key])}\n`);
        if (lang) process.stdout.write(`    ${lang}: ${(r as Record<string, unknown>)[lang] === null ? '(no words yet: journey validate names it for a brand offering it)' : JSON.stringify((r as Record<string, unknown>)[lang])}\n`);
      }
      process.stderr.write(`${rows.length} strings on ${id}; a brand words one with "copy": { "<key>": "<text>" } in brands/<ORG_CODE>.json\n`);
      return 0;
    }
    case 'staff': {
      const [, action, id] = positionals;
      if (action !== 'add' || !id) throw new UsageError('staff add needs an id: staff add ID --name NAME --email EMAIL --role viewer|editor|publisher');
      if (!values.name || !values.email) throw new UsageError('staff add needs --name and --email (the author of the commits the person saves)');
      if (!ROLES.includes(values.role as StaffRole)) throw new UsageError(`staff add needs --role ${ROLES.join('|')}`);
      const file = values.file ? resolve(values.file) : staffFilePath(root);
      const { token, replaced } = addStaff(root, file, { id, name: values.name, email: values.email, role: values.role as StaffRole });
      process.stderr.write(`${replaced ? 'Updated' : 'Added'} ${id} (${values.role}) in ${file}. The token below is shown once: give it to ${values.name}; only its hash is kept.\n`);
      process.stdout.write(`${token}\n`);
      return 0;
    }
    default:
      throw new UsageError(`unknown command "${command}"`);
  }
}

main().then(
  (code) => { process.exitCode = code; },
  (e: unknown) => {
    if (e instanceof UsageError) process.stderr.write(`${e.message}\n${USAGE}\n`);
    else process.stderr.write(`journey: ${(e as Error).message}\n`);
    process.exitCode = 2;
  },
);
