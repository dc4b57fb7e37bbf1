import { Brain, CloudRain, Wine } from 'lucide-react';
import { INSTRUMENT_IDS, INSTRUMENTS, type InstrumentId } from '@shared/self-check/instruments';
import { Button } from '@client/components/ui/button';

const ABOUT: Record<InstrumentId, { icon: typeof Brain; blurb: string; time: string }> = {
  phq9: {
    icon: CloudRain,
    blurb:
      'How your mood has been over the last two weeks. Two questions, then seven more if they point that way.',
    time: '1–3 minutes',
  },
  gad7: {
    icon: Brain,
    blurb: 'How much worry, nerves and tension have been getting to you over the last two weeks.',
    time: '2 minutes',
  },
  auditc: {
    icon: Wine,
    blurb: 'How much you drink. For many men, drinking more is how a low patch shows first.',
    time: '1 minute',
  },
};

export function InstrumentChoice({ onPick }: { onPick: (id: InstrumentId) => void }) {
  return (
    <section aria-labelledby="choose-check-title" className="space-y-4">
      <h2 id="choose-check-title" className="text-2xl font-semibold tracking-tight">
        Pick a check
      </h2>
      <ul className="grid gap-4 md:grid-cols-3">
        {INSTRUMENT_IDS.map((id) => {
          const { icon: Icon, blurb, time } = ABOUT[id];
          const { topic, name } = INSTRUMENTS[id];
          return (
            <li key={id} className="flex flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm">
              <Icon className="size-6 text-primary" aria-hidden="true" />
              <h3 className="text-lg font-semibold">
                {topic} <span className="font-normal text-muted-foreground">({name})</span>
              </h3>
              <p className="flex-1 text-sm text-muted-foreground">{blurb}</p>
              <p className="text-xs text-muted-foreground">{time}</p>
              <Button onClick={() => onPick(id)}>Start the {topic.toLowerCase()} check</Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
