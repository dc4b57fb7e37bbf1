import { COUNTRY_CODES, COUNTRY_NAMES } from '@shared/safety/countries';
import { CRISIS_LINES, INTERNATIONAL_DIRECTORY } from '@shared/safety/crisis-lines';
import { useCountry } from '@client/hooks/use-country';

/** The main line of every other country we carry, and a directory for the rest of the world. */
export function OtherCountryLines() {
  const [country] = useCountry();
  const others = COUNTRY_CODES.filter((code) => code !== country);
  return (
    <>
      <ul className="divide-y rounded-xl border bg-card">
        {others.map((code) => {
          const main = CRISIS_LINES[code].lines[0];
          return main ? (
            <li key={code} className="flex flex-wrap items-center justify-between gap-2 p-4">
              <span>
                <span className="font-semibold">{main.name}</span>
                <span className="block text-sm text-muted-foreground">{COUNTRY_NAMES[code]}</span>
              </span>
              <a
                href={CRISIS_LINES[code].call.href}
                className="inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4"
              >
                {CRISIS_LINES[code].call.label}
              </a>
            </li>
          ) : null;
        })}
      </ul>
      <p className="mt-4">
        Somewhere else?{' '}
        <a
          href={INTERNATIONAL_DIRECTORY.href}
          target="_blank"
          rel="noopener noreferrer"
          className="font-medium text-primary underline underline-offset-4"
        >
          {INTERNATIONAL_DIRECTORY.name}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>{' '}
        lists free, confidential helplines in over 130 countries.
      </p>
    </>
  );
}
