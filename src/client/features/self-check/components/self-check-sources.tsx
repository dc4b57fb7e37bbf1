import { INSTRUMENT_IDS, INSTRUMENTS } from '@shared/self-check/instruments';

/** Where each questionnaire comes from, and the terms it is used under (issue 18). */
export function SelfCheckSources() {
  return (
    <section aria-labelledby="self-check-sources-title" className="space-y-3 text-sm">
      <h2 id="self-check-sources-title" className="text-lg font-semibold">
        Sources
      </h2>
      <ul className="space-y-3 text-muted-foreground">
        {INSTRUMENT_IDS.map((id) => (
          <li key={id}>
            <span className="font-medium text-foreground">{INSTRUMENTS[id].name}.</span>{' '}
            {INSTRUMENTS[id].source.citation} {INSTRUMENTS[id].source.terms}
          </li>
        ))}
        <li>
          <span className="font-medium text-foreground">The two-question start.</span> The mood
          check asks all nine questions when the first two score 2 or more, as studied in Levis B et
          al. Accuracy of the PHQ-2 alone and in combination with the PHQ-9 for screening to detect
          major depression. JAMA 2020;323:2290–2300.
        </li>
        <li>
          <span className="font-medium text-foreground">Drinking score of 8 or more.</span> Rubinsky
          AD et al. AUDIT-C scores as a scaled marker of mean daily drinking, alcohol use disorder
          severity, and probability of alcohol dependence. Alcohol Clin Exp Res 2013;37:1380–1390.
        </li>
      </ul>
    </section>
  );
}
