import { Bot, ShieldCheck, TriangleAlert } from 'lucide-react';
import { AI_DISCLAIMER, AI_POINTS, PRIVACY_POINTS } from '@shared/content/home';
import { Link } from 'react-router';
import { HomeSection } from './home-section';

function PointList({ points }: { points: readonly string[] }) {
  return (
    <ul className="mt-4 list-disc space-y-2 pl-5 text-muted-foreground marker:text-primary">
      {points.map((point) => (
        <li key={point}>{point}</li>
      ))}
    </ul>
  );
}

export function AboutAiSection() {
  return (
    <HomeSection id="about-ai-title" title="About Our AI">
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        <div className="rounded-xl border bg-card p-6 shadow-sm">
          <h3 className="flex items-center gap-2 text-xl font-semibold">
            <Bot className="size-6 text-primary" aria-hidden="true" />
            What the AI is
          </h3>
          <PointList points={AI_POINTS} />
        </div>
        <div className="rounded-xl border bg-card p-6 shadow-sm">
          <h3 className="flex items-center gap-2 text-xl font-semibold">
            <ShieldCheck className="size-6 text-primary" aria-hidden="true" />
            How your privacy is protected
          </h3>
          <PointList points={PRIVACY_POINTS} />
        </div>
      </div>
      <div className="mt-6 flex gap-3 rounded-xl border border-crisis/40 bg-card p-6">
        <TriangleAlert className="mt-0.5 size-5 shrink-0 text-crisis" aria-hidden="true" />
        <p>
          <strong>Important: </strong>
          {AI_DISCLAIMER}{' '}
          <Link to="/safety" className="font-medium text-primary underline underline-offset-4">
            How Steady handles a crisis
          </Link>
        </p>
      </div>
    </HomeSection>
  );
}
