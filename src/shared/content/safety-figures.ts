import type { RiskCategory } from '../safety/risk';
import measured from './safety-figures.json';

// The risk check's figures on the frozen test split of eval/crisis, as /safety publishes them.
// Written only by `npm run eval:crisis -- --write-safety`; a test checks they still match the
// check, so a detector change that moves them cannot ship with stale figures.

export type Count = { total: number; caught: number };

export type SafetyFigures = {
  measuredOn: string;
  writers: number;
  risk: Count;
  none: { total: number; crisis: number; concern: number };
  byCategory: Record<RiskCategory, Count>;
  conversations: Count;
};

export const SAFETY_FIGURES: SafetyFigures = measured;

/** "91.3%": to one decimal, rounded down, so a figure is never shown better than measured. */
export const percent = (part: number, whole: number): string =>
  whole === 0 ? '–' : `${Math.floor((1000 * part) / whole) / 10}%`;
