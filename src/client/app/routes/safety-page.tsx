import { COUNTRY_NAMES } from '@shared/safety/countries';
import { GET_HELP_NOTE, SAFETY_INTRO } from '@shared/content/safety';
import { CountrySelect } from '@client/components/country-select';
import { CrisisLinesList } from '@client/components/crisis-lines-list';
import { OtherCountryLines } from '@client/components/other-country-lines';
import { CrisisProtocol } from '@client/features/legal/components/crisis-protocol';
import { MeasuredFigures } from '@client/features/legal/components/measured-figures';
import { RiskLevels } from '@client/features/legal/components/risk-levels';
import { useCountry } from '@client/hooks/use-country';

export default function SafetyPage() {
  const [country] = useCountry();
  return (
    <div className="container mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-4xl font-bold tracking-tight">Safety and Crisis Support</h1>
      <p className="mt-4 text-lg text-muted-foreground">{SAFETY_INTRO}</p>
      <section
        aria-labelledby="now-title"
        className="mt-10 rounded-2xl border-2 border-crisis/50 p-6"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="now-title" className="text-2xl font-semibold tracking-tight">
            If you need help right now
          </h2>
          <CountrySelect />
        </div>
        <p className="mt-2 text-muted-foreground">
          These lines are free, confidential and answered by trained people. In{' '}
          {country === 'US' || country === 'GB' ? 'the ' : ''}
          {COUNTRY_NAMES[country]}:
        </p>
        <div className="mt-6">
          <CrisisLinesList />
        </div>
        <h3 className="mt-8 text-lg font-semibold">Other countries</h3>
        <div className="mt-3">
          <OtherCountryLines />
        </div>
      </section>
      <CrisisProtocol />
      <RiskLevels />
      <MeasuredFigures />
      <p className="mt-12 rounded-xl bg-muted p-5">{GET_HELP_NOTE}</p>
    </div>
  );
}
