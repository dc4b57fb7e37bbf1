import { PenLine } from 'lucide-react';
import { JOURNAL_CATEGORIES } from '@shared/constants/journal-prompts';
import { Button } from '@client/components/ui/button';
import { TitledCard } from '@client/components/titled-card';
import { Label } from '@client/components/ui/label';
import { Select } from '@client/components/ui/select';

type Props = {
  category: string;
  onCategoryChange: (category: string) => void;
  onStart: () => void;
  disabled: boolean;
};

export function JournalStartCard({ category, onCategoryChange, onStart, disabled }: Props) {
  return (
    <TitledCard
      title="Start a new journal entry"
      description="Pick a theme and you will get a question to start from. You can always write about something else."
      contentClassName="flex flex-col gap-4 sm:flex-row sm:items-end"
    >
      <div className="flex flex-1 flex-col gap-2">
        <Label htmlFor="journal-category">Category</Label>
        <Select
          id="journal-category"
          value={category}
          onChange={(event) => onCategoryChange(event.target.value)}
        >
          {JOURNAL_CATEGORIES.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </div>
      <Button onClick={onStart} disabled={disabled}>
        <PenLine aria-hidden="true" />
        Start Writing
      </Button>
    </TitledCard>
  );
}
