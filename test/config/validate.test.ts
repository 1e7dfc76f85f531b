/**
 * Config contract: the shipped journeys, screens and brands pass `journey validate`; deliberately
 * broken copies fail with the expected pointer and message.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateConfig } from '../../engine/config/validateConfig.ts';
import { formatProblem } from '../../engine/config/problems.ts';
import { config } from '../helpers/config.ts';
import { brokenCopy, removeCopies } from '../helpers/brokenCopy.ts';

const root = config.root;
afterEach(removeCopies);

describe('shipped config', () => {
  it('passes journey validate with no problems', () => {
    expect(validateConfig(config).map(formatProblem)).toEqual([]);
  });
  it('has the three journeys, the register-v2 screens and a brand per named org code', () => {
    expect(Object.keys(config.journeys).sort()).toEqual(['heloc', 'register', 'signer']);
    expect(Object.keys(config.screens).filter((s) => s.startsWith('register-v2/')).length).toBe(8);
    expect(Object.keys(config.brands).sort()).toEqual(['FIGURE', 'FIGURE_NY', 'FIGURE_WHOLESALE', 'GOODLEAP_LLC', 'GUARANTEED_RATE', 'HOMEBRIDGE', 'LAKEVIEW', 'MOVEMENT', 'NEW_AMERICAN_FUNDING', 'UNION_HOME_MORTGAGE_CORP', '_defaults'].sort());
  });
});

describe('broken copies fail with a pointer and a message', () => {
  const triggerWhen = (when: unknown) => (j: any) => { j.stepMachine.triggers[0].when = when; };

  it.each([
    ['loose equality', triggerWhen({ '==': [{ var: 'app.term' }, 1] }), 'journeys/heloc.json#/stepMachine/triggers/0/when/==: loose equality ("1" == 1 is true); use ==='],
    ['loose inequality', triggerWhen({ '!=': [{ var: 'app.term' }, 1] }), 'journeys/heloc.json#/stepMachine/triggers/0/when/!=: loose inequality; use !=='],
    ['in against a text literal', triggerWhen({ in: ['SIGN', 'NOTE_SIGNING'] }), 'journeys/heloc.json#/stepMachine/triggers/0/when/in/1: "in" with text as its second argument is a substring test ("SIGN" is in "NOTE_SIGNING"); compare with === or use a list'],
    ['in against a text field', triggerWhen({ in: ['SIGN', { var: 'serverStatus' }] }), 'journeys/heloc.json#/stepMachine/triggers/0/when/in/1: "in" against "serverStatus", which is text, is a substring test; compare with === or use a list'],
    ['a misspelt var path', triggerWhen({ var: 'app.status.liensComplet' }), 'journeys/heloc.json#/stepMachine/triggers/0/when/var: "var" path "app.status.liensComplet" is not in the data schema: "app.status.liensComplet" is not declared (did you mean "app.status.liensComplete"?)'],
    ['a prototype var path', triggerWhen({ var: 'app.__proto__.polluted' }), 'journeys/heloc.json#/stepMachine/triggers/0/when/var: "var" path "app.__proto__.polluted" names "__proto__", which reads the prototype chain'],
    ['a var path inside some', triggerWhen({ some: [{ var: 'app.consents' }, { '===': [{ var: 'typ' }, 'SOFT_CREDIT'] }] }), 'journeys/heloc.json#/stepMachine/triggers/0/when/some/1/===/0/var: "var" path "typ" is not in the data schema: "typ" is not declared (did you mean "type"?)'],
    ['an unknown operation', triggerWhen({ uppercase: ['x'] }), 'journeys/heloc.json#/stepMachine/triggers/0/when/uppercase: unknown operation "uppercase" (did you mean "upper"?)'],
    ['an unknown named condition', triggerWhen({ ref: 'disbursmentDone' }), 'journeys/heloc.json#/stepMachine/triggers/0/when/ref: unknown condition "disbursmentDone" (did you mean "disbursementDone"?)'],
    ['a misspelt step-machine state', triggerWhen({ '===': [{ var: 'state' }, 'PROFLE'] }), expect.stringMatching(/^journeys\/heloc\.json#\/stepMachine\/triggers\/0\/when\/===\/1: "PROFLE" is not a known step-machine state \(the states of journeys\/heloc\.json stepMachine: .*\), so this comparison never matches \(did you mean "PROFILE"\?\)$/)],
    ['a literal the data schema\'s enum does not allow', triggerWhen({ '===': [{ var: 'app.answers.ownership' }, 'JOINT'] }), 'journeys/heloc.json#/stepMachine/triggers/0/when/===/1: "JOINT" is never a value of app.answers.ownership: schemas/data/application.schema.json allows only "SOLE", "JOINT_WITH_SPOUSE", "JOINT_WITH_OTHER", "TRUST", so this comparison never matches'],
    ['a state code that is no state', triggerWhen({ '===': [{ var: 'app.property.state' }, 'TXX'] }), expect.stringMatching(/^journeys\/heloc\.json#\/stepMachine\/triggers\/0\/when\/===\/1: "TXX" is not a known US state code \(schemas\/fields\/us-state\.json: "AL", .*\), so this comparison never matches \(did you mean "TX"\?\)$/)],
  ])('%s', (_name, edit, expected) => {
    expect(brokenCopy('journeys/heloc.json', edit)).toEqual([expected]);
  });

  it('a screen rule comparing one of the screen\'s own choices with a value it does not offer (product manager trial: the unemployed check switched off by a typo)', () => {
    const typo = brokenCopy('schemas/register-v2/annual-income.json', (screen: any) => {
      const rule = screen.rules.find((r: any) => r.id === 'unemployed');
      rule.when['==='][1] = 'UNEMPLOYD';
    });
    expect(typo).toEqual([expect.stringMatching(/^schemas\/register-v2\/annual-income\.json#\/rules\/0\/when\/===\/1: "UNEMPLOYD" is never a value of form\.income\.employmentType: .* allows only "FULL_TIME", .*"UNEMPLOYED".*, so this comparison never matches \(did you mean "UNEMPLOYED"\?\)$/)]);
  });

  it('a comparison past the bounds the field keeps its answer in (product manager trial: the low-income check set to < -5, with a minimum of 0)', () => {
    const never = brokenCopy('schemas/register-v2/annual-income.json', (screen: any) => {
      const rule = screen.rules.find((r: any) => r.id === 'lowIncomeConfirmation');
      rule.when.and[1]['<'][1] = -5;
    });
    expect(never).toEqual(['schemas/register-v2/annual-income.json#/rules/1/when/and/1/<: this comparison can never be true: form.income.income is always at least 0 (its schema\'s minimum), so "form.income.income < -5" never holds']);
    // At the bound itself too, and written the other way round; within the bounds nothing is said.
    expect(brokenCopy('schemas/register-v2/annual-income.json', (screen: any) => { screen.rules.find((r: any) => r.id === 'lowIncomeConfirmation').when.and[1] = { '>': [0, { var: 'form.income.income' }] }; })).toHaveLength(1);
    expect(brokenCopy('schemas/register-v2/annual-income.json', (screen: any) => { screen.rules.find((r: any) => r.id === 'lowIncomeConfirmation').when.and[1]['<'][1] = 1; })).toEqual([]);
  });

  it('a condition over an empty list (product manager trial: the unemployed decline rewritten as "is one of" nothing, so it never fires)', () => {
    const never = brokenCopy('schemas/register-v2/annual-income.json', (screen: any) => {
      screen.rules.find((r: any) => r.id === 'unemployed').when = { in: [{ var: 'form.income.employmentType' }, []] };
    });
    expect(never).toEqual(['schemas/register-v2/annual-income.json#/rules/0/when: this condition can never be true: it asks whether form.income.employmentType is one of a list, but the list is empty and nothing is in it. Name at least one value, or remove the condition']);
    // Inside another condition too; a list with a value is fine.
    expect(brokenCopy('schemas/register-v2/annual-income.json', (screen: any) => { screen.rules.find((r: any) => r.id === 'unemployed').when = { and: [{ '!!': [{ var: 'form.income.employmentType' }] }, { in: [{ var: 'form.income.employmentType' }, []] }] }; })).toHaveLength(1);
    expect(brokenCopy('schemas/register-v2/annual-income.json', (screen: any) => { screen.rules.find((r: any) => r.id === 'unemployed').when = { in: [{ var: 'form.income.employmentType' }, ['UNEMPLOYED']] }; })).toEqual([]);
  });

  it('a partner brand without its own NMLS number or company name', () => {
    const lacking = (edit: (b: any) => void) => brokenCopy('brands/MOVEMENT.json', (b: any) => { edit(b); b.sampleData = (b.sampleData ?? []).filter((p: string) => p !== '/companyNMLS'); });
    expect(lacking((b) => { delete b.companyNMLS; })).toEqual([
      'brands/MOVEMENT.json#/companyNMLS: companyNMLS is missing: every lender states its own (the footer, the adverse-action notice and the documents show it); without it MOVEMENT would show the defaults\' invented "0000000"',
    ]);
    expect(lacking((b) => { delete b.names.companyName; })).toContain(
      'brands/MOVEMENT.json#/names/companyName: names.companyName is missing: every lender states its own (the footer, the adverse-action notice and the documents show it); without it MOVEMENT would show the defaults\' invented "Example Home Lending, LLC"');
  });

  it('an unknown target state', () => {
    expect(brokenCopy('journeys/heloc.json', (j) => { j.stepMachine.transitions[1].to = 'LEINS'; })).toEqual([
      'journeys/heloc.json#/stepMachine/transitions/1/to: unknown state "LEINS" (did you mean "LIENS"?)',
      'journeys/heloc.json#/stepMachine/states/LIENS: state "LIENS" cannot be reached from "PROFILE"',
    ]);
  });

  it('an unreachable state', () => {
    const problems = brokenCopy('journeys/heloc.json', (j) => { j.stepMachine.transitions = j.stepMachine.transitions.filter((t: any) => t.event !== 'manualAccountEntry'); });
    expect(problems).toEqual([
      'journeys/heloc.json#/stepMachine/triggers/14/event: unknown event "manualAccountEntry"',
      'journeys/heloc.json#/stepMachine/states/MANUAL_AUTOPAY: state "MANUAL_AUTOPAY" cannot be reached from "PROFILE"',
    ]);
  });

  it('a trigger naming an unknown event', () => {
    expect(brokenCopy('journeys/heloc.json', (j) => { j.stepMachine.triggers[0].event = 'lienInf'; })).toEqual([
      'journeys/heloc.json#/stepMachine/triggers/0/event: unknown event "lienInf" (did you mean "lienInfo"?)',
      // Nothing else sends lienInfo, so its state is never reached.
      'journeys/heloc.json#/stepMachine/states/LIENS: state "LIENS" is never reached: its only ways in (lienInfo) are events no trigger sends; add a trigger to stepMachine.triggers',
    ]);
  });

  it('a status classified twice', () => {
    expect(brokenCopy('journeys/heloc.json', (j) => { j.statusRouting.vocabulary.routed.push('DECLINED'); })).toEqual(['journeys/heloc.json#/statusRouting/vocabulary/routed/46: status "DECLINED" is classified twice (also stopPolling)']);
  });

  it('a status described but not in the vocabulary', () => {
    expect(brokenCopy('journeys/heloc.json', (j) => { j.statusRouting.vocabulary.descriptions = { HMDA: 'The lender asks the HMDA questions', TITLE_REVEIW: 'Title is being reviewed' }; })).toEqual([
      'journeys/heloc.json#/statusRouting/vocabulary/descriptions/TITLE_REVEIW: "TITLE_REVEIW" is described but is not in the vocabulary: add it to a group (routed, stopPolling or keepPolling) or remove its description',
    ]);
  });

  it('a routed status without a row', () => {
    expect(brokenCopy('journeys/heloc.json', (j) => { j.statusRouting.rows = j.statusRouting.rows.filter((r: any) => !r.statuses?.includes('HMDA')); })).toEqual(['journeys/heloc.json#/statusRouting/vocabulary/routed/1: status "HMDA" has no row in statusRouting.rows']);
  });

  it('a row an earlier row makes unreachable', () => {
    // Where the rows are now (rows added above them move them down).
    const at = (JSON.parse(readFileSync('journeys/heloc.json', 'utf8')).statusRouting.rows as { id: string }[]).findIndex((r) => r.id === 'closingDisclosureFloodCert');
    const problems = brokenCopy('journeys/heloc.json', (j) => {
      const i = j.statusRouting.rows.findIndex((r: any) => r.id === 'closingDisclosureFloodCert');
      j.statusRouting.rows.splice(i, 0, { id: 'early', statuses: ['CLOSING_DISCLOSURE_GENERATION'], to: '/:uuid/review-app/signdocs', progress: 'SIGNING' });
    });
    expect(problems).toEqual([
      `journeys/heloc.json#/statusRouting/rows/${at + 1}/statuses/0: status "CLOSING_DISCLOSURE_GENERATION" never reaches this row: row "early" before it handles it unconditionally`,
      `journeys/heloc.json#/statusRouting/rows/${at + 2}/statuses/0: status "CLOSING_DISCLOSURE_GENERATION" never reaches this row: row "early" before it handles it unconditionally`,
    ]);
  });

  it('a row for a status the app waits on and never routes', () => {
    const problems = brokenCopy('journeys/heloc.json', (j) => {
      j.statusRouting.rows.splice(2, 0, { id: 'onsiteAppraisal', statuses: ['ONSITE_APPRAISAL_REQUEST', 'WAITING_FOR_BPO_ORDER', 'GENERATE_NOTE_SIGNING'], to: '/:uuid/bpo/order-bpo', progress: 'MORE_INFO' });
    });
    expect(problems).toEqual([
      'journeys/heloc.json#/statusRouting/rows/2/statuses/0: status "ONSITE_APPRAISAL_REQUEST" never reaches this row: it is a keep-polling status, so the app waits on the processing page while the application has it and never routes it (engine/pollPlan.ts); to give it a screen, move it from statusRouting.vocabulary.keepPolling to routed',
      'journeys/heloc.json#/statusRouting/rows/2/statuses/1: status "WAITING_FOR_BPO_ORDER" never reaches this row: it is a keep-polling status, so the app waits on the processing page while the application has it and never routes it (engine/pollPlan.ts); to give it a screen, move it from statusRouting.vocabulary.keepPolling to routed',
    ]);
  });

  it('a status row leading to an unknown route', () => {
    expect(brokenCopy('journeys/heloc.json', (j) => { j.statusRouting.rows[1].to = '/:uuid/credit/sociall'; })).toEqual(['journeys/heloc.json#/statusRouting/rows/1/to: unknown route "/:uuid/credit/sociall" (did you mean "/:uuid/credit/social"?)']);
  });

  it('a status not in the vocabulary', () => {
    expect(brokenCopy('journeys/heloc.json', (j) => { j.statusRouting.rows[1].statuses = ['CREDIT_NO_MATCHES']; })).toEqual([
      'journeys/heloc.json#/statusRouting/rows/1/statuses/0: status "CREDIT_NO_MATCHES" is not in the vocabulary (did you mean "CREDIT_NO_MATCH"?)',
      'journeys/heloc.json#/statusRouting/vocabulary/stopPolling/3: status "CREDIT_NO_MATCH" has no row in statusRouting.rows',
    ]);
  });

  it('a property the meta-schema does not know', () => {
    expect(brokenCopy('journeys/heloc.json', (j) => { j.polling.maxAttemps = 14; })).toEqual(['journeys/heloc.json#/polling: must NOT have additional properties "maxAttemps" (schemas/meta/journey.schema.json)']);
  });

  it('a watched status that is in progress, unknown, or in two groups (polling.watch)', () => {
    expect(brokenCopy('journeys/heloc.json', (j) => {
      const [lender, givenUp] = j.polling.watch;
      lender.statuses.push('SOFT_CREDIT', 'NOT_A_STATUS');
      givenUp.statuses.push('MANUAL_DEED_SIGNING');
    })).toEqual([
      'journeys/heloc.json#/polling/watch/0/statuses/11: "SOFT_CREDIT" is in progress: polling already reads it again',
      'journeys/heloc.json#/polling/watch/0/statuses/12: status "NOT_A_STATUS" is not in the vocabulary',
      'journeys/heloc.json#/polling/watch/1/statuses/6: status "MANUAL_DEED_SIGNING" is already watched by group "lender"',
    ]);
  });

  it('a screen with an unknown widget and a bad placeholder', () => {
    const problems = brokenCopy('schemas/register-v2/for-sale.json', (s) => { s.uiSchema.isListedForSale['ui:widget'] = 'yesno'; s.copy.title = 'For sale with {{brand.names.companyNam}}?'; });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^schemas\/register-v2\/for-sale\.json#\/uiSchema\/isListedForSale\/ui:widget: unknown widget "yesno" \(did you mean "yesNo"\?\); registered: text, .*yesNo/);
    expect(problems[1]).toBe('schemas/register-v2/for-sale.json#/copy/title: placeholder {{brand.names.companyNam}} is not in the data schema: "brand.names.companyNam" is not declared (did you mean "brand.names.companyName"?)');
  });

  it('a screen submitting to an unknown API operation, with an unknown placeholder format', () => {
    const problems = brokenCopy('schemas/pages/processing.json', (s) => { s.submit = { api: 'offerSelect', next: 'status' }; s.copy.subtitle = 'Up to {{brand.names.companyName:mony}}'; });
    expect(problems).toHaveLength(2);
    expect(problems).toContainEqual(expect.stringMatching(/^schemas\/pages\/processing\.json#\/submit\/api: unknown API operation "offerSelect" \(did you mean "offerSelection"\?\)/));
    expect(problems).toContainEqual(expect.stringMatching(/^schemas\/pages\/processing\.json#\/copy\/subtitle: unknown format ":mony" \(did you mean "money"\?\)/));
  });

  it('a route that shows nothing', () => {
    expect(brokenCopy('journeys/heloc.json', (j) => { delete j.routes.find((r: any) => r.path === '/:uuid/hold').screen; })).toEqual([
      expect.stringMatching(/^journeys\/heloc\.json#\/routes\/\d+: route "\/:uuid\/hold" shows nothing: give it a "screen" \(or "sameScreenAs"\)$/),
      // The screen is then shown by no application route, so its link's {{app.uuid}} may be missing.
      'schemas/application/hold.json#/actions/0/href: placeholder {{app.uuid}} can be absent ("app" is not given where this text shows): name a fallback, e.g. {{app.uuid|…}}',
    ]);
  });

  it('a route that is a sub-step of an unknown route', () => {
    expect(brokenCopy('journeys/heloc.json', (j) => { j.routes.find((r: any) => r.path === '/:uuid/bank/confirm').within = ['/:uuid/bank/disburses']; })).toEqual([
      expect.stringMatching(/^journeys\/heloc\.json#\/routes\/\d+\/within\/0: unknown route "\/:uuid\/bank\/disburses" \(did you mean "\/:uuid\/bank\/disburse"\?\)/),
    ]);
  });

  it('a screen rule reading a form field the screen does not have', () => {
    expect(brokenCopy('schemas/register-v2/annual-income.json', (s) => { s.rules[0].when = { '===': [{ var: 'form.income.employment' }, 'UNEMPLOYED'] }; })).toEqual([
      'schemas/register-v2/annual-income.json#/rules/0/when/===/0/var: "var" path "form.income.employment" is not in the data schema: "form.income.employment" is not declared (did you mean "form.income.employmentType"?)',
    ]);
  });

  it('a text field without ui:autocomplete, and a require rule without its field', () => {
    expect(brokenCopy('schemas/application/bank/disburse.json', (s) => { delete s.uiSchema.accountNumber['ui:autocomplete']; })).toEqual([
      'schemas/application/bank/disburse.json#/uiSchema/accountNumber: "accountNumber" is typed into: name its ui:autocomplete (a token such as "given-name" or "tel-national", or "off" so the browser fills in nothing of the applicant\'s by guess)',
    ]);
    expect(brokenCopy('schemas/application/start/contact.json', (s) => { delete s.rules.find((r: any) => r.effect === 'require').field; })).toEqual([
      'schemas/application/start/contact.json#/rules/0: a require rule needs a field',
    ]);
  });

  it('a screen schema that does not compile', () => {
    const problems = brokenCopy('schemas/application/credit/social.json', (s) => { s.schema.properties.ssn.minLenght = 9; });
    expect(problems).toEqual(['schemas/application/credit/social.json#/schema: schema does not compile: strict mode: unknown keyword: "minLenght"']);
  });

  it('a brand with a bad colour and missing defaults', () => {
    expect(brokenCopy('brands/MOVEMENT.json', (b) => { b.colors.primary = 'blue'; })).toEqual(['brands/MOVEMENT.json#/colors/primary: must match pattern "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$" (schemas/meta/brand.schema.json)']);
    expect(brokenCopy('brands/_defaults.json', (b) => { delete b.support.email; })).toContain('brands/_defaults.json#/support/email: missing default: every brand property needs a value here');
  });

  it('condition cards: an unknown category, a missing field and a link to no route', () => {
    const problems = brokenCopy('schemas/conditions/categories.json', (c) => {
      c.categories.NOT_A_CATEGORY = c.categories.GENERIC_DOCUMENT_REQUEST;
      delete c.categories.ESCALATION_REVIEW.header;
    });
    expect(problems).toContain('schemas/conditions/categories.json#/categories: must be equal to one of the allowed values (schemas/meta/conditions.schema.json)');
    expect(problems).toContain("schemas/conditions/categories.json#/categories/ESCALATION_REVIEW: must have required property 'header' (schemas/meta/conditions.schema.json)");
    expect(brokenCopy('schemas/conditions/categories.json', (c) => { c.links['phone-number'].application = '/{uuid}/conditions/phone'; }))
      .toEqual(['schemas/conditions/categories.json#/links/phone-number/application: link "/{uuid}/conditions/phone" leads to no journey route']);
  });

  it('a gate showing an unknown screen', () => {
    expect(brokenCopy('journeys/register.json', (j) => { j.gates[0].outcome = { screen: 'pages/maintenence' }; })).toEqual(['journeys/register.json#/gates/0/outcome/screen: unknown screen "pages/maintenence" (did you mean "pages/maintenance"?)']);
  });
});

describe('house style', () => {
  it('every config file is written as `journey format` writes it', async () => {
    const { formatJson } = await import('../../engine/config/formatJson.ts');
    const files = [...Object.values(config.journeys), ...Object.values(config.brands), ...Object.values(config.screens)].map((f) => f.file);
    const differ = files.filter((f) => {
      const text = readFileSync(join(root, f), 'utf8');
      return text !== formatJson(JSON.parse(text));
    });
    expect(differ).toEqual([]);
  });
});

describe('progress comes from the status table (000 §4.5)', () => {
  const rowIndex = (j: any, id: string) => j.statusRouting.rows.findIndex((r: { id: string }) => r.id === id);
  it('every status row must name its progress step', () => {
    const out = brokenCopy('journeys/heloc.json', (j) => { delete j.statusRouting.rows[rowIndex(j, 'hmda')].progress; });
    expect(out.some((p) => p.startsWith(`journeys/heloc.json#/statusRouting/rows/`) && p.includes("must have required property 'progress'"))).toBe(true);
  });
  it('an unknown progress step is reported with a suggestion', () => {
    let i = 0;
    const out = brokenCopy('journeys/heloc.json', (j) => { i = rowIndex(j, 'hmda'); j.statusRouting.rows[i].progress = 'MORE_INFOS'; });
    expect(out).toEqual([`journeys/heloc.json#/statusRouting/rows/${i}/progress: unknown progress state "MORE_INFOS" (did you mean "MORE_INFO"?)`]);
  });
  it('a route\'s own progress step must be a known one', () => {
    let i = 0;
    const out = brokenCopy('journeys/heloc.json', (j) => { i = j.routes.findIndex((r: { path: string }) => r.path === '/:uuid/bank/confirm'); j.routes[i].progress = 'LINK_INCOMES'; });
    expect(out).toEqual([`journeys/heloc.json#/routes/${i}/progress: unknown progress state "LINK_INCOMES" (did you mean "LINK_INCOME"?)`]);
  });
  it('progress going backwards along the happy path is reported', () => {
    let k = 0;
    const out = brokenCopy('journeys/heloc.json', (j) => {
      j.statusRouting.rows[rowIndex(j, 'appSummary')].progress = 'PRODUCT_SELECT';
      k = j.statusRouting.happyPath.statuses.indexOf('APP_SUBMISSION');
    });
    expect(out).toEqual([`journeys/heloc.json#/statusRouting/happyPath/statuses/${k}: progress goes backwards on the happy path: "APP_SUBMISSION" can show step 1, after "HMDA" at step 2`]);
  });
  it('a happy-path status must name its own step (not defer to the step machine)', () => {
    let k = 0;
    const out = brokenCopy('journeys/heloc.json', (j) => {
      j.statusRouting.rows[rowIndex(j, 'noteSigning')].progress = { stepMachine: true };
      k = j.statusRouting.happyPath.statuses.indexOf('NOTE_SIGNING');
    });
    expect(out).toEqual([`journeys/heloc.json#/statusRouting/happyPath/statuses/${k}: happy-path status "NOTE_SIGNING": row "noteSigning" names no progress step of its own`]);
  });
  it('a step without a label, and an end state placed among the steps, are reported', () => {
    const out = brokenCopy('journeys/heloc.json', (j) => {
      delete j.progress.states[1].label;
      j.progress.states.find((s: { id: string }) => s.id === 'STOPPED').value = 3;
    });
    const stopped = JSON.parse(readFileSync(join(process.cwd(), 'journeys/heloc.json'), 'utf8')).progress.states.findIndex((s: { id: string }) => s.id === 'STOPPED');
    expect(out).toEqual([
      'journeys/heloc.json#/progress/states/1: progress state "PRODUCT_SELECT" is a step but has no label: the stepper and the registration bar would show its id',
      `journeys/heloc.json#/progress/states/${stopped}/value: terminal progress state "STOPPED" has value 3: it must come after every step (the last is 6)`,
    ]);
  });
  it('registration must be a labelled step of the application\'s stepper', () => {
    expect(brokenCopy('journeys/register.json', (j) => { j.phase.state = 'INITAIL'; })).toEqual(['journeys/register.json#/phase/state: journey "heloc" has no progress state "INITAIL" (did you mean "INITIAL"?)']);
    expect(brokenCopy('journeys/register.json', (j) => { j.phase.state = 'STOPPED'; })).toEqual(['journeys/register.json#/phase/state: progress state "STOPPED" of journey "heloc" ends the story (terminal), so it cannot be a step']);
  });
});

describe('a journey area names its own pages', () => {
  it('signIn must be a route of the journey', () => {
    expect(brokenCopy('journeys/signer.json', (j) => { j.signIn = '/heloc-signer/logn'; })).toEqual(['journeys/signer.json#/signIn: "/heloc-signer/logn" is not a route of this journey (did you mean "/heloc-signer/login"?)']);
  });
});

describe('condition card copy', () => {
  it('a description with {lastFour} needs its wording for when no account is known', () => {
    const out = brokenCopy('schemas/conditions/categories.json', (c) => { delete c.categories.BANK_ACCOUNT_FRAUD_REVIEW.descriptionWithoutAccount; });
    expect(out).toContain("schemas/conditions/categories.json#/categories/BANK_ACCOUNT_FRAUD_REVIEW: must have required property 'descriptionWithoutAccount' (schemas/meta/conditions.schema.json)");
  });
});

describe('a rule the screen\'s own schema decides (engine/config/checkRuleBounds.ts)', () => {
  const FILE = 'schemas/register-v2/annual-income.json';
  const withLow = (comparison: unknown) => brokenCopy(FILE, (s) => { s.rules[1].when.and[1] = comparison; });
  it('a warning for every applicant: "is a number and is at least 0", the income required with a minimum of 0', () => {
    expect(withLow({ '>=': [{ var: 'form.income.income' }, 0] })).toEqual([
      `${FILE}#/rules/1/when: the rule "lowIncomeConfirmation" applies to every applicant: the answer to "Annual income (before taxes)" must be answered with a number, and the answer to "Annual income (before taxes)" is never below $0, so its condition holds for every answer the screen accepts. Change the value it compares with`,
    ]);
    // Below the maximum: always true for every accepted answer too.
    expect(withLow({ '<': [{ var: 'form.income.income' }, 10_000_000] })).toHaveLength(1);
  });
  it('a warning for nobody is the schema-bounds check\'s, said once', () => {
    expect(withLow({ '<': [{ var: 'form.income.income' }, 0] })).toEqual([
      `${FILE}#/rules/1/when/and/1/<: this comparison can never be true: form.income.income is always at least 0 (its schema's minimum), so "form.income.income < 0" never holds`,
    ]);
  });
  it('a bound an empty box meets: the rule would fire before anything is typed', () => {
    const select = 'schemas/application/product/select.json';
    const out = brokenCopy(select, (s) => { s.rules[1].when.and.shift(); });
    expect(out).toEqual([
      `${select}#/rules/1/when/and/0/<: the rule "amountBelowSmallestLine" also applies while the box for "How much would you like to borrow?" is empty (JSON logic reads an empty answer as 0, and 0 is below the value), so its message is added to "please answer". Add {"===": [{"typeOf": [{"var": "form.amount"}]}, "number"]} to its "and"`,
    ]);
  });
  it('lets through what some answers meet and others do not, and what it cannot read', () => {
    for (const c of [{ '<': [{ var: 'form.income.income' }, 20_000] }, { '>=': [{ var: 'form.income.income' }, 1] }, { '<=': [{ var: 'form.income.income' }, 0] }, { '>': [{ var: 'form.income.otherIncome' }, 1] }]) expect(withLow(c)).toEqual([]);
  });
});

describe('a question hidden whenever it is asked for (engine/config/checkHiddenRequired.ts)', () => {
  const FILE = 'schemas/application/bank/autopay.json';
  it('a hide rule flipped to the asking rule\'s condition is refused: the applicant could not go on', () => {
    let i = 0;
    const out = brokenCopy(FILE, (s) => { i = s.rules.findIndex((r: { id: string }) => r.id === 'useDisbursementAccountHidden'); s.rules[i].when = { '===': [{ var: 'form.payType' }, 'AUTOPAY'] }; });
    expect(out).toEqual([`${FILE}#/rules/${i}/when: the rule "useDisbursementAccountHidden" hides "useDisbursementAccount" whenever "useDisbursementAccountRequired" asks the applicant to answer it, so they are told to answer a question they cannot see and cannot go on. Hide it only when it is not asked for (the opposite condition)`]);
  });
  it('and one that hides a field whenever a part of an error rule on it holds', () => {
    const out = brokenCopy(FILE, (s) => { const i = s.rules.findIndex((r: { id: string }) => r.id === 'sameAccountFieldsHidden'); s.rules[i].when = { '===': [{ var: 'form.payType' }, 'AUTOPAY'] }; });
    expect(out).toHaveLength(1);
    expect(out[0]).toContain('hides "routingNumber" whenever');
  });
});
