import type { Db } from './database.js';

/** An additional signer's progress (schemas/data/signer.schema.json). */
export interface SignerProgress {
  identityUuid: string;
  applicationUuid: string;
  cancelled: boolean;
  identityComplete: boolean;
  notaryReady: boolean;
  notaryComplete: boolean;
  signingComplete: boolean;
  documentsRequested: boolean;
}

export class Signers {
  constructor(private readonly db: Db) {}

  insert(progress: SignerProgress): void {
    this.db
      .prepare('INSERT INTO signers (application_uuid, identity_uuid, progress_json) VALUES (?, ?, ?)')
      .run(progress.applicationUuid, progress.identityUuid, JSON.stringify(progress));
  }

  save(progress: SignerProgress): void {
    this.db
      .prepare('UPDATE signers SET progress_json = ? WHERE application_uuid = ? AND identity_uuid = ?')
      .run(JSON.stringify(progress), progress.applicationUuid, progress.identityUuid);
  }

  forIdentity(identityUuid: string): SignerProgress[] {
    const rows = this.db.prepare('SELECT progress_json FROM signers WHERE identity_uuid = ?').all(identityUuid) as { progress_json: string }[];
    return rows.map((r) => JSON.parse(r.progress_json) as SignerProgress);
  }

  forApplication(applicationUuid: string): SignerProgress[] {
    const rows = this.db.prepare('SELECT progress_json FROM signers WHERE application_uuid = ?').all(applicationUuid) as { progress_json: string }[];
    return rows.map((r) => JSON.parse(r.progress_json) as SignerProgress);
  }
}
