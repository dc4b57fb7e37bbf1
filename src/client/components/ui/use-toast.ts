import { useSyncExternalStore } from 'react';

// One toast at a time (SPEC.md §8): a new toast replaces the current one.
export type ToastInput = {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  /** One button in the toast, e.g. Undo; choosing it runs `onSelect` and closes the toast. */
  action?: { label: string; altText: string; onSelect: () => void };
};

export type ToastState = ToastInput & { id: number; open: boolean };

let current: ToastState | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: ToastState | null) {
  current = next;
  for (const listener of listeners) listener();
}

export function toast(input: ToastInput): { id: number; dismiss: () => void } {
  const id = nextId++;
  emit({ ...input, id, open: true });
  return { id, dismiss: () => dismissToast(id) };
}

export function dismissToast(id?: number): void {
  if (current && (id === undefined || current.id === id)) emit({ ...current, open: false });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToast() {
  const state = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
  return { toast: state, show: toast, dismiss: dismissToast };
}
