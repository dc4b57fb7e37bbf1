import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  INSTRUMENTS,
  PHQ9_DIFFICULTY,
  STANDARD_DRINK_NOTE,
  type InstrumentId,
} from '@shared/self-check/instruments';
import { PHQ2_ITEMS, phq2OpensGate } from '@shared/self-check/scoring';
import { Button } from '@client/components/ui/button';
import { QuestionFieldset } from './question-fieldset';

type Props = {
  instrument: InstrumentId;
  onDone: (answers: number[], difficulty: number | null) => void;
  onCancel: () => void;
};

/** The questions the published form asks, given the answers so far. */
function askedCount(
  instrument: InstrumentId,
  answers: readonly (number | undefined)[],
  gateOpen: boolean,
) {
  if (instrument === 'phq9') return gateOpen ? 9 : PHQ2_ITEMS;
  // AUDIT: "Never" to question 1 skips the rest, which score 0.
  if (instrument === 'auditc' && answers[0] === 0) return 1;
  return INSTRUMENTS[instrument].items.length;
}

export function QuestionnaireForm({ instrument, onDone, onCancel }: Props) {
  const { items, stem, topic, name } = INSTRUMENTS[instrument];
  const [answers, setAnswers] = useState<(number | undefined)[]>([]);
  const [difficulty, setDifficulty] = useState<number | undefined>();
  const [gateOpen, setGateOpen] = useState(false);
  const [missing, setMissing] = useState<number | null>(null);
  const base = useId();
  const moreRef = useRef<HTMLHeadingElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const asked = askedCount(instrument, answers, gateOpen);
  const questionId = (index: number) => `${base}-q${index + 1}`;

  // Focus follows the step, so keyboard and screen-reader users start at the questions.
  useEffect(() => titleRef.current?.focus(), []);
  useEffect(() => {
    if (gateOpen) moreRef.current?.focus();
  }, [gateOpen]);

  function answer(index: number, value: number) {
    setAnswers((current) => {
      const next = [...current];
      next[index] = value;
      return next;
    });
    if (missing === index) setMissing(null);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const unanswered = Array.from({ length: asked }, (_, i) => i).find(
      (i) => answers[i] === undefined,
    );
    if (unanswered !== undefined) {
      setMissing(unanswered);
      document
        .querySelector<HTMLInputElement>(`#${CSS.escape(questionId(unanswered))} input`)
        ?.focus();
      return;
    }
    const given = answers.slice(0, asked).map((a) => a ?? 0);
    if (instrument === 'phq9') {
      const firstTwo = given.slice(0, PHQ2_ITEMS);
      // The published PHQ-2 flow: the other seven only when the first two score 2 or more. If he
      // lowers the first two after the gate opened, the check is the PHQ-2 he has now answered.
      if (!phq2OpensGate(firstTwo)) return onDone(firstTwo, null);
      if (!gateOpen) return setGateOpen(true);
      return onDone(given, difficulty ?? null);
    }
    if (instrument === 'auditc' && given[0] === 0) return onDone([0, 0, 0], null);
    onDone(given, null);
  }

  const lastStep = instrument !== 'phq9' || gateOpen;
  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${base}-title`} className="space-y-4">
      <div className="space-y-1">
        <h2
          id={`${base}-title`}
          ref={titleRef}
          tabIndex={-1}
          className="text-2xl font-semibold tracking-tight focus:outline-none"
        >
          {topic} check <span className="text-muted-foreground">({name})</span>
        </h2>
        {stem && <p className="text-muted-foreground">{stem}</p>}
        {instrument === 'auditc' && (
          <p className="text-sm text-muted-foreground">{STANDARD_DRINK_NOTE}</p>
        )}
      </div>
      {items.slice(0, asked).map((item, index) => (
        <div key={index}>
          {instrument === 'phq9' && index === PHQ2_ITEMS && (
            <h3 ref={moreRef} tabIndex={-1} className="mb-3 mt-2 font-semibold focus:outline-none">
              Thanks. A few more questions about the same two weeks.
            </h3>
          )}
          <QuestionFieldset
            id={questionId(index)}
            number={index + 1}
            text={item.text}
            options={item.options}
            value={answers[index]}
            onChange={(value) => answer(index, value)}
            invalid={missing === index}
          />
        </div>
      ))}
      {instrument === 'phq9' && gateOpen && (
        <QuestionFieldset
          id={`${base}-difficulty`}
          number={10}
          text={`${PHQ9_DIFFICULTY.text} (optional)`}
          options={PHQ9_DIFFICULTY.options}
          value={difficulty}
          onChange={setDifficulty}
        />
      )}
      {missing !== null && (
        <p role="alert" className="font-medium text-destructive">
          Please answer question {missing + 1}.
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="lg">
          {lastStep ? 'See my results' : 'Continue'}
        </Button>
        <Button type="button" variant="outline" size="lg" onClick={onCancel}>
          Back to the checks
        </Button>
      </div>
    </form>
  );
}
