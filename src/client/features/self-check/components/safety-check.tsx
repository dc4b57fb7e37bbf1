import { useEffect, useRef, useState } from 'react';
import { FocusHeading } from '@client/components/focus-heading';
import { Link } from 'react-router';
import { CRISIS_LINES } from '@shared/safety/crisis-lines';
import { PHQ9 } from '@shared/self-check/instruments';
import { CountrySelect } from '@client/components/country-select';
import { CrisisLinesList } from '@client/components/crisis-lines-list';
import { Button } from '@client/components/ui/button';
import { useCountry } from '@client/hooks/use-country';
import { SafetyPlanLink } from '@client/components/safety-plan-link';

type Props = { item9Answer: number; onContinue: () => void };

/**
 * The PHQ-9 item 9 crisis flow (issue 18). Any answer above "Not at all" brings him here before
 * any score: the lines for his country (fixed, verified text), his safety plan when Steady has
 * one, and a direct, kind question about his safety now. Asking directly does not put the idea
 * in anyone's head; it tells him he can talk about it.
 */
export function SafetyCheck({ item9Answer, onContinue }: Props) {
  const [country] = useCountry();
  const [answer, setAnswer] = useState<'unsafe' | 'safe' | null>(null);
  const reply = useRef<HTMLDivElement>(null);
  const how = PHQ9.items[8]?.options[item9Answer]?.label.toLowerCase() ?? '';
  const emergency = CRISIS_LINES[country].emergency;

  useEffect(() => {
    if (answer) reply.current?.focus();
  }, [answer]);

  return (
    <section
      aria-labelledby="safety-check-title"
      className="space-y-5 rounded-2xl border-2 border-crisis/60 p-5 sm:p-6"
      data-testid="self-check-crisis"
    >
      <div className="space-y-2">
        <FocusHeading
          level={2}
          id="safety-check-title"
          className="text-2xl font-semibold tracking-tight"
        >
          Before your results: are you safe right now?
        </FocusHeading>
        <p>
          You said thoughts of being better off dead, or of hurting yourself, came up {how} in the
          last two weeks. Thank you for being straight about that. A lot of men have these thoughts,
          and you don't have to sit with them alone.
        </p>
        <p>Talking to someone today helps. These lines are free, confidential and open now.</p>
      </div>
      <CountrySelect />
      <CrisisLinesList compact />
      <SafetyPlanLink />
      <div role="group" aria-labelledby="safety-question" className="space-y-3">
        <p id="safety-question" className="font-semibold">
          Are you thinking about ending your life, or in danger of hurting yourself, right now?
        </p>
        <div className="flex flex-wrap gap-3">
          <Button
            variant={answer === 'unsafe' ? 'destructive' : 'outline'}
            size="lg"
            aria-pressed={answer === 'unsafe'}
            onClick={() => setAnswer('unsafe')}
          >
            Yes, or I'm not sure
          </Button>
          <Button
            variant={answer === 'safe' ? 'default' : 'outline'}
            size="lg"
            aria-pressed={answer === 'safe'}
            onClick={() => setAnswer('safe')}
          >
            No, I'm safe right now
          </Button>
        </div>
      </div>
      {answer && (
        <div
          ref={reply}
          tabIndex={-1}
          className="space-y-3 rounded-xl bg-muted p-4 focus:outline-none"
        >
          {answer === 'unsafe' ? (
            <>
              <p className="font-semibold">
                Please reach out now: call one of the lines above, or {emergency.number} if you
                might act on these thoughts.
              </p>
              <p>
                If you can, tell someone near you and stay with them. Put distance between you and
                anything you could use to hurt yourself. This feeling can pass, and people want to
                help you through it.
              </p>
              <a
                href={emergency.href}
                className="inline-flex min-h-11 items-center rounded-md bg-crisis px-4 text-sm font-semibold text-crisis-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
              >
                Call {emergency.number}
              </a>
            </>
          ) : (
            <p>
              Good. Keep these numbers somewhere you can find them; they are always under Get help
              now at the top of every page. If the thoughts get stronger, call one straight away.
            </p>
          )}
          <p className="text-sm">
            <Link to="/safety" className="text-primary underline underline-offset-2">
              How Steady handles crisis and safety
            </Link>
          </p>
          <Button variant={answer === 'safe' ? 'default' : 'outline'} onClick={onContinue}>
            Continue to my results
          </Button>
        </div>
      )}
    </section>
  );
}
