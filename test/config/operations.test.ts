/**
 * The config contract of the lender API operation table (schemas/operations.json,
 * engine/config/checkOperations.ts): broken copies fail with the right pointer.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { brokenCopy, removeCopies } from '../helpers/brokenCopy.ts';

afterEach(removeCopies);

const FILE = 'schemas/operations.json';

describe('journey validate: the operation table', () => {
  it('refuses two operations on the same method and path, at the second one', () => {
    const problems = brokenCopy(FILE, (t) => { t.operations.income.path = '/service-application/api/v1/application/heloc/{id}/assets'; });
    expect(problems).toEqual([`${FILE}#/operations/assets/path: POST /service-application/api/v1/application/heloc/{uuid}/assets is also operation "income": two operations cannot share a method and path (the route would answer for both); rename or remove one`]);
  });

  it('refuses a websocket on a GET\'s path, and the same path under another method is fine', () => {
    expect(brokenCopy(FILE, (t) => { t.operations.notarySocket.path = '/service-profile/api/v1/profile'; t.operations.notarySocket.upstream = 'service-profile'; }))
      .toEqual([`${FILE}#/operations/notarySocket/path: WS /service-profile/api/v1/profile is also operation "profile": two operations cannot share a method and path (the route would answer for both); rename or remove one`]);
    expect(brokenCopy(FILE, (t) => { t.operations.ceoFeedback.path = '/service-profile/api/v1/profile'; })).toEqual([]);
  });

  it('refuses a {param} that is not a whole camelCase segment, or is named twice', () => {
    expect(brokenCopy(FILE, (t) => { t.operations.income.path = '/service-application/api/v1/application/heloc/x{uuid}/income'; }))
      .toEqual([`${FILE}#/operations/income/path: segment 6 "x{uuid}" is not a well-formed {param}: a placeholder is a whole segment named in camelCase, like {uuid}`]);
    expect(brokenCopy(FILE, (t) => { t.operations.conditionDocument.path = '/service-conditions/external/api/v1/applications/{uuid}/conditions/{uuid}/documents'; }))
      .toEqual([`${FILE}#/operations/conditionDocument/path: {uuid} appears twice: each param of a path has its own name`]);
  });

  it('refuses an upstream that is not the path\'s first segment', () => {
    expect(brokenCopy(FILE, (t) => { t.operations.login.upstream = 'service-identity'; }))
      .toEqual([`${FILE}#/operations/login/upstream: upstream "service-identity" is not the path's first segment "identity": a gateway sends /identity/api/v1/login to "identity"`]);
  });

  it('refuses a response that names no schema of schemas/data/', () => {
    expect(brokenCopy(FILE, (t) => { t.operations.application.response = 'aplication.schema.json'; }))
      .toEqual(['schemas/operations.json#/operations/application/response: "aplication.schema.json" is not a schema of schemas/data/ (did you mean "application.schema.json"?)']);
  });

  it('checks the file against its meta-schema first', () => {
    expect(brokenCopy(FILE, (t) => { t.operations.login.auth = 'staff'; }))
      .toEqual([`${FILE}#/operations/login/auth: must be equal to one of the allowed values: none, borrower, signer, borrowerOrSigner (schemas/meta/operations.schema.json)`]);
  });

  it('refuses a screen submitting to a misspelt operation, or to one no screen may submit to, in the screen', () => {
    const misspelt = brokenCopy('schemas/application/income/employer-verification.json', (s) => { s.submit.api = 'employerVerifcation'; });
    expect(misspelt).toHaveLength(1);
    expect(misspelt[0]).toMatch(/^schemas\/application\/income\/employer-verification\.json#\/submit\/api: unknown API operation "employerVerifcation" \(did you mean "employerVerification"\?\); a screen may submit to: /);
    expect(brokenCopy('schemas/application/income/employer-verification.json', (s) => { s.submit.api = 'login'; }))
      .toContainEqual(`schemas/application/income/employer-verification.json#/submit/api: API operation "login" is not one a screen may submit to: mark it \`screen: true\` in ${FILE} if its body is a screen's answers`);
  });
});
