import type { CountryLines, CrisisContact } from '@shared/safety/crisis-lines';
import type { RiskCategory } from '@shared/safety/risk';

// Which two buttons a safety reply puts first, by what is happening: the emergency number when
// someone is hurt or in danger now, the abuse line when he is being hurt, otherwise a call and a
// text to the main line. Fixed data, never model output (DESIGN.md §4).
export function helpActions(lines: CountryLines, category?: RiskCategory): CrisisContact[] {
  const emergency = { label: `Call ${lines.emergency.number}`, href: lines.emergency.href };
  switch (category) {
    case 'overdose-injury':
    case 'harm-to-others':
      return [emergency, lines.call];
    case 'abuse-danger':
      return [emergency, lines.abuse.contacts[0] ?? lines.call];
    default:
      return [lines.call, lines.text];
  }
}
