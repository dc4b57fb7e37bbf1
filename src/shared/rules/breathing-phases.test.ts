import { describe, expect, it } from 'vitest';
import { BREATHING_EXERCISES, findExercise } from '../constants/exercises';
import type { BreathingExercise } from '../constants/exercises';
import {
  breathingStateAt,
  cyclePhases,
  elapsedMs,
  IDLE_CLOCK,
  isRunning,
  pauseClock,
  resetClock,
  startClock,
  startLabel,
  totalDurationMs,
  type BreathingState,
} from './breathing-phases';

function exercise(id: string): BreathingExercise {
  const found = findExercise(id);
  if (!found) throw new Error(`missing exercise ${id}`);
  return found;
}

const fourSevenEight = exercise('4-7-8');
const box = exercise('box');
const deep = exercise('deep-relaxation');

/** Walks the session every 100 ms and records each phase change as "cycle:phase@ms". */
function phaseChanges(ex: BreathingExercise): string[] {
  const changes: string[] = [];
  let last = '';
  for (let ms = 0; ms <= totalDurationMs(ex); ms += 100) {
    const state = breathingStateAt(ex, ms);
    const key = state.completed ? 'completed' : `${state.cycle}:${state.phase}`;
    if (key !== last) changes.push(`${key}@${ms}`);
    last = key;
  }
  return changes;
}

type Moment = [elapsedMs: number, expected: Partial<BreathingState & { completed: false }>];

/** Checks the session's state at each moment against the fields given for it. */
function expectMoments(ex: BreathingExercise, moments: Moment[]) {
  for (const [ms, expected] of moments)
    expect(breathingStateAt(ex, ms), `at ${ms} ms`).toMatchObject(expected);
}

