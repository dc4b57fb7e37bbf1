// Reads one message the way a listener would, before anything is said back: whether it is a
// question, who it is about, whether it is negated, what it touches on, and whether it holds
// words that must never be repeated back (medication, self-harm, violence). Patterns run on
// lowercased text with apostrophes removed ("can't" -> "cant").

export const normalize = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[’‘']/g, '')
    .replace(/[^a-z0-9?!.,\s]/g, ' ')
    // "since I was a kid" is about his childhood, not his children.
    .replace(
      /\b(?:since|when|as|back when) i was (?:a |little |young )*(?:kid|child|boy|lad|teen\w*|young|little)\b/g,
      ' as a boy ',
    )
    .replace(/\s+/g, ' ')
    .trim()} `;

export type Person =
  'partner' | 'ex' | 'kids' | 'parent' | 'sibling' | 'mate' | 'boss' | 'colleague' | 'baby';

/** How he names each person: "my missus", "the gaffer". The first match is the word used back. */
const PEOPLE: readonly { person: Person; pattern: RegExp; male?: RegExp; female?: RegExp }[] = [
  {
    person: 'ex',
    pattern: /\b(?:my |the )ex(?: wife| girlfriend| partner)?\b|\bex (?:wife|girlfriend)\b/,
  },
  {
    person: 'partner',
    // "his girlfriend" is a mate's, not his.
    pattern:
      /(?<!\b(?:his|her|their|your|mates|brothers) )\b(?:(?:my |the )(?:wife|missus|girlfriend|gf|partner|fiancee|fiance|husband|boyfriend|other half)|wife|missus|girlfriend|gf|fiancee)\b/,
  },
  { person: 'baby', pattern: /\b(?:newborn|baby|little one)\b/ },
  {
    person: 'kids',
    pattern:
      /\b(?:my |the |our )(?:kids?|son|sons|daughters?|children|boy|girl|lad|little girl|little boy)\b/,
  },
  {
    person: 'sibling',
    pattern: /\b(?:my |our )(?:little |big |older |younger |twin )?(?:brother|sister|bro)\b/,
  },
  { person: 'parent', pattern: /\b(?:my |our )(?:dad|father|mum|mom|mother|old man|parents|da)\b/ },
  {
    person: 'mate',
    pattern:
      /\b(?:my |a |our )(?:best |old |good |close )?(?:mates?|friends?|pals?|buddy|mucker)\b/,
  },
  {
    person: 'boss',
    pattern:
      /\b(?:my |the |our |new )(?:boss|manager|line manager|gaffer|supervisor|director|head teacher|headteacher|partner at work)\b/,
  },
  {
    person: 'colleague',
    pattern: /\b(?:my |a |the )(?:colleague|coworker|co worker|commis|team)\b/,
  },
];

export type Mention = { person: Person; words: string; female: boolean };

const FEMALE = /\b(?:wife|missus|girlfriend|gf|fiancee|daughter|sister|mum|mom|mother|girl)\b/;

export function peopleIn(text: string): Mention[] {
  const found: Mention[] = [];
  for (const { person, pattern } of PEOPLE) {
    const match = pattern.exec(text);
    if (!match) continue;
    const words = match[0]
      .trim()
      .replace(/^(?:my|the|our|a|her|his|new) /, '')
      .replace(/^(?:the )?gf$/, 'girlfriend')
      .replace(/^bro$/, 'brother')
      .replace(/^da$/, 'dad');
    found.push({
      person,
      words,
      female: FEMALE.test(words) || (/\bshe|her\b/.test(text) && person === 'boss'),
    });
  }
  return found;
}

export type Theme =
  | 'money'
  | 'drink'
  | 'gambling'
  | 'sleep'
  | 'work'
  | 'jobloss'
  | 'breakup'
  | 'grief'
  | 'lonely'
  | 'anger'
  | 'purpose'
  | 'compare'
  | 'health'
  | 'worry'
  | 'low'
  | 'numb'
  | 'guilt'
  | 'tired'
  | 'overwhelm'
  | 'hidden'
  | 'holding'
  | 'positive';

// Most specific first: the first theme a message touches leads the reply.
const THEMES: readonly [Theme, RegExp][] = [
  ['gambling', /\b(?:bet|betting|bets|gambl\w*|casino|slots|bookies|odds)\b/],
  [
    'grief',
    /\b(?:died|passed away|funeral|grie\w*|lost my (?:wife|dad|mum|mom|brother|sister|son|daughter|mate|friend)|patient we lost|since she went|since he went)\b/,
  ],
  [
    'jobloss',
    /\b(?:redundan\w*|laid off|(?:got|been|was) (?:sacked|fired|the sack|let go)|lost my job|out of work|unemployed)\b/,
  ],
  [
    'breakup',
    /\b(?:broke up|break ?up|split up|divorce\w*|separated|left me|dumped me|my ex|the ex|ex (?:wife|girlfriend|partner))\b/,
  ],
  [
    'overwhelm',
    /\b(?:overwhelm\w*|too much on|dont know where to start|everything at once|drowning|(?:head|mind|im|brain) (?:is )?all over the place|dont know which)\b/,
  ],
  [
    'compare',
    /\b(?:everyone (?:my age|else|on my course|i know)|all my mates (?:have|are)|compared to|feel behind|im behind)\b/,
  ],
  [
    'purpose',
    /\b(?:purpose|point of me|who i am|direction|good for now|useful|what i want|hobbies|the job was everything|retired|retirement|in the way)\b/,
  ],
  [
    'anger',
    /\b(?:angry|anger|furious|rage|temper|lost it|lose it|kick off|snap\w*|shout\w*|punch\w*|threw|throw|kicked off|pissed off|blow up|blew up)\b/,
  ],
  [
    'drink',
    /\b(?:drink\w*|booze|alcohol|pints?|beers?|hungover|hangover|wine|vodka|sober|off it)\b/,
  ],
  [
    'money',
    /\b(?:money|debt|debts|bills?|mortgage|afford|broke|skint|loan|overdraft|invoices?|cash flow|quotes?|staff to pay|finances?|pay the rent|behind on rent)\b/,
  ],
  [
    'sleep',
    /\b(?:sleep\w*|insomnia|awake|wake up|waking|[1-5] ?am|bed|switch off|brain wont stop|head wont (?:stop|shut up)|nights are)\b/,
  ],
  ['health', /\b(?:heart|chest|headaches?|dizzy|breathless|symptoms?|illness|pain)\b/],
  [
    'holding',
    /\b(?:hold (?:it|things|everything) (?:all )?together|keep it together|be strong for|be the strong one|for everyone|cant show it|cant let (?:them|anyone) see)\b/,
  ],
  [
    'lonely',
    /\b(?:lonely|alone|isolated|know nobody|no mates|no friends|on my own|miss my mates|weekends are the worst)\b/,
  ],
  [
    'numb',
    /\b(?:numb|dont (?:really )?feel anything|feel nothing|just nothing|going through the motions|empty)\b/,
  ],
  ['guilt', /\b(?:guilt\w*|ashamed|shame|not proud|let \w+ down|useless|failure|burden)\b/],
  [
    'worry',
    /\b(?:anxi\w*|worr\w*|panic\w*|nervous|dread|scared|racing|overthink\w*|on edge|something bad|convinced|getting sacked)\b/,
  ],
  [
    'low',
    /\b(?:low|down|sad|depress\w*|miserable|flat|gutted|rubbish|crap|heavy|hopeless|broke me)\b/,
  ],
  ['tired', /\b(?:tired|exhausted|knackered|drained|burn\w* out|running on|no energy|wiped)\b/],
  [
    'hidden',
    /\b(?:think(?:s)? im (?:fine|ok|okay|alright|coping)|nobody knows|no one knows|doesnt know how bad|havent told anyone|dont know how bad)\b/,
  ],
  [
    'positive',
    /\b(?:i (?:liked|loved|enjoyed|like|love) (?:that|it|doing|making|teaching|being)|used to (?:love|like|enjoy|volunteer|play|coach|teach|run|make)|proud of|good day|feel better|feeling better)\b/,
  ],
  [
    'work',
    /\b(?:work|working|job|boss|manager|office|shifts?|deadlines?|targets?|project|career|colleagues?|clients?|business|kitchen|director)\b/,
  ],
];

/** Words that must never be said back (the safety gate deals with risk; this is about echoes). */
export const SENSITIVE = new RegExp(
  [
    // medication
    String.raw`\b(?:antidepressants?|anti depressants?|pills?|tablets?|meds|medication|sertraline|citalopram|fluoxetine|prozac|diazepam|valium|xanax|zopiclone|prescri\w*|overdose\w*)\b`,
    // self-harm
    String.raw`\b(?:cut|cutting|burn|burning|hurt|hurting|harm|harming) (?:myself|my (?:arms?|wrists?|legs?|skin))\b|\bself ?harm\w*`,
    // violence, and death words, which are never said back either
    String.raw`\b(?:punch\w*|hit (?:him|her|them|someone|me|the|a|my|out)|hitting|smash\w*|threw|throw\w* (?:a|the|it|something|stuff)|stab\w*|kill\w*|beat\w* (?:him|her|them|up|someone)|strangl\w*|chok\w*|slap\w*|weapon|knife|gun|hurt (?:him|her|them|someone|anyone|the kids)|die|dead|suicid\w*)\b`,
  ].join('|'),
);

const QUESTION_START =
  /^ (?:(?:so|and|but|ok|okay|well|also|honestly|seriously|like) )?(?:is|are|am|do|does|did|should|shall|can|could|would|will|what|whats|how|why|when|where|who|which|any|wouldnt|isnt|arent|dont)\b/;

export type Reading = {
  raw: string;
  text: string;
  question: boolean;
  /** The sentence is about him ("I ..."), someone else, or no one in particular. */
  subject: 'self' | 'other' | 'none';
  negated: boolean;
  people: Mention[];
  themes: Theme[];
  sensitive: boolean;
  words: number;
};

const SELF_START =
  /^ (?:(?:and|but|so|well|tbh|honestly|yeah|no|nah|just|also|anyway) )*(?:i|im|ive|id|ill|me|myself)\b/;
const OTHER_START =
  /^ (?:(?:and|but|so|well|tbh|honestly|yeah|no|nah|just|also|anyway) )*(?:he|hes|she|shes|they|theyre|his|her|their|everyone|people|(?:my|the|our) (?:little |big |best |new |old )?(?:wife|missus|girlfriend|partner|ex|son|daughter|kids?|children|brother|sister|dad|mum|mom|mother|father|parents|mates?|friends?|boss|manager|director|head|team|family)|wife|girlfriend|missus|ex)\b/;
const NEGATION =
  /\b(?:not|dont|didnt|doesnt|isnt|arent|wasnt|werent|never|no|nothing|havent|hasnt|cant|cannot|wont|nobody|neither|nor)\b/;

// A feeling he denies ("I'm not angry", "not sad exactly") is not one he has.
const FEELING_THEMES = new Set<Theme>([
  'low',
  'anger',
  'worry',
  'tired',
  'lonely',
  'guilt',
  'overwhelm',
  'positive',
]);
const DENIED = /\b(?:not|never|isnt|arent|wasnt|no|dont|didnt|without)(?: \w+){0,2} $/;

function mentions(text: string, theme: Theme, pattern: RegExp): boolean {
  const match = pattern.exec(text);
  if (!match) return false;
  if (!FEELING_THEMES.has(theme)) return true;
  return !DENIED.test(text.slice(Math.max(0, match.index - 30), match.index));
}

export function read(message: string): Reading {
  const text = normalize(message);
  const themes = THEMES.filter(([theme, pattern]) => mentions(text, theme, pattern)).map(
    ([theme]) => theme,
  );
  return {
    raw: message.trim(),
    text,
    question:
      text.includes('?') ||
      text.split(/[.!]\s*/).some((part) => QUESTION_START.test(` ${part.trim()} `)),
    subject: SELF_START.test(text) ? 'self' : OTHER_START.test(text) ? 'other' : 'none',
    negated: NEGATION.test(text),
    people: peopleIn(text),
    themes,
    sensitive: SENSITIVE.test(text),
    words: text.trim().split(' ').length,
  };
}

// Short replies that carry no new content of their own.
export const YES =
  /^ (?:y|yes|yeah|yea|yep|yup|aye|sure|ok|okay|k|go on|go on then|go for it|lets do it|lets do that|lets go|lets try it|alright|why not|please|yes please|yeah go on|yeah sure|sounds good|ok then|sure why not|yeah lets do that|yeah lets do it|could do|ok go on|i guess|fine|yeah ok|ok lets do it|yeah why not|lets|do it)[ .!]*$/;
export const NO =
  /^ (?:n|no|nah|nope|not now|not really|no thanks|no thank you|nah im ok|nah im good|im good|not right now|maybe later|not tonight|nah not now|no ta|nah mate|no mate)[ .!]*$/;
export const UNSURE =
  /^ (?:idk|i dont know|dunno|not sure|no idea|no clue|cant think|nothing|i dont know really|not sure really|hard to say|pass|no idea tbh|idk tbh)[ .!]*$/;
export const STOP =
  /\b(?:stop|quit|exit|leave it|leave this|skip this|forget it|forget this|not this|can we just talk|just talk|dont want to do this|enough of this|not doing this|cancel|back to talking)\b/;
