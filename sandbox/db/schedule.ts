import type { Db } from './database.js';

/** One timed move of the back-office simulator: at `dueAt` the application gets `status` and `patch`. */
export interface ScheduledStage {
  dueAt: number;
  status: string;
  patch: Record<string, unknown>;
  step: string;
}

interface Row {
  id: number;
  due_at: number;
  status: string;
  patch_json: string;
  step: string;
}

export class Schedule {
  constructor(private readonly db: Db) {}

  /** Replaces whatever was still pending for the application. */
  replace(applicationUuid: string, stages: ScheduledStage[]): void {
    this.clear(applicationUuid);
    const insert = this.db.prepare('INSERT INTO schedule (application_uuid, due_at, status, patch_json, step) VALUES (?, ?, ?, ?, ?)');
    for (const s of stages) insert.run(applicationUuid, s.dueAt, s.status, JSON.stringify(s.patch), s.step);
  }

  clear(applicationUuid: string): void {
    this.db.prepare('DELETE FROM schedule WHERE application_uuid = ?').run(applicationUuid);
  }

  /** Stages due at `now`, oldest first, removed as they are returned. */
  takeDue(applicationUuid: string, now: number): ScheduledStage[] {
    const rows = this.db
      .prepare('SELECT id, due_at, status, patch_json, step FROM schedule WHERE application_uuid = ? AND due_at <= ? ORDER BY due_at, id')
      .all(applicationUuid, now) as Row[];
    if (rows.length > 0) this.db.prepare('DELETE FROM schedule WHERE application_uuid = ? AND due_at <= ?').run(applicationUuid, now);
    return rows.map((r) => ({ dueAt: r.due_at, status: r.status, patch: JSON.parse(r.patch_json) as Record<string, unknown>, step: r.step }));
  }

  pending(applicationUuid: string): ScheduledStage[] {
    const rows = this.db
      .prepare('SELECT id, due_at, status, patch_json, step FROM schedule WHERE application_uuid = ? ORDER BY due_at, id')
      .all(applicationUuid) as Row[];
    return rows.map((r) => ({ dueAt: r.due_at, status: r.status, patch: JSON.parse(r.patch_json) as Record<string, unknown>, step: r.step }));
  }
}
