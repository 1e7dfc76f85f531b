/** Generated from schemas/data/application.schema.json#/properties/helocSigners/items by `npm run types` (engine/config/configTypes.ts): do not edit; edit the meta-schema. */
export interface InvitedSigner {
  /**
   * Signer's identity id.
   */
  identityUuid?: string;
  /**
   * The e-mail the signer was invited at.
   */
  email?: string;
  /**
   * The signer's first name, as the applicant gave it.
   */
  firstName?: string;
  /**
   * The signer's last name.
   */
  lastName?: string;
  /**
   * OWNER: on the title, signs the deed; SPOUSE: not on the title, consents to the lien where the state asks (engine/requiredSigners.ts).
   */
  role?: 'OWNER' | 'SPOUSE';
  /**
   * When they signed the deed before the notary, online or at the in-person appointment (sandbox/simulator/notarySteps.ts recordSignerSigned); absent until then.
   */
  signedAt?: string;
  [k: string]: unknown;
}

