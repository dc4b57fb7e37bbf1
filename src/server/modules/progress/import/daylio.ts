import {
  MOOD_TAG_MAX_LENGTH,
  MOOD_TAGS_PER_CHECK_IN_MAX,
  normalizeTag,
} from '@shared/constants/mood-tags';
import { DAYLIO_IMPORT_MAX_ROWS } from '@shared/contracts/mood-data';
import { CsvError, parseCsv } from './csv';

/** A check-in read from a Daylio export: local wall-clock time, his time zone applied in SQL. */
export type DaylioEntry = {
  /** "YYYY-MM-DD HH:MM", local time. */
  localTime: string;
  value: number;
  note: string | null;
  tags: string[];
};

/** Daylio's five default moods, best to worst, onto Steady's 5 to 1. */
const DAYLIO_MOODS: Record<string, number> = { rad: 5, good: 4, meh: 3, bad: 2, awful: 1 };

// Daylio's own activity names that mean one of Steady's suggested tags, so insights line up.
const ACTIVITY_TAGS: Record<string, string> = {
  sport: 'exercise',
  gym: 'exercise',
  workout: 'exercise',
  running: 'exercise',
  'good sleep': 'sleep: good',
  'medium sleep': 'sleep: ok',
  'bad sleep': 'sleep: poor',
  beer: 'alcohol',
  drinks: 'alcohol',
  drinking: 'alcohol',
  nature: 'outdoors',
  walk: 'outdoors',
};

/** Imported notes may be longer than a typed one (1000), but not unbounded. */
export const IMPORTED_NOTE_MAX = 5000;

const REQUIRED = ['full_date', 'time', 'mood'] as const;
const NOT_DAYLIO =
  'This does not look like a Daylio export: the first line must name the columns full_date, date, weekday, time, mood, activities, note_title, note.';

/** Reads a whole Daylio CSV export, or throws CsvError naming the first line that is wrong. */
export function parseDaylio(text: string): DaylioEntry[] {
  const records = parseCsv(text);
  const header = records.shift();
  if (!header) throw new CsvError('The file is empty.');
  const columns = header.fields.map((name) => name.trim().toLowerCase());
  const index = (name: string) => columns.indexOf(name);
  if (REQUIRED.some((name) => index(name) < 0)) throw new CsvError(NOT_DAYLIO);
  if (records.length === 0) throw new CsvError('The file has no check-ins after its header.');
  if (records.length > DAYLIO_IMPORT_MAX_ROWS)
    throw new CsvError(`The file has more than ${DAYLIO_IMPORT_MAX_ROWS} check-ins.`);

  const at = (fields: string[], name: string) => {
    const i = index(name);
    return i < 0 ? '' : (fields[i] ?? '').trim();
  };
  return records.map(({ line, fields }) => {
    if (fields.length !== columns.length)
      throw new CsvError(
        `Line ${line}: expected ${columns.length} fields, found ${fields.length}.`,
      );
    const date = at(fields, 'full_date');
    if (!isCalendarDate(date))
      throw new CsvError(`Line ${line}: "${date.slice(0, 20)}" is not a date (YYYY-MM-DD).`);
    const time = clockTime(at(fields, 'time'));
    if (!time)
      throw new CsvError(`Line ${line}: "${at(fields, 'time').slice(0, 20)}" is not a time.`);
    const mood = at(fields, 'mood').toLowerCase();
    const value = DAYLIO_MOODS[mood];
    if (value === undefined)
      throw new CsvError(
        `Line ${line}: unknown mood "${mood.slice(0, 24)}". Steady reads Daylio's five moods: rad, good, meh, bad, awful.`,
      );
    const note = noteText(at(fields, 'note_title'), at(fields, 'note'));
    if (note && note.length > IMPORTED_NOTE_MAX)
      throw new CsvError(`Line ${line}: the note is longer than ${IMPORTED_NOTE_MAX} characters.`);
    return {
      localTime: `${date} ${time}`,
      value,
      note,
      tags: activityTags(at(fields, 'activities')),
    };
  });
}

function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/u.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1970 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** "20:15", "8:15 pm" or "08:15 PM" (Daylio writes the phone's clock format) → "20:15". */
function clockTime(text: string): string | null {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?\s*([ap]\.?m\.?)?$/iu.exec(text);
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = Number(match[2]);
  const half = match[3]?.toLowerCase().replaceAll('.', '');
  if (half) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (half === 'pm' ? 12 : 0);
  }
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

function noteText(title: string, body: string): string | null {
  // Daylio keeps line breaks in notes as <br> tags.
  const clean = (text: string) =>
    text
      .replace(/<br\s*\/?>/giu, '\n')
      .replaceAll('\u0000', '')
      .trim();
  const parts = [clean(title), clean(body)].filter(Boolean);
  return parts.length > 0 ? parts.join('\n\n') : null;
}

function activityTags(text: string): string[] {
  const tags = text
    .split('|')
    .map(normalizeTag)
    // eslint-disable-next-line no-control-regex
    .map((tag) => tag.replace(/[\u0000-\u001f\u007f]/gu, ''))
    .filter(Boolean)
    .map((tag) => (ACTIVITY_TAGS[tag] ?? tag).slice(0, MOOD_TAG_MAX_LENGTH).trim());
  return [...new Set(tags)].slice(0, MOOD_TAGS_PER_CHECK_IN_MAX);
}
