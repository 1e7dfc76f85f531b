/**
 * Staff mistakes that break a screen or silently change a rule, each injected into a copy of the
 * config: names in a screen's uiSchema, rule and prefill that are not fields of its schema
 * (engine/config/checkUiNames.ts, checkScreens.ts), conditions that can never hold or always hold
 * (engine/config/checkLogicSense.ts), literals that are not a known value of what they are compared
 * with (engine/config/checkStatusStrings.ts). The shipped config has none of them.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { validateConfig } from '../../engine/config/validateConfig.ts';
import { formatProblem } from '../../engine/config/problems.ts';
import { checkUiNames } from '../../engine/config/checkUiNames.ts';
import { checkLogicSense } from '../../engine/config/checkLogicSense.ts';
import { config } from '../helpers/config.ts';
import { brokenCopy, removeCopies } from '../helpers/brokenCopy.ts';

afterEach(removeCopies);

const CONTACT = 'schemas/application/start/contact.json';
const CONTACT_FIELDS = '"ownership", "maritalStatus", "ssn", "hardCreditConsent", "bestTimeToCall"';
/** The contact screen with a new question, "bestTimeToCall", its uiSchema made by `ui`. */
const withBestTime = (ui: (s: any) => void) => (s: any) => {
  s.schema.properties.bestTimeToCall = { type: 'string', title: 'When may we call you?', oneOf: [{ const: 'MORNING', title: 'Morning' }, { const: 'EVENING', title: 'Evening' }], errorMessage: 'Choose when we may call you' };
  ui(s);
};

describe('the shipped config', () => {
  it('has no name that points nowhere, no impossible or certain condition, no unknown value', () => {
    const problems = validateConfig(config).map(formatProblem);
    expect(problems).toEqual([]);
    for (const s of Object.values(config.screens)) expect(checkUiNames(s.data, s.file)).toEqual([]);
    for (const j of Object.values(config.journeys)) expect(checkLogicSense(j.data, j.file)).toEqual([]);
  });
});

describe('names in a screen that are not its fields', () => {
  it('a misspelt name in ui:order: the name, and the field it leaves out (RJSF stops the screen)', () => {
    expect(brokenCopy(CONTACT, withBestTime((s) => { s.uiSchema['ui:order'].push('bestTimeToCal'); }))).toEqual([
      `${CONTACT}#/uiSchema/ui:order/4: \`ui:order\` names "bestTimeToCal", which is not a field of this screen; its fields are: ${CONTACT_FIELDS} (did you mean "bestTimeToCall"?)`,
      `${CONTACT}#/uiSchema/ui:order: \`ui:order\` leaves out "bestTimeToCall" of this screen and has no "*", so the screen cannot be drawn (applicants see "Sorry, looks like we have hit a snag!"): list it, or add "*" for the fields not listed`,
    ]);
  });

  it('a ui:order with "*" may leave fields out, and a name of a field is fine', () => {
    expect(brokenCopy(CONTACT, withBestTime((s) => { s.uiSchema['ui:order'].push('*'); }))).toEqual([]);
    expect(brokenCopy(CONTACT, withBestTime((s) => { s.uiSchema['ui:order'].push('bestTimeToCall'); }))).toEqual([]);
  });

  it('a ui:order inside a nested object', () => {
    expect(brokenCopy('schemas/register-v2/annual-income.json', (s) => { s.uiSchema.income['ui:order'] = ['employmentType', 'incme', 'otherIncome']; })).toEqual([
      'schemas/register-v2/annual-income.json#/uiSchema/income/ui:order/1: `ui:order` names "incme", which is not a field of "income"; the fields of "income" are: "income", "otherIncome", "employmentType" (did you mean "income"?)',
      'schemas/register-v2/annual-income.json#/uiSchema/income/ui:order: `ui:order` leaves out "income" of "income" and has no "*", so the screen cannot be drawn (applicants see "Sorry, looks like we have hit a snag!"): list it, or add "*" for the fields not listed',
    ]);
  });

  it('uiSchema settings for a field the screen does not have', () => {
    expect(brokenCopy(CONTACT, withBestTime((s) => { s.uiSchema['ui:order'].push('bestTimeToCall'); s.uiSchema.bestTimeToCal = { 'ui:widget': 'radio' }; }))).toEqual([
      `${CONTACT}#/uiSchema/bestTimeToCal: the uiSchema has settings for "bestTimeToCal", which is not a field of this screen; its fields are: ${CONTACT_FIELDS} (did you mean "bestTimeToCall"?)`,
    ]);
  });

  it('a rule or a prefill naming a field the screen does not have', () => {
    expect(brokenCopy(CONTACT, (s) => { s.rules[0].field = 'snn'; })).toEqual([
      `${CONTACT}#/rules/0/field: field "snn" is not in the screen's schema, so the rule shows or changes nothing; its fields are: "ownership", "maritalStatus", "ssn", "hardCreditConsent" (did you mean "ssn"?)`,
    ]);
    expect(brokenCopy('schemas/register-v2/phone-and-email.json', (s) => { s.prefill = { emial: { var: 'profile.email' } }; })).toEqual([
      'schemas/register-v2/phone-and-email.json#/prefill/emial: prefill names "emial", which is not a field of this screen, so the value is never filled in; its fields are: "email", "phoneNumber", "smsTransactionalConsent", "smsMarketingConsent" (did you mean "email"?)',
    ]);
  });
});

