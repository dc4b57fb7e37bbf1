import { useState } from 'react';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import type { StepCopy } from '../lib/plan-steps';
import { LIMITS } from '../store/safety-plan';
import type { PlanItem } from '../store/safety-plan';
import { ExampleChips } from './example-chips';
import { PlanStep } from './plan-step';
import { RemovableList } from './removable-list';

type Props = {
  number: number;
  id: string;
  copy: StepCopy;
  items: PlanItem[];
  onAdd: (text: string) => void;
  onRemove: (id: string) => void;
  children?: React.ReactNode;
};

export function PlanListStep({ number, id, copy, items, onAdd, onRemove, children }: Props) {
  const [text, setText] = useState('');
  const full = items.length >= LIMITS.items;
  const add = (value: string) => {
    const trimmed = value.trim().slice(0, LIMITS.text);
    if (trimmed === '' || full) return;
    onAdd(trimmed);
  };
  return (
    <PlanStep number={number} id={id} title={copy.title} intro={copy.intro}>
      <RemovableList
        items={items}
        label={copy.title}
        className="mb-3 flex flex-col gap-2"
        itemClassName="flex items-center gap-2 rounded-lg bg-muted px-3 py-2"
        renderItem={(item) => <span className="min-w-0 flex-1 break-words">{item.text}</span>}
        removeLabel={(item) => `Remove “${item.text}”`}
        onRemove={onRemove}
      />
      <form
        className="flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          add(text);
          setText('');
        }}
      >
        <label htmlFor={`${id}-new`} className="sr-only">
          Add to “{copy.title}”
        </label>
        <Input
          id={`${id}-new`}
          value={text}
          maxLength={LIMITS.text}
          placeholder={copy.placeholder}
          onChange={(event) => setText(event.target.value)}
          disabled={full}
        />
        <Button type="submit" variant="secondary" disabled={full || text.trim() === ''}>
          Add
        </Button>
      </form>
      <ExampleChips
        examples={copy.examples}
        taken={new Set(items.map((item) => item.text.toLocaleLowerCase()))}
        onPick={add}
      />
      {children}
    </PlanStep>
  );
}
