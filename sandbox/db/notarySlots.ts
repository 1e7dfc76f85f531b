import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from './database.js';
import { federalHolidays } from '../../engine/closingDates.ts';
import { addDays, isoWeekday, localTime, zonedToUtc, type LocalDate } from '../notary/zonedTime.js';

/** A title company's office where in-person closings are held: its ZIP code and the words the screens say ("the office of …, Dallas, TX 75201"). */
export interface ClosingOffice { zip: string; office: string }

/** sandbox/data/notary.json: when in-person notaries can meet applicants. */
export interface NotaryNetwork {
  slotMinutes: number;
  openHours: { start: string; end: string };
  weekdays: number[];
  /** No slots on the federal legal public holidays (engine/closingDates.ts federalHolidays): the notaries and title offices are closed. */
  closedOnFederalHolidays?: boolean;
  daysAhead: number;
  minimumLeadHours: number;
  notaries: string[];
  defaultTimeZone: string;
  timeZones: Record<string, string>;
  /** Where an in-person closing is held in a state whose law requires it (pricing `stateRules.inPersonClosing`): each state's offices, with their ZIP codes. */
  closingOffices?: Record<string, ClosingOffice[]>;
}

export const DEFAULT_NETWORK: NotaryNetwork = {
  slotMinutes: 60, openHours: { start: '08:00', end: '20:00' }, weekdays: [1, 2, 3, 4, 5, 6], daysAhead: 14, minimumLeadHours: 24,
  notaries: ['Morgan Lee'], defaultTimeZone: 'America/Los_Angeles', timeZones: {},
};

export interface NotarySlot { uuid: string; timeZone: string; startsAt: number; endsAt: number; notaryName: string }
export type AppointmentStatus = 'BOOKED' | 'RESCHEDULED' | 'CANCELLED' | 'COMPLETED';
export interface NotaryAppointment {
  uuid: string; slotUuid: string; applicationUuid: string; confirmation: string; location: string | null;
  status: AppointmentStatus; createdAt: number; updatedAt: number; slot: NotarySlot;
}

interface SlotRow { uuid: string; time_zone: string; starts_at: number; ends_at: number; notary_name: string }
interface AppointmentRow extends SlotRow { a_uuid: string; slot_uuid: string; application_uuid: string; confirmation: string; location: string | null; status: AppointmentStatus; created_at: number; updated_at: number }

const slotOf = (r: SlotRow): NotarySlot => ({ uuid: r.uuid, timeZone: r.time_zone, startsAt: r.starts_at, endsAt: r.ends_at, notaryName: r.notary_name });
const appointmentOf = (r: AppointmentRow): NotaryAppointment => ({
  uuid: r.a_uuid, slotUuid: r.slot_uuid, applicationUuid: r.application_uuid, confirmation: r.confirmation, location: r.location,
  status: r.status, createdAt: r.created_at, updatedAt: r.updated_at, slot: slotOf(r),
});

/** The first day slots are offered on: today in the zone, or `firstDay` (yyyy-MM-dd) when it is later. */
function firstLocalDay(now: number, timeZone: string, firstDay?: string | null): Pick<LocalDate, 'year' | 'month' | 'day'> {
  const today = localTime(now, timeZone);
  const [year, month, day] = (firstDay ?? '').split('-').map(Number);
  if (!year || !month || !day) return today;
  const later = year * 10_000 + month * 100 + day > today.year * 10_000 + today.month * 100 + today.day;
  return later ? { year, month, day } : today;
}

