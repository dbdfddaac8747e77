import { PLANNER_EVENT_LABELS, type PlannerEvent, webPaths, webUrl } from '@platform/shared';
import ical, { ICalCalendarMethod } from 'ical-generator';

/** The feed's host part of every event's UID: stable, so a calendar application updates, not duplicates. */
const UID_DOMAIN = 'planer.platforma-budowlana.pl';

const dayAfter = (day: string) => {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next;
};

/**
 * The user's dates as an iCalendar (RFC 5545) document, written by ical-generator: all-day events
 * (DTSTART;VALUE=DATE, DTEND the day after the last), each with a link to its order.
 */
export const renderIcal = (origin: string, events: PlannerEvent[]): string => {
  const calendar = ical({
    name: 'Planer – Platforma Budowlana',
    prodId: { company: 'Platforma Budowlana', product: 'Planer', language: 'PL' },
    method: ICalCalendarMethod.PUBLISH,
    ttl: 3600,
  });
  for (const event of events) {
    const url = event.orderId ? webUrl(origin, webPaths.orderView.to(event.orderId)) : undefined;
    calendar.createEvent({
      id: `${event.key.toLowerCase().replace(/[^a-z0-9]+/g, '-')}@${UID_DOMAIN}`,
      allDay: true,
      start: new Date(`${event.date}T00:00:00Z`),
      end: dayAfter(event.endDate ?? event.date),
      summary: event.title,
      description: PLANNER_EVENT_LABELS[event.kind],
      url,
      stamp: new Date(),
    });
  }
  return calendar.toString();
};
