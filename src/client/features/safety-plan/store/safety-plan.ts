import { z } from 'zod';

// The safety plan as kept on the device. Strict parsing, so foreign or damaged data under our key
// is recognised as such (and set aside) instead of rendering garbage. Photos are small JPEG data
// URLs made on the device (see resize-photo.ts); nothing here is ever sent anywhere.

export const LIMITS = { text: 200, name: 80, phone: 30, items: 20, photos: 4 } as const;

const id = z.string().min(1).max(40);
const itemSchema = z.object({ id, text: z.string().min(1).max(LIMITS.text) });
const personSchema = z.object({
  id,
  name: z.string().min(1).max(LIMITS.name),
  phone: z.string().max(LIMITS.phone),
});
const photoSchema = z.object({
  id,
  dataUrl: z.string().regex(/^data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/=]+$/),
  alt: z.string().max(LIMITS.text),
});

export const LIST_STEPS = [
  'warningSigns',
  'copingAlone',
  'distractions',
  'saferSurroundings',
  'reasons',
] as const;
export type ListStep = (typeof LIST_STEPS)[number];
export type PeopleStep = 'helpers' | 'professionals';

export const safetyPlanSchema = z.object({
  version: z.literal(1),
  warningSigns: z.array(itemSchema).max(LIMITS.items),
  copingAlone: z.array(itemSchema).max(LIMITS.items),
  distractions: z.array(itemSchema).max(LIMITS.items),
  helpers: z.array(personSchema).max(LIMITS.items),
  professionals: z.array(personSchema).max(LIMITS.items),
  saferSurroundings: z.array(itemSchema).max(LIMITS.items),
  reasons: z.array(itemSchema).max(LIMITS.items),
  photos: z.array(photoSchema).max(LIMITS.photos),
});

export type SafetyPlan = z.infer<typeof safetyPlanSchema>;
export type PlanItem = z.infer<typeof itemSchema>;
export type PlanPerson = z.infer<typeof personSchema>;
export type PlanPhoto = z.infer<typeof photoSchema>;

export function emptyPlan(): SafetyPlan {
  return {
    version: 1,
    warningSigns: [],
    copingAlone: [],
    distractions: [],
    helpers: [],
    professionals: [],
    saferSurroundings: [],
    reasons: [],
    photos: [],
  };
}

export function isPlanEmpty(plan: SafetyPlan): boolean {
  const lists = [...LIST_STEPS.map((step) => plan[step]), plan.helpers, plan.professionals];
  return lists.every((list) => list.length === 0) && plan.photos.length === 0;
}

/** Keeps whatever parts of a damaged plan still read, list by list and item by item. */
export function salvagePlan(value: unknown): SafetyPlan {
  const plan = emptyPlan();
  if (typeof value !== 'object' || value === null) return plan;
  const pick = <S extends z.ZodType>(key: string, schema: S, max: number): z.infer<S>[] => {
    const list: unknown = key in value ? Reflect.get(value, key) : undefined;
    if (!Array.isArray(list)) return [];
    return list
      .map((item) => schema.safeParse(item))
      .filter((r) => r.success)
      .map((r) => r.data)
      .slice(0, max);
  };
  for (const step of LIST_STEPS) plan[step] = pick(step, itemSchema, LIMITS.items);
  plan.helpers = pick('helpers', personSchema, LIMITS.items);
  plan.professionals = pick('professionals', personSchema, LIMITS.items);
  plan.photos = pick('photos', photoSchema, LIMITS.photos);
  return plan;
}

/** `tel:` and `sms:` want digits and a leading plus only. */
export function dialable(phone: string): string {
  return phone.replace(/[^\d+]/g, '');
}

export function newId(nowMs: number, taken: ReadonlySet<string>): string {
  let n = 0;
  let candidate = `${nowMs.toString(36)}`;
  while (taken.has(candidate)) candidate = `${nowMs.toString(36)}-${(n += 1)}`;
  return candidate;
}
