import type { ApplicationRecord, Applications } from '../db/applications.js';
import type { Schedule } from '../db/schedule.js';
import type { Delays } from '../options.js';
import { mergePatch } from '../util/mergePatch.js';
import { timetable, type Plan } from './plan.js';
import type { Notifications, NewNotification } from '../db/notifications.js';

/** What the lender tells the applicant on reaching a status (sandbox/data/notices.json). */
export interface NoticesFile { statuses?: Record<string, NewNotification> }

const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (m, k: string) => values[k] ?? m);

/**
 * The lender's back office, simulated. Work is scheduled as timestamped stages and applied lazily
 * when the application is read, so the outcome depends only on timestamps (no timers to lose on
 * a restart; tests control time through the clock).
 */
export class BackOffice {
  constructor(
    private readonly applications: Applications,
    private readonly schedule: Schedule,
    private readonly delays: Delays,
    private readonly notifications?: Notifications,
    private readonly notices: () => NoticesFile = () => ({}),
  ) {}

  /**
   * What the lender does on reaching a status, whatever led there: a decline issues its adverse
   * action notice (Regulation B §1002.9: mailed within 30 days), with the reference the applicant
   * quotes, and tells the applicant in their notifications (notices.json), once.
   */
  private arrive(app: ApplicationRecord, at: number): void {
    if (app.status !== 'DECLINED' || app.data['adverseActionNotice']) return;
    const loan = typeof app.data['loanNumber'] === 'string' ? app.data['loanNumber'] : app.uuid.slice(0, 8).toUpperCase();
    const reference = `AAN-${loan}`;
    app.data['adverseActionNotice'] = { reference, decidedAt: new Date(at).toISOString() };
    const notice = this.notices().statuses?.[app.status];
    if (!notice || !this.notifications) return;
    const values = { reference, uuid: app.uuid };
    this.notifications.add(app.identityUuid, {
      ...notice,
      title: fill(notice.title, values),
      ...(notice.description ? { description: fill(notice.description, values) } : {}),
      ctas: (notice.ctas ?? []).map((c) => ({ ...c, ...(c.title ? { title: fill(c.title, values) } : {}), redirectPath: fill(c.redirectPath, values) })),
    }, at);
  }

  /** Applies every stage due at `now`; saves when anything changed. Call inside a transaction. */
  catchUp(app: ApplicationRecord, now: number): ApplicationRecord {
    const due = this.schedule.takeDue(app.uuid, now);
    if (due.length === 0) return app;
    for (const stage of due) {
      app.data = mergePatch(app.data, stage.patch);
      app.status = stage.status;
      app.updatedAt = stage.dueAt;
      this.arrive(app, stage.dueAt);
    }
    app.data['serverStatus'] = app.status;
    this.applications.save(app);
    return app;
  }

  /** Replaces pending work with `plan`, starting now, and applies what is already due. */
  start(app: ApplicationRecord, step: string, plan: Plan, now: number): ApplicationRecord {
    this.schedule.replace(app.uuid, timetable(plan, step, now, this.delays));
    app.updatedAt = now;
    this.applications.save(app);
    return this.catchUp(app, now);
  }

  /** Staff override: a status now, pending work dropped. */
  force(app: ApplicationRecord, status: string, patch: Record<string, unknown> | undefined, now: number): ApplicationRecord {
    this.schedule.clear(app.uuid);
    if (patch) app.data = mergePatch(app.data, patch);
    app.status = status;
    app.data['serverStatus'] = status;
    app.updatedAt = now;
    this.arrive(app, now);
    this.applications.save(app);
    return app;
  }

  pending(uuid: string) {
    return this.schedule.pending(uuid);
  }
}
