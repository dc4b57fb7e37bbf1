import { useEffect, useRef, useState } from 'react';
import { ArrowLeft } from 'lucide-react';
import type { BreathingExercise } from '@shared/constants/exercises';
import { PHASE_LABELS } from '@shared/rules/breathing-phases';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@client/components/ui/card';
import { Checkbox } from '@client/components/ui/checkbox';
import { Label } from '@client/components/ui/label';
import { useBreathingSession } from '../hooks/use-breathing-session';
import { usePhaseSound } from '../hooks/use-phase-sound';
import { useSpaceToggle } from '../hooks/use-space-toggle';
import { BreathingCircle } from './breathing-circle';
import { SessionComplete } from './session-complete';
import { SessionControls } from './session-controls';

type Props = {
  exercise: BreathingExercise;
  onBack: () => void;
  onComplete: (exercise: BreathingExercise) => void;
};

export function BreathingSession({ exercise, onBack, onComplete }: Props) {
  const session = useBreathingSession(exercise, () => onComplete(exercise));
  const { state, running } = session;
  const [sound, setSound] = useState(false);
  const phase = state.completed ? null : state.phase;
  const phaseKey = running && !state.completed ? `${state.cycle}:${state.phase}` : null;
  const primeSound = usePhaseSound(sound, phase, phaseKey);
  const started = session.startLabel === 'Resume' || running;

  const toggle = () => (running ? session.pause() : start());
  const start = () => {
    if (sound) primeSound();
    session.start();
  };
  useSpaceToggle(toggle, !state.completed);

  const rootRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  // The session view opens scrolled to its top, so on a phone the circle and Start are on screen
  // together (the list he chose from may have been scrolled far down); focus then moves to the
  // title without scrolling again.
  useEffect(() => {
    const root = rootRef.current;
    // jsdom (component tests) has no scrollIntoView.
    if (root && 'scrollIntoView' in root) root.scrollIntoView({ block: 'start' });
    titleRef.current?.focus({ preventScroll: true });
  }, []);

  // Announced once per phase (never per tick), so a screen reader is guided, not flooded.
  let announcement = '';
  if (state.completed) announcement = 'Session complete. Well done!';
  else if (running && phase) {
    announcement = `${PHASE_LABELS[phase]} for ${state.phaseDurationMs / 1000} seconds. Cycle ${state.cycle} of ${exercise.cycles}.`;
  } else if (started) announcement = 'Paused.';

  return (
    <div ref={rootRef} className="flex scroll-mt-20 flex-col gap-3 sm:gap-4">
      <div>
        <Button variant="ghost" onClick={onBack} className="-ml-3">
          <ArrowLeft aria-hidden="true" />
          Back to exercises
        </Button>
      </div>
      <Card>
        <CardHeader className="text-center">
          <h2
            ref={titleRef}
            tabIndex={-1}
            className="scroll-mt-24 text-2xl font-semibold tracking-tight focus:outline-none"
          >
            {exercise.name}
          </h2>
          <CardDescription className="mx-auto max-w-xl">{exercise.description}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col items-center gap-4 sm:gap-6">
          <p
            className="sr-only"
            aria-live="polite"
            aria-atomic="true"
            data-testid="breathing-announcer"
          >
            {announcement}
          </p>
          {state.completed ? (
            <SessionComplete
              exercise={exercise}
              onStartAgain={session.restart}
              onChooseAnother={onBack}
            />
          ) : (
            <>
              {/* Tapping the circle starts or pauses, as Space does on a keyboard; the Start
                  and Pause buttons below stay the accessible controls. */}
              <div
                className="w-full cursor-pointer touch-manipulation select-none"
                data-testid="breathing-circle-tap"
                onClick={toggle}
              >
                <BreathingCircle state={state} color={exercise.color} />
              </div>
              <p className="text-lg font-medium" data-testid="breathing-cycle">
                Cycle {state.cycle} of {exercise.cycles}
              </p>
              <SessionControls
                running={running}
                startLabel={session.startLabel}
                canReset={started}
                onStart={start}
                onPause={session.pause}
                onReset={session.reset}
              />
              <div className="flex flex-col items-center gap-2 text-sm text-muted-foreground">
                <div className="flex items-center gap-2">
                  <Checkbox
                    id="breathing-sound"
                    checked={sound}
                    onCheckedChange={(checked) => {
                      if (checked === true) primeSound();
                      setSound(checked === true);
                    }}
                  />
                  <Label htmlFor="breathing-sound" className="text-foreground">
                    Gentle sound at each phase change
                  </Label>
                </div>
                {/* A keyboard tip means nothing on a touch screen: there, tapping the circle. */}
                <p className="pointer-coarse:hidden">
                  Tip: press{' '}
                  <kbd className="rounded border px-1.5 py-0.5 font-mono text-xs">Space</kbd> to
                  start or pause.
                </p>
                <p className="hidden pointer-coarse:block">
                  Tip: tap the circle to start or pause.
                </p>
              </div>
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
