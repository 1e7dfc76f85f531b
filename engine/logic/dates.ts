/** Date helpers for age rules (000 §5, §9): valid if it parses, minimum year 1900, age against the start of today. */

export interface DateParts { day: number; month: number; year: number }

const toInt = (v: unknown): number | null => {
  if (typeof v === 'number' && Number.isInteger(v)) return v;
  if (typeof v === 'string' && /^\d{1,4}$/.test(v.trim())) return Number(v.trim());
  return null;
};

export function toDateParts(value: unknown): DateParts | null {
  if (value === null || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const day = toInt(v.day), month = toInt(v.month), year = toInt(v.year);
  if (day === null || month === null || year === null) return null;
  return { day, month, year };
}

/** Parses yyyy-MM-dd (the transport format, 000 §9); otherwise today in UTC. */
export function parseIsoDay(iso?: string): DateParts {
  const m = iso ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso) : null;
  if (m) return { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  const now = new Date();
  return { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1, day: now.getUTCDate() };
}

export function isValidDate(value: unknown, minYear = 1900, today?: string): boolean {
  const d = toDateParts(value);
  if (!d || d.year < minYear || d.month < 1 || d.month > 12 || d.day < 1) return false;
  const probe = new Date(Date.UTC(d.year, d.month - 1, d.day));
  if (probe.getUTCFullYear() !== d.year || probe.getUTCMonth() !== d.month - 1 || probe.getUTCDate() !== d.day) return false;
  const t = parseIsoDay(today);
  return compare(d, t) <= 0;
}

function compare(a: DateParts, b: DateParts): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** Whole years from the birth date to the start of today. */
export function ageOn(dob: DateParts, today: DateParts): number {
  let age = today.year - dob.year;
  if (today.month < dob.month || (today.month === dob.month && today.day < dob.day)) age -= 1;
  return age;
}

export function ageAtLeast(value: unknown, years: number, today?: string): boolean {
  const d = toDateParts(value);
  if (!d || !isValidDate(d, 0, today)) return false;
  return ageOn(d, parseIsoDay(today)) >= years;
}
