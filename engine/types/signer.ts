/** Generated from schemas/data/signer.schema.json by `npm run types` (engine/config/configTypes.ts): do not edit; edit the meta-schema. */
import type { ClosingDates } from './closing.ts';

/**
 * What the additional-signer area knows of one signer (000 §2, §6; 001 §4), read from the co-deed status call.
 */
export interface SignerProgress {
  /**
   * The signer's identity id.
   */
  identityUuid?: string;
  /**
   * The application the signer signs: its documents are read at /service-application/api/v1/application/heloc/{applicationUuid}/documents/{kind}.pdf (deed, closing, rescission).
   */
  applicationUuid: string;
  /**
   * The signed line's dates (engine/closingDates.ts closingDates), the same decision the borrower's screens read as `closing`: absent until the agreement and the deed are signed. Screens read `{{signer.closing.rescissionEndsOn:date|…}}`.
   */
  closing?: ClosingDates;
  /**
   * The application was cancelled.
   */
  cancelled?: boolean;
  /**
   * The signer verified their identity.
   */
  identityComplete?: boolean;
  /**
   * Notary documents are ready for the signer.
   */
  notaryReady?: boolean;
  /**
   * The signer met the notary.
   */
  notaryComplete?: boolean;
  /**
   * The signer signed every document.
   */
  signingComplete?: boolean;
  /**
   * The lender asked the signer for documents.
   */
  documentsRequested?: boolean;
  /**
   * Present where the state's law has the whole closing at an office (the application's stateLaw.inPersonClosing, e.g. Texas Art. XVI §50(a)(6)(N)): the signer signs at the applicant's appointment, in person, and has no online notary session.
   */
  inPerson?: {
    /**
     * The applicant's legal name, who booked the appointment.
     */
    applicantName: string | null;
    /**
     * The office where the line closes (stateLaw.closingOffice).
     */
    office: string | null;
    /**
     * The earliest closing day (engine/closingDates.ts closingWait), null until the state's notice is acknowledged.
     */
    earliestOn: string | null;
    /**
     * The appointment the applicant booked; null until booked.
     */
    appointment: null | {
      /**
       * When it starts, in the office's time zone as a person reads it ("Fri, Dec 4, 10:00 AM CST").
       */
      when: string;
      /**
       * Where.
       */
      location: string | null;
      /**
       * The booking's confirmation number.
       */
      confirmation: string | null;
    };
  };
  /**
   * The home's state (the application's property.state): the signer's pages state that state's figures, as the applicant's do.
   */
  propertyState?: string;
  /**
   * Why the signer was invited, said before anything is asked of them: whose line, on which home, and as whom.
   */
  invitation?: {
    /**
     * The applicant's legal name.
     */
    applicantName: string | null;
    /**
     * The home the line is secured by.
     */
    propertyAddress: string | null;
    /**
     * OWNER: on the title, gives the lien with the applicant; SPOUSE: off the title, consents to the lien on the homestead.
     */
    role: 'OWNER' | 'SPOUSE';
  };
  [k: string]: unknown;
}

