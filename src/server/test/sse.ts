import { createParser } from 'eventsource-parser';

/**
 * The JSON `data` of each event in a whole server-sent events body, in order. Read with eventsource-parser, as the web
 * client reads it, so a test sees the events a browser would (comments and data-less blocks left out).
 */
export function sseEvents<T = Record<string, any>>(body: string): T[] {
  const events: T[] = [];
  const parser = createParser({ onEvent: (event) => events.push(JSON.parse(event.data) as T) });
  parser.feed(body);
  return events;
}
