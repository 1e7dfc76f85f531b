import type { Db } from './database.js';

import type { Application } from '../../engine/types/application.ts';

/** The application object (000 §3) as stored: the shape schemas/data/application.schema.json describes. */
export type AppData = Application;

export interface ApplicationRecord {
  uuid: string;
  identityUuid: string;
  orgCode: string;
  persona: string;
  /** The server status (docs/architecture.md vocabulary), answered by the status endpoint. */
  status: string;
  data: AppData;
  createdAt: number;
  updatedAt: number;
}

interface Row {
  uuid: string;
  identity_uuid: string;
  org_code: string;
  persona: string;
  status: string;
  data_json: string;
  created_at: number;
  updated_at: number;
}

const fromRow = (r: Row): ApplicationRecord => ({
  uuid: r.uuid,
  identityUuid: r.identity_uuid,
  orgCode: r.org_code,
  persona: r.persona,
  status: r.status,
  data: JSON.parse(r.data_json) as AppData,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

export class Applications {
  constructor(private readonly db: Db) {}

  get(uuid: string): ApplicationRecord | null {
    const row = this.db.prepare('SELECT * FROM applications WHERE uuid = ?').get(uuid) as Row | undefined;
    return row ? fromRow(row) : null;
  }

  byIdentity(identityUuid: string): ApplicationRecord[] {
    const rows = this.db.prepare('SELECT * FROM applications WHERE identity_uuid = ? ORDER BY created_at, uuid').all(identityUuid) as Row[];
    return rows.map(fromRow);
  }

  all(): ApplicationRecord[] {
    return (this.db.prepare('SELECT * FROM applications ORDER BY updated_at DESC').all() as Row[]).map(fromRow);
  }

  insert(app: ApplicationRecord): void {
    this.db
      .prepare(
        `INSERT INTO applications (uuid, identity_uuid, org_code, persona, status, data_json, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(app.uuid, app.identityUuid, app.orgCode, app.persona, app.status, JSON.stringify(app.data), app.createdAt, app.updatedAt);
  }

  save(app: ApplicationRecord): void {
    this.db
      .prepare('UPDATE applications SET status = ?, persona = ?, data_json = ?, updated_at = ? WHERE uuid = ?')
      .run(app.status, app.persona, JSON.stringify(app.data), app.updatedAt, app.uuid);
  }
}
