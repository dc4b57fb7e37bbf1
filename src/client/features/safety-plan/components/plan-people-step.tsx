import { useRef, useState, type ReactNode } from 'react';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import type { StepCopy } from '../lib/plan-steps';
import { LIMITS } from '../store/safety-plan';
import type { PlanPerson } from '../store/safety-plan';
import { ExampleChips } from './example-chips';
import { PersonLinks } from './person-links';
import { PlanStep } from './plan-step';
import { RemovableList } from './removable-list';

type Props = {
  number: number;
  id: string;
  copy: StepCopy;
  people: PlanPerson[];
  onAdd: (person: { name: string; phone: string }) => void;
  onRemove: (id: string) => void;
  /** Shown above his own entries (the verified lines for his country, in step 5). */
  before?: ReactNode;
};

export function PlanPeopleStep({ number, id, copy, people, onAdd, onRemove, before }: Props) {
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const phoneRef = useRef<HTMLInputElement>(null);
  const full = people.length >= LIMITS.items;
  return (
    <PlanStep number={number} id={id} title={copy.title} intro={copy.intro}>
      {before}
      <RemovableList
        items={people}
        label={copy.title}
        className="mb-4 flex flex-col gap-2"
        itemClassName="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg bg-muted px-3 py-2"
        renderItem={(person) => (
          <>
            <span className="min-w-40 flex-1">
              <span className="block font-medium break-words">{person.name}</span>
              {person.phone && (
                <span className="block text-sm text-muted-foreground">{person.phone}</span>
              )}
            </span>
            <PersonLinks person={person} />
          </>
        )}
        removeLabel={(person) => `Remove ${person.name}`}
        onRemove={onRemove}
      />
      <form
        className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          const trimmed = name.trim().slice(0, LIMITS.name);
          if (trimmed === '' || full) return;
          onAdd({ name: trimmed, phone: phone.trim().slice(0, LIMITS.phone) });
          setName('');
          setPhone('');
        }}
      >
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-name`}>Name</Label>
          <Input
            id={`${id}-name`}
            value={name}
            maxLength={LIMITS.name}
            placeholder={copy.placeholder}
            autoComplete="off"
            onChange={(event) => setName(event.target.value)}
            disabled={full}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-phone`}>Phone number</Label>
          <Input
            id={`${id}-phone`}
            ref={phoneRef}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            value={phone}
            maxLength={LIMITS.phone}
            onChange={(event) => setPhone(event.target.value)}
            disabled={full}
          />
        </div>
        <Button type="submit" variant="secondary" disabled={full || name.trim() === ''}>
          Add
        </Button>
      </form>
      <ExampleChips
        examples={copy.examples}
        taken={new Set(people.map((person) => person.name.toLocaleLowerCase()))}
        onPick={(text) => {
          setName(text);
          phoneRef.current?.focus();
        }}
      />
    </PlanStep>
  );
}
