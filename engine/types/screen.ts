/** Generated from schemas/meta/screen.schema.json by `npm run types` (engine/config/configTypes.ts): do not edit; edit the meta-schema. */
import type { Logic } from './logic.ts';


/**
 * One screen: its fields as JSON Schema (with every validation message as ajv-errors `errorMessage`), how they render (uiSchema), its copy, the cross-field rules JSON Schema cannot say, and what submitting does. Copy may use {{brand.*}}, {{flags.*}} and {{form.*}} placeholders. Anything written once elsewhere is used by reference: `{"$ref": "<file under schemas/>#/<pointer>"}` stands for that part of the other file (a shared field, another screen's rules, sub-form, copy or submit), keys beside it are laid over it, and a reference to a list inside a list is spliced in. The CLI, the build and the sandbox resolve references with one resolver (engine/config/resolveRefs.ts). A screen that starts from another (top-level `$ref`) writes only what differs: its copy needs no title of its own.
 */
export interface Screen {
  /**
   * Path to this meta-schema, for editor help.
   */
  $schema?: string;
  /**
   * Screen id: its path under schemas/ without .json.
   */
  id: string;
  /**
   * Notes for staff: what the screen is for and where its content comes from.
   */
  description?: string;
  /**
   * A registered React component that renders this screen instead of the generic form (e.g. PdfSigner). Unknown names fail validation.
   */
  component?: string;
  /**
   * Text of the screen. `title` is required. Keys starting with `disclosure` are shown as fine print above the submit button when not empty (a copy variant can fill them); `body` paragraphs follow the fields (a `[words](/account/heloc/...)` or `[words](https://...)` in `subtitle` or `body` is a link); other keys are read by uiSchema or the component. Placeholders may format: {{app.amount:money}}, {{app.rate:percent}}, {{app.created:date}}, {{x:money2}} (two decimals). Any value may be {"$ref": "<file>#/copy/<key>"}: text written once in another screen.
   */
  copy: {
    /**
     * Page heading.
     */
    title: string;
    /**
     * Line under the heading.
     */
    subtitle?: string;
    /**
     * Paragraphs.
     */
    body?: string[];
    /**
     * Figures shown as a list of labels and values under the subtitle, before the fields (money figures, the terms of a line): reads on a phone as label above value. A figure with `when` shows only while its rule holds. Values may use placeholders with formats and fallbacks: {"label": "Amount financed", "value": "{{finance.amountFinanced:money2|shown in your disclosure}}"}. May be {"$ref": "<file>#/copy/figures"}: figures written once in another screen.
     */
    figures?: {
      /**
       * What the figure is, in the words a regulation or the applicant uses.
       */
      label: string;
      /**
       * The figure.
       */
      value: string;
      /**
       * A short line under the value: what it includes or assumes.
       */
      note?: string;
      /**
       * Show the figure only when this holds: a figure whose words depend on the facts (a date still to come or past) is written once per case, each with its rule (engine/screenRules.ts chooseCopy).
       */
      when?: Logic;
    }[];
    /**
     * Continue button text.
     */
    submitLabel?: string;
    /**
     * The document title (browser tab, screen-reader arrival), followed by the brand's short name: "Annual income · GoodLeap". Defaults to `title`.
     */
    pageTitle?: string;
    /**
     * Submit button text while the answers are being sent; "Submitting" when not given (001 §4).
     */
    submittingLabel?: string;
    [k: string]:
      | string
      | string[]
      | {
          /**
           * What the figure is, in the words a regulation or the applicant uses.
           */
          label: string;
          /**
           * The figure.
           */
          value: string;
          /**
           * A short line under the value: what it includes or assumes.
           */
          note?: string;
          /**
           * Show the figure only when this holds: a figure whose words depend on the facts (a date still to come or past) is written once per case, each with its rule (engine/screenRules.ts chooseCopy).
           */
          when?: Logic;
        }[]
      | undefined;
  };
  /**
   * Copy that replaces keys of `copy` when its rule holds, first match per key wins (per-brand or per-flag wording). An entry may be {"$ref": "<file>#/copyVariants"}: variants written once in another screen.
   */
  copyVariants?: CopyVariant[];
  /**
   * JSON Schema of the screen's fields, with ajv-errors `errorMessage` for every message the applicant can see. The sandbox validates submissions with the same schema. A `$ref` to a file under schemas/ (a shared field such as "../fields/address.json", or a part of another screen such as "../application/identity.json#/schema") is resolved when the screen is loaded; keys beside it are laid over it.
   */
  schema?: Record<string, unknown>;
  /**
   * RJSF uiSchema: widget names (`ui:widget`), order, labels and help. Any part may be {"$ref": "<file>#/uiSchema/<field>"} (with keys beside it to change), so a sub-form shared with another screen is drawn the same way.
   */
  uiSchema?: {
    [k: string]: unknown;
  };
  /**
   * Initial values taken from the context, keyed by dotted field path; each value is JSON logic (e.g. the profile e-mail).
   */
  prefill?: {
    [k: string]: Logic;
  };
  /**
   * Cross-field rules, evaluated as the applicant types. An entry may be {"$ref": "<file>#/rules"}: rules written once in another screen (the classic /register uses register-v2's).
   */
  rules?: Rule[];
  /**
   * Links or buttons on a screen without a form (information pages).
   */
  actions?: Action[];
  /**
   * Documents the applicant can open or save, listed after the copy: each a title, a note and a button that fetches the PDF with the applicant's token (renderer/screens/DocumentList.tsx).
   */
  documents?: Document[];
  /**
   * What the applicant answered, listed after the copy (the application's `answers`, kept by the lender from every submitted screen): for each screen named, every property its schema declares, under the property's title, in the screen's order, when the application holds an answer for it; writeOnly properties and files never (renderer/screens/AnswerList.tsx, engine/answerRows.ts). A field added to one of these screens appears here with no other change.
   */
  answers?: {
    /**
     * Ids of the screens whose answers are listed (e.g. "application/start/contact"); `journey validate` checks each is a screen with a schema.
     *
     * @minItems 1
     */
    screens: string[];
    /**
     * Heading above the list ("Your answers" when not given).
     */
    title?: string;
  };
  /**
   * What submitting does.
   */
  submit?: {
    /**
     * Lender API operation that receives the answers: an operation of schemas/operations.json marked `screen: true` (method and path, `{uuid}` is the application). Without it the answers are kept locally (`saveAs`).
     */
    api?: string;
    /**
     * Key under which the answers are kept in the registration draft.
     */
    saveAs?: string;
    /**
     * Where to go afterwards: `nextStep` (the journey's next step), `status` (the status router waits for the application to settle and decides), or a route path (`:uuid` is filled in).
     */
    next?: string;
    /**
     * Announced in the live region after a successful submit.
     */
    successMessage?: string;
  };
}
export interface CopyVariant {
  /**
   * Variant name shown in traces.
   */
  id?: string;
  when: Logic;
  /**
   * Keys of `copy` to replace.
   */
  copy: {
    [k: string]: string | string[];
  };
  /**
   * Where the specification says this.
   */
  seed?: string;
}
export interface Rule {
  /**
   * Rule name shown in traces.
   */
  id: string;
  when: Logic;
  /**
   * error: a field error that stops submit; block: a banner and the continue button disabled; warn: a notice that does not stop; confirm: a notice the applicant must acknowledge to continue; dialog: a modal. disable: the field is shown read-only; hide: the field is not shown while `when` holds, and its answer is kept in the form but not sent (a field that does not apply, such as another account's numbers when the deposit account is chosen); require: while `when` holds the field must be answered: it is announced "(required)" like the schema's required fields and, left empty, shows `message` as its error. error and require rules are enforced by the server too.
   */
  effect: 'error' | 'block' | 'warn' | 'confirm' | 'dialog' | 'disable' | 'hide' | 'require';
  /**
   * Dotted path of the field the message belongs to (error, warn, confirm).
   */
  field?: string;
  /**
   * What the applicant reads. May name the rule's `values` ({{values.maximum:money}}).
   */
  message?: string;
  /**
   * Figures the message names, each worked out by JSON logic over the rule context when the rule holds: {"maximum": {"get": [{"findWhere": [{"var": "app.offers"}, "uuid", {"var": "form.offerUuid"}]}, "maxAmount"]}} is read as {{values.maximum:money}} in `message`, `confirmLabel` and `dialog`.
   */
  values?: {
    [k: string]: Logic;
  };
  /**
   * Checkbox text that acknowledges a confirm rule.
   */
  confirmLabel?: string;
  /**
   * The modal a dialog rule opens.
   */
  dialog?: {
    /**
     * Dialog heading.
     */
    title: string;
    /**
     * Paragraphs.
     */
    body: string[];
    /**
     * Buttons.
     *
     * @minItems 1
     */
    actions: Action[];
  };
  /**
   * Where the specification says this.
   */
  seed?: string;
}
export interface Action {
  /**
   * Button or link text.
   */
  label: string;
  /**
   * Where the action leads (may use placeholders).
   */
  href?: string;
  /**
   * Closes the dialog and stays on the screen.
   */
  dismiss?: boolean;
  /**
   * Prints the page (the browser offers to save it as a PDF): for a notice the applicant keeps, read on the screen. The shell is left out of the print.
   */
  print?: boolean;
  /**
   * Show the action only when this holds.
   */
  when?: Logic;
}
export interface Document {
  /**
   * The document's title, as the applicant knows it.
   */
  label: string;
  /**
   * The document's PDF (may use placeholders): "/service-application/api/v1/application/heloc/{{app.uuid}}/documents/closing.pdf". Fetched with the applicant's token, which a plain link cannot send.
   */
  href: string;
  /**
   * A short line under the title, e.g. when it was signed: "Signed {{app.signedDocuments.closing.signedAt:date|…}}".
   */
  note?: string;
  /**
   * The name the PDF is saved under (may use placeholders); else the last part of href.
   */
  fileName?: string;
  /**
   * List the document only when this holds (e.g. once it is signed).
   */
  when?: Logic;
}

export type ScreenAction = Action;
export type ScreenDocument = Document;
export type ScreenRule = NonNullable<Screen['rules']>[number];
export type ScreenDialog = NonNullable<ScreenRule['dialog']>;
export type RuleEffect = ScreenRule['effect'];
export type Copy = Screen['copy'];
