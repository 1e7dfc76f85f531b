/** Generated from the responses of schemas/operations.json by `npm run types` (engine/config/configTypes.ts): do not edit; edit the table. */
import type { Application } from './application.ts';
import type { Profile } from './profile.ts';
import type { SignerProgress } from './signer.ts';

/** What each operation with a `response` answers, by operation name. */
export interface OperationResponses {
  application: Application;
  profile: Profile;
  signerStatus: SignerProgress;
}
