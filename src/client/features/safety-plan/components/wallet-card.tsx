import { FileText, Printer } from 'lucide-react';
import type { CountryLines } from '@shared/safety/crisis-lines';
import { Button } from '@client/components/ui/button';
import { saveText } from '@client/lib/save-file';
import { STEP_COPY } from '../lib/plan-steps';
import { exportPlanText, planFileName, walletCard } from '../store/plan-transfer';
import type { SafetyPlan } from '../store/safety-plan';
import './wallet-card.css';

type Props = { plan: SafetyPlan; lines: CountryLines };

/** A credit-card-sized card with his top three steps, people and lines, to print and carry. */
export function WalletCard({ plan, lines }: Props) {
  const card = walletCard(plan, lines);
  return (
    <section aria-labelledby="wallet-card-title" className="rounded-2xl border p-5 sm:p-6">
      <h2 id="wallet-card-title" className="text-xl font-semibold">
        Wallet card
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">
        The first three things you can do, the first three people with a number and your main lines,
        on a card the size of a bank card. Print it, cut it out and keep it on you.
      </p>
      <div
        className="wallet-card mt-4 rounded-lg border-2 border-foreground/70 bg-background text-foreground"
        data-testid="wallet-card"
      >
        <p className="font-bold">My safety plan</p>
        <div className="mt-[1mm] grid grid-cols-2 gap-x-[2.5mm]">
          <div>
            <p className="font-semibold">When it builds, I can:</p>
            <ul>
              {card.steps.length ? (
                card.steps.map((step) => <li key={step}>• {step}</li>)
              ) : (
                <li>• Breathe slowly: in 4, hold 7, out 8</li>
              )}
            </ul>
            <p className="mt-[1mm] font-semibold">People I can call:</p>
            <ul>
              {card.people.map((person) => (
                <li key={person.id}>
                  • {person.name}: {person.phone}
                </li>
              ))}
              {card.people.length === 0 && <li>• (add people to your plan)</li>}
            </ul>
          </div>
          <div>
            <p className="font-semibold">Lines, free, any time:</p>
            <ul>
              {card.lines.map((line) => (
                <li key={line.name}>
                  <span className="font-medium">{line.name}</span>: {line.how}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => window.print()}>
          <Printer aria-hidden="true" />
          Print the card
        </Button>
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            const now = new Date();
            saveText(planFileName('txt', now), exportPlanText(plan, lines, STEP_COPY, now));
          }}
        >
          <FileText aria-hidden="true" />
          Download the plan as text
        </Button>
      </div>
    </section>
  );
}
