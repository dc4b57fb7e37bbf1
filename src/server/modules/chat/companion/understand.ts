// Reads one message the way a listener would, before anything is said back: whether it is a
// question, who it is about, whether it is negated, what it touches on, and whether it holds
// words that must never be repeated back (medication, self-harm, violence). Patterns run on
// lowercased text with apostrophes removed ("can't" -> "cant").

// Figures of speech read as what they mean, so a word in them is not taken as a topic: "baby
// steps" is not a baby, "this job is killing me" is not violence, "I could murder a pint" is not
// a drink problem (the safety gate reads the raw words separately).
const IDIOM_MEANINGS: readonly [RegExp, string][] = [
  [/^baby steps?$/, 'small steps'],
  [/^(?:is|are|was) killing me$/, 'is wearing me down'],
  [/^(?:could|would) (?:murder|kill) (?:a|for a) \w+$/, 'fancy something'],
  [/^dead on my feet$/, 'exhausted'],
  [/^(?:nearly|almost) died (?:laughing|of laughter)$/, 'laughed a lot'],
  [/^shoot me now$/, 'ugh'],
  [/^(?:gonna|going to|will|would|is going to|s gonna) kill me$/, 'will be furious with me'],
  [/^drowning in$/, 'snowed under with'],
  [/^(?:killing|slaying|smashing) it$/, 'doing well'],
  [/^(?:stop|stopped|stopping) dead$/, 'stopping all at once'],
  [/^dead (?:tired|set|easy|good|right|serious|slow|quiet|on)$/, 'really'],
];
const IDIOMS =
  /\bbaby steps?\b|\b(?:is|are|was) killing me\b|\b(?:could|would) (?:murder|kill) (?:a|for a) \w+|\bdead on my feet\b|\b(?:nearly|almost) died (?:laughing|of laughter)\b|\bshoot me now\b|\b(?:gonna|going to|will|would|is going to|s gonna) kill me\b|\bdrowning in\b|\b(?:killing|slaying|smashing) it\b|\b(?:stop|stopped|stopping) dead\b|\bdead (?:tired|set|easy|good|right|serious|slow|quiet|on)\b/g;

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
    .trim()
    .replace(
      IDIOMS,
      (idiom) => IDIOM_MEANINGS.find(([pattern]) => pattern.test(idiom))?.[1] ?? idiom,
    )} `;

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
  // "The little one was 2 when she left" is a child, not a baby.
  {
    person: 'baby',
    pattern:
      // "our daughter is 7 weeks old. first child" (fresh17's new dad was told "Anything touching
      // your daughter cuts deep").
      /\b(?:newborn|baby|little one(?! (?:was|is|s|turned|turns|just turned) (?:[2-9]|1\d|two|three|four|five|six|seven|eight|nine|ten)\b)|(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|few) (?:days?|weeks?) old|first (?:child|baby|born|kid))\b/,
  },
  {
    person: 'kids',
    pattern:
      /\b(?:my |the |our )(?:kids?|son|sons|daughters?|children|boy|girl|lad|little girl|little boy|youngest|eldest|oldest)\b(?! (?:mate|friend|pal|buddy)s?\b)/,
  },
  {
    person: 'sibling',
    pattern:
      // Not "my brother-in-law" (fresh14's readers heard "You clearly care about your brother").
      /\b(?:my |our )(?:little |big |older |younger |twin )?(?:brother|sister|bro)(?:s\b(?= (?:not|been|gone|got|having|doing|in|on|always|never|still)))?\b(?! ?in ?law)/,
  },
  // "My dad's not doing great" reaches here as "my dads not...".
  {
    person: 'parent',
    pattern:
      // Not "my mother in law" (fresh17's new dad was asked about "your mother").
      /\b(?:my |our )(?:dad|father|mum|mom|mother|old man|parents|da)(?:s\b(?= (?:not|been|gone|got|having|doing|in|on|always|never|still)))?\b(?! ?in ?law)/,
  },
  {
    person: 'mate',
    pattern:
      /(?<!\blike (?:hes |he is |shes |she is |theyre )?)\b(?:my |a |our )(?:best |old |oldest |good |close |closest |childhood |school )?(?:mates?|friends?|pals?|buddy|mucker)\b/,
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
    // "I don't want to be like my dad" is about him, not a conversation about his dad.
    if (!match || /\blike $/.test(text.slice(0, match.index))) continue;
    const words = match[0]
      .trim()
      .replace(/^(?:my|the|our|a|her|his|new) /, '')
      .replace(/^(?:the )?gf$/, 'girlfriend')
      .replace(/^bro$/, 'brother')
      .replace(/^da$/, 'dad')
      // "my dad's not..." came in as "my dads not...": the person is "dad".
      .replace(/^(dad|father|mum|mom|mother|old man|brother|sister|bro)s$/, '$1');
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
  | 'sober'
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
  | 'distant'
  | 'doubt'
  | 'shamed'
  | 'health'
  | 'appetite'
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
  [
    'gambling',
    /\b(?:bet|betting|bets|gambl\w*|casino|slots|bookies|odds|on the horses|pokies|accas?|punting|gamstop|gamban|betblocker)\b/,
  ],
  [
    'grief',
    // Not a thing that died: "my car died", "phone's died on me".
    /\b(?:(?<!\b(?:car|cars|van|truck|ute|phone|battery|laptop|engine|fridge|freezer|boiler|telly|tv|printer|motor|bike|mower|tractor|pump|heater|cooker|oven|washer|dryer|computer|pc|console|xbox|router|wifi|it|thing|conversation|joke|plants?|signal|lights?|transmission|gearbox|clutch|alternator|starter|screen|charger|headphones)(?: (?:just|has|had|s|finally|completely|totally|then|went and|on me))* )died|passed away|passed on|(?:wife|husband|dad|da|daa|pa|pops|mum|mom|mam|maw|ma|father|mother|son|daughter|brother|sister|mate|he|she)(?: [a-z]+)? passed(?! (?:out|the|his|her|my|a|an|it|me|him|them|their|our|your|by|through|over|round|around|up|down|with)\b)|widow\w*|bereave\w*|funeral|grie\w*(?<!\b(?:giv\w*|gave|get\w*|got|catch\w*|caught) (?:\w+ ){0,2}grie\w*)|lost my (?:wife|dad|mum|mom|brother|sister|son|daughter|mate|friend)|patient we lost|since she went|since he went)\b/,
  ],
  [
    'jobloss',
    // "Plant's closing in March": his workplace shutting is his job going.
    /\b(?:redundan\w*|laid off|(?:got|been|was) (?:sacked|fired|the sack|let go)|lost my job|out of work|unemployed|(?:plant|plants|mill|mills|factory|factorys|mine|mines|site|yard|shop|store|depot|firm|works) (?:is |s )?(?:closing|shutting|shutting down|closing down|going under|going bust)|(?:closing|shutting) (?:the |our )?(?:plant|mill|factory|mine|site|yard|depot|works))\b/,
  ],
  [
    'breakup',
    /\b(?:(?:she|girlfriend|gf|wife|missus|partner|fiancee?|her) (?:\w+ )?(?:finished it|finished with me|ended things with me|called it off|walked out|moved out)|new (?:bloke|boyfriend|fella|partner|man|girlfriend)|moved (?:her|his) \w+ in|moved on|broke up|break ?up|split up|(?<!\b(?:about|nearly|almost|near|gonna|going to|will|would|could|might|practically)(?: \w+)? )divorce(?:d|ing)?(?! me\b)|separated|left me|dumped me|my ex|the ex|ex (?:wife|girlfriend|partner))\b/,
  ],
  [
    'overwhelm',
    /\b(?:overwhelm\w*|too much on|dont know where to start|everything at once|drowning|(?:head|mind|im|brain) (?:is )?all over the place|dont know which)\b/,
  ],
  [
    'shamed',
    /\b(?:in front of (?:the (?:whole )?\w+|everyone|them all|the lads|customers)|had a go at me|tore into me|ripped into me|laid into me|showed me up|embarrass\w*|humiliat\w*|made a fool of me)\b/,
  ],
  [
    'distant',
    /\b(?:we (?:dont|never|barely|hardly|rarely) (?:really |even )?(?:talk|speak|go out)|barely (?:talk|speak)|dont (?:really )?talk (?:anymore|much|any more)|like (?:we are |were |we re )?(?:flatmates|roommates|housemates|strangers)|ships in the night|(?:arent|not) really talking|(?:im|i am|ive|i have) (?:checked|switched) out|says im (?:checked|switched) out|feels like a (?:flatmate|roommate|housemate)|(?:in|on) the spare room|separate (?:rooms|beds)|no spark|drift(?:ed|ing) apart|lost (?:the|that) spark)\b/,
  ],
  [
    'doubt',
    /\b(?:feel (?:so )?(?:thick|stupid|like an idiot|pathetic|useless)|makes me feel (?:thick|stupid|small|useless)|maybe (?:hes|shes|theyre) right|not good enough|not cut out)\b/,
  ],
  [
    'compare',
    /\b(?:everyone (?:my age|else|on my course|i know)|all my mates (?:have|are)|compared to|feel behind|im behind)\b/,
  ],
  [
    'purpose',
    /\b(?:what im (?:even )?good (?:at|for)|what im (?:even |actually |really )?for\b|(?:at a )?loose end|time on my hands|rattling around|nothing to do (?:all day|with myself)|good at anything|spare part|nowhere to go|on the scrapheap|under (?:her|his|their|your) feet|dont know what to do with (?:myself|my hands|my days|my time)|something (?:thats |that is )?(?:mine|for me|of my own)|dunno what i (?:actually |really )?want|dont know what i (?:actually |really )?want|purpose|point of me|who i am|direction|good for now|useful|what i want|hobbies|the job was everything|retired|retirement|in the way)\b/,
  ],
  [
    'anger',
    /\b(?:angry|anger|furious|rage|temper|lost it|lose it|kick off|snap\w*|shout\w*|punch\w*|threw|throw|kicked off|pissed off|blow up|blew up|im boiling|boiling over|seeing red|red mist|0 to 100|zero to (?:a )?hundred|short fuse|lose my rag|lost my rag|flip(?:ped)? out|blow my top|blew my top)\b/,
  ],
  // Staying off drink (or bets) is its own story: a sober man is not asked about his drinking.
  [
    'sober',
    /\b(?:(?:been |stayed |staying )?off (?:it|the drink|the booze|the beer|the bets) (?:for )?(?:\d+|a|two|three|four|six) (?:days?|weeks?|months?|years?)|\d+ (?:days|weeks|months) off (?:it|the drink|the booze)|sober|sobriety|quit (?:drinking|the drink|the booze|booze)|stopped drinking|off the (?:drink|booze|beer|sauce)|(?<!\b(?:visa|sponsored|sponsorship|work permit)\b[^|]{0,80})(?:my )?sponsor(?!ship|ed)(?![^|]*\b(?:visa|sponsorship|work permit|home office)\b)|aa|on the wagon|\d+ (?:days|weeks|months|years) (?:dry|sober|clean)|relaps\w*)\b/,
  ],
  [
    'drink',
    // Not an energy drink, a coffee or a can of pop: "i drink about 4 monsters a night".
    /\b(?:(?<!(?:energy|soft|fizzy|sports|protein) )drink\w*(?! (?:\w+ ){0,2}(?:monsters?|red ?bulls?|energy|coffees?|teas?|cuppas?|water|coke|pepsi|juice|milk|protein|cafecitos?|espressos?|lattes?|decaf|pop|soda)\b)|booze|alcohol|pints?|beers?|hungover|hangover|wine|vodka)\b/,
  ],
  [
    'money',
    /\b(?:(?:pay|paying|behind on|cant pay|afford|cover|worried about) (?:the |my |our )?bills|bills (?:are |keep )?(?:piling|mounting|stacking|coming)|(?<!\b(?:good|decent|great|big|better|the|grand|serious|savage|mint|class|deadly|proper|top) )(?<!\b(?:go home with|come home with|bring home|take home|send home|save|saving|earn|earning|make|making|put away)(?: some| a bit of| more| good| decent| real| enough| the)? )money(?! (?:is|s) (?:good|decent|great|not the problem|fine))|debt|debts|mortgage|afford|(?:im|were|i am|flat|stony|totally|completely|proper) broke|skint|loan|overdraft|invoices?|cash flow|quotes?|staff to pay|payroll|on the books|(?:shop|business|trade|work)s? (?:has |is |s )?(?:been )?(?:slow|dead|quiet)|finances?|pay the rent|behind on rent|rent (?:is |s )?(?:going up|gone up|up|due|increase)|rent rise|(?:repair|rebuild|bill|quote|quoted|quoting)(?: \w+){0,3} (?:\d+|grand|k)\b|\d+(?:[.,]\d+)? ?(?:grand|quid|bucks|dollars|euros|rand|lakh|naira|pesos|pounds)\b|the (?:math|maths|numbers) (?:just )?(?:doesnt|dont|do not|does not) (?:work|add up)|the bank (?:is|are|s) on|prices? (?:is |are )?(?:on|through) the floor)\b/,
  ],
  [
    'numb',
    /\b(?:numb|dont (?:really )?feel anything|feel nothing|just nothing|going (?:through|thru) the motions|(?:feel|feeling|so|just) empty|empty inside|(?:feel|feeling|felt|im|i am|more like|just|a bit|bit|pretty|kinda|so) flat\b(?! (?:out|tyre|tire|white|cap|pack|rate|fee|broke|mate|mates|share|above|below|is|was|in|with)\b)|let the air out|hollow|on autopilot)\b/,
  ],
  [
    'sleep',
    // Not someone else's sleep: "she cried and went to sleep with the kids" (fresh14's readers).
    // Nor a pet "put to sleep". Nor "Friday nights are the worst" (the band from the stadium) or
    // "at 4am after a shift" (a barman's hours): fresh27's readers were asked about bedtime.
    /\b(?:(?<!\b(?:she|he|they|shes|hes|theyre|wife|missus|kids)\b(?: \w+){0,4} )(?<!\bput to )sleep\w*(?! (?:with|next to|beside|in with) (?:the kids|the baby|the little one|him|her|them))|insomnia|awake|(?:wake|waking|woke)(?: up)? (?:at|in the night|early|every|before)|keep waking|(?<!\b(?:from|start(?:s|ing)? at|starts?|on at|in at|up at|clock on at|shift at) )[1-5] ?am(?! (?:after|coming off|when i (?:finish|get off|knock off)) (?:a |my |the )?(?:shift|work|close|closing|lates?))|(?:lie|lying|lay|layin|laying|awake|tossing|turning) in bed|(?:in|to) bed (?:by|at|before|around|about|till|until|early|late)|bedtime|switch off|switch (?:the |my )?(?:brain|head|mind) off|brain wont (?:stop|shut|switch off|turn off)|head wont (?:stop|shut up)|(?<!\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend|match|game|quiz|poker|darts|pub|date|family|movie|curry|pizza) )nights are)\b/,
  ],
  [
    'appetite',
    /\b(?:havent (?:eaten|been eating)|not (?:been )?eating|cant eat|off my food|no appetite|not hungry|skipping meals|lost (?:loads of |a lot of )?weight)\b/,
  ],
  [
    'health',
    // Not a heart that has settled: "heart isnt going as fast" after the wind-down (fresh25, told
    // "Something going on in your body is unsettling").
    // Nor a chest that tightens when his dad asks about the job (fresh27: "Health worries..."):
    // that is the moment STRESS_IN_THE_BODY answers.
    /\b(?:heart(?! (?:isnt|is not|not|has|s|rate s|rates) (?:going|racing|pounding|thumping|beating|slowed|settled|calmed)\b)|(?<!off (?:my|his|your|me) )chest(?! (?:gets|goes|went|got)(?: all| so| really| proper)? tight)|headaches?|dizzy|breathless|symptoms?|illness|pain)\b/,
  ],
  [
    'holding',
    /\b(?:hold (?:it|things|everything) (?:all )?together|keep it together|be strong for|be the strong one|for everyone|cant show it|cant let (?:them|anyone) see)\b/,
  ],
  [
    'lonely',
    // Not his trade: "on my own 11 years, self employed", "I work alone" (fresh15's readers heard
    // "Loneliness is tough" back).
    /\b(?:(?:folk|people|everyone|friends|mates|nobody) (?:stopped|stop|dont|doesnt|never) (?:coming|calling|ringing|texting|asking|visiting|coming round)|nobody (?:comes|calls|rings|visits)|house is (?:so |very |really |awfy |dead |too )?quiet|empty house|the evenings|dont (?:talk to|see) (?:many|anyone|much of anyone)|lonely|(?<!\b(?:work|works|working|worked|run it|trade|trading|graft|grafting|business|self employed)(?: \w+){0,2} )(?:alone|on my own)(?! (?:[\w,]+ ){0,3}(?:self employed|sole trader|contractor|business|van|firm|trade|account|books|shop|boss|clients|customers|jobs)\b)|isolated|know nobody|no mates|no friends|miss my mates|weekends are the worst)\b/,
  ],
  [
    'guilt',
    /\b(?:feel(?:ing)? (?:like )?(?:crap|bad|awful|terrible|rotten|shit) about|guilt\w*|ashamed|shame|not proud|let \w+ down|useless|failure|burden)\b/,
  ],
  [
    'worry',
    /\b(?:anxi\w*|worr\w*|panic\w*|nervous|dread|scared|racing|overthink\w*|on edge|something bad|convinced|getting sacked)\b/,
  ],
  [
    'low',
    /\b(?:(?:feel|feeling|felt|been|so|really|bit|pretty)(?: this| so| that| a bit| really| pretty)? (?:low|down|flat|rubbish|crap|shit|heavy)|(?:feel|feeling|felt)(?: a bit| bit| kinda| just| sort of)? off\b(?! (?:work|sick|the|my|it|that|colour|color)\b)|low mood|down in the dumps|sad|depress\w*|miserable|gutted|hopeless|broke me)\b/,
  ],
  ['tired', /\b(?:tired|exhausted|knackered|drained|burn\w* out|running on|no energy|wiped)\b/],
  [
    'hidden',
    /\b(?:dont tell (?:her|him|them) the half|doesnt know the half|not telling (?:her|him|them)|havent (?:talked|spoken|said anything) to anyone|not told anyone|kept it to myself|think(?:s)? im (?:fine|ok|okay|alright|coping)|nobody knows|no one knows|doesnt know how bad|havent told anyone|dont know how bad|(?:wife|missus|she|partner|the kids|kids|family|mum|mam|mom|parents|dad|boss)(?: \w+){0,2} (?:doesnt|dont|does not|do not|didnt) know(?! (?:what|how|why|where|who|if|whether|when|about (?:it|this) yet)\b)(?! (?:a|any)thing)|havent told (?:her|them|the kids|my (?:wife|missus|partner|family|kids|mum|mam|mom|dad|parents|boss)))\b/,
  ],
  [
    'positive',
    /\b(?:i (?:liked|loved|enjoyed|like|love) (?:that|it|doing|making|teaching|being)|used to (?:love|like|enjoy|volunteer|play|coach|teach|run|make)|proud of|good day|feel better|feeling better|(?:was|is|felt like) a big (?:deal|thing|step|win) for me|(?:that|it|this) did something|further away now|(?:isnt|not) (?:going|racing|pounding|thumping) as (?:fast|hard)|(?:slowed|calmed|settled) down)\b/,
  ],
  [
    'work',
    /\b(?:(?<!\b(?:doesnt|didnt|wont|would|might|could|will|should|it|that|this|not|never|does|did|her|his|their) )work(?! out)|working|workload|job|boss|manager|office|shifts?|deadlines?|targets?|project|career|colleagues?|clients?|business|kitchen|director)\b/,
  ],
];

/** Words that must never be said back (the safety gate deals with risk; this is about echoes). */
export const SENSITIVE = new RegExp(
  [
    // medication
    String.raw`\b(?:antidepressants?|anti depressants?|pills?|(?:tablets|(?<!\bon (?:my|the|a|her|his|me|your) )tablet)|meds|medication|sertraline|citalopram|fluoxetine|prozac|diazepam|valium|xanax|zopiclone|prescri\w*|overdose\w*)\b`,
    // self-harm
    String.raw`\b(?:cut|cutting|burn|burning|hurt|hurting|harm|harming) (?:myself|my (?:arms?|wrists?|legs?|skin))\b|\bself ?harm\w*`,
    // violence, and death words, which are never said back either
    String.raw`\b(?:punch\w*|hit (?:him|her|them|someone|me|the(?! (?:targets?|numbers?|gym|road|sack|hay|pub|shops|jackpot|books|big time|brakes?|mark|ceiling|deadline|ground running))|a(?! target)|my(?! (?:targets?|numbers?|quota|stride))|out)|hitting|smash\w*|threw|throw\w* (?:a|the|it|something|stuff)|stab\w*|kill\w*|beat\w* (?:him|her|them|up|someone)|strangl\w*|chok\w*|slap\w*|weapon|knife|gun|hurt (?:him|her|them|someone|anyone|the kids)|die|dead|suicid\w*)\b`,
  ].join('|'),
);

// "Whats really getting me is my boy" tells; it does not ask. Nor does "which is every bit as
// glamorous as it sounds" after a comma (fresh12's readers heard "That's a fair question").
export const QUESTION_START =
  /^ (?:(?:so|and|but|ok|okay|well|also|honestly|seriously|like|right|alright) ){0,2}(?:(?:a )?(?:real|quick|honest|serious|genuine|dumb|stupid|daft|random) question (?:for you )?)?(?:should(?! (?:have|ve) been\b)|whats(?! (?:really |actually |most |even )?(?:\w+ing|\w+in|worse|worst|hardest|funny|weird|mad|hard|sad|annoying|left|done|needed)\b[^?]* (?:is|are|was|were) \w)|what (?:should|do|does|did|have|can|could|would|will|is|are|was|am|if|about|now|happens|else|kind)|how (?:do|does|did|can|could|would|should|is|are|was|long|much|many|come|about|often)|why (?:do|does|did|is|are|am|cant|wont|would|should|not)|(?:when|where|who) (?:do|does|did|is|are|can|could|should|would|will)|who am i|which (?:do|does|did|can|should|would|will)|am i|is normal (?:to|that|for|if)|(?:do )?(?:you|u|ya) (?:think|reckon) (?:i|we) (?:should|could|need|ought)|any (?:number|line|way|chance|point|place|advice|tips|ideas)|(?:is|are|was|were) (?:the|these|those) (?!(?:same|way|thing|problem|worst|best|point|reason|one)\b)\w+ \w+|(?!did my\b|was that close\b)(?:is|are|was|were|do|does|did|can|could|would|will|shall|have|has) (?:i|you|u|ya|it|we|he|she|they|this|that|there|anyone|anybody|someone|somebody|people|other|men|blokes|guys|dads|everyone|my \w+)|(?:is|are|does|do) \w+(?: \w+)? (?:actually |really |even )?(?:a thing|any good|worth it|worth trying|safe|legit|addictive|habit forming|good for|bad for)|(?:would|could|will|does|can|should) (?:a|an|the) \w+)\b/;

// His answer opening with the word he was asked about: "hours? 60-70 a week", "Sleeping? Not
// great" (fresh15's readers heard "That's a fair question" back). The question mark is the app's.
// "the one thing? that i love him" (fresh26): a noun phrase of three words too.
const ECHOED_ASK =
  /^ (?!(?:why|what|how|who|where|when|which|really|seriously|huh|eh|sorry|pardon|me|you|ok|okay|right)\?)(?:(?:the|a|my|that|this|your)(?: [a-z]+){1,2}|(?:[a-z]+ ){0,1}[a-z]+)\?(?= (?!(?:why|what|how|who|where|when|which|is|are|do|does|can|could|should|would)\b)[a-z0-9])/;

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
  /** What the message touches on is his to carry: about him, or done to him ("she left me"). */
  themesAreHis: boolean;
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
// The denial stops at "just" or "but": in "not depressed, just tired" the tiredness is his.
const DENIED =
  /\b(?:not|never|isnt|arent|wasnt|no|nobody|dont|didnt|without)(?: (?!just\b|but\b|only\b|more\b)\w+){0,2} $/;

// A feeling someone asked about that he then denies: "my son asked if I was angry with him. I
// wasn't." The denial closes its sentence ("I'm not sure why" is no denial).
const DENIED_AFTER =
  /^[^.!?|]{0,40}[.!?,]? (?:but |and )?(?:i wasnt|i was not|im not|i am not|i didnt|i did not|i aint)(?: really| at all| though)?[.!,]/;

// "No beer in the week": drink he denies is not drink to ask about (fresh8's readers); but "not
// drinking more. few beers after work" still is, so every mention is read, not just the first.
// "She's not talking divorce": a split he denies is not a split to console him for (fresh12's
// readers got "Splitting up takes a lot out of a man").
// The themes read for a denial, each with a global copy of its pattern, made once, not per message.
// "Sleep fine mostly. its the days that drag": sleep he says is fine is not sleep to ask about
// (fresh15's readers heard "Broken sleep wears everything down" back). Read per mention, so "sleep
// was fine till march, now I wake at 4" is still sleep.
const DENIABLE = new Map(
  THEMES.filter(
    ([theme]) =>
      FEELING_THEMES.has(theme) ||
      theme === 'drink' ||
      theme === 'breakup' ||
      theme === 'sleep' ||
      theme === 'money',
  ).map(([theme, pattern]) => [theme, new RegExp(pattern.source, `${pattern.flags}g`)] as const),
);
const SLEEP_FINE =
  /^(?:\w* )?(?:(?:is|s|has been|been|was|wise|wise its|is mostly|s mostly) )?(?:fine|ok|okay|alright|grand|good|great|decent|not bad|not a problem|not the problem|no problem|sound|mostly fine|fine mostly|ok mostly|okay mostly|like a log|like a baby|through|no bother)\b/;
const BODY_CLOCK =
  /\b(?:body(?: clock)? (?:still thinks|dont know|doesnt know|does not know|hasnt caught up|hasnt got the memo)|out of habit|force of habit|still (?:wake|get up|up|awake)(?: up)? (?:at|by|before) \d)/;
const SLEEP_TROUBLE =
  /\b(?:(?:getting|get) to sleep|cant (?:get back|sleep|get to sleep|switch off|nod off)|lying awake|lie awake|head (?:going|racing|wont)|awake for hours|no sleep|not sleeping)\b/;
const NO_SLEEP_TROUBLE =
  /\b(?:no |never had (?:any )?|dont have (?:any )?|not (?:any|much) )(?:trouble|problems?|bother|issues?)(?: with)? $/;

export const NOT_THE_LABEL =
  /\b(?:im|i am|i m)? ?(?:not|aint) (?:\w+ )?(?:depressed|depression|mental|crazy|mentally ill|a nutter)\b[^?]*\b(?:difference|just|im|i am)\b/;
// "grief. dunno about that word mate. nobody died" (fresh26: "Grief like that doesn't follow
// anyone's timetable", again): the word turned down, so it is not said back.
export const NOT_GRIEF =
  /\b(?:(?:dunno|not sure|dont know|not keen|not a fan|dont like|not having)(?: \w+){0,2} (?:that|the) word|(?:nobody|no one|noone) (?:has )?died|its not (?:like )?(?:a )?(?:grief|bereavement|death))\b/;
const AT_HIM = /^ ?(?:at|on|in) (?:me|us|my face)\b/;
const ROUTINE_BEFORE = /\b(?:work|eat|eating|working|drive|driving|gym)(?:,| and| n| &)? $/;
const MONEY_NOT_ONLY = /\b(?:not|isnt|aint)(?: (?:just|only|all|really))? (?:about )?(?:the )?$/;

function mentions(text: string, theme: Theme, pattern: RegExp): boolean {
  const every = DENIABLE.get(theme);
  if (!every) return pattern.test(text);
  for (const match of text.matchAll(every)) {
    const before = text.slice(Math.max(0, match.index - 30), match.index);
    const after = `${text.slice(match.index + match[0].length)} `;
    // "Not sleeping" is the trouble itself, not a denial of it: sleep is denied only as fine.
    if (theme === 'sleep') {
      // "here nothing, only work and sleep" (fresh21) is his day, not his sleep.
      if (ROUTINE_BEFORE.test(before)) continue;
      // "still wake up at 4:45 every day. body dont know we quit" (fresh25's retired dairy farmer,
      // asked what goes through his head lying awake): the old working day's clock, not insomnia.
      if (BODY_CLOCK.test(text) && !SLEEP_TROUBLE.test(text)) continue;
      if (!SLEEP_FINE.test(after.trimStart()) && !NO_SLEEP_TROUBLE.test(before)) return true;
    } else if (theme === 'money' && (MONEY_NOT_ONLY.test(before) || /^ ?only\b/.test(after))) {
      // "is not about money only. I feel very alone here" (fresh21's rider was asked about money
      // twice): the money is put aside for what he says next.
      continue;
    } else if (theme === 'anger' && AT_HIM.test(after)) {
      // "my boss shouts at me every shift": the anger is someone else's, aimed at him (fresh18's
      // bus conductor heard "When it boils over like that").
      continue;
    } else if (!DENIED.test(before) && !DENIED_AFTER.test(after)) return true;
  }
  return false;
}

// Question marks that ask nothing: a tag ("I feel like the nanny, you know?"), a lead-in ("you
// know what gets me?"), a date he is unsure of ("since... 2019?").
// A word he trails off to and doubts ("im just... useless?") is him searching for it, not asking.
const TAG_QUESTIONS =
  // "worst words for deaf people. you know that?" (fresh26): a tag, not a question to answer.
  /\b(?:you know(?: that| what i mean)?|ya know|yknow|right|eh|innit|yeah|aye|no|or what|isnt it|aint it) ?\?+|\byou know what (?:\w+ )?(?:gets|bugs|kills|annoys|gets to) me ?\?+|\b\d+ ?\?+|\.{2,} ?\w+ ?\?+/g;
const withoutTags = (text: string) => text.replace(TAG_QUESTIONS, ' ');

// "amma calls every night asking did you eat kanna, how was exam" (fresh24's student was told
// "That's a fair question"): what someone else asks, reported, is not his question.
const REPORTED = /\b(?:asking|asks|asked|ask me|keeps asking|wants to know)\b/;

// "what i actually want to know is do i go to HR" (fresh25, taken as a statement), "wondering if
// its worth it", "real question is do i go to oz" (fresh27): the question after its lead-in.
const LEAD_IN =
  /^(?:(?:so|and|but|ok|okay) )?(?:what i (?:actually |really )?(?:want|wanna|need) to know is|(?:my |the )?(?:real |actual |big |main )?question is|i (?:just )?(?:want|wanna|need) to know|(?:im |i was |just )?wondering|i wonder)(?= )/;
const LEAD_IN_ASKS = /^ (?:if|whether)\b/;

function opensAQuestion(text: string): boolean {
  return text.split(/[.!;]\s*/).some((sentence) => {
    let reported = false;
    return sentence.split(/,\s*|\s+but\s+/).some((part) => {
      const trimmed = part.trim();
      const rest = trimmed.replace(LEAD_IN, '');
      const led = rest !== trimmed;
      const asked = led ? rest.trim() : trimmed;
      const asks =
        !reported &&
        ((led && LEAD_IN_ASKS.test(` ${asked} `)) ||
          (asked.split(' ').length >= 3 && QUESTION_START.test(` ${asked} `)));
      reported ||= REPORTED.test(part);
      return asks;
    });
  });
}

export function read(message: string): Reading {
  const text = normalize(message);
  const found = THEMES.filter(([theme, pattern]) => mentions(text, theme, pattern)).map(
    ([theme]) => theme,
  );
  const subject = SELF_START.test(text) ? 'self' : OTHER_START.test(text) ? 'other' : 'none';
  const sober = found.includes('sober') ? found.filter((theme) => theme !== 'drink') : found;
  // "no i'm not depressed... i'm gutted, there's a difference" (fresh21's cabbie, asked what "the
  // low mood" had pushed out of his life): he has refused the label, so it is not said back.
  const unlabelled = NOT_THE_LABEL.test(text) ? sober.filter((theme) => theme !== 'low') : sober;
  const themes = NOT_GRIEF.test(text)
    ? unlabelled.filter((theme) => theme !== 'grief')
    : unlabelled;
  return {
    raw: message.trim(),
    text,
    question:
      withoutTags(text).replace(ECHOED_ASK, ' ').includes('?') ||
      // Without a question mark, a sentence or clause of three words or more that opens like a
      // question ("should i see someone", "swears by melatonin, is that ok to take"); "will do"
      // and "how come" alone are not asking anything.
      // "bit of a weird one but can i ask about work stuff on here": a clause after "but" too.
      opensAQuestion(text),
    subject,
    negated: NEGATION.test(text),
    people: peopleIn(text),
    themes,
    sensitive: SENSITIVE.test(text),
    words: text.trim().split(' ').length,
    // A loss or a break-up is his, whoever the sentence is about ("my wife passed in March").
    // "Went round Sunday. He was alright. He's drinking a fair bit more": a message about a man
    // and nothing of himself (no I, me or my) is about that man, however it starts (fresh13).
    themesAreHis:
      subject === 'self' ||
      (subject === 'none' &&
        (!/\b(?:he|hes|him|his|she|shes|her)\b/.test(text) ||
          /\b(?:i|im|ive|id|ill|me|my|myself)\b/.test(text))) ||
      // "Wife says I'm checked out": what she says is about him.
      /\b(?:me|us|we|im|ive)\b/.test(text) ||
      // What is kept from her is his to carry ("wife doesnt know the full number").
      themes.some(
        (theme) =>
          theme === 'grief' || theme === 'breakup' || theme === 'jobloss' || theme === 'hidden',
      ),
  };
}

// Short replies that carry no new content of their own.
export const YES =
  /^ (?:y|yes|yeah|yea|yep|yup|aye|sure|ok|okay|k|go on|go on then|go for it|lets do it|lets do that|lets go|lets try it|alright|why not|please|yes please|yeah go on|yeah sure|sounds good|ok then|sure why not|yeah lets do that|yeah lets do it|could do|ok go on|i guess|fine|yeah ok|ok lets do it|yeah why not|lets|do it)[ .!]*$/;
export const NO =
  /^ (?:n|no|nah|nope|yeah nah|yeah nah nah|nah yeah nah|not now|not really|no thanks|no thank you|nah im ok|nah im good|im good|not right now|maybe later|not tonight|nah not now|no ta|nah mate|no mate)[ .!]*$/;
export const UNSURE =
  /^ (?:idk|i dont know|dunno|not sure|no idea|no clue|cant think|nothing|i dont know really|not sure really|hard to say|pass|no idea tbh|idk tbh)[ .!]*$/;
export const STOP =
  /\b(?:stop|quit|exit|leave it|leave this|skip this|forget it|forget this|not this|can we just talk|just talk|dont want to do this|enough of this|not doing this|cancel|back to talking)\b/;

/** His work is behind him: retired, laid off, quit, or at home with the kids. */
export const WORK_ENDED =
  /\b(?:retir\w*|quit (?:my |the )?(?:job|work)|left (?:my |the )?(?:job|work)|stay(?:ing)? (?:at )?home with (?:the |our |my )?(?:kids|children|baby)|stay at home (?:dad|father)|at home with the kids|redundan\w*|laid off|sold (?:the |my |our )?(?:quota|herd|cows|farm|business|boat|rig|truck|shop)|(?:gave up|giving up|give up|quit|stopped|had to stop) (?:the |my )?(?:farming|milking|farm|cows|driving|playing|fishing|trade|business)|used to (?:farm|milk|play|fish))\b/;
