import type { ApplicationRecord } from '../db/applications.js';
import type { Db } from '../db/database.js';
import type { Identities, Identity } from '../db/identities.js';
import type { Signers } from '../db/signers.js';
import type { ApiOperationName, OperationName } from '../validation/operations.js';
import type { Plan } from './plan.js';
import type { Brand } from '../../engine/brand.ts';

/** What a step may read and change. Changes to `app.data` and `identity.profile` are saved with the step. */
export interface StepContext {
  app: ApplicationRecord;
  identity: Identity;
  now: number;
  db: Db;
  identities: Identities;
  signers: Signers;
  /** Hash of SIGNER_PASSWORD, made once at start (hashing is asynchronous, transactions are not). */
  signerPasswordHash: string;
  /** The editable sandbox data files (sandbox/data/). */
  dataFile: <T>(name: string, fallback: T) => T;
  /** The application's brand with the lender's pricing (`brand.pricing`), as the applicant's pages read it. */
  brand: Brand;
  /**
   * A screen's copy as the applicant saw it with these answers (engine/screenText.ts over the
   * application, the profile, the brand and `form`): the words of an authorization, kept as given.
   */
  screenCopy: (screenId: string, form: Record<string, unknown>) => Record<string, unknown>;
}

/** One applicant step: POST /service-application/api/v1/application/heloc/{uuid}/{path}. */
export interface StepDef {
  path: string;
  /** The operation of the lender API table (schemas/operations.json) the step is; its path ends with `path`. */
  operation: Extract<OperationName, ApiOperationName>;
  /** Server statuses in which the step is open; otherwise 409. */
  allowed: string[];
  /** Screen the step belongs to (documentation). */
  screen: string;
  /** The disclosure document this step signs (body.signatureName): kept as signed (sandbox/db/signedDocuments.ts). */
  signs?: 'summary' | 'closing';
  /**
   * Why the step is closed to this application although its status allows it (answered 409 with
   * the code), or null: e.g. the closing signed at home where the state's law says it is signed at
   * an office (closingSteps.ts, sandbox/simulator/stateLaw.ts inPersonClosing).
   */
  closedFor?(data: ApplicationRecord['data']): { code: string; message: string } | null;
  /** Extra checks beyond the schema; throw ValidationError. Then changes the application and answers what follows. */
  run(ctx: StepContext, body: any): Plan;
}

export const statusOf = (ctx: StepContext) => ctx.app.data.status;
