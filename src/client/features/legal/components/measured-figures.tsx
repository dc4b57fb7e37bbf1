import { percent, SAFETY_FIGURES } from '@shared/content/safety-figures';
import { CATEGORY_INFO, RISK_CATEGORIES } from '@shared/safety/risk';
import { SafetySection } from './safety-section';

/**
 * /safety: how well the check did on messages it was never tuned on (the frozen test split of
 * eval/crisis), written by `npm run eval:crisis -- --write-safety`. Shown as measured, shortfalls
 * included: a man deciding how far to trust it deserves the real figure.
 */
export function MeasuredFigures() {
  const { risk, none, byCategory, conversations, writers, measuredOn } = SAFETY_FIGURES;
  return (
    <SafetySection id="figures-title" title="How well it works, measured">
      <p className="mt-4 leading-7 text-muted-foreground">
        We test the check on {risk.total + none.total} messages from {writers} independent writers
        that it was never tuned on, in many voices, with typos and slang. Last measured on{' '}
        {measuredOn}.
      </p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-3">
        <Figure
          value={percent(risk.caught, risk.total)}
          label={`of messages showing risk were caught (${risk.caught} of ${risk.total})`}
        />
        <Figure
          value={percent(none.crisis, none.total)}
          label={`of everyday messages got a crisis reply by mistake (${none.crisis} of ${none.total})`}
        />
        <Figure
          value={percent(none.concern, none.total)}
          label={`of everyday messages were asked the safety question (${none.concern} of ${none.total})`}
        />
      </ul>
      <table className="mt-6 w-full text-left text-sm">
        <caption className="sr-only">Risk messages caught, by kind</caption>
        <thead>
          <tr className="border-b">
            <th scope="col" className="py-2 pr-4 font-medium">
              Kind of risk
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              Caught
            </th>
          </tr>
        </thead>
        <tbody>
          {RISK_CATEGORIES.map((category) => (
            <CaughtRow
              key={category}
              className="border-b last:border-0"
              kind={CATEGORY_INFO[category].title}
              count={byCategory[category]}
            />
          ))}
          <CaughtRow kind="Risk shown across several messages" count={conversations} />
        </tbody>
      </table>
      <p className="mt-4 leading-7 text-muted-foreground">
        No check catches everything. That is why the crisis lines are never more than one tap away,
        on every page, whatever the chat says.
      </p>
    </SafetySection>
  );
}

function CaughtRow({
  kind,
  count,
  className,
}: {
  kind: string;
  count: { caught: number; total: number };
  className?: string;
}) {
  return (
    <tr className={className}>
      <th scope="row" className="py-2 pr-4 font-normal">
        {kind}
      </th>
      <td className="py-2 text-right tabular-nums">
        {percent(count.caught, count.total)}{' '}
        <span className="text-muted-foreground">
          ({count.caught} of {count.total})
        </span>
      </td>
    </tr>
  );
}

function Figure({ value, label }: { value: string; label: string }) {
  return (
    <li className="rounded-xl border bg-card p-5">
      <span className="block text-3xl font-bold tabular-nums">{value}</span>
      <span className="mt-1 block text-sm leading-6 text-muted-foreground">{label}</span>
    </li>
  );
}
