import { Journal } from '@client/features/journal/components/journal';
import { JournalFooterNote } from '@client/features/journal/components/journal-footer-note';

// Behind login (SPEC.md §2), yet the entries never leave this browser: no request carries them.
export default function JournalPage() {
  return (
    <div className="container mx-auto max-w-3xl px-4 py-10 sm:py-12">
      <header className="mb-8 space-y-2">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Personal Journal</h1>
        <p className="text-muted-foreground">
          A private place to put your thoughts into words. Regular reflection can ease stress, bring
          clarity and support your wellbeing. Your entries are stored only on this device.
        </p>
      </header>
      <Journal />
      <div className="mt-8 border-t pt-6">
        <JournalFooterNote />
      </div>
    </div>
  );
}
