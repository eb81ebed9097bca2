// Times in the staff pages are Pakistan time, whatever the device's own zone (staff travel, and a
// laptop's clock may be set to another zone): a lead's time reads the same for everyone. The zone
// is the staff contract's (`STAFF_TIME_ZONE`), the one the API counts days and weeks in.
import { STAFF_TIME_ZONE, STAFF_UTC_OFFSET_HOURS } from '@site/staff';

const dateTime = new Intl.DateTimeFormat('en-US', {
  timeZone: STAFF_TIME_ZONE,
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** An instant (ISO 8601) in Pakistan time: "Nov 12, 2026, 2:05 PM"; anything else as it is. */
export function formatPakistanTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

const dayMonth = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric' });

/** A calendar day (`YYYY-MM-DD`, already Pakistan's) as "Sep 14"; anything else as it is. */
export function formatDay(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : dayMonth.format(date);
}

/** The calendar day (`YYYY-MM-DD`) of an instant in Pakistan, which has no daylight saving. */
export function pakistanDay(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time)
    ? iso.slice(0, 10)
    : new Date(time + STAFF_UTC_OFFSET_HOURS * 3_600_000).toISOString().slice(0, 10);
}
