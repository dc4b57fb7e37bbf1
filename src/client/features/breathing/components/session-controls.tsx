import { Pause, Play, RotateCcw } from 'lucide-react';
import { Button } from '@client/components/ui/button';

type Props = {
  running: boolean;
  startLabel: 'Start' | 'Resume';
  canReset: boolean;
  onStart: () => void;
  onPause: () => void;
  onReset: () => void;
};

export function SessionControls({
  running,
  startLabel,
  canReset,
  onStart,
  onPause,
  onReset,
}: Props) {
  return (
    <div className="flex flex-wrap justify-center gap-3">
      {/* One button whose label changes, so keyboard focus stays put while toggling. */}
      <Button size="lg" onClick={running ? onPause : onStart} className="min-w-36">
        {running ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
        {running ? 'Pause' : startLabel}
      </Button>
      <Button size="lg" variant="outline" onClick={onReset} disabled={!canReset}>
        <RotateCcw aria-hidden="true" />
        Reset
      </Button>
    </div>
  );
}
