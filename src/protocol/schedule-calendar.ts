import type { Schedule } from './schedules';

/**
 * "Add to calendar" (RFC 5545): the iCalendar file of one appointment, built the same way by the
 * appointment page (a download made in the browser) and by `GET /api/schedules/:id/calendar.ics`.
 */

/** What the event says, already in the person's language. */
export interface ScheduleCalendarText {
  summary: string;
  description: string;
  /** The clinic (with its address), or the home-visit address. */
  location: string;
  /** The appointment page. */
  url: string;
}

const icsTime = (iso: string) => new Date(iso).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
/** Escapes a TEXT value: backslash, semicolon, comma, newline. */
const icsText = (text: string) => text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Folds a content line at 75 octets (RFC 5545 §3.1), never inside a UTF-8 character. */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const out: string[] = [];
  let current = '';
  let bytes = 0;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    if (bytes + size > (out.length ? 74 : 75)) {
      out.push(current);
      current = '';
      bytes = 0;
    }
    current += ch;
    bytes += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

/**
 * One VEVENT with the appointment's stable UID (a calendar that imports it again updates it, by
 * SEQUENCE, the stream version), its start and end in UTC, the texts and a link back to the
 * appointment. A booking not yet confirmed is TENTATIVE; a cancelled one CANCELLED, so a calendar
 * that imported it drops it.
 */
export function scheduleIcs(s: Schedule, text: ScheduleCalendarText, now = new Date()): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Clinic//Appointments//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:schedule-${s.id}@clinic`,
    `SEQUENCE:${s.version}`,
    `DTSTAMP:${icsTime(now.toISOString())}`,
    `DTSTART:${icsTime(s.start_time)}`,
    `DTEND:${icsTime(s.end_time)}`,
    `SUMMARY:${icsText(text.summary)}`,
    `DESCRIPTION:${icsText(text.description)}`,
    `LOCATION:${icsText(text.location)}`,
    `URL:${text.url}`,
    `STATUS:${s.status === 'cancelled' ? 'CANCELLED' : s.status === 'created' ? 'TENTATIVE' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}
