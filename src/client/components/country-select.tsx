import { useId } from 'react';
import { COUNTRY_CODES, COUNTRY_NAMES } from '@shared/safety/countries';
import { useCountry } from '@client/hooks/use-country';
import { cn } from '@client/lib/utils';

/** A native select: works with every keyboard and screen reader, and on phones opens the OS picker. */
export function CountrySelect({ className }: { className?: string }) {
  const [country, setCountry] = useCountry();
  const id = useId();
  return (
    <div className={cn('flex items-center gap-2 text-sm', className)}>
      <label htmlFor={id} className="text-muted-foreground">
        Lines for
      </label>
      <select
        id={id}
        value={country}
        onChange={(event) => {
          const next = COUNTRY_CODES.find((code) => code === event.target.value);
          if (next) setCountry(next);
        }}
        className="h-11 rounded-md border bg-background px-2 text-sm font-medium text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {COUNTRY_CODES.map((code) => (
          <option key={code} value={code}>
            {COUNTRY_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
