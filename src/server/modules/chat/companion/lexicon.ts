import type { ResourceModuleSlug } from '@shared/constants/topics';

// What the built-in companion recognises in a message. Patterns run on lowercased text with
// apostrophes removed ("can't" -> "cant").

export type Feeling = {
  id: string;
  pattern: RegExp;
  /** Used as "you're feeling <adjective>" and "that sounds <adjective>". */
  adjective: string;
  questions: string[];
  tool?: 'breathing' | 'journal';
};

export const FEELINGS: readonly Feeling[] = [
  {
    id: 'overwhelmed',
    pattern:
      /overwhelm|too much on|too much going on|drowning|swamped|snowed under|buried|cant keep up|spinning plates|all at once/,
    adjective: 'overwhelmed',
    questions: [
      "If you had to pick the one thing that's weighing on you most, what would it be?",
      'What would take even a little of the load off this week?',
    ],
    tool: 'breathing',
  },
  {
    id: 'anxious',
    pattern: /anxi|worr|nervous|panic|dread|scared|afraid|racing|overthink|on edge|uneasy/,
    adjective: 'anxious',
    questions: [
      'What is the worry that keeps coming back the most?',
      'When the worry kicks in, what does it usually tell you is going to happen?',
    ],
    tool: 'breathing',
  },
  {
    id: 'stressed',
    pattern: /stress|pressure|tense|wound up|under the pump|strung out|frazzled/,
    adjective: 'under a lot of pressure',
    questions: [
      'When the pressure builds, where do you notice it first: your body, your sleep, your temper?',
      "What's been adding to the pressure most lately?",
    ],
    tool: 'breathing',
  },
  {
    id: 'angry',
    pattern:
      /angry|anger|furious|pissed off|rage|raging|mad at|lose my temper|lost my temper|snapped|snapping|short fuse/,
    adjective: 'angry',
    questions: [
      'What was going on just before the anger hit?',
      'What do you think the anger is protecting, underneath it?',
    ],
    tool: 'breathing',
  },
  {
    id: 'frustrated',
    pattern: /frustrat|fed up|annoy|sick of|had enough|wound me up|gets to me|cheesed off/,
    adjective: 'fed up',
    questions: ['What would need to change for this to feel even a bit more manageable?'],
  },
  {
    id: 'exhausted',
    pattern:
      /tired|exhausted|knackered|burn(?:ed|t)? ?out|drained|no energy|wiped|running on empty|worn out|shattered/,
    adjective: 'worn out',
    questions: [
      'How long have you been running on empty like this?',
      'What gets squeezed out first when you are this tired?',
    ],
  },
  {
    id: 'lonely',
    pattern:
      /lonely|alone|isolated|(?:no one|nobody|never (?:really )?had anyone|dont have anyone|havent got anyone|not got anyone) to (?:talk|turn)|no mates|no friends|disconnected|on my own|left out/,
    adjective: 'on your own with this',
    questions: [
      "Is there anyone, even one person, you've felt able to be straight with lately?",
      'What gets in the way of reaching out to people?',
    ],
    tool: 'journal',
  },
  {
    id: 'ashamed',
    pattern:
      /ashamed|shame|guilt|embarrass|failure|failing|feel (?:terrible|awful|horrible|bad|sick) about|let (?:everyone|them|her|him|my \w+|people) down|useless|not good enough|worthless|pathetic|weak/,
    adjective: 'pretty rough about yourself',
    questions: [
      'If a mate told you this about himself, what would you say to him?',
      "Where do you think that voice telling you you're not enough comes from?",
    ],
    tool: 'journal',
  },
  {
    id: 'numb',
    pattern:
      /numb|dont feel anything|cant feel anything|switched off|going through the motions|on autopilot|empty inside/,
    adjective: 'numb',
    questions: [
      'When did you last feel properly like yourself?',
      'What used to bring you even a little bit of enjoyment?',
    ],
    tool: 'journal',
  },
  {
    id: 'low',
    pattern:
      /\bdown\b|\blow\b|sad|depress|miserable|flat|empty|gutted|rubbish|crap|shit|heavy|hopeless|not good|not great|struggling/,
    adjective: 'low',
    questions: [
      'How long have you been feeling this way?',
      'What does a low day look like for you at the moment?',
    ],
    tool: 'journal',
  },
  {
    id: 'stuck',
    pattern:
      /stuck|no direction|dont know what i want|going nowhere|trapped|in a rut|lost my way|drifting|pointless/,
    adjective: 'stuck',
    questions: [
      "What would 'a bit less stuck' look like for you, even in a small way?",
      'What did you picture for yourself a few years ago?',
    ],
    tool: 'journal',
  },
  {
    id: 'hurt',
    pattern: /betray|rejected|cheated|dumped|left me|walked out|ghosted|hurt me|hurtful/,
    adjective: 'hurt',
    questions: ["What's hurt the most about it?"],
    tool: 'journal',
  },
  {
    id: 'better',
    pattern:
      /\b(?:better|calmer|relieved|proud|happy|good day|great day|grateful|helped|lighter)\b/,
    adjective: 'a bit lighter',
    questions: ['What do you think made the difference?', 'What would help you hold on to that?'],
  },
];

export type Situation = {
  id: string;
  pattern: RegExp;
  /** A singular subject: "<label> has been hard going". */
  label: string;
  /** Fits "earlier you mentioned <short>"; defaults to the label. */
  short?: string;
  questions: string[];
  module?: ResourceModuleSlug;
};

