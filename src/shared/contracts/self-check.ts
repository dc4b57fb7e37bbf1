import { z } from 'zod';
import { INSTRUMENT_IDS } from '../self-check/instruments';
import { answersProblem } from '../self-check/scoring';

/** How far back a result taken on the device may be dated when he saves it to his account. */
export const SELF_CHECK_MAX_AGE_DAYS = 400;
export const SELF_CHECK_LIST_LIMIT = 500;

/**
 * A finished check as the device sends it. The id is made on the device, so a result saved twice
 * (a retry, or local history saved later) is stored once. The score is not sent: the server
 * works it out from the answers.
 */
export const selfCheckPayloadSchema = z
  .object({
    id: z.uuid({ error: 'Expected the result id the device made (a UUID)' }),
    instrument: z.enum(INSTRUMENT_IDS, { error: 'Expected phq9, gad7 or auditc' }),
    answers: z
      .array(z.number({ error: 'Expected each answer as a number' }).int(), {
        error: 'Expected a list of answers',
      })
      .max(9, 'Expected at most 9 answers'),
    /** The PHQ-9's unscored closing question, when he answered it. */
    difficulty: z.number().int().min(0).max(3).nullish(),
    takenAt: z.iso.datetime({ offset: true, error: 'Expected takenAt as an ISO date and time' }),
  })
  .superRefine((value, context) => {
    const problem = answersProblem(value.instrument, value.answers);
    if (problem) context.addIssue({ code: 'custom', path: ['answers'], message: problem });
    if (value.difficulty != null && (value.instrument !== 'phq9' || value.answers.length !== 9))
      context.addIssue({
        code: 'custom',
        path: ['difficulty'],
        message: 'Only a full mood check (PHQ-9) has the difficulty question',
      });
  });
export type SelfCheckPayload = z.input<typeof selfCheckPayloadSchema>;

export const selfCheckResultSchema = z.object({
  id: z.string(),
  instrument: z.enum(INSTRUMENT_IDS),
  form: z.enum(['phq2', 'phq9', 'gad7', 'auditc']),
  answers: z.array(z.number().int()),
  score: z.number().int(),
  maxScore: z.number().int(),
  difficulty: z.number().int().nullable(),
  takenAt: z.string(),
});
export type SelfCheckResult = z.infer<typeof selfCheckResultSchema>;
export const selfCheckResultListSchema = z.array(selfCheckResultSchema);

export const selfCheckParamsSchema = z.object({
  id: z.uuid({ error: 'Expected a result id (a UUID)' }),
});
