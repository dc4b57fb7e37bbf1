import { Search } from 'lucide-react';
import { THERAPIST_FINDERS } from '@shared/content/resources';
import { ExternalLinkCard } from './external-link-card';

export function FindProfessionalHelp() {
  return (
    <section aria-labelledby="professional-title">
      <h2
        id="professional-title"
        className="flex items-center gap-2 text-2xl font-bold tracking-tight"
      >
        <Search className="size-6 text-primary" aria-hidden="true" />
        Find professional help
      </h2>
      <p className="mt-2 text-muted-foreground">
        Talking to a therapist is one of the most effective things you can do. These directories
        help you find one who fits.
      </p>
      <ul className="mt-6 grid gap-4 md:grid-cols-2">
        {THERAPIST_FINDERS.map((link) => (
          <ExternalLinkCard key={link.url} link={link} />
        ))}
      </ul>
    </section>
  );
}
