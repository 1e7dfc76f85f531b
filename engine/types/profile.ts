/** Generated from schemas/data/profile.schema.json by `npm run types` (engine/config/configTypes.ts): do not edit; edit the meta-schema. */
/**
 * The applicant profile (000 §3).
 */
export interface Profile {
  /**
   * Identity id.
   */
  uuid: string;
  /**
   * Legal name, as registered (register-v2's legal-name step); null for an account registered without one (the register operation takes the name as optional, schemas/operations.json).
   */
  name: {
    /**
     * First name.
     */
    firstName: string;
    /**
     * Middle name.
     */
    middleName?: string | null;
    /**
     * Last name.
     */
    lastName: string;
    /**
     * Suffix (I, II, III, IV, V, JR, SR).
     */
    suffix?: string | null;
    [k: string]: unknown;
  } | null;
  /**
   * Date of birth.
   */
  dob?: {
    /**
     * Day of month.
     */
    day?: number | string;
    /**
     * Month (1-12).
     */
    month?: number | string;
    /**
     * Four-digit year.
     */
    year?: number | string;
    [k: string]: unknown;
  } | null;
  /**
   * Addresses on file; one is the selected property.
   *
   * @maxItems 10
   */
  addresses?: {
    /**
     * Address id.
     */
    uuid?: string;
    /**
     * How the applicant holds title (null until answered).
     */
    ownership?: string | null;
    /**
     * Two-letter state code.
     */
    state?: string;
    [k: string]: unknown;
  }[];
  /**
   * An SSN is on file.
   */
  hasSsn?: boolean;
  /**
   * E-mail address.
   */
  email?: string | null;
  /**
   * Identity type; CO_DEEDER means an additional signer (001 §3).
   */
  type?: string | null;
  /**
   * The identity is a broker (001 §1, §6): an additional signer who is a broker still sees the Dashboard item.
   */
  isBroker?: boolean;
  /**
   * The last four digits of the SSN on file, or null.
   */
  ssnLast4?: string | null;
  /**
   * Mobile number (E.164), or null.
   */
  phoneNumber?: string | null;
  /**
   * Marital status as last answered, or null.
   */
  maritalStatus?: string | null;
  /**
   * The org code of the lender the account was made under.
   */
  organizationCode?: string;
  [k: string]: unknown;
}

