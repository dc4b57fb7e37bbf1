import { useCallback, useEffect, useRef } from 'react';
import type { BreathingPhase } from '@shared/rules/breathing-phases';

// A soft sine tone at each phase change, off unless the user turns it on. Higher for breathing in,
// lower for breathing out, so the cue can be followed with eyes closed.
const FREQUENCIES: Record<BreathingPhase, number> = {
  inhale: 440,
  'hold-in': 392,
  exhale: 330,
  'hold-out': 294,
};

export function usePhaseSound(
  enabled: boolean,
  phase: BreathingPhase | null,
  phaseKey: string | null,
) {
  const contextRef = useRef<AudioContext | null>(null);

  // Browsers only allow audio after a user gesture: call this from the toggle or Start click.
  const prime = useCallback(() => {
    if (typeof AudioContext === 'undefined') return;
    contextRef.current ??= new AudioContext();
    void contextRef.current.resume();
  }, []);

  useEffect(() => {
    const context = contextRef.current;
    if (!enabled || !context || !phase || phaseKey === null) return;
    const start = context.currentTime;
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = FREQUENCIES[phase];
    gain.gain.setValueAtTime(0, start);
    gain.gain.linearRampToValueAtTime(0.08, start + 0.08);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.9);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start);
    oscillator.stop(start + 1);
  }, [enabled, phase, phaseKey]);

  useEffect(() => () => void contextRef.current?.close(), []);

  return prime;
}
