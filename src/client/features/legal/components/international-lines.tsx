import {
  INTERNATIONAL_CRISIS_LINES,
  INTERNATIONAL_DIRECTORY,
} from '@shared/constants/crisis-lines';

export function InternationalLines() {
  return (
    <>
      <ul className="divide-y rounded-xl border bg-card">
        {INTERNATIONAL_CRISIS_LINES.map((line) => (
          <li key={line.name} className="flex flex-wrap items-center justify-between gap-2 p-4">
            <span>
              <span className="font-semibold">{line.name}</span>
              <span className="block text-sm text-muted-foreground">{line.country}</span>
            </span>
            <a href={line.href} className="font-semibold text-primary underline underline-offset-4">
              {line.number}
            </a>
          </li>
        ))}
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