describe('exercise data (SPEC.md §9)', () => {
  it('has the three exercises with their timings and cycles', () => {
    expect(
      BREATHING_EXERCISES.map((e) => [
        e.id,
        e.inhaleTime,
        e.holdInTime,
        e.exhaleTime,
        e.holdOutTime,
        e.cycles,
      ]),
    ).toEqual([
      ['4-7-8', 4, 7, 8, 0, 4],
      ['box', 4, 4, 4, 4, 4],
      ['deep-relaxation', 5, 2, 7, 0, 5],
    ]);
    for (const e of BREATHING_EXERCISES) {
      expect(e.name).not.toBe('');
      expect(e.description).not.toBe('');
      expect(e.color).toMatch(/^#[0-9a-f]{6}$/);
      expect(e.benefits.length).toBeGreaterThan(0);
    }
  });
});

describe('total durations', () => {
  it.each([
    ['4-7-8', fourSevenEight, 76_000],
    ['box', box, 64_000],
    ['deep relaxation', deep, 70_000],
  ])('%s lasts exactly its cycles × phases', (_name, ex, ms) => {
    expect(totalDurationMs(ex)).toBe(ms);
    expect(breathingStateAt(ex, ms - 1).completed).toBe(false);
    expect(breathingStateAt(ex, ms)).toEqual({ completed: true, cycle: ex.cycles, progress: 1 });
    expect(breathingStateAt(ex, ms + 60_000).completed).toBe(true);
  });
});

describe('phase order and skipped holds', () => {
  it('4-7-8 skips the zero hold-out and runs four cycles', () => {
    expect(cyclePhases(fourSevenEight).map((s) => s.phase)).toEqual([
      'inhale',
      'hold-in',
      'exhale',
    ]);
    expect(phaseChanges(fourSevenEight)).toEqual([
      '1:inhale@0',
      '1:hold-in@4000',
      '1:exhale@11000',
      '2:inhale@19000',
      '2:hold-in@23000',
      '2:exhale@30000',
      '3:inhale@38000',
      '3:hold-in@42000',
      '3:exhale@49000',
      '4:inhale@57000',
      '4:hold-in@61000',
      '4:exhale@68000',
      'completed@76000',
    ]);
  });

  it('box uses all four phases', () => {
    expect(cyclePhases(box).map((s) => s.phase)).toEqual([
      'inhale',
      'hold-in',
      'exhale',
      'hold-out',
    ]);
    const changes = phaseChanges(box);
    expect(changes.slice(0, 5)).toEqual([
      '1:inhale@0',
      '1:hold-in@4000',
      '1:exhale@8000',
      '1:hold-out@12000',
      '2:inhale@16000',
    ]);
    expect(changes).toHaveLength(4 * 4 + 1);
    expect(changes.at(-1)).toBe('completed@64000');
  });

  it('deep relaxation skips the zero hold-out and runs five cycles', () => {
    const changes = phaseChanges(deep);
    expect(changes.slice(0, 4)).toEqual([
      '1:inhale@0',
      '1:hold-in@5000',
      '1:exhale@7000',
      '2:inhale@14000',
    ]);
    expect(changes).toHaveLength(5 * 3 + 1);
    expect(changes.some((c) => c.includes('hold-out'))).toBe(false);
    expect(changes.at(-2)).toBe('5:exhale@63000');
    expect(changes.at(-1)).toBe('completed@70000');
  });

  it('skips a zero hold-in too', () => {
    const noHolds = { inhaleTime: 3, holdInTime: 0, exhaleTime: 3, holdOutTime: 0, cycles: 2 };
    expect(cyclePhases(noHolds).map((s) => s.phase)).toEqual(['inhale', 'exhale']);
    expect(breathingStateAt(noHolds, 3000)).toMatchObject({ phase: 'exhale', cycle: 1 });
  });
});

describe('exact boundaries and countdown', () => {
  it('counts down whole seconds from the full phase length', () => {
    expectMoments(fourSevenEight, [
      [0, { phase: 'inhale', cycle: 1, secondsLeft: 4 }],
      [1, { phase: 'inhale', secondsLeft: 4 }],
      [1000, { phase: 'inhale', secondsLeft: 3 }],
      [3999, { phase: 'inhale', secondsLeft: 1 }],
      [4000, { phase: 'hold-in', secondsLeft: 7, phaseElapsedMs: 0 }],
      [10_999, { phase: 'hold-in', secondsLeft: 1 }],
      [11_000, { phase: 'exhale', secondsLeft: 8, phaseDurationMs: 8000 }],
      [18_999, { phase: 'exhale', cycle: 1 }],
      [19_000, { phase: 'inhale', cycle: 2, secondsLeft: 4 }],
    ]);
  });

  it('box hold-out ends exactly where the next cycle begins', () => {
    expectMoments(box, [
      [15_999, { phase: 'hold-out', cycle: 1, secondsLeft: 1 }],
      [16_000, { phase: 'inhale', cycle: 2, secondsLeft: 4 }],
      [63_999, { phase: 'hold-out', cycle: 4 }],
    ]);
  });

  it('reports overall progress', () => {
    expectMoments(fourSevenEight, [
      [0, { progress: 0 }],
      [38_000, { progress: 0.5 }],
    ]);
  });

  it('treats negative elapsed time as the start', () => {
    expectMoments(deep, [[-50, { phase: 'inhale', cycle: 1, secondsLeft: 5 }]]);
  });

  it('lands on the right phase however coarse the ticks are', () => {
    // A throttled background tab may tick once a second or less: state depends on time only.
    expectMoments(fourSevenEight, [[30_123, { phase: 'exhale', cycle: 2, secondsLeft: 8 }]]);
    expectMoments(deep, [[44_900, { phase: 'inhale', cycle: 4, secondsLeft: 3 }]]);
  });
});

describe('session clock: start, pause, resume, reset', () => {
  it('keeps elapsed time across a pause and ignores the paused interval', () => {
    let clock = startClock(IDLE_CLOCK, 1000);
    expect(isRunning(clock)).toBe(true);
    expect(elapsedMs(clock, 6000)).toBe(5000);
    clock = pauseClock(clock, 6000);
    expect(isRunning(clock)).toBe(false);
    expect(elapsedMs(clock, 60_000)).toBe(5000);
    expect(breathingStateAt(fourSevenEight, elapsedMs(clock, 60_000))).toMatchObject({
      phase: 'hold-in',
      secondsLeft: 6,
    });
    clock = startClock(clock, 100_000);
    expect(elapsedMs(clock, 106_000)).toBe(11_000);
    expect(breathingStateAt(fourSevenEight, elapsedMs(clock, 106_000))).toMatchObject({
      phase: 'exhale',
      cycle: 1,
    });
  });

  it('ignores a second start or a second pause', () => {
    const running = startClock(IDLE_CLOCK, 0);
    expect(startClock(running, 500)).toBe(running);
    const paused = pauseClock(running, 2000);
    expect(pauseClock(paused, 9000)).toBe(paused);
    expect(elapsedMs(paused, 9000)).toBe(2000);
  });

  it('never goes backwards if the clock source does', () => {
    expect(elapsedMs(startClock(IDLE_CLOCK, 5000), 4000)).toBe(0);
  });

  it('reset returns to the very beginning', () => {
    const paused = pauseClock(startClock(IDLE_CLOCK, 0), 30_000);
    const reset = resetClock();
    expect(elapsedMs(reset, 99_999)).toBe(0);
    expect(isRunning(reset)).toBe(false);
    expect(breathingStateAt(box, elapsedMs(reset, 0))).toMatchObject({
      phase: 'inhale',
      cycle: 1,
      secondsLeft: 4,
    });
    expect(elapsedMs(paused, 0)).toBe(30_000);
  });

  it('labels the button Start only at cycle 1 with nothing elapsed', () => {
    expect(startLabel(box, IDLE_CLOCK, 0)).toBe('Start');
    const paused = pauseClock(startClock(IDLE_CLOCK, 0), 1500);
    expect(startLabel(box, paused, 5000)).toBe('Resume');
    expect(startLabel(box, resetClock(), 5000)).toBe('Start');
  });
});
