// The three public questionnaires of the self-check, word for word as published (issue 18).
// Changing an item's wording, its answer options or their values changes what the score means
// and breaks comparison with earlier results: don't, unless the publisher does.

export const INSTRUMENT_IDS = ['phq9', 'gad7', 'auditc'] as const;
export type InstrumentId = (typeof INSTRUMENT_IDS)[number];

export type AnswerOption = { value: number; label: string };

export type Instrument = {
  id: InstrumentId;
  /** What the check is about, in his words ("Mood", not "depression screen"). */
  topic: string;
  /** The questionnaire's own name, shown beside the topic and on the GP note. */
  name: string;
  /** The question every item answers, when the items share one. */
  stem?: string;
  items: readonly { text: string; options: readonly AnswerOption[] }[];
  maxScore: number;
  source: { citation: string; terms: string };
};

/** Answer options scored 0, 1, 2… in the order given, as every one of these forms scores them. */
const scoredInOrder = (labels: readonly string[]): readonly AnswerOption[] =>
  labels.map((label, value) => ({ value, label }));

const PHQ_OPTIONS = scoredInOrder([
  'Not at all',
  'Several days',
  'More than half the days',
  'Nearly every day',
]);

const withPhqOptions = (texts: readonly string[]) =>
  texts.map((text) => ({ text, options: PHQ_OPTIONS }));

// Pfizer's notice on the PHQ and GAD-7 screeners: free to reproduce, translate and distribute.
const PHQ_TERMS =
  'Developed by Drs. Robert L. Spitzer, Janet B.W. Williams, Kurt Kroenke and colleagues, with an educational grant from Pfizer Inc. No permission required to reproduce, translate, display or distribute.';

export const PHQ9: Instrument = {
  id: 'phq9',
  topic: 'Mood',
  name: 'PHQ-9',
  stem: 'Over the last 2 weeks, how often have you been bothered by any of the following problems?',
  items: withPhqOptions([
    'Little interest or pleasure in doing things',
    'Feeling down, depressed, or hopeless',
    'Trouble falling or staying asleep, or sleeping too much',
    'Feeling tired or having little energy',
    'Poor appetite or overeating',
    'Feeling bad about yourself — or that you are a failure or have let yourself or your family down',
    'Trouble concentrating on things, such as reading the newspaper or watching television',
    'Moving or speaking so slowly that other people could have noticed? Or the opposite — being so fidgety or restless that you have been moving around a lot more than usual',
    'Thoughts that you would be better off dead or of hurting yourself in some way',
  ]),
  maxScore: 27,
  source: {
    citation:
      'Kroenke K, Spitzer RL, Williams JBW. The PHQ-9: validity of a brief depression severity measure. J Gen Intern Med 2001;16:606–613. The first two questions are the PHQ-2: Kroenke K, Spitzer RL, Williams JBW. Med Care 2003;41:1284–1292.',
    terms: PHQ_TERMS,
  },
};

/** The PHQ-9's closing question. Not scored; the GP note reports it as he answered it. */
export const PHQ9_DIFFICULTY = {
  text: 'If you checked off any problems, how difficult have these problems made it for you to do your work, take care of things at home, or get along with other people?',
  options: scoredInOrder([
    'Not difficult at all',
    'Somewhat difficult',
    'Very difficult',
    'Extremely difficult',
  ]),
} as const;

export const GAD7: Instrument = {
  id: 'gad7',
  topic: 'Anxiety',
  name: 'GAD-7',
  stem: 'Over the last 2 weeks, how often have you been bothered by the following problems?',
  items: withPhqOptions([
    'Feeling nervous, anxious, or on edge',
    'Not being able to stop or control worrying',
    'Worrying too much about different things',
    'Trouble relaxing',
    'Being so restless that it is hard to sit still',
    'Becoming easily annoyed or irritable',
    'Feeling afraid, as if something awful might happen',
  ]),
  maxScore: 21,
  source: {
    citation:
      'Spitzer RL, Kroenke K, Williams JBW, Löwe B. A brief measure for assessing generalized anxiety disorder: the GAD-7. Arch Intern Med 2006;166:1092–1097.',
    terms: PHQ_TERMS,
  },
};

export const AUDITC: Instrument = {
  id: 'auditc',
  topic: 'Drinking',
  name: 'AUDIT-C',
  items: [
    {
      text: 'How often do you have a drink containing alcohol?',
      options: scoredInOrder([
        'Never',
        'Monthly or less',
        '2 to 4 times a month',
        '2 to 3 times a week',
        '4 or more times a week',
      ]),
    },
    {
      text: 'How many drinks containing alcohol do you have on a typical day when you are drinking?',
      options: scoredInOrder(['1 or 2', '3 or 4', '5 or 6', '7 to 9', '10 or more']),
    },
    {
      text: 'How often do you have six or more drinks on one occasion?',
      options: scoredInOrder([
        'Never',
        'Less than monthly',
        'Monthly',
        'Weekly',
        'Daily or almost daily',
      ]),
    },
  ],
  maxScore: 12,
  source: {
    citation:
      'Questions 1–3 of the AUDIT: Babor TF, Higgins-Biddle JC, Saunders JB, Monteiro MG. AUDIT: The Alcohol Use Disorders Identification Test, 2nd ed. World Health Organization, 2001. As a short form: Bush K, Kivlahan DR, McDonell MB, Fihn SD, Bradley KA. The AUDIT alcohol consumption questions (AUDIT-C). Arch Intern Med 1998;158:1789–1795. Cut-off of 4 for men: Bradley KA et al. Alcohol Clin Exp Res 2007;31:1208–1217.',
    terms:
      'The AUDIT is published by the World Health Organization for use without permission or charge.',
  },
};

/** What "a drink" means in the AUDIT-C: one standard drink. */
export const STANDARD_DRINK_NOTE =
  'One drink is a standard drink: a 12 oz can or bottle of regular beer, a 5 oz glass of wine, or a 1.5 oz shot of spirits.';

export const INSTRUMENTS: Record<InstrumentId, Instrument> = {
  phq9: PHQ9,
  gad7: GAD7,
  auditc: AUDITC,
};

export function isInstrumentId(value: unknown): value is InstrumentId {
  return INSTRUMENT_IDS.some((id) => id === value);
}
