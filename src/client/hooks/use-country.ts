import { useCallback, useSyncExternalStore } from 'react';
import {
  DEFAULT_COUNTRY,
  isCountryCode,
  placeCountry,
  type CountryCode,
} from '@shared/safety/countries';

// His country, for the crisis lines on every screen. Chosen on the device from the time zone and
// language, never from the IP (DESIGN.md §4); a switch he makes is remembered on this device only.
// One store, so the chat, the Get help now dialog and /safety always show the same lines.

const STORAGE_KEY = 'steady-country';
const listeners = new Set<() => void>();

function readChoice(): CountryCode | undefined {
  try {
    const saved = window.localStorage.getItem(STORAGE_KEY);
    return isCountryCode(saved) ? saved : undefined;
  } catch {
    // Storage can be off (private mode, a locked-down browser): detection still works.
    return undefined;
  }
}

function detect(): { country: CountryCode; sure: boolean } {
  let timeZone: string | undefined;
  try {
    timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    timeZone = undefined;
  }
  const languages = navigator.languages?.length ? navigator.languages : [navigator.language];
  return placeCountry({ timeZone, languages });
}

let current: CountryCode | undefined;
// His own choice, or a time zone of that country, backs it; a language alone is a guess.
let guessed = false;

// The time zone's first read loads the browser's locale data: about 70 ms on Lighthouse's
// throttled phone. Done in a task of its own as soon as a page with crisis lines loads this
// module, instead of inside the task that hydrates the page (one long task instead of a longer
// one; Lighthouse's total blocking time counts only what a task runs past 50 ms).
if (typeof window !== 'undefined') setTimeout(() => void currentCountry(), 0);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * His country now, for code that needs it when he acts (sending a message) rather than on screen,
 * so a whole chat does not re-render when the country is worked out after hydration. Also the
 * store's snapshot.
 */
export function currentCountry(): CountryCode {
  if (current === undefined) {
    const chosen = readChoice();
    const detected = chosen ? undefined : detect();
    current = chosen ?? detected?.country ?? DEFAULT_COUNTRY;
    guessed = detected ? !detected.sure : false;
  }
  return current;
}

/** Whether his country is a guess, so the chat's crisis replies also say where other lines are. */
export function countryIsGuessed(): boolean {
  currentCountry();
  return guessed;
}

export function setCountry(country: CountryCode): void {
  current = country;
  guessed = false;
  try {
    window.localStorage.setItem(STORAGE_KEY, country);
  } catch {
    // Not remembered, but still used for this visit.
  }
  for (const listener of listeners) listener();
}

/** [his country, a way to switch it]. Prerendered HTML shows the default until hydration. */
export function useCountry(): [CountryCode, (country: CountryCode) => void] {
  const country = useSyncExternalStore(subscribe, currentCountry, () => DEFAULT_COUNTRY);
  return [country, useCallback((next: CountryCode) => setCountry(next), [])];
}
