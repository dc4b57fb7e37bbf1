import type { ActivityEntry, MoodEntry } from '@shared/contracts/progress';

// The achievement fixture is shared with the tests of src/shared/rules, which may not import client code.
export { achievement } from '../../../test/progress-fixtures';

export function activity(id: number, date: string, details = `Activity ${id}`): ActivityEntry {
  return { id, type: 'check-in', date, details };
}

export function mood(
  id: number,
  value: number,
  date: string,
  note?: string,
  tags: string[] = [],
): MoodEntry {
  return { id, value, date, ...(note ? { note } : {}), tags };
}
