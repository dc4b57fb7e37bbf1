import { SAFETY_PLAN_STORAGE_KEY } from '@client/hooks/use-safety-plan-exists';
import type { DocumentSpec } from '@client/lib/device-store/locked-document-store';
import { salvagePlan, safetyPlanSchema, emptyPlan } from './safety-plan';
import type { SafetyPlan } from './safety-plan';

// The plan is kept exactly as the journal is (LockedDocumentStore): one localStorage key, damaged
// data set aside under a backup key, a full storage loses nothing already saved, and an optional
// passphrase encrypts it with AES-GCM. It is never sent to the server and needs no sign-in.

export const SAFETY_PLAN_BACKUP_PREFIX = 'steady-safety-plan-unreadable-';
export const SAFETY_PLAN_ENVELOPE_FORMAT = 'steady-safety-plan-encrypted';

export const SAFETY_PLAN_DOCUMENT: DocumentSpec<SafetyPlan> = {
  key: SAFETY_PLAN_STORAGE_KEY,
  backupPrefix: SAFETY_PLAN_BACKUP_PREFIX,
  envelopeFormat: SAFETY_PLAN_ENVELOPE_FORMAT,
  empty: emptyPlan,
  parse: (value) => {
    const plan = safetyPlanSchema.safeParse(value);
    return plan.success
      ? { ok: true, value: plan.data }
      : { ok: false, salvaged: salvagePlan(value) };
  },
};
