import { LifeBuoy, Sparkles } from 'lucide-react';
import { CRISIS_RESOURCES, SELF_HELP_RESOURCES } from '@shared/content/resources';
import { LinkGroup } from './link-group';

export function AdditionalResources() {
  return (
    <section aria-labelledby="additional-title">
      <h2 id="additional-title" className="text-2xl font-bold tracking-tight">
        Additional resources
      </h2>
      <div className="mt-6 grid gap-8 md:grid-cols-2">
        <LinkGroup title="Crisis support" icon={LifeBuoy} links={CRISIS_RESOURCES} />
        <LinkGroup title="Self-help" icon={Sparkles} links={SELF_HELP_RESOURCES} />
      </div>
    </section>
  );
}
