import { Search } from 'lucide-react';
import { THERAPIST_FINDERS } from '@shared/content/resources';
import { ExternalLinkList } from './external-link-list';
import { ResourcesSection } from './resources-section';

export function FindProfessionalHelp() {
  return (
    <ResourcesSection
      id="professional-title"
      title="Find professional help"
      icon={Search}
      intro="Talking to a therapist is one of the most effective things you can do. These directories help you find one who fits."
    >
      <ExternalLinkList links={THERAPIST_FINDERS} className="mt-6 grid gap-4 md:grid-cols-2" />
    </ResourcesSection>
  );
}