describe('conditions that can never be true, or are always true', () => {
  const LAKEVIEW = { '===': [{ var: 'brand.orgCode' }, 'LAKEVIEW'] };
  const NOT_LAKEVIEW = { '!==': [{ var: 'brand.orgCode' }, 'LAKEVIEW'] };

  it('a screen rule asking for a value and its opposite', () => {
    expect(brokenCopy(CONTACT, (s) => { s.rules.push({ ...s.rules[1], id: 'ssnOnFileLakeview', when: { and: [LAKEVIEW, NOT_LAKEVIEW] } }); })).toEqual([
      `${CONTACT}#/rules/${(config.screens['application/start/contact']!.data as { rules: unknown[] }).rules.length}/when/and: this condition can never be true: it asks that brand.orgCode is LAKEVIEW and that brand.orgCode is not LAKEVIEW, but brand.orgCode cannot be "LAKEVIEW" and not "LAKEVIEW"; what it decides never happens`,
    ]);
  });

  it('loose == and != on the same literal (lint also refuses loose equality)', () => {
    const problems = brokenCopy(CONTACT, (s) => { s.rules[1].when = { and: [{ '==': [{ var: 'brand.orgCode' }, 'LAKEVIEW'] }, { '!=': [{ var: 'brand.orgCode' }, 'LAKEVIEW'] }] }; });
    expect(problems).toContain(`${CONTACT}#/rules/1/when/and: this condition can never be true: it asks that brand.orgCode is LAKEVIEW and that brand.orgCode is not LAKEVIEW, but brand.orgCode cannot be "LAKEVIEW" and not "LAKEVIEW"; what it decides never happens`);
  });

  it('a journey trigger equal to two values, and one whose lists share nothing (nested and read as one)', () => {
    expect(brokenCopy('journeys/heloc.json', (j) => {
      j.stepMachine.triggers[0].when = { and: [{ '===': [{ var: 'app.payType' }, 'MANUAL'] }, { and: [{ '===': [{ var: 'app.payType' }, 'AUTOPAY'] }] }] };
      j.stepMachine.triggers[1].when = { and: [{ in: [{ var: 'app.status.bpo' }, ['REQUIRED', 'UNKNOWN']] }, { in: [{ var: 'app.status.bpo' }, ['COMPLETE']] }] };
    })).toEqual([
      'journeys/heloc.json#/stepMachine/triggers/0/when/and: this condition can never be true: it asks that the application\'s payType is MANUAL and that the application\'s payType is AUTOPAY, but app.payType cannot be both "MANUAL" and "AUTOPAY"; what it decides never happens',
      'journeys/heloc.json#/stepMachine/triggers/1/when/and: this condition can never be true: it asks that the application\'s status.bpo is one of REQUIRED, UNKNOWN and that the application\'s status.bpo is one of COMPLETE, but the lists "REQUIRED", "UNKNOWN" and "COMPLETE" have no value in common; what it decides never happens',
    ]);
  });

  it('an or of a value and its opposite is always true; one of two values is not', () => {
    expect(brokenCopy(CONTACT, (s) => { s.rules[1].when = { or: [LAKEVIEW, NOT_LAKEVIEW] }; })).toEqual([
      `${CONTACT}#/rules/1/when/or: this condition is always true: it holds when brand.orgCode is LAKEVIEW or when brand.orgCode is not LAKEVIEW, and brand.orgCode is either "LAKEVIEW" or not; it decides nothing`,
    ]);
    expect(checkLogicSense({ or: [LAKEVIEW, { '===': [{ var: 'brand.orgCode' }, 'MOVEMENT'] }] }, 'x')).toEqual([]);
    expect(checkLogicSense({ and: [LAKEVIEW, { '!==': [{ var: 'brand.orgCode' }, 'MOVEMENT'] }] }, 'x')).toEqual([]);
    expect(checkLogicSense({ and: [LAKEVIEW, { '!': { and: [NOT_LAKEVIEW] } }] }, 'x')).toEqual([]);
  });

  it('loose equality to two texts that look like one number is not called impossible', () => {
    expect(checkLogicSense({ and: [{ '==': [{ var: 'x' }, '1'] }, { '==': [{ var: 'x' }, '01'] }] }, 'x')).toEqual([]);
    expect(checkLogicSense({ and: [{ '===': [{ var: 'x' }, '1'] }, { '===': [{ var: 'x' }, '01'] }] }, 'x')).toHaveLength(1);
    expect(checkLogicSense({ and: [{ '==': [{ var: 'x' }, 'a'] }, { '!==': [{ var: 'x' }, 'a'] }] }, 'x')).toEqual([]);
  });
});

