/** Generated from schemas/meta/conditions.schema.json by `npm run types` (engine/config/configTypes.ts): do not edit; edit the meta-schema. */
/**
 * Text shown to the applicant, in English; worded in another language through locales/<code>/ (engine/locale.ts translate).
 */
export type Text = string;

/**
 * What each known condition category shows on the condition cards (001 §3, §4, §9) and where its button leads. Checked by `journey validate`; read by renderer/components/conditionCards.ts.
 */
export interface ConditionsConfig {
  $schema?: string;
  description?: string;
  /**
   * How often the condition query is polled (001 §9: 60 s); it is also refetched on window focus.
   */
  refetchIntervalMs: number;
  /**
   * Button label when more than one document is requested (001 §9).
   */
  multipleDocumentsLabel?: Text;
  /**
   * What {paystubs} in a description says (001 §9): `one` when one paystub is asked for, `many` (with {count}) when more are.
   */
  paystubWords?: {
    one: Text;
    many: Text;
  };
  /**
   * Where a card's button leads, per area (application = /{uuid}/..., signer = /heloc-signer/...). Placeholders: {uuid}, {condition}, {type}. A missing area means no button there.
   */
  links: {
    /**
     * The cards themselves: where the shell's notice on the current screen, the notifications entry and the navigation count lead (001 §4, §9).
     */
    list: Link;
    'upload-document': Link;
    'phone-number': Link;
    identity: Link;
  };
  /**
   * One entry per known category (001 §3). Cards of any other category are not shown.
   */
  categories: {
    [k: string]: {
      /**
       * Card heading.
       */
      header: Text;
      /**
       * Button label for one document.
       */
      buttonLabel: Text;
      /**
       * What the lender asks for; replaced by the condition's commentsToBorrower when present. Placeholders: {lastFour} (last 4 of the disbursement account's mask or number), {paystubs} ("most recent paystub" or "N most recent paystubs").
       */
      description: Text;
      /**
       * The description when no disbursement account is known (no {lastFour} to show). Required when `description` uses {lastFour}.
       */
      descriptionWithoutAccount?: Text;
      /**
       * Document type the upload is stored as (001 §3).
       */
      documentType: string;
      /**
       * Which screen the button opens.
       */
      action: 'upload-document' | 'phone-number' | 'identity';
    };
  };
}
export interface Link {
  application?: string;
  signer?: string;
}

export type CategoryCopy = ConditionsConfig['categories'][string];
export type ConditionAction = CategoryCopy['action'];
export type ConditionArea = keyof ConditionsConfig['links']['list'];
