import { Link } from 'react-router';
import { LineChart, MessageCircle, Wind, type LucideIcon } from 'lucide-react';
import { HomeSection } from './home-section';

type Tool = { title: string; text: string; to: string; cta: string; icon: LucideIcon };

const TOOLS: readonly Tool[] = [
  {
    title: 'AI Chat Support',
    text: 'Talk through stress, work, relationships or anything else with a private AI companion, any time of day.',
    to: '/chat',
    cta: 'Start Talking',
    icon: MessageCircle,
  },
  {
    title: 'Breathing Exercises',
    text: 'Three guided techniques, including 4‑7‑8 and box breathing, to slow your heart rate and clear your head.',
    to: '/meditation',
    cta: 'Try a breathing exercise',
    icon: Wind,
  },
  {
    title: 'Progress Tracking',
    text: 'Sign in to check in on your mood, earn achievements and see how far you have come.',
    to: '/progress',
    cta: 'My Steady',
    icon: LineChart,
  },
];

export function ToolsSection() {
  return (
    <HomeSection id="tools-title" title="Tools that help you take control">
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {TOOLS.map((tool) => (
          <li
            key={tool.to}
            className="relative flex flex-col rounded-xl border bg-card p-6 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md"
          >
            <tool.icon
              className="size-10 rounded-lg bg-accent p-2 text-accent-foreground"
              aria-hidden="true"
            />
            <h3 className="mt-4 text-xl font-semibold">{tool.title}</h3>
            <p className="mt-2 flex-1 text-muted-foreground">{tool.text}</p>
            <Link
              to={tool.to}
              className="mt-4 font-medium text-primary underline-offset-4 after:absolute after:inset-0 hover:underline focus-visible:outline-none"
            >
              {tool.cta} <span aria-hidden="true">→</span>
            </Link>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
