/** Appointment times shown in the property's time zone (the slot's), with the zone's short name, as the reader's locale writes them (en-US by default). */
export const dayLabel = (iso: string, timeZone: string, locale = 'en-US') =>
  new Intl.DateTimeFormat(locale, { timeZone, weekday: 'long', month: 'long', day: 'numeric' }).format(new Date(iso));

export const timeLabel = (iso: string, timeZone: string, locale = 'en-US') =>
  new Intl.DateTimeFormat(locale, { timeZone, hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(new Date(iso));

export const whenLabel = (iso: string, timeZone: string, locale = 'en-US') => `${dayLabel(iso, timeZone, locale)}, ${timeLabel(iso, timeZone, locale)}`;

/** The calendar day of an instant in the zone (yyyy-MM-dd), to group slots by day. */
export const dayKey = (iso: string, timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));
