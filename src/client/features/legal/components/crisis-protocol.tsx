import { AI_NOT_HUMAN, PROTOCOL_STEPS } from '@shared/content/safety';
import { SafetySection } from './safety-section';

export function CrisisProtocol() {
  return (
    <>
      <SafetySection id="ai-title" title="The companion is an AI, not a person">
        <ul className="mt-4 list-disc space-y-2 pl-6 leading-7 marker:text-primary">
          {AI_NOT_HUMAN.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </SafetySection>
      <SafetySection
        id="protocol-title"
        title="What happens if you mention suicide or self-harm in the chat"
      >
        <ol className="mt-6 space-y-6">
          {PROTOCOL_STEPS.map((step, i) => (
            <li key={step.title} className="flex gap-4">
              <span
                aria-hidden="true"
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground"
              >
                {i + 1}
              </span>
              <div>
                <h3 className="text-lg font-semibold">{step.title}</h3>
                <p className="mt-1 leading-7 text-muted-foreground">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </SafetySection>
    </>
  );
}
