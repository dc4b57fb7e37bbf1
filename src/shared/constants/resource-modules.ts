// The six learning modules whose reading counts towards the learning achievements. Kept apart
// from the Zod contracts so a page can check an id without loading Zod (≈24 KB gzip).
export const RESOURCE_MODULE_IDS = [
  'stress-responses',
  'sleep-mood-connection',
  'healthy-communication',
  'work-stress',
  'exercise-mental-health',
  'anger-management',
] as const;
export type ResourceModuleId = (typeof RESOURCE_MODULE_IDS)[number];

export function isResourceModuleId(id: string): id is ResourceModuleId {
  return (RESOURCE_MODULE_IDS as readonly string[]).includes(id);
}