const iso = (d: Pick<LocalDate, 'year' | 'month' | 'day'>) => `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

/** Whether the network is closed on the day: a federal legal public holiday, where notary.json says so. */
function closedOn(network: NotaryNetwork, day: Pick<LocalDate, 'year' | 'month' | 'day'>): boolean {
  return network.closedOnFederalHolidays === true && federalHolidays(day.year).some((h) => h.date === iso(day));
}

const minutes = (hhmm: string) => { const [h, m] = hhmm.split(':').map(Number); return (h ?? 0) * 60 + (m ?? 0); };
const TAKEN = "SELECT 1 FROM notary_appointments a WHERE a.slot_uuid = s.uuid AND a.status IN ('BOOKED', 'COMPLETED')";
const APPOINTMENT = 'SELECT a.uuid AS a_uuid, a.slot_uuid, a.application_uuid, a.confirmation, a.location, a.status, a.created_at, a.updated_at, s.* FROM notary_appointments a JOIN notary_slots s ON s.uuid = a.slot_uuid';

/** In-person notary time slots and their bookings (migration 005). Call writes inside a transaction. */
export class NotarySlots {
  constructor(private readonly db: Db) {}

  /**
   * Makes the slots of `daysAhead` days in the zone (kept once made), from today or, where a state's
   * wait means no closing before a later day (`firstDay`, yyyy-MM-dd in the zone), from that day: an
   * applicant after a 12-day wait is offered as many days to choose from as one who has none.
   */
  ensure(network: NotaryNetwork, timeZone: string, now: number, firstDay?: string | null): void {
    const today = firstLocalDay(now, timeZone, firstDay);
    const insert = this.db.prepare('INSERT OR IGNORE INTO notary_slots (uuid, time_zone, starts_at, ends_at, notary_name, created_at) VALUES (?, ?, ?, ?, ?, ?)');
    const open = minutes(network.openHours.start);
    const close = minutes(network.openHours.end);
    for (let d = 0; d <= network.daysAhead; d++) {
      const day = addDays(today, d);
      if (!network.weekdays.includes(isoWeekday(day)) || closedOn(network, day)) continue;
      for (let m = open; m + network.slotMinutes <= close; m += network.slotMinutes) {
        const startsAt = zonedToUtc({ ...day, hour: Math.floor(m / 60), minute: m % 60 }, timeZone);
        for (const notary of network.notaries) insert.run(randomUUID(), timeZone, startsAt, startsAt + network.slotMinutes * 60_000, notary, now);
      }
    }
  }

  /** Free slots from the minimum lead time (and `firstDay`, as `ensure`) on, one per start time (the first free notary). */
  free(network: NotaryNetwork, timeZone: string, now: number, firstDay?: string | null): NotarySlot[] {
    const from = Math.max(now + network.minimumLeadHours * 3_600_000, zonedToUtc({ ...firstLocalDay(now, timeZone, firstDay), hour: 0, minute: 0 }, timeZone));
    const until = zonedToUtc({ ...addDays(firstLocalDay(now, timeZone, firstDay), network.daysAhead + 1), hour: 0, minute: 0 }, timeZone);
    const rows = this.db
      .prepare(`SELECT s.* FROM notary_slots s WHERE s.time_zone = ? AND s.starts_at >= ? AND s.starts_at < ? AND NOT EXISTS (${TAKEN}) ORDER BY s.starts_at, s.notary_name`)
      .all(timeZone, from, until) as SlotRow[];
    const seen = new Set<number>();
    // Slots made before a holiday rule was set are not offered on the holiday either.
    return rows.filter((r) => !seen.has(r.starts_at) && seen.add(r.starts_at) && !closedOn(network, localTime(r.starts_at, r.time_zone))).map(slotOf);
  }

  slot(uuid: string): NotarySlot | null {
    const row = this.db.prepare('SELECT * FROM notary_slots WHERE uuid = ?').get(uuid) as SlotRow | undefined;
    return row ? slotOf(row) : null;
  }

  isTaken(slotUuid: string): boolean {
    return this.db.prepare(`SELECT 1 FROM notary_slots s WHERE s.uuid = ? AND EXISTS (${TAKEN})`).get(slotUuid) !== undefined;
  }

  /** The application's live booking. */
  booked(applicationUuid: string): NotaryAppointment | null {
    const row = this.db.prepare(`${APPOINTMENT} WHERE a.application_uuid = ? AND a.status = 'BOOKED'`).get(applicationUuid) as AppointmentRow | undefined;
    return row ? appointmentOf(row) : null;
  }

  appointment(uuid: string): NotaryAppointment | null {
    const row = this.db.prepare(`${APPOINTMENT} WHERE a.uuid = ?`).get(uuid) as AppointmentRow | undefined;
    return row ? appointmentOf(row) : null;
  }

  /** Live bookings, soonest first (the notary console's list). */
  upcoming(limit = 100): NotaryAppointment[] {
    return (this.db.prepare(`${APPOINTMENT} WHERE a.status = 'BOOKED' ORDER BY s.starts_at LIMIT ?`).all(limit) as AppointmentRow[]).map(appointmentOf);
  }

  /** Books the slot; a live booking of the same application becomes RESCHEDULED (its slot is free again). */
  book(applicationUuid: string, slotUuid: string, location: string | null, now: number): NotaryAppointment {
    this.db.prepare("UPDATE notary_appointments SET status = 'RESCHEDULED', updated_at = ? WHERE application_uuid = ? AND status = 'BOOKED'").run(now, applicationUuid);
    const uuid = randomUUID();
    const confirmation = `N-${randomBytes(4).toString('hex').toUpperCase()}`;
    this.db
      .prepare("INSERT INTO notary_appointments (uuid, slot_uuid, application_uuid, confirmation, location, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, 'BOOKED', ?, ?)")
      .run(uuid, slotUuid, applicationUuid, confirmation, location, now, now);
    return this.appointment(uuid)!;
  }

  setStatus(uuid: string, status: AppointmentStatus, now: number): void {
    this.db.prepare('UPDATE notary_appointments SET status = ?, updated_at = ? WHERE uuid = ?').run(status, now, uuid);
  }
}
