import type { AppData, ApplicationRecord, Applications } from '../db/applications.js';
import type { Schedule } from '../db/schedule.js';
import type { Delays } from '../options.js';
import { mergePatch } from '../util/mergePatch.js';
import { timetable, type Plan } from './plan.js';
import type { Notifications, NewNotification } from '../db/notifications.js';
import { quoteRecording } from '../title/recordingQuote.js';
import type { RecordingSchedule } from '../../engine/types/recording.ts';
import { calendarDay, closingDates, compareSignedFigures, formatDisplayDate, formatMoney, type ClosingSignature, type DisclosedFigures } from '../../engine/index.ts';

/**
 * What the lender tells the applicant on reaching a status (sandbox/data/notices.json); `undated`
 * words the notice instead while the line's closing dates are not known (engine/closingDates.ts).
 */
export interface NoticesFile { statuses?: Record<string, NewNotification & { undated?: Partial<NewNotification> }> }

/** The sandbox's credit bureau and the reasons a decline states (sandbox/data/credit.json). */
export interface CreditFile {
  bureau?: { name: string; address: string; phone: string; website?: string };
  score?: { model: string; min: number; max: number };
  files?: Record<string, { score: number; inquiries: number; keyFactors: string[] }>;
  reasons?: Record<string, string[]>;
}

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});

/**
 * The adverse action notice of a declined application (Regulation B §1002.9(a)(2), Appendix C
 * form C-1; FCRA §615(a)): its reference, the day, the principal reasons for what declined it,
 * and, when the soft pull read a consumer report, the credit score disclosure (FCRA §615(a)(1)(B),
 * §609(f)): score, range, date, key factors, inquiries and the bureau, from the sandbox's bureau.
 */
export function adverseActionNotice(app: ApplicationRecord, at: number, credit: CreditFile): NonNullable<AppData['adverseActionNotice']> {
  const loan = typeof app.data['loanNumber'] === 'string' ? app.data['loanNumber'] : app.uuid.slice(0, 8).toUpperCase();
  const flags = obj(app.data['status']);
  const kind = flags['creditScoreDecline'] === true ? 'creditScore' : flags['dtiDecline'] === true ? 'dti' : flags['collateralDecline'] === true ? 'collateral' : 'default';
  const reasons = (credit.reasons?.[kind] ?? credit.reasons?.['default'] ?? []).slice(0, 4);
  const notice: NonNullable<AppData['adverseActionNotice']> = { reference: `AAN-${loan}`, decidedAt: new Date(at).toISOString(), reasons };
  const consents = Array.isArray(app.data['consents']) ? (app.data['consents'] as Obj[]) : [];
  const pull = consents.find((c) => c['type'] === 'SOFT_CREDIT');
  const file = credit.files?.[app.persona] ?? credit.files?.['default'];
  // The day the soft pull was made, in the lender's time zone (the clock's own day when the consent has no valid time).
  const scoredOn = calendarDay(typeof pull?.['createdAt'] === 'string' ? pull['createdAt'] : at) ?? calendarDay(at);
  if (pull && file && credit.bureau && credit.score && scoredOn) {
    notice.creditScore = {
      score: file.score,
      min: credit.score.min,
      max: credit.score.max,
      model: credit.score.model,
      scoredOn,
      keyFactors: file.keyFactors.slice(0, 4),
      inquiries: file.inquiries,
      bureau: credit.bureau,
    };
  }
  return notice;
}

/** The statuses at which the line funds: it may only reach them on a signature whose figures still hold. */
const FUNDING = new Set(['FUNDABLE', 'COMPLETE']);

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
    private readonly credit: () => CreditFile = () => ({}),
    /** The closing disclosure's figures for the application as it is now (sandbox/routes/documents.ts figuresNow). */
    private readonly figuresNow?: (app: ApplicationRecord) => DisclosedFigures | null,
    /** The title provider's recording schedule (sandbox/data/recording.json); null: no quote is made. */
    private readonly recording: () => RecordingSchedule | null = () => null,
  ) {}

  /**
   * Before the line funds (FUNDABLE, COMPLETE): the figures the borrower signed on the closing
   * disclosure must still be the line's (engine/signedFigures.ts compareSignedFigures decides). If
   * one differs, the line does not fund on that signature: pending work is dropped and the
   * application goes back to NOTE_SIGNING with a revised closing disclosure that says what changed
   * (`closingRevision`). Returns whether it was stopped.
   */
  private stopFundingOnChangedFigures(app: ApplicationRecord, at: number): boolean {
    if (!this.figuresNow) return false;
    const signature = obj(obj(app.data['signedDocuments'])['closing']) as ClosingSignature;
    const decision = compareSignedFigures(signature, this.figuresNow(app));
    if (decision.result.holds) return false;
    this.schedule.clear(app.uuid);
    app.data = mergePatch(app.data, {
      status: { disclosurelistClosingReady: true, disclosurelistClosingComplete: false },
      closingRevision: { pending: true, words: decision.result.words, changes: decision.result.changes, decidedAt: new Date(at).toISOString() },
    });
    app.status = 'NOTE_SIGNING';
    app.updatedAt = at;
    this.arrive(app, at);
    return true;
  }

  /**
   * What the lender does on reaching a status, whatever led there: a decline issues its adverse
   * action notice (Regulation B §1002.9: also mailed within 30 days; adverseActionNotice above),
   * with the reference the applicant quotes; and any status notices.json names tells the applicant
   * in their notifications (the decline's notice, the funded line's), once per application.
   */
  private arrive(app: ApplicationRecord, at: number): void {
    // The closing disclosure is generated: the title provider quotes the county's recording costs for the home, once, so it states them exactly.
    const schedule = obj(app.data['status'])['disclosurelistClosingReady'] === true && !app.data['recordingQuote'] ? this.recording() : null;
    if (schedule) app.data['recordingQuote'] = quoteRecording(schedule, obj(app.data['property']), at);
    if (app.status === 'DECLINED' && !app.data['adverseActionNotice']) app.data['adverseActionNotice'] = adverseActionNotice(app, at, this.credit());
    const sent = Array.isArray(app.data['noticesSent']) ? (app.data['noticesSent'] as string[]) : [];
    const configured = this.notices().statuses?.[app.status];
    if (!configured || !this.notifications || sent.includes(app.status)) return;
    app.data['noticesSent'] = [...sent, app.status];
    const dates = closingDates(app.data).result;
    const { undated, ...dated } = configured;
    const notice = { ...dated, ...(dates ? {} : undated) };
    const mask = String(obj(app.data['disburseAccount'])['mask'] ?? '');
    const values: Record<string, string> = {
      reference: String(obj(app.data['adverseActionNotice'])['reference'] ?? ''),
      uuid: app.uuid,
      amount: typeof app.data['amount'] === 'number' ? formatMoney(app.data['amount']) : 'your line',
      account: mask.replace(/\D/g, '').slice(-4),
      ...(dates ? { fundingOn: formatDisplayDate(dates.fundingOn), rescissionEndsOn: formatDisplayDate(dates.rescissionEndsOn) } : {}),
    };
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
      if (FUNDING.has(stage.status) && this.stopFundingOnChangedFigures(app, stage.dueAt)) break;
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