describe('numbers no value can be', () => {
  const income = { var: 'form.income.income' };
  it('the low-income rule asked for an income below 15000 and above 20000, held out in a screen copy', () => {
    const problems = brokenCopy('schemas/register-v2/annual-income.json', (s) => { s.rules[1].when.and.push({ '>': [income, 20000] }); });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^schemas\/register-v2\/annual-income\.json#\/rules\/1\/when\/and: this condition can never be true: .*no number is below 15000 and above 20000; what it decides never happens$/);
  });

  it('bounds that meet, a strict number outside them, and the ones that can hold', () => {
    expect(checkLogicSense({ and: [{ '<': [income, 100] }, { '>=': [income, 100] }] }, 'x')).toHaveLength(1);
    expect(checkLogicSense({ and: [{ '<=': [income, 100] }, { '>=': [income, 100] }] }, 'x')).toEqual([]);
    expect(checkLogicSense({ and: [{ '<': [100, income] }, { '<': [income, 50] }] }, 'x')).toHaveLength(1);
    expect(checkLogicSense({ and: [{ '===': [income, 5] }, { '>': [income, 10] }] }, 'x')).toHaveLength(1);
    expect(checkLogicSense({ and: [{ '==': [income, '5'] }, { '>': [income, 10] }] }, 'x')).toEqual([]);
    expect(checkLogicSense({ and: [{ '>': [income, 10] }, { '<': [income, 20] }] }, 'x')).toEqual([]);
    expect(checkLogicSense({ or: [{ '<': [income, 10] }, { '>': [income, 20] }] }, 'x')).toEqual([]);
  });
});

