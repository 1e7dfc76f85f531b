/** Generated from schemas/meta/fixture.schema.json by `npm run types` (engine/config/configTypes.ts): do not edit; edit the meta-schema. */
import type { Application } from './application.ts';
import type { SignerProgress } from './signer.ts';

/**
 * Sample data a screen is shown with: in the staff gallery (/studio/gallery) and its browser suite, and in `journey validate`'s data checks. One file per fixture under fixtures/; its id is its path there without .json (e.g. "applications/happy-offer-selection"). Scenes (kinds application, signer, visitor) are what a screen is shown with; the other kinds are building blocks a scene names by id. Data parts are checked against schemas/data/*.schema.json, so a fixture that no longer fits the application, profile, flags or signer schema fails validation with its own pointer.
 */
export type FixtureFile = {
  /**
   * Path to this meta-schema, for editors.
   */
  $schema?: string;
  /**
   * application: a borrower inside an application (screens under /{uuid}); signer: an additional signer in their area (/heloc-signer); visitor: someone before any application (registration, public pages); the rest are building blocks: profile, flags, conditions (condition cards), notifications, offers.
   */
  kind: 'application' | 'signer' | 'visitor' | 'profile' | 'flags' | 'conditions' | 'notifications' | 'offers';
  /**
   * What the fixture shows, as staff read it in the gallery's fixture picker.
   */
  title: string;
  /**
   * Staff notes: how a real application gets here (persona, steps), what is special.
   */
  description?: string;
  /**
   * The sandbox persona this application follows (README.md "Personas").
   */
  persona?:
    | 'happy'
    | 'frozen'
    | 'nomatch'
    | 'nocredit'
    | 'noproperty'
    | 'multiproperty'
    | 'lowscore'
    | 'highdebt'
    | 'delinquent'
    | 'employer'
    | 'floodcert'
    | 'texas'
    | 'cosigner'
    | 'notary';
  /**
   * Id of a fixture of the same kind this one starts from; its data is deep-merged under this file's (objects key by key, anything else replaces; null sets null).
   */
  extends?: string;
  /**
   * Visitors only: the visitor is signed in (the shell shows the signed-in menus). Application and signer scenes are always signed in.
   */
  signedIn?: boolean;
  /**
   * Id of a profile fixture (e.g. "profiles/borrower"): the applicant profile the screen reads as `profile`.
   */
  profile?: string;
  /**
   * Id of a flags fixture: the feature flags rules read as `flags`. Default "flags/standard".
   */
  flags?: string;
  /**
   * Id of a conditions fixture: the open condition cards of the application.
   */
  conditions?: string;
  /**
   * Id of a notifications fixture: what the shell's notifications panel lists.
   */
  notifications?: string;
  /**
   * Id of an offers fixture: the offers put into `app.offers`.
   */
  offers?: string;
  /**
   * Signer scenes: id of the application fixture the signer signs (its uuid becomes `signer.applicationUuid`).
   */
  application?: string;
  /**
   * Application scenes: the application as GET /service-application/api/v1/application/heloc/{uuid} answers it (000 §3), `serverStatus` being the status the scene is at.
   */
  app?: Partial<Application>;
  /**
   * Signer scenes: the signer's progress as GET .../co-deed/status answers it.
   */
  signer?: Partial<SignerProgress>;
  /**
   * Query parameters of the page (e.g. referrer, utm_source, condition, from).
   */
  query?: {
    [k: string]: string;
  };
  /**
   * Path parameters of the route besides the application id (income/link/:type gives type).
   */
  params?: {
    [k: string]: string;
  };
  /**
   * Visitors: answers saved on earlier registration steps (000 §3 registration data), read as `registration.*`.
   */
  registration?: {
    [k: string]: unknown;
  };
  /**
   * The referring loan originator as GET /service-lead-portal/api/lo/{uuid} answers it (licensing and display info); given only with a `referrer` query parameter.
   */
  originator?: {
    [k: string]: unknown;
  };
  /**
   * Agents are online (operating hours open): the chat shows the pre-chat form instead of the chatbot.
   */
  chatOpen?: boolean;
  /**
   * Building blocks: the data itself (profile object, flags object, or a list of condition cards, notifications or offers).
   */
  value?:
    | {
        [k: string]: unknown;
      }
    | unknown[];
};

export type FixtureKind = FixtureFile['kind'];
