import type { AnswerOption } from '@shared/self-check/instruments';
import { cn } from '@client/lib/utils';

type Props = {
  id: string;
  number: number;
  text: string;
  options: readonly AnswerOption[];
  value: number | undefined;
  onChange: (value: number) => void;
  invalid?: boolean;
};

/**
 * One question as a native radio group: Tab reaches the group, the arrow keys choose, and screen
 * readers read the question (the legend) with each answer.
 */
export function QuestionFieldset({ id, number, text, options, value, onChange, invalid }: Props) {
  return (
    <fieldset
      id={id}
      aria-invalid={invalid || undefined}
      className={cn('rounded-xl border bg-card p-4 sm:p-5', invalid && 'border-destructive')}
    >
      <legend className="float-left mb-3 w-full font-medium leading-snug">
        <span className="text-muted-foreground">{number}. </span>
        {text}
      </legend>
      <div className="clear-both grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
          >
            <input
              type="radio"
              name={id}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="size-4 shrink-0 accent-primary"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