export const SITUATIONS: readonly Situation[] = [
  {
    id: 'jobloss',
    pattern: /laid off|fired|sacked|redundan|lost my job|unemploy|out of work|let go from/,
    label: 'losing your job',
    questions: [
      'How are you holding up with it, day to day?',
      "What's been the hardest part of losing the job?",
    ],
    module: 'work-stress',
  },
  {
    id: 'boss',
    pattern: /\bboss|manager|supervisor|gaffer|line manager/,
    label: "what's going on with your boss",
    short: 'your boss',
    questions: ['What happens between you and your boss that gets to you most?'],
    module: 'work-stress',
  },
  {
    id: 'workload',
    pattern:
      /workload|deadline|overtime|long hours|\bhours\b|shifts?\b|targets|too much work|emails/,
    label: 'the workload',
    questions: [
      'What does a typical day look like for you right now?',
      'When did you last properly switch off from work?',
    ],
    module: 'work-stress',
  },
  {
    id: 'breakup',
    pattern: /broke up|break ?up|split up|divorce|separat|she left|ex wife|ex girlfriend|\bmy ex\b/,
    label: 'the break-up',
    questions: [
      "What's been the hardest part of it so far?",
      'What does a normal evening look like since it happened?',
    ],
    module: 'healthy-communication',
  },
  {
    id: 'partner',
    pattern: /\bwife|girlfriend|partner|missus|husband|boyfriend|fianc|marriage|\bmarried\b/,
    label: "what's happening with your partner",
    short: 'your partner',
    questions: [
      'How do the two of you usually talk when things get tense?',
      "What do you wish she understood about what you're dealing with?",
    ],
    module: 'healthy-communication',
  },
  {
    id: 'kids',
    pattern: /\bkids?\b|\bson\b|daughter|children|\bbaby\b|custody|being a dad|fatherhood/,
    label: "what's going on with your kids",
    short: 'your kids',
    questions: [
      'How are things between you and your kids at the moment?',
      'What kind of dad do you want to be for them?',
    ],
  },
  {
    id: 'grief',
    pattern:
      /died|passed away|funeral|grief|grieving|passing|\bdeath\b|lost my (?:dad|mum|mom|brother|sister|wife|mate|friend|father|mother|son|daughter)/,
    label: 'the loss',
    questions: ['What do you miss most about them?', 'Who have you been able to talk to about it?'],
  },
  {
    id: 'parents',
    pattern:
      /\bdad\b|father|\bmum\b|\bmom\b|mother|parents|\bbrother\b|\bsister\b|family|old man|old lady|\bmy da\b/,
    label: "what's going on in your family",
    short: 'your family',
    questions: ['What would you want your family to understand about how you are doing?'],
    module: 'healthy-communication',
  },
  {
    id: 'friends',
    pattern: /\bmates?\b|\bfriends?\b|buddies|the lads|the boys/,
    label: "what's going on with your mates",
    short: 'your mates',
    questions: [
      'How are things with your mates at the moment?',
      'Who would you call if you needed to talk?',
    ],
  },
  {
    id: 'money',
    pattern:
      /money|debt|\bbills?\b|\brent\b|mortgage|afford|\bbroke\b|financ|skint|loan|credit card/,
    label: 'the money side of things',
    short: 'money',
    questions: [
      'How much of your headspace is the money taking up?',
      'Have you been able to share the money worries with anyone?',
    ],
    module: 'stress-responses',
  },
  {
    id: 'sleep',
    pattern:
      /sleep|insomnia|awake at|lying awake|\b[1-5] ?am\b|nightmares|cant switch off at night/,
    label: 'your sleep',
    questions: [
      "What tends to go through your head when you're lying awake?",
      'What does your evening look like before bed?',
    ],
    module: 'sleep-mood-connection',
  },
  {
    id: 'drinking',
    pattern: /drink|booze|alcohol|hungover|hangover|pints|\bweed\b|smoking/,
    label: 'the drinking',
    questions: ["How do you feel about how much you're drinking at the moment?"],
  },
  {
    id: 'health',
    pattern: /health|injur|diagnos|doctor|\bpain\b|illness|surgery|my body/,
    label: 'your health',
    questions: ['How is that affecting the rest of your life?'],
    module: 'exercise-mental-health',
  },
  {
    id: 'exercise',
    pattern: /\bgym\b|exercise|running|training|fitness|weights|football|workout/,
    label: 'keeping active',
    questions: ['How do you usually feel after you have been active?'],
    module: 'exercise-mental-health',
  },
  {
    id: 'purpose',
    pattern:
      /purpose|meaning|who i am|identity|direction|being a man|masculin|what i want from life|what im doing with my life|midlife/,
    label: "working out who you are and where you're heading",
    short: 'what you want from life',
    questions: [
      'What used to give you a sense of purpose?',
      'When have you felt most like yourself?',
    ],
    module: 'exercise-mental-health',
  },
  {
    id: 'job',
    pattern:
      /\bjob\b(?! to)|\bwork\b|career|office|colleague|coworker|co worker|promotion|interview|my team|the client/,
    label: 'work',
    questions: [
      "What's taking up most of your head space at work?",
      'What part of the job drains you the most?',
    ],
    module: 'work-stress',
  },
];

export const MODULE_TITLES: Record<ResourceModuleSlug, string> = {
  'stress-responses': 'how stress shows up in the body and mind',
  'sleep-mood-connection': 'how sleep and mood feed each other',
  'healthy-communication': 'talking things through when it gets tense',
  'work-stress': 'handling work stress',
  'exercise-mental-health': 'how moving your body helps your head',
  'anger-management': 'understanding and handling anger',
};
