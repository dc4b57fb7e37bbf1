// The three guided breathing exercises of SPEC.md §9 (timings in seconds). Fixed local data: the
// phase machine in rules/breathing-phases.ts turns these into phases and countdowns.

export type BreathingExercise = {
  id: string;
  name: string;
  description: string;
  inhaleTime: number;
  holdInTime: number;
  exhaleTime: number;
  holdOutTime: number;
  cycles: number;
  /** Accent colour (hex) for the exercise card, the breathing circle and the progress ring. */
  color: string;
  /** Shown as bullets on the completion view. */
  benefits: readonly string[];
};

export const BREATHING_EXERCISES: readonly BreathingExercise[] = [
  {
    id: '4-7-8',
    name: '4-7-8 Breathing',
    description:
      'Breathe in for 4 seconds, hold for 7, breathe out slowly for 8. A long out-breath tells the body it is safe to slow down, which helps with stress and falling asleep.',
    inhaleTime: 4,
    holdInTime: 7,
    exhaleTime: 8,
    holdOutTime: 0,
    cycles: 4,
    color: '#2563eb',
    benefits: [
      'Slows your heart rate and calms the stress response',
      'Helps you wind down before sleep',
      'Gives racing thoughts something steady to follow',
    ],
  },
  {
    id: 'box',
    name: 'Box Breathing',
    description:
      'Four equal sides of 4 seconds: breathe in, hold, breathe out, hold. Used by athletes and first responders to stay clear-headed under pressure.',
    inhaleTime: 4,
    holdInTime: 4,
    exhaleTime: 4,
    holdOutTime: 4,
    cycles: 4,
    color: '#0f766e',
    benefits: [
      'Steadies you before a hard conversation or a big moment',
      'Sharpens focus when your head feels noisy',
      'Brings your breathing back under your control',
    ],
  },
  {
    id: 'deep-relaxation',
    name: 'Deep Relaxation',
    description:
      'Breathe in deeply for 5 seconds, pause for 2, then let it all go over 7. A gentle rhythm for releasing tension held in the shoulders, jaw and chest.',
    inhaleTime: 5,
    holdInTime: 2,
    exhaleTime: 7,
    holdOutTime: 0,
    cycles: 5,
    color: '#7c3aed',
    benefits: [
      'Releases tension held in your body',
      'Lowers the sense of pressure after a long day',
      'Leaves you a few minutes of calm to carry forward',
    ],
  },
];

export function findExercise(id: string): BreathingExercise | undefined {
  return BREATHING_EXERCISES.find((exercise) => exercise.id === id);
}