describe('literals that are not a known value', () => {
  it('a misspelt org code, with the nearest brand', () => {
    expect(brokenCopy(CONTACT, (s) => { s.rules[1].when = { and: [s.rules[1].when, { '===': [{ var: 'brand.orgCode' }, 'LAKEVEIW'] }] }; })).toEqual([
      `${CONTACT}#/rules/1/when/and/1/===/1: "LAKEVEIW" is not a known org code (the brands in brands/: "FIGURE", "FIGURE_NY", "FIGURE_WHOLESALE", "GOODLEAP_LLC", "GUARANTEED_RATE", "HOMEBRIDGE", "LAKEVIEW", "MOVEMENT", "NEW_AMERICAN_FUNDING", "UNION_HOME_MORTGAGE_CORP"), so this comparison never matches (did you mean "LAKEVIEW"?)`,
    ]);
  });

  it('a value its data schema never holds (enum), in a journey and in a screen', () => {
    expect(brokenCopy('journeys/heloc.json', (j) => { j.stepMachine.triggers[0].when = { in: [{ var: 'app.status.bpo' }, ['REQUIRED', 'UNKOWN']] }; })).toEqual([
      'journeys/heloc.json#/stepMachine/triggers/0/when/in/1/1: "UNKOWN" is never a value of app.status.bpo: schemas/data/application.schema.json allows only "REQUIRED", "UNKNOWN", "PROCESSING", "NOT_REQUIRED", "COMPLETE", null, so this comparison never matches (did you mean "UNKNOWN"?)',
    ]);
    expect(brokenCopy('schemas/pages/geolocation.json', (s) => { s.rules[0].when.in[1][1] = 'denyed'; })).toEqual([
      'schemas/pages/geolocation.json#/rules/0/when/in/1/1: "denyed" is never a value of device.location: schemas/data/context.schema.json allows only "granted", "prompt", "declined", "denied", "unsupported", so this comparison never matches (did you mean "denied"?)',
    ]);
  });

  it('in the shell: a misspelt org code, and an or that always holds', () => {
    expect(brokenCopy('schemas/shell/shell.json', (sh) => {
      sh.navigation[0].when = { or: [{ '===': [{ var: 'brand.orgCode' }, 'MOVMENT'] }, { '===': [{ var: 'profile.isBroker' }, true] }, { '!==': [{ var: 'profile.isBroker' }, true] }] };
    })).toEqual([
      'schemas/shell/shell.json#/navigation/0/when/or/0/===/1: "MOVMENT" is not a known org code (the brands in brands/: "FIGURE", "FIGURE_NY", "FIGURE_WHOLESALE", "GOODLEAP_LLC", "GUARANTEED_RATE", "HOMEBRIDGE", "LAKEVIEW", "MOVEMENT", "NEW_AMERICAN_FUNDING", "UNION_HOME_MORTGAGE_CORP"), so this comparison never matches (did you mean "MOVEMENT"?)',
      'schemas/shell/shell.json#/navigation/0/when/or: this condition is always true: it holds when the profile\'s isBroker is true or when not: the profile\'s isBroker is true, and profile.isBroker is either true or not; it decides nothing',
    ]);
  });

  it('a step-machine state that is not one', () => {
    expect(brokenCopy('journeys/heloc.json', (j) => { j.stepMachine.triggers[0].when = { '===': [{ var: 'state' }, 'PROFLE'] }; })).toEqual([
      'journeys/heloc.json#/stepMachine/triggers/0/when/===/1: "PROFLE" is not a known step-machine state (the states of journeys/heloc.json stepMachine: ' + Object.keys(config.journeys.heloc!.data.stepMachine!.states).map((s) => `"${s}"`).join(', ') + '), so this comparison never matches (did you mean "PROFILE"?)',
    ]);
  });

  it('a misspelt status is still said against the status vocabulary', () => {
    expect(brokenCopy(CONTACT, (s) => { s.rules[1].when = { '===': [{ var: 'serverStatus' }, 'APROVED'] }; })).toEqual([
      `${CONTACT}#/rules/1/when/===/1: status "APROVED" is not in the status vocabulary (journeys/heloc.json statusRouting.vocabulary)`,
    ]);
    expect(brokenCopy(CONTACT, (s) => { s.rules[1].when = { '===': [{ var: 'app.serverStatus' }, 'FUNDABEL'] }; })).toEqual([
      `${CONTACT}#/rules/1/when/===/1: status "FUNDABEL" is not in the status vocabulary (journeys/heloc.json statusRouting.vocabulary) (did you mean "FUNDABLE"?)`,
    ]);
  });

  it('a screen\'s own choice is held to the list it offers: a value it does not offer never matches (product manager trial: a typo switched a check off)', () => {
    expect(brokenCopy(CONTACT, (s) => { s.rules[1].when = { '===': [{ var: 'form.ownership' }, 'SOMEONE_ELSE'] }; })).toEqual([
      expect.stringMatching(/^schemas\/application\/start\/contact\.json#\/rules\/1\/when\/===\/1: "SOMEONE_ELSE" is never a value of form\.ownership: .* allows only .*"JOINT_WITH_OTHER".*, so this comparison never matches/),
    ]);
  });
});
