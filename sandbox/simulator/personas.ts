/**
 * Test personas, chosen like a payment test mode's magic card numbers: by the applicant's last
 * name at registration (any case) or by SSN pattern. Documented in README.md. What a home's state
 * asks (a Texas home's broker price opinion, notice and in-person closing) is not a persona: it is
 * the state's rule (sandbox/data/pricing.json stateRules, carried on app.stateLaw).
 */
export const personasByLastName = {
  FROZEN: 'Frozen', // soft credit: SOFT_CREDIT_LOCKED_OR_FROZEN; credit-retry succeeds afterwards
  NOMATCH: 'Nomatch', // soft credit: CREDIT_NO_MATCH; an SSN then finds the file
  NOCREDIT: 'Nocredit', // soft credit: CREDIT_NO_MATCH; any SSN then: CREDIT_NO_MATCH_SSN
  NOPROPERTY: 'Noproperty', // soft credit: NO_PROPERTY_FOUND
  MULTIPROPERTY: 'Multiproperty', // soft credit: MULTIPLE_PROPERTIES
  LOWSCORE: 'Lowscore', // soft credit: DECLINED, credit-score decline
  DELINQUENT: 'Delinquent', // soft credit: DELINQUENCY_REVIEW
  HIGHDEBT: 'Highdebt', // income verification: DECLINED, DTI decline
  EMPLOYER: 'Employer', // after autopay: EMPLOYMENT_VERIFICATION
  FLOODCERT: 'Floodcert', // after identity: CLOSING_DISCLOSURE_GENERATION waiting on a flood certificate
  COSIGNER: 'Cosigner', // after closing signature: CO_DEED_REQUIRED with an additional signer
  MANUALNOTARY: 'Notary', // after closing signature: MANUAL_DEED_SIGNING
} as const;

export type Persona = keyof typeof personasByLastName | 'HAPPY';

/** An SSN starting with 999 finds no credit file (CREDIT_NO_MATCH_SSN). */
export const NO_CREDIT_SSN = /^999/;

export function personaFor(lastName: string | undefined): Persona {
  const name = (lastName ?? '').trim().toLowerCase();
  for (const [persona, magic] of Object.entries(personasByLastName)) {
    if (magic.toLowerCase() === name) return persona as Persona;
  }
  return 'HAPPY';
}

/** Password of every additional signer the COSIGNER persona creates (sandbox only). */
export const SIGNER_PASSWORD = 'Cosigner-Passw0rd!';
