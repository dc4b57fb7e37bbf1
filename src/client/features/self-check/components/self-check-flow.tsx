import { useState } from 'react';
import type { InstrumentId } from '@shared/self-check/instruments';
import { item9Positive, PHQ9_ITEM9_INDEX } from '@shared/self-check/scoring';
import { toast } from '@client/components/ui/use-toast';
import { useSaveSelfCheck } from '../api/save-self-check';
import { newId } from '../lib/new-id';
import { fromAnswers, toPayload, type ShownResult } from '../lib/results';
import { addLocalResult, type LocalResult } from '../store/local-results';
import { InstrumentChoice } from './instrument-choice';
import { QuestionnaireForm } from './questionnaire-form';
import { ResultView } from './result-view';
import { SafetyCheck } from './safety-check';

export type FlowStep = 'choose' | 'questions' | 'safety' | 'result';

type State =
  | { step: 'choose' }
  | { step: 'questions'; instrument: InstrumentId }
  | { step: 'safety' | 'result'; result: LocalResult };

type Props = {
  signedIn: boolean;
  /** Every result shown on the page, to tell whether this one is on the account yet. */
  results: readonly ShownResult[];
  onStepChange: (step: FlowStep) => void;
};

/** Choose a check, answer it, (item 9: the crisis flow first), then the result. */
export function SelfCheckFlow({ signedIn, results, onStepChange }: Props) {
  const [state, setState] = useState<State>({ step: 'choose' });
  const save = useSaveSelfCheck();

  function go(next: State) {
    setState(next);
    onStepChange(next.step);
    if (next.step === 'choose' || next.step === 'questions') window.scrollTo({ top: 0 });
  }

  function keep(result: LocalResult) {
    // The result is kept on the device only once it is shown, so no score sits in history
    // before the crisis flow has been seen.
    if (!addLocalResult(result))
      toast({
        title: 'Not kept on this device',
        description: 'Your browser would not store the result. It is shown below for now.',
        variant: 'destructive',
      });
    go({ step: 'result', result });
  }

  if (state.step === 'questions')
    return (
      <QuestionnaireForm
        key={state.instrument}
        instrument={state.instrument}
        onCancel={() => go({ step: 'choose' })}
        onDone={(answers, difficulty) => {
          const result: LocalResult = {
            id: newId(),
            instrument: state.instrument,
            answers,
            difficulty,
            takenAt: new Date().toISOString(),
          };
          if (item9Positive(result.instrument, answers)) go({ step: 'safety', result });
          else keep(result);
        }}
      />
    );

  if (state.step === 'safety')
    return (
      <SafetyCheck
        item9Answer={state.result.answers[PHQ9_ITEM9_INDEX] ?? 1}
        onContinue={() => keep(state.result)}
      />
    );

  if (state.step === 'result') {
    const { result } = state;
    const shown = results.find((r) => r.id === result.id) ?? {
      ...fromAnswers(result),
      onDevice: false,
      onAccount: false,
    };
    return (
      <ResultView
        result={shown}
        signedIn={signedIn}
        saving={save.isPending}
        onSave={() => save.mutate([toPayload(result)])}
        onAnother={() => go({ step: 'choose' })}
      />
    );
  }

  return <InstrumentChoice onPick={(instrument) => go({ step: 'questions', instrument })} />;
}
