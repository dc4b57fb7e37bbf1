import { BookOpen, Clock, LineChart, ShieldCheck, type LucideIcon } from 'lucide-react';

const FEATURES: { title: string; text: string; icon: LucideIcon }[] = [
  {
    title: 'Privacy-Focused',
    text: 'No real name needed. Chats are never stored.',
    icon: ShieldCheck,
  },
  {
    title: 'Progress Tracking',
    text: 'Keep your achievements and mood check-ins on every device.',
    icon: LineChart,
  },
  {
    title: 'Research-Backed',
    text: 'Breathing exercises and resources grounded in evidence.',
    icon: BookOpen,
  },
  { title: '24/7 Available', text: 'Support whenever you need it, day or night.', icon: Clock },
];

/** The large-screen welcome side of the auth screen (SPEC.md §2). */
export function AuthWelcomePanel() {
  return (
    <section
      aria-labelledby="auth-welcome-heading"
      className="hidden flex-col justify-center gap-8 lg:flex"
    >
      <div className="grid gap-3">
        <h2 id="auth-welcome-heading" className="text-4xl font-bold tracking-tight">
          Welcome to Steady
        </h2>
        <p className="max-w-prose text-lg text-muted-foreground">
          A private space to look after your mental health — made for men, by men. Sign in to keep
          your progress across devices.
        </p>
      </div>
      <ul className="grid grid-cols-2 gap-4">
        {FEATURES.map(({ title, text, icon: Icon }) => (
          <li key={title} className="rounded-xl border bg-card p-5 text-card-foreground shadow-sm">
            <Icon className="mb-3 size-6 text-primary" aria-hidden="true" />
            <h3 className="font-semibold">{title}</h3>
            <p className="mt-1 text-sm text-muted-foreground">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
