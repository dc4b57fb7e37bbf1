import { FocusHeading } from '@client/components/focus-heading';
import { Link } from 'react-router';
import { NOT_A_DIAGNOSIS } from '@shared/self-check/bands';
import { INSTRUMENTS } from '@shared/self-check/instruments';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/utils';
import type { ShownResult } from '../lib/results';

type Props = {
  result: ShownResult;
  signedIn: boolean;
  saving: boolean;
  onSave: () => void;
  onAnother: () => void;
};

const LEVEL_STYLE = {
  low: 'border-emerald-600/50',
  some: 'border-amber-500/60',
  high: 'border-primary',
} as const;

export function ResultView({ result, signedIn, saving, onSave, onAnother }: Props) {
  const { band } = result;
  const { topic, name } = INSTRUMENTS[result.instrument];
  const formName = result.form === 'phq2' ? 'PHQ-2' : name;

  return (
    <section
      aria-labelledby="self-check-result-title"
      className={cn('space-y-5 rounded-2xl border-2 bg-card p-5 sm:p-6', LEVEL_STYLE[band.level])}
    >
      <div className="space-y-1">
        <FocusHeading
          level={2}
          id="self-check-result-title"
          className="text-sm font-semibold uppercase tracking-wide text-muted-foreground"
        >
          Your {topic.toLowerCase()} check
        </FocusHeading>
        <p className="text-2xl font-bold tracking-tight sm:text-3xl">{band.title}</p>
        <p className="text-muted-foreground">
          Score {result.score} out of {result.maxScore} on the {formName}.
        </p>
      </div>
      <p>{band.meaning}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1">
          <h3 className="font-semibold">What usually helps</h3>
          <p className="text-sm">{band.helps}</p>
        </div>
        <div className="space-y-1">
          <h3 className="font-semibold">When to see a GP</h3>
          <p className="text-sm">{band.gp}</p>
        </div>
      </div>
      <p className="rounded-lg bg-muted p-3 text-sm">{NOT_A_DIAGNOSIS}</p>
      <nav aria-label="Tools for this result">
        <h3 className="mb-2 font-semibold">Try next</h3>
        <ul className="flex flex-wrap gap-2">
          {band.links.map((link) => (
            <li key={link.to}>
              <Button asChild variant="outline" size="sm">
                <Link to={link.to}>{link.label}</Link>
              </Button>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex flex-wrap items-center gap-3 border-t pt-4">
        {signedIn ? (
          result.onAccount ? (
            <p className="text-sm font-medium">Saved to your account.</p>
          ) : (
            <Button onClick={onSave} disabled={saving}>
              {saving ? 'Saving...' : 'Save to my account'}
            </Button>
          )
        ) : (
          <p className="text-sm text-muted-foreground">
            Kept on this device only.{' '}
            <Link to="/auth" className="text-primary underline underline-offset-2">
              Sign in
            </Link>{' '}
            to save results to an account as well.
          </p>
        )}
        <Button variant="outline" onClick={onAnother}>
          Take another check
        </Button>
        <Button asChild variant="ghost">
          <a href="#gp-note">Make a note for your GP</a>
        </Button>
      </div>
    </section>
  );
}
