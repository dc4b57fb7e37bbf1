import { useSyncExternalStore } from 'react';
import { isInstrumentId, type InstrumentId } from '@shared/self-check/instruments';
import { answersProblem } from '@shared/self-check/scoring';

// Results kept on this device only (issue 18): signed out, this is the whole history. One key,
// read and written whole; data that does not parse is set aside, never thrown away, so a bug or
// a hand edit cannot silently erase his history.

export type LocalResult = {
  id: string;
  instrument: InstrumentId;
  answers: number[];
  difficulty: number | null;
  takenAt: string;
};

export const STORAGE_KEY = 'steady-self-checks';
const EMPTY: readonly LocalResult[] = [];
const listeners = new Set<() => void>();
let cache: readonly LocalResult[] | undefined;

function isLocalResult(value: unknown): value is LocalResult {
  if (!value || typeof value !== 'object') return false;
  const r = value as Record<string, unknown>;
  return (
    typeof r.id === 'string' &&
    isInstrumentId(r.instrument) &&
    Array.isArray(r.answers) &&
    r.answers.every((a) => Number.isInteger(a)) &&
    answersProblem(r.instrument, r.answers as number[]) === null &&
    (r.difficulty === null || Number.isInteger(r.difficulty)) &&
    typeof r.takenAt === 'string' &&
    !Number.isNaN(Date.parse(r.takenAt))
  );
}

function read(): readonly LocalResult[] {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return EMPTY;
  }
  if (!raw) return EMPTY;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (Array.isArray(parsed)) return parsed.filter(isLocalResult);
  } catch {
    // Falls through to setting the unreadable copy aside.
  }
  try {
    window.localStorage.setItem(`${STORAGE_KEY}-unreadable-${Date.now()}`, raw);
    window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing more to do: the unreadable copy stays where it is.
  }
  return EMPTY;
}

function snapshot(): readonly LocalResult[] {
  cache ??= read();
  return cache;
}

function write(next: readonly LocalResult[]): boolean {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    return false;
  }
  cache = next;
  for (const listener of listeners) listener();
  return true;
}

/** Adds a result (or replaces one with its id). False when the browser would not store it. */
export function addLocalResult(result: LocalResult): boolean {
  return write([...snapshot().filter((r) => r.id !== result.id), result]);
}

export function removeLocalResult(id: string): boolean {
  return write(snapshot().filter((r) => r.id !== id));
}

export function clearLocalResults(): boolean {
  return write(EMPTY);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY) return;
    cache = undefined;
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The results on this device, oldest first as taken. Empty in prerendered HTML. */
export function useLocalResults(): readonly LocalResult[] {
  return useSyncExternalStore(subscribe, snapshot, () => EMPTY);
}
