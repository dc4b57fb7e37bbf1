import type { CountryLines } from '@shared/safety/crisis-lines';
import { LIMITS, LIST_STEPS, salvagePlan } from './safety-plan';
import type { PlanPerson, SafetyPlan } from './safety-plan';

// Export and import happen entirely in the browser: the file is built here and handed to his own
// downloads, and an imported file is read locally. Nothing goes over the network.

export const PLAN_EXPORT_FORMAT = 'steady-safety-plan-export';

export function exportPlanJson(plan: SafetyPlan, exportedAt: Date): string {
  return JSON.stringify(
    { format: PLAN_EXPORT_FORMAT, version: 1, exportedAt: exportedAt.toISOString(), plan },
    null,
    2,
  );
}

export function planFileName(extension: 'json' | 'txt', exportedAt: Date): string {
  return `steady-safety-plan-${exportedAt.toISOString().slice(0, 10)}.${extension}`;
}

/** Our export file, or a bare plan; unreadable parts are dropped, the rest is kept. */
export function parsePlanFile(text: string): { ok: true; plan: SafetyPlan } | { ok: false } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false };
  }
  if (typeof value !== 'object' || value === null) return { ok: false };
  const inner: unknown =
    'format' in value && value.format === PLAN_EXPORT_FORMAT && 'plan' in value
      ? value.plan
      : value;
  if (typeof inner !== 'object' || inner === null || !('version' in inner)) return { ok: false };
  return { ok: true, plan: salvagePlan(inner) };
}

/**
 * Adds what the file has that the plan on this device does not (same words = same item), so an
 * import never removes anything he wrote here.
 */
export function mergePlans(here: SafetyPlan, incoming: SafetyPlan): SafetyPlan {
  const merged: SafetyPlan = { ...here };
  const key = (text: string) => text.trim().toLocaleLowerCase();
  for (const step of LIST_STEPS) {
    const seen = new Set(here[step].map((item) => key(item.text)));
    const ids = new Set(here[step].map((item) => item.id));
    const fresh = incoming[step].filter((item) => !seen.has(key(item.text)) && !ids.has(item.id));
    merged[step] = [...here[step], ...fresh].slice(0, LIMITS.items);
  }
  const mergePeople = (mine: PlanPerson[], theirs: PlanPerson[]) => {
    const seen = new Set(mine.map((p) => key(`${p.name}|${p.phone}`)));
    const ids = new Set(mine.map((p) => p.id));
    const fresh = theirs.filter((p) => !seen.has(key(`${p.name}|${p.phone}`)) && !ids.has(p.id));
    return [...mine, ...fresh].slice(0, LIMITS.items);
  };
  merged.helpers = mergePeople(here.helpers, incoming.helpers);
  merged.professionals = mergePeople(here.professionals, incoming.professionals);
  const photoIds = new Set(here.photos.map((p) => p.id));
  merged.photos = [...here.photos, ...incoming.photos.filter((p) => !photoIds.has(p.id))].slice(
    0,
    LIMITS.photos,
  );
  return merged;
}

/** The wallet card's contents: his top three of what matters most in a crisis. */
export function walletCard(plan: SafetyPlan, lines: CountryLines) {
  return {
    steps: plan.copingAlone.slice(0, 3).map((item) => item.text),
    people: [...plan.helpers, ...plan.professionals]
      .filter((person) => person.phone.trim() !== '')
      .slice(0, 3),
    lines: lines.lines.slice(0, 3).map((line) => ({
      name: line.name,
      how: line.contacts.map((contact) => contact.label).join(' · '),
    })),
  };
}

/** A plain-text copy of the whole plan, for his own files or to print as it is. */
export function exportPlanText(
  plan: SafetyPlan,
  lines: CountryLines,
  titles: Record<(typeof LIST_STEPS)[number] | 'helpers' | 'professionals', { title: string }>,
  exportedAt: Date,
): string {
  const section = (title: string, rows: string[]) =>
    [title, ...(rows.length ? rows.map((row) => `  - ${row}`) : ['  (nothing yet)'])].join('\n');
  const list = (step: (typeof LIST_STEPS)[number]) =>
    section(
      titles[step].title,
      plan[step].map((i) => i.text),
    );
  const person = (p: PlanPerson) => (p.phone ? `${p.name}: ${p.phone}` : p.name);
  const parts = [
    `My safety plan (Steady), saved ${exportedAt.toLocaleDateString()}`,
    list('warningSigns'),
    list('copingAlone'),
    list('distractions'),
    section(titles.helpers.title, plan.helpers.map(person)),
    section(titles.professionals.title, [
      ...plan.professionals.map(person),
      ...lines.lines.map((l) => `${l.name}: ${l.contacts.map((c) => c.label).join(', ')}`),
    ]),
    list('saferSurroundings'),
    list('reasons'),
  ];
  return `${parts.join('\n\n')}\n`;
}
