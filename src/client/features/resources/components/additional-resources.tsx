import { LifeBuoy, Sparkles } from 'lucide-react';
import { CRISIS_RESOURCES, SELF_HELP_RESOURCES } from '@shared/content/resources';
import { LinkGroup } from './link-group';
import { ResourcesSection } from './resources-section';

export function AdditionalResources() {
  return (
    <ResourcesSection id="additional-title" title="Additional resources">
      <div className="mt-6 grid gap-8 md:grid-cols-2">
        <LinkGroup title="Crisis support" icon={LifeBuoy} links={CRISIS_RESOURCES} />
        <LinkGroup title="Self-help" icon={Sparkles} links={SELF_HELP_RESOURCES} />
      </div>
    </ResourcesSection>
  );
}
