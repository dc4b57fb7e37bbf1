import { ModuleCards } from '@client/features/resources/components/module-cards';
import { MythBusters } from '@client/features/resources/components/myth-busters';
import { AdditionalResources } from '@client/features/resources/components/additional-resources';
import { FindProfessionalHelp } from '@client/features/resources/components/find-professional-help';

export default function ResourcesPage() {
  return (
    <div className="container mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-4xl font-bold tracking-tight">Resources</h1>
      <p className="mt-3 max-w-2xl text-lg text-muted-foreground">
        Practical reading, straight answers to common myths, and where to turn when you want to talk
        to a person.
      </p>
      <div className="mt-12 space-y-16">
        <ModuleCards />
        <MythBusters />
        <AdditionalResources />
        <FindProfessionalHelp />
      </div>
    </div>
  );
}
