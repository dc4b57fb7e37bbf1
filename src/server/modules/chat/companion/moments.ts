import type { Memory } from './memory';
import { NOT_GRIEF, NOT_THE_LABEL, WORK_ENDED, type Reading } from './understand';

// Moves a listener makes on a particular kind of sentence, whatever it is about: a long stretch
// of time ("41 years"), playing it down ("I'm grand, not bothered"), then owning up ("ok that's a
// lie"), a small win ("texted him instead"), a jab at the app ("you sound like my wife"). Each is
// a kind of moment men reach in these conversations, so a plain "Understood." would sound cold.

const NUMBER_WORDS: Record<string, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twenty: 20,
  thirty: 30,
  forty: 40,
};
const YEARS =
  /\b(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty) ?(?:years|yrs|year)\b(?! old| of age| left| to go| remaining| to run)/;
// Years that belong to a bond or a place: together, married, at the mine, since she went.
const BOND =
  /\b(?:together|married|with (?:her|him|the same)|at (?:the|that) \w+|same (?:blokes|lads|crew|people|place|firm|company)|since (?:she|he) (?:went|died|left)|years? (?:in|at|on|with))\b|^ (?:yes |yeah |aye )?(?:i suppose so |suppose )?\d{1,2} ?(?:years|yrs)[ .!]*$/;

// "He did the same job 40 yrs": someone else's years are not his loss.
const SOMEONE_ELSES =
  /\b(?:he|she|hes|shes|his|her|they|theyve|theyre|their|hed|shed|my (?:dad|daddy|da|father|mum|mam|mom|mama|mother|old man|parents|grandad|nan))\b/;

// "My wife June passed in February", "lost my dad in the spring": the first time he says who died,
// the reply starts by saying sorry for that person, by name when he gave one.
const DEATH_OF =
  /\b(?:(?:my|our) (wife|husband|partner|dad|father|da|mum|mam|mom|mother|son|daughter|brother|sister|mate|best mate|friend|grandad|granddad|nan|gran|grandma|granny|uncle|auntie|aunt)(?: ([a-z]+))? (?:passed(?! (?:out|the|his|her|my|a|an|it|me|him|them|their|our|your|by|through|over|round|around|up|down|with)\b)|died)|lost (?:my|our) (wife|husband|partner|dad|father|da|mum|mam|mom|mother|son|daughter|brother|sister|mate|best mate|friend|grandad|granddad|nan|gran|grandma|granny|uncle|auntie|aunt)(?: ([a-z]+))?)\b(?! (?:job|jobs|licence|license|temper|rag|wallet|keys|phone|watch|ring|dog|cat|bet|money|house))/;
const NOT_A_NAME =
  /^(?:just|suddenly|recently|finally|sadly|only|also|then|actually|unexpectedly|who|that|last|has|had|was|is|in|on|at|to|this|when|after|before|and|but|so|back|away|over|it|a|the|years|year|months|weeks|days|ago|too|young|quickly|peacefully|now)$/;

function bereavement(reading: Reading, memory: Memory): string | undefined {
  if (memory.themes.has('grief')) return undefined;
  const match = DEATH_OF.exec(reading.text);
  if (!match) return undefined;
  const relation = match[1] ?? match[3];
  const name = match[2] ?? match[4];
  if (!relation) return undefined;
  const who =
    name && !NOT_A_NAME.test(name) ? name[0]!.toUpperCase() + name.slice(1) : `your ${relation}`;
  return `I'm sorry about ${who}.`;
}

const NOT_DONE = /\b(?:havent|hasnt|hadnt|not|never|didnt|dont|doesnt|aint)\b/;

/** "41 years." or "31 yrs at the mine": a long bond, said back as what it is. */
// Each line once a conversation: "58 years of waiting" (the Leafs) after "38 yrs underground"
// got "...a long time to give to one place" twice (fresh10, noticed while quoting it).
const once = (memory: Memory, line: string, marker: string) =>
  memory.botSaid.includes(marker) ? undefined : line;

function longBond(reading: Reading, memory: Memory): string | undefined {
  const clause = reading.text.split(/[.!?,;]/).find((part) => YEARS.test(part)) ?? '';
  const match = YEARS.exec(clause);
  if (!match?.[1] || SOMEONE_ELSES.test(clause)) return undefined;
  // "my father retired from govt job, 34 years same department" (fresh17: his father's years,
  // said back as his own): the sentence's subject before the comma counts too.
  const sentence = reading.text.split(/[.!?;]/).find((part) => part.includes(clause)) ?? '';
  if (SOMEONE_ELSES.test(sentence.slice(0, sentence.indexOf(clause)))) return undefined;
  // "Haven't seen a doctor in like 3 years" counts a gap, not a bond.
  const before = clause.slice(0, match.index);
  if (NOT_DONE.test(before) && /\b(?:in|for)(?: \w+)?\s*$/.test(before)) return undefined;
  const years = Number(match[1]) || NUMBER_WORDS[match[1]] || 0;
  const lossy = ['grief', 'breakup', 'jobloss'].some(
    (theme) => reading.themes.includes(theme as never) || memory.themes.has(theme as never),
  );
  // Years told of people ("we've played bowls together for 20 years") are shared life, even
  // after he has said he retired.
  const shared =
    /\b(?:together|married|wed|known (?:him|her|each other)|we|weve|us|with (?:him|her|them))\b/.test(
      clause,
    );
  const working =
    (memory.workEnded && !shared) ||
    /\b(?:retir\w*|teaching|job|career|at the \w+|the (?:mine|firm|company|plant|yard|force|army|school))\b/.test(
      reading.text,
    );
  if (years < 3 || !(BOND.test(reading.text) || lossy || working)) return undefined;
  // "Stepping away" only when he has: "23 years at the same warehouse" and still there is not a
  // gap.
  const stepped =
    memory.workEnded || WORK_ENDED.test(reading.text) || reading.themes.includes('jobloss');
  if (working && !reading.themes.includes('grief') && !reading.themes.includes('breakup'))
    return stepped
      ? once(
          memory,
          `${years} years is a long time to give to one place. Stepping away leaves a bigger gap than people expect.`,
          'a long time to give to one place',
        )
      : undefined;
  // A loss told in this message ("Mary passed. 41 years married") is the gap; a loss told earlier
  // is not what years with a living friend are about.
  const lossNow = ['grief', 'breakup', 'jobloss'].some((theme) =>
    reading.themes.includes(theme as never),
  );
  if (lossy && (!shared || lossNow))
    return once(
      memory,
      `${years} years. That's a big part of a life, and it leaves a gap that size.`,
      "that's a big part of a life",
    );
  // "been driving a black cab 26 years" is a trade, not a marriage (fresh21's readers heard "a lot
  // of shared life" for a cab licence).
  if (!shared)
    return once(
      memory,
      `${years} years at something is a long time. It becomes part of who you are.`,
      'part of who you are',
    );
  return once(
    memory,
    `${years} years is a lot of shared life, so no wonder it matters what comes next.`,
    'a lot of shared life',
  );
}

const PLAYING_DOWN =
  /\b(?:im (?:grand|fine|ok|okay|alright|sound)(?: tbh| really| honestly)?|not (?:even )?(?:that )?bothered|its (?:nothing|fine)|no big deal|not a big deal|whatever really|could be worse)\b/;
const KEEPING_GOING =
  /\b(?:im (?:coping|managing|getting by|getting on with it)|i get up|keeping (?:busy|going)|just get on with it|i still go to work)\b/;
const OWNING_UP =
  /\b(?:thats a lie|thats not true|who am i kidding|truth is|ok not really|actually no|not really fine|lying to myself|im not (?:really )?(?:fine|ok|okay|grand))\b/;
const SMALL_WIN =
  /\b(?:(?:ordered|had|went|made|got|did|chose|picked|grabbed|rang|called|texted|messaged) [a-z ]{1,30} instead|(?:texted|rang|rung|called|messaged) (?:him|her|them|my \w+)|went for a (?:walk|run)|managed to|didnt (?:drink|have one|bet|go down|text her|text him|send it)|put the phone down|walked away|left it)\b/;
const ABOUT_THE_APP = /\b(?:you sound like|youre like|sounds like something my)\b/;
const EASING =
  /\b(?:but less|less now|a bit less|easing|wearing off|passing|calmer now|not as bad)\b/;
// "I know it's stupid": a judgement on himself, said in passing.
const SELF_JUDGED =
  /\b(?:i know (?:its |it is |that is |thats |which is |is )?(?:stupid|daft|pathetic|sad|mad|dumb|soft)|which i know is (?:stupid|daft|dumb|pathetic|sad))\b/;
// Judging himself for saying it at all: "feel daft even typing this", "bit pathetic for a grown
// man to say", "sounds dumb saying it out loud".
const SAYING_IT_DAFT =
  /\b(?:(?:feel|feels|feeling|sounds?|seems?|bit|a bit|kinda|so|proper) (?:daft|stupid|dumb|pathetic|soft|silly|mad|weird|sad|soppy)[.,!]*(?: [^ ]+){0,4} (?:typing|saying|writing|to say|to type|out loud|for a grown man|at my age|admitting)(?! to (?:a |an |the )?(?:robot|bot|app|computer|machine|phone|ai|program)\b)|(?:that|this|it|which) (?:probably |prob )?sounds? (?:daft|stupid|dumb|pathetic|soft|silly|mad|weird|soppy))\b/;
// Sorry to the app: "sorry. didnt mean to snap. its not you", "sorry for the rant".
const SORRY_TO_ME =
  /^ (?:(?:ok|okay|ah|oh|anyway) )?(?:sorry|soz|apologies|my bad)[.,!]*(?: [^ ]+){0,8} (?:snap\w*|rant\w*|go off|went off|moan\w*|vent\w*|bite|bit your head|take it out|have a go|going on|waffl\w*|long message|essay|its not you|ignore me|ignore that|forget i asked|youre (?:a|just a) (?:chat|bot|app|computer|program))\b/;
// Not wanting to trouble the people who are there for exactly this.
const NOT_BOTHERING =
  /\b(?:feels? (?:dumb|stupid|daft|silly|pathetic) to (?:call|ring|text|ask|bother)|havent (?:called|rung|texted) (?:my|him|her))\b/;
const BURDEN =
  /\b(?:(?:dont|do not) want to (?:be a burden|burden|bother|worry|put on)|(?:a|such a) burden (?:to|on))\b/;
// "Money's fine, that's not it": what it is not is worth saying back, then asking what it is.
const NOT_IT =
  /\b(?:(money|moneys|work|job|drink|sleep|health|kids)(?: is| s)? (?:fine|ok|okay|not the problem|not it)|(?:its|it is) not (?:the |about the |really the )?(money|work|job|drink|sleep|kids|her|him))\b/;

// What he has been good at, said in passing: "I did train up half the blokes".
const STRENGTHS =
  /\bi (?:did |was the one who |used to |always )?(?:train(?:ed)? up|trained|taught|ran|organi[sz]ed|managed|coached|mentored|kept (?:it|the place|everything) running|sorted (?:the|all|out))\b/;
// Feeling like himself again: the thing to build on.
const FELT_LIKE_HIMSELF =
  /\b(?:felt like (?:myself|me|me again|my old self)|felt (?:alive|useful) again|first time in (?:ages|years|months) i (?:felt|enjoyed))\b/;

// A fairer reading he has reached himself: "my numbers are fine actually", "never thought of it
// like that".
const REFRAMED =
  /\b(?:best (?:mark|score|result|numbers)|thanked me|good feedback|hit (?:my |the )?targets?|still good at|isnt the whole (?:picture|story)|doesnt (?:mean|make) (?:im|me|i am)|never thought of it like that|(?:is|are|was|were) (?:fine|good|ok|okay|decent|normal) actually|actually (?:im|i am|it is|its|theyre) (?:not|fine|ok|good|doing))\b/;
// Words from someone he loves that landed: "that stung".
const STUNG =
  /\b(?:(?:that|it) (?:stung|hurt|cut (?:me|deep)|gutted me|got to me|hit (?:me )?hard)|broke me|broke my heart|killed me)\b/;
// The man he does not want to become.
const NOT_LIKE =
  /\b(?:dont|do not|never) want to (?:be|end up|turn out|become) (?:just )?like (?:my \w+|him|her)\b/;
// Already turning into him: "swore blind id never be like him. and here i am" (fresh8's filler).
const BECOMING_HIM =
  /\b(?:(?:swore|promised|said)(?: (?:blind|myself|to myself))? (?:id|i would|i wouldnt|i would never|id never) (?:never )?(?:be|end up|turn out) (?:like|as) (?:him|her|my (?:da|dad|father|old man|mam|mum|mom))|turning into (?:my |me )?(?:da|dad|father|old man|him)|(?:same|just like|exactly like) (?:my |me )?(?:da|dad|father|old man)(?! (?:used to|did) (?:say|tell)))\b/;
// What his family expects of a man: "in our culture the guy is supposed to be the provider",
// "asks when am i getting a real job", "aunties sending biodatas" (fresh4's and fresh6's fillers).
const FAMILY_EXPECTS =
  /\b(?:in (?:our|my) (?:culture|community|family|village|religion)|(?:supposed|meant|expected) to be the (?:provider|man|breadwinner|strong one|eldest|first son)|(?:a )?real job|(?:parents|family|mum|mom|mam|dad|aunties|aunts|uncles|relatives|in laws|titas)(?: \w+){0,3} (?:expect|expects|want me to|wants me to|keep asking|keeps asking|asks when|ask when|lining up|pushing me|on at me)|rishtas?|biodatas?|arranged marriage)\b/;
// Held to a rule others are not: "meanwhile his guys vape in the bathroom for 20" (fresh11's
// filler). Not a warning alone: "wrote me up again, thats 3 this month" names no one getting a pass.
const UNFAIR =
  /\b(?:meanwhile (?:he|she|they|his|her|the|everyone|others)|(?:blamed|blames) me for|and i get (?:the blame|blamed|written up|pulled up|a warning)|(?:double|different) standards?|one rule for (?:them|him|her))\b/;
// Not believed: "ciara believed him over me. 6 years and she believed him" (fresh9's filler).
const NOT_BELIEVED =
  /\b(?:believed (?:him|her|them|his|her) (?:\w+ )?over me|(?:still )?went with (?:his|her|their|the \w+s?) (?:version|side|word)|took (?:his|her|their) (?:side|word) over mine|(?:didnt|doesnt|wouldnt|never) believe (?:me|a word i said))\b/;
// Half an hour in a parked car, because it is the only quiet there is (fresh8's and fresh11's).
const REFUGE =
  /\b(?:sit|sat|sitting) in the (?:car|truck|van|ute|cab|motor|lorry)\b(?:(?: [a-z0-9]+){0,12}) (?:peace|quiet|before (?:going|i go|heading)|cant face|\d+ (?:min|mins|minutes))\b/;
// A bleak forecast said as fact: "nobody's going to want an old man".
const FORECAST =
  /\b(?:(?:gonna|going to|will|\w+ll) think (?:im|i am|less of me)|(?:nobody|no one|noone|not sure anyones?|anyones?)(?: is| s)? (?:going to|gonna|will|would|ever) (?:want|hire|take|care|love)|too old (?:for|to)|past it|on the scrapheap|never going to (?:get|find|be))\b/;
// Going it alone, the way many men try first.
const ALONE =
  /\b(?:handle it|sort it|deal with it|do it|fix it|manage) (?:myself|on my own|alone)\b|\bdont need (?:help|anyone|nobody)\b/;
// Someone else got him here: he may not want to be here yet.
// Sent here by someone: not "my wife told me Sunday she feels like we're roommates" (fresh13).
const SENT_HERE =
  /\b(?:(?:said|told me) (?:to )?(?:try|give) (?:it|this)(?: a go)?|made me (?:download|get|try|use)|put (?:this|it|the app) on (?:my|me) (?:phone|tablet|ipad|laptop|computer)|(?:set|setup|set up) (?:this|it|the app) (?:up )?(?:on (?:my|me|the) (?:phone|tablet|ipad|laptop|computer) )?for me|(?:wife|missus|sister|brother|son|daughter|mum|mam|partner|mate|grandson|granddaughter|kids)s? (?:set (?:this|it|the app) up|set up (?:this|the app))|(?:installed|downloaded) (?:this|it|the app) for me|told me to (?:try|use|download|get) (?:this|it)|(?:wife|missus|sister|brother|son|daughter|mum|mam|partner|mate|gp|doctor)s? (?:made me (?:do|try|use|download|get|come|sign)|got me (?:on|onto|using|to)|told me to|(?:made|got) me(?= ?(?:[.!,]|$| to (?:try|use|download|come|talk))))|(?:wife|missus|sister|brother|son|daughter|mum|mam|partner|mate|gp|doctor)s? (?:told|said) (?:me )?(?:about )?(?:this|it) (?:app|might|would|could))\b/;
const AVOIDING =
  /\b(?:dont|do not) (?:really )?(?:like|want to|wanna) (?:talk|talking|get into|go into) (?:about )?(?:it|that|this|\w+ stuff|work|her|him)\b/;
const LOVES = /^ (?:(?:and|but|yeah|i mean) )?i (?:do )?love (?:her|him|them|my \w+)\b/;
const FIRST_TIME =
  /\b(?:never (?:said|told) (?:that|this|anyone|anybody|it)(?: out loud| before| to anyone)?|first time (?:ive|i have|i) (?:said|told|admitted))\b/;
const NO_MODEL =
  /\b(?:never (?:said|told|showed|heard) (?:nothin|nothing|anything) like that|never learned|aint got much to go on|no one showed me|nobody showed me|wasnt how i was raised|not how i was brought up)\b/;
// Someone he loves is ill, or waiting on results: his worry, their health. "my dads ill, in the
// BRI, kidneys. doing 12 hr shifts in the cab then hospital after" (fresh27: met as work).
const ILLNESS =
  /\b(?:waiting (?:on|for) (?:the |her |his )?(?:scan|test|biopsy|blood)? ?results|(?:mum|mam|maw|mom|dad|da|wife|missus|son|daughter|brother|sister)s? (?:is |s )?(?:(?:no|not) (?:well|good)|ill|poorly|sick|unwell|in a bad way|bad with (?:his|her) \w+)|(?:in|into) (?:the )?(?:hospital|hospice|icu|intensive care|the bri|the royal|the infirmary)|cancer|chemo|dialysis|kidneys? (?:failing|failure|packing in)|had a (?:stroke|heart attack))\b/;
// "my dad asks every night 'any news on the full time thing' and my chest gets all tight".
const STRESS_IN_THE_BODY =
  /\b(?:chest|stomach|gut|throat|jaw|shoulders)(?: \w+)? (?:gets|goes|went|got|tightens|clenches|knots)(?: all| so| really| proper)? (?:tight|tense|in a knot|in knots|up)\b|\b(?:tight|tightness in my) chest\b(?=[^|]*\b(?:when|every time|whenever|asks?|mentions?|brings? (?:it )?up)\b)/;
// "im just bored outta my skull" after the plant let him go (fresh27: "Tell me a bit more").
const BORED =
  /\bbored (?:out of|outta|oot o|out) (?:my|me) (?:skull|mind|head|tree|box|brains)\b|\bbored (?:stiff|senseless|to death|to tears)\b|\b(?:so|dead|proper|really|that|just) bored\b(?! (?:of (?:her|him|them|it|the)|with (?:her|him|it))\b)/;
// "says its fine. 19 an hour. i was making 38 with overtime" (fresh27: "I hear you.").
const PAY_DROP =
  /\b\d+(?:[.,]\d+)? ?(?:an|a|per|\/) ?(?:hour|hr|week|wk)\b[^|]{0,60}\b(?:i was|was|i used to be|used to be) (?:making|on|earning|getting|pulling) \d+|\b(?:i was|was) (?:making|on|earning|getting|pulling) \d+[^|]{0,60}\b(?:now|down to|only|instead)\b[^|]{0,20}\d+/;
// "the imam at the masjid said come see him anytime. maybe" (fresh27: "Tell me a bit more").
const OFFER_TO_TALK =
  /\b(?:said|says|told me) (?:to )?(?:come|pop|call|ring|drop) (?:and )?(?:see|round|in|by|over|him|her)(?: \w+){0,3} (?:anytime|any time|whenever|when(?:ever)? i (?:want|need|like))\b|\b(?:his|her|their|the) doors? (?:is |are )?(?:always )?open\b|\b(?:offered|said (?:hed|shed|he would|she would)) (?:to )?(?:talk|listen|sit with me|have a chat|be there)\b/;
// "dad said sorry to me yesterday... that got me a bit tbh" (fresh27: "Go on, I'm following").
const MOVED =
  /\b(?:that|it|which|this) (?:got|gets|got to|gets to) me(?: a bit| a little| tbh| bad| proper| more than i thought)?(?= ?(?:$|[.!,]|tbh|if im honest))|\bchoked (?:me )?up\b|\bset me off\b|\bwelled up\b|\bhad to (?:get off the phone|hang up|leave the room|go outside)\b/;
// "i pray but even that feels rushed lately. like im just going thru the motions" (fresh27).
const FAITH_RUSHED =
  /\b(?:pray|praying|prayers?|namaz|salah|salat|mass|church|mosque|masjid|temple|gurdwara)\b[^.!?]{0,50}\b(?:rushed|going (?:through|thru) the motions|feels? empty|not the same|cant focus|dont feel (?:it|anything))\b/;
// "my kokum always told me dont forget where you come from. i dont even speak cree good anymore"
// (fresh27: "That's a lot to be carrying").
const LOSING_THE_LANGUAGE =
  /\b(?:(?:dont|cant|never learned to|cannot|barely) (?:even )?speak (?!to\b)\w+ (?:good|well|properly|right|anymore|any more|much)|(?:lost|losing|forgot|forgetting) (?:my|our|the) (?:language|mother tongue|culture|roots|accent)|forget where (?:you|i|we) (?:come|came) from)\b/;
// "my father worked there, his father too. whole town was built round it" (fresh27: "Things with
// parents get under the skin").
const GENERATIONS_AT_WORK =
  /\b(?:(?:my )?(?:father|dad|da|grandad|granda|grandfather|old man) (?:worked|was) (?:there|at the \w+|down the \w+|in the \w+)[^.!?]{0,30}\b(?:his (?:father|dad|da) too|and his|before him)|(?:three|four|\d) generations (?:of us )?(?:at|in|down|on)|whole town (?:was )?built (?:round|around|on) (?:it|the \w+))\b/;
// "i worry itll be months on a waiting list" (fresh27: "Go on, I'm following").
const WAITING_LIST =
  /\b(?:waiting lists?|wait lists?|(?:months|weeks) (?:to wait|wait|waiting)|on the list for)\b/;
// Someone else's illness, still going on: not "She passed in February, the cancer", nor his own.
const someoneElseIll = (reading: Reading, memory: Memory) =>
  !reading.themes.includes('grief') &&
  !memory.themes.has('grief') &&
  !OWN_ILLNESS.test(reading.text);
// "tbh that did something. heart isnt going as fast" after the breathing or 5-4-3-2-1 (fresh25:
// "It's good to hear about something that lit you up"): the exercise worked, said as that.
const SETTLED =
  /\b(?:(?:that|it|this) (?:did something|helped|worked|actually (?:worked|helped))|(?:heart|breathing|chest|shoulders|head)(?: \w+){0,3} (?:isnt (?:going|racing|pounding) as|not (?:going|racing|pounding) as|slowed|came down|come down|settled|calmer|dropped|loosened))\b/;
const JUST_EXERCISED =
  /\b(?:Breathe in through your nose|all five done|things you can (?:see|feel|hear)|one thing you can taste|wind(?:ing)? down for sleep done)\b/;
const WAITING_ON_NEWS = /\b(?:waiting|wait|results?|scans?|biopsy|tests?|news|hear back)\b/;
const CARING_AND_WORKING =
  /\b(?:shifts?|work|job|the cab|the van|site)\b[^|]*\b(?:then|and|after)\b[^|]{0,20}\b(?:hospital|visiting|the ward|(?:his|her) bedside)\b|\b(?:hospital|visiting|the ward)\b[^|]{0,30}\b(?:then|after|before) (?:work|shift|my shift|the shift)\b/;
// "one of them showed me how to do skin to skin. i bottled it".
const BOTTLED_IT =
  /\b(?:i|i just|and i|but i) (?:bottled it|bottled (?:out|it again)|froze|chickened out|lost my nerve|couldnt go through with (?:it|the (?:call|chat|talk)))(?= ?(?:\||$|,| again| at the last))/;
// "ok. not sure how to even say this". Not when he goes on to say it: "not sure how to put it. i
// dont really fit in here. guys are fine to my face but theres jokes" (fresh23's apprentice was
// told to take his time, as if he hadn't just told it).
const HARD_TO_SAY =
  /^ (?:(?:ok|okay|right|so|um|erm|well)\b[.,!]* ?)*(?:not sure how to (?:even )?(?:say|put|word) (?:this|it)|(?:dont|dunno|i dont) (?:even )?know how to (?:say|put|word) (?:this|it)|this is hard to (?:say|type|write)|(?:never|havent) (?:told|said this to) (?:anyone|anybody))\b(?=(?:\W+\w+){0,8}\W*$)/;
// "moneys too good to leave but i never see the kids" (fresh23's FIFO fitter got "Tell me a bit
// more about that"): good money against what it costs him.
// "i dont really fit in here. guys are fine to my face but theres jokes, calling me chief" (fresh23:
// a bare "You don't really fit in here." back).
const JOKES_AT_HIM =
  /\b(?:(?:jokes?|banter|digs|comments)\b[^|]{0,40}\b(?:calling me|call me|about me being|about my)|(?:calling me|call me|they call me) \w+[^|]{0,30}\b(?:jokes?|banter|laugh\w*))\b/;
const NOT_FITTING_IN = /\b(?:dont|do not|never) (?:really |quite )?(?:fit in|belong)\b/;
// "lost my best mate in a crash in june. i was meant to be with them that night" (fresh23: only
// the loss was heard).
const SHOULD_HAVE_BEEN_ME =
  /\b(?:(?:i )?(?:was|were) (?:meant|supposed) to be (?:with (?:them|him|her)|there|in the car|on (?:that|the) (?:shift|boat|job|run))(?: that (?:night|day))?(?= ?(?:\||$|,| and| but))|should (?:have|ve) been me|it could (?:have|ve) been me|should (?:have|ve) been (?:with (?:them|him|her)|in the car|there that night))/;
// "been on the ale every night since" (fresh23: "Go on, I'm following").
const DRINKING_NIGHTLY =
  /\b(?:on the (?:ale|beer|beers|drink|piss|booze|sauce|bevvy|grog|cans)|drinking|a bottle|a few cans|cans|a few beers|a few pints)(?: \w+){0,2} (?:every night|every day|most nights|each night|nightly)\b/;
// "im fine at work... its the arvo when i knock off and the donga goes quiet" (fresh23's camp cook,
// asked about his evening before bed): the quiet after work, not sleep.
const QUIET_AFTER_WORK =
  /\b(?:when|once|after) (?:i )?(?:knock off|knocked off|clock off|finish|get home|get back|get in)\b[^|]{0,40}\b(?:goes|gets|is|its|go) (?:dead )?quiet\b|\b(?:goes|gets) quiet (?:after|when|once) (?:work|the shift|my shift|i knock off|i clock off|i get home)\b/;
const PROUD_AND_JEALOUS =
  /\b(?:proud and (?:jealous|envious|gutted)|(?:jealous|envious) and proud|(?:jealous|envious) of (?:my|our|me) (?:own )?(?:son|lad|boy|daughter|girl|brother|kid|kids|wife|mate|best mate))\b/;
const LIFE_CHANGING_INJURY =
  /\b(?:broke (?:my|me) (?:back|neck)|spinal (?:cord )?injur\w*|(?:in a|in the) (?:wheel)?chair (?:now|since|for good)|paralys\w*|(?:lost|losing) (?:my|me) (?:leg|arm|hand|foot|sight|eyesight|hearing)|amputat\w*|going blind|registered blind)\b/;
const LEFT_OUT_AT_HOME =
  /\b(?:never mind[^|]{0,40}\b(?:deaf|hearing|worst words)|(?:outside|left out)(?: \w+)? (?:in |of )?(?:my own|our own|the) (?:house|home|family|table|dinner))\b/;
const ROTA_FLIP =
  /\b(?:earl(?:ies|y shifts?) (?:and|then|n|to|one week|in the same week)(?: \w+){0,4} lates?|lates? (?:and|then|n|to)(?: \w+){0,4} earl(?:ies|y shifts?)|rota (?:keeps |has |s )?(?:chang\w*|flip\w*|switch\w*)|(?:rotating|swing|split) shifts?|up at (?:half |quarter past )?[2-5]\b[^|]{0,80}\b(?:finish\w*|till|til|until) (?:after )?(?:midnight|1[0-2] ?(?:pm|at night)|[1-2] ?am))\b/;
const OLD_CLOCK =
  /\b(?:still (?:wake|get up|up|awake)(?: up)? (?:at|by|before) (?:\d|half|quarter|five|four|six)|body (?:clock )?(?:still thinks|dont know|doesnt know|does not know|hasnt caught up|hasnt got the memo))\b/;
// "i keep saying all fine amma. aiyo i cant tell her" (fresh24's student, said back bare).
const SAYING_ITS_FINE =
  /\b(?:keep|keeps|kept) (?:saying|telling (?:her|him|them|\w+)) (?:its |im |all |everything(?:s| is) )?(?:fine|ok|okay|good|alright|grand|great)\b/;
const TOO_GOOD_TO_LEAVE =
  /\b(?:money|moneys|the money|pay|the pay|wages?|it)(?: is| are|s)? (?:too good|too much|good enough) to (?:leave|give up|walk away(?: from)?|turn down|quit|pack in|chuck in)\b/;
// "things down there dont work right since. you know what i mean".
const BODY_NOT_RIGHT =
  /\b(?:(?:things|everything|it|nothing) (?:down there|downstairs) (?:dont|doesnt|isnt|wont|aint) (?:work|working)|(?:cant|couldnt|can not) (?:get it up|perform)|erectile|impoten\w*|(?:lost|no) (?:my )?(?:sex drive|libido))\b/;
// "14 hours a day 6 days a week".
const LONG_HOURS =
  /\b(?:1[2-9]|twelve|fourteen|sixteen) ?(?:hours?|hrs|hour) (?:a|per|every) (?:day|shift|night)\b|\b(?:6|7|six|seven) days a week\b|\b(?:60|70|80)\+? ?(?:hours?|hrs) a week\b/;
// "she said i dont have a future... maybe she is right".
const HER_VERDICT =
  /\b(?:said|says|told me|called me) (?:that )?(?:i|im) (?:dont have a future|have no future|am nothing|m nothing|a loser|useless|a waste|no good|going nowhere|pathetic)\b[^?]*\bmaybe (?:she|he|they)(?: s| is| are|re)? right\b/;
// "there is polish church in Ealing... maybe is people at least".
const PEOPLE_THERE =
  /\bmaybe (?:is|there(?:s| is| are| will be| would be)?|ill meet|i could meet|i would meet) (?:some )?(?:people|folk|lads|blokes|men|someone)(?: at least| there)?\b/;
// "I dont have friends here. only other riders".
const NO_FRIENDS_HERE =
  /\b(?:(?:i )?(?:dont|do not|dont really) have (?:any )?(?:friends|mates|pals)(?: here| over here| in (?:this|the) (?:city|country|town))|no (?:friends|mates) (?:here|over here))\b/;
const NIGHTS_SLEEP =
  /\b(?:on nights|night ?shifts?|nightshift|nights? rota|\d on \d off)\b[^?]*\b(?:cant sleep|cant get to sleep|cant stay asleep|no sleep|not sleeping|barely sleep|sleep is (?:shot|wrecked|gone))\b/;
const TIRED_AT_CONTROLS =
  /\b(?:yawning|nodding off|dozing|drifting off|falling asleep|fell asleep|nodded off|eyes (?:closing|shutting)|microsleep\w*)\b[^.?!|]{0,30}\b(?:in the cab|at the wheel|behind the wheel|driving|on the crane|at the controls|on the forklift|on the motorway|on the road|on the highway|in the truck|in the lorry|on the line|on the machine)\b/;
const DYING_AT_HOME =
  /\b(?:(?:my )?(?:wife|missus|husband|partner|mum|mam|mom|dad|da|father|mother|son|daughter|brother|sister)(?: is|s)? (?:dying|terminal|end of life|on end of life care)|(?:home |at home )?palliative|hospice at home|(?:weeks|days) not months|end of life care)\b/;
const OWN_ILLNESS =
  /\b(?:(?:i|ive|i have|i had|i got|ive got|im) (?:\w+ ){0,2}(?:cancer|chemo|radiotherapy|a heart attack|a stroke|surgery|an op|an operation)|(?:had|have|having|getting) my (?:\w+ )?(?:out|removed|taken out|op|operation|surgery)|my (?:own )?(?:cancer|diagnosis|chemo|heart attack|stroke|surgery|op|operation)|(?:i was|im|i am|i got|i just got) diagnosed)\b|^ (?:just )?(?:got|been|was) diagnosed\b/;
// Caring for someone whose mind or body is going: "my dad's got vascular dementia. 84." (fresh16's
// carer got "I'm with you").
const CARING =
  /\b(?:(?:dad|da|father|mum|mam|mom|mother|wife|missus|husband|nan|gran|grandad)(?:s| has| is|s got| has got| got) (?:\w+ )?(?:dementia|alzheimers|parkinsons|motor neurone|ms)|(?:caring|carer|looking after) (?:for )?(?:my |me )?(?:dad|da|father|mum|mam|mom|mother|wife|missus|husband|nan|gran|grandad))\b/;
// Passed over: the job went to someone newer.
const PASSED_OVER =
  /\b(?:passed over|overlooked|gave it to (?:a|some|the) (?:guy|lad|bloke|girl|woman|new)|didnt get the (?:job|promotion|role|spot)|got the (?:promotion|job|spot|role) (?:instead|over me))\b/;
// An open door: an invitation, a group, something he could say yes to. "the fella who runs the 4-H
// club asked me last fall if id help teach the kids" (fresh25: "Go on, I'm following"); not "asked
// me if i was ok", which was told "worth saying yes to".
// Not a chore asked of him: "she asked me to buy diapers on my way back" (fresh17's new dad, who
// had snapped at her, was told "That sounds worth saying yes to").
const OPEN_DOOR =
  /\b(?:asked me(?: (?:last|this|back in|in) \w+)? (?:to (?!(?:buy|get|pick up|grab|fetch|collect|bring|take out|do the|wash|clean|tidy|sort the|fix)\b)|if (?:i|id|i would|i could|i wanted to) (?:\w+ )?(?:help|join|come|coach|teach|play|volunteer|go|give|run|lead|do (?:a|some) \w+))|invited me|wants me to (?:come|join|help)|said i should (?:come|join|try|go)|mens shed|could join|might join|theres a (?:group|club|team|shed))\b/;
// Late, a few drinks in, and about to message an ex.
const LATE_TEXT =
  /\b(?:(?:want|wanna|about|going|tempted) to (?:text|message|call|ring|snap) (?:her|him|my ex|the ex)|drafting (?:a )?(?:text|message)|typed (?:out )?(?:a )?(?:text|message)|drunk text\w*)\b/;
// "I did care": a grief that did not look the way he expected.
const DID_CARE =
  /\b(?:i did care|i do care|i loved (?:him|her) (?:though|tho|to bits)|doesnt mean i didnt care)\b/;
// He does not know how this works: there is no right way. (Never said back to him either.)
// A pet put down or lost: "had to put my dog down yesterday. 14 yrs old, black lab named Duke".
const PET = String.raw`(?:dog|cat|pup|puppy|lab|labrador|collie|terrier|staffy|spaniel|greyhound|whippet|old boy|old girl|mutt|pooch|moggy|kitty)`;
const PET_LOSS = new RegExp(
  String.raw`\b(?:(?:put|putting|had to put|have to put) (?:my |our |the |old )*${PET} (?:down|to sleep)|(?:had|have|got) (?:my |our |the |old )*${PET} put (?:down|to sleep)|(?:my|our|the) (?:old )?${PET}(?: \w+)? (?:died|passed|had to be put down|was put down|was put to sleep)|lost (?:my|our) (?:old )?${PET})\b`,
);

// The ordinary things that catch him after a loss: "his bowl is still on the kitchen floor", "keep
// buying the stuff she liked out of habit", "went to put the kettle on and his mug was there".
const REMINDERS =
  /\b(?:(?:his|her|their) (?:bowl|mug|cup|chair|coat|jacket|boots|shoes|lead|collar|bed|side of the bed|toothbrush|slippers|glasses|clothes|stuff|things|room|tools|bike|spot|seat|pillow|handwriting|voicemail)\b.*\b(?:still|cant bring myself|havent (?:moved|touched|shifted)|where (?:he|she) left)|out of habit|keep (?:going|reaching|turning round) to (?:ring|call|text|tell|ask|phone) (?:him|her|them)|(?:the|a) stuff (?:she|he) liked|(?:still )?set (?:two|2|the) (?:places|plates|cups))\b/;
const SOMEONE_GONE =
  /\b(?:put (?:him|her|the dog|the cat) down|dog|cat|passed|died|funeral|left me|moved out|split|broke up)\b/;
// His own test results, waited on: "scan was last tuesday, results could be another week or two".
const WAITING_RESULTS =
  /\b(?:results?|biopsy|scan|mri|bloods|tests? back|psa|consultant|specialist)\b(?: [^ ]+){0,12} (?:next|another|in a|till|until|waiting|wait|week|weeks|days|monday|tuesday|wednesday|thursday|friday|back yet)\b/;
// Advice handed to him from outside: "my buddy said get another dog right away", "wor lass says
// just tell him", "supervisor just says harden up", "people keep saying enjoy your retirement".
const MEANS_WELL =
  /\b(?:(?:he|she|they|hes|shes|theyre|dad|da|mum|mam|mom) means? well|(?:he|she)s? not a talker|means no harm|old school|different generation|from a different time)\b/;
const ADVICE_GIVEN =
  /^ (?:[a-z]+ ){0,4}(?:says?|said|reckons|keeps? (?:saying|telling me)|told me|tells me)(?: to)? (?:i should |you should |to )?(?:just |to just )?(?:get|tell|enjoy|move on|harden up|man up|toughen up|get over|suck it up|drink|have a|go|try|stop|let it go|pull yourself|forget|sell|take|ask|leave|put it behind)\b/;
// Being told to get help is someone worried about him (open-talk.ts says so), not advice to weigh.
const SEEK_HELP =
  /\b(?:get (?:some )?help|see (?:a|someone|somebody|the|my) |talk to (?:someone|somebody|a )|go (?:to|and see) (?:the|a) (?:doctor|gp|doc)|counsell?ing|therapy)\b/;
const HARD_ADVICE =
  /\b(?:harden up|man up|toughen up|get over it|suck it up|pull yourself together|stop moping|stop being (?:soft|a baby))\b/;
// Spoken down to: "being treated like a mug", "still get spoke to like an apprentice", "getting a
// row about my waist size like a naughty schoolboy".
const SPOKEN_DOWN_TO =
  /\b(?:(?:treated|spoke to|spoken to|talked to|talks to me|speaks to me|getting a row|got a row|told off|looked at)\b(?: [^ ]+){0,8} like (?:a |an |some )?(?:mug|child|kid|apprentice|idiot|schoolboy|naughty|muppet|dog|number|slave|skivvy|dirt|rubbish|an? eejit)|talked down to|spoken down to|talks down to me)\b/;

export const UNSURE_START =
  /\b(?:no idea how (?:this|it) works|(?:this|it) (?:is going to|will|might|gonna|is gonna) sound (?:dumb|stupid|daft|weird|silly|mad)|not sure (?:how this works|what this is|what to (?:say|put|write))|dont know (?:how this works|what to (?:say|put|write))|dunno what (?:im meant|im supposed|to) (?:to )?(?:put|say|write)|bear with me|here goes|not (?:much )?good with (?:these|this|phone)|not sure (?:im|i am|if im|if i am|i'm) (?:doing|using) (?:it|this) right|(?:set|put) (?:this|it) (?:up )?(?:on|for) (?:me|my phone))\b/;
// He says the app read him wrong.
const CORRECTION =
  /\b(?:thats not what i (?:meant|said)|not what i meant|you (?:misunderstood|got it wrong|got that wrong)|i didnt say that)\b/;
// Snapping at someone he loves, then kicking himself.
const SNAP_REGRET =
  /\b(?:snap(?:ped|ping)?|shout(?:ed|ing)?|lose my temper|lost my temper|bit (?:her|his) head off) (?:at |with )?(?:my |the )?(?:partner|wife|missus|girlfriend|husband|kids?|son|daughter|her|him)\b.*\b(?:idiot|awful|terrible|guilty|bad|rubbish|crap)\b/;
const HAD_A_FEW =
  /\b(?:ive had|had|have had) a few\b.*\b(?:not the best time|probably not|shouldnt|best not|bad idea)\b/;
const ABOUT_ME =
  /\b(?:you into|are you into|do you (?:like|watch|play|follow|support|drive)|have you (?:ever|got)|whats your (?:favourite|team))\b/;
export const NEW_SUBJECT =
  /^ (?:anyway|anyways|different thing|on another note|changing the subject|random (?:but|question)|other thing)\b/;

/** Replies that close a moment well on their own: no question after them. */
export const QUIET_MOMENTS = new Set<string>();
const quiet = (text: string) => {
  QUIET_MOMENTS.add(text);
  return text;
};

// A move: what a listener says to this kind of sentence, or nothing when it is not one.
type Move = (reading: Reading, memory: Memory) => string | readonly string[] | undefined;

/** A move for a pattern in his words, with an extra condition where one is needed. */
const on =
  (
    pattern: RegExp,
    say: string | readonly string[],
    also?: (reading: Reading, memory: Memory) => boolean,
  ): Move =>
  (reading, memory) =>
    pattern.test(reading.text) && (!also || also(reading, memory)) ? say : undefined;

const early = (_: Reading, memory: Memory) => memory.earlier.length <= 2;
const GREETING =
  /^ ?(?:hi|hello|hey|hiya|evening|morning|good (?:morning|evening|afternoon|day)|gday|ok|okay|right|so)\b/;
/** Half a dozen words or more in sentences that are neither this pattern nor a greeting. */
const saysMoreThan = (pattern: RegExp, text: string) =>
  text
    .split(/[.!?]/)
    .filter((sentence) => !pattern.test(sentence) && !GREETING.test(sentence))
    .join(' ')
    .split(' ')
    .filter(Boolean).length >= 6;
const OTHERS_SAY = /\b(?:think|thinks|thought|say|says|reckon|reckons)(?: that)? im\b/;
const FEW_WEEKS =
  /^ (?:(?:for|about|around|maybe|like|a|probably|oh) )*(?:a few|a couple of|few|couple of|several|\d+|two|three|four|six|many) (?:days|weeks|months)(?: now| or so| maybe| at least)?[ .!]*$/;
const BIT_BETTER =
  /\b(?:(?:a )?(?:bit|little|tiny bit|touch) (?:better|calmer)|calmer|helped a (?:bit|little)|slightly better)\b/;

// "its not the money so much. well ok it is a bit" (fresh17's dragline operator, told "Okay, so
// it's not the money"): taken back as he says it.
const TAKEN_BACK =
  /\b(?:(?:well|ok|okay|actually|alright|but|maybe|i guess|i suppose)(?: ok| okay| yeah| maybe)? (?:it is|it is a bit|its a bit|it kind of is|it sort of is|it partly is|it does|maybe it is)|who am i kidding)\b/;

/** "Money's fine, that's not it": said back as what it is not. */
const notIt: Move = (reading) => {
  const match = NOT_IT.exec(reading.text);
  if (!match || !(/\bthats not it\b|\bnot it\b/.test(reading.text) || match[2])) return undefined;
  if (TAKEN_BACK.test(reading.text)) return undefined;
  const what = (match[1] ?? match[2] ?? '').replace(/^moneys$/, 'money');
  const thing = what === 'her' || what === 'him' ? what : `the ${what}`;
  return `Okay, so it's not ${thing}. What is it, would you say, if you had to put a word on it?`;
};

// Moves for any message, questions included; best first.
const ANY_MESSAGE: readonly Move[] = [
  // He says the same thing again: it is loud for him, and saying so shows it was heard.
  (reading, memory) =>
    memory.earlier.filter((earlier) => earlier.text === reading.text).length === 1 &&
    reading.words >= 3
      ? "You've said that twice now, so it sounds like it's not letting up."
      : undefined,
  on(
    SENT_HERE,
    quiet(
      "Fair enough, and good of them to nudge you. No pressure here, and nobody sees what you type. What's been going on for you lately?",
    ),
    early,
  ),
  on(
    AVOIDING,
    quiet("Fair enough, we don't have to go there. We can talk about whatever's useful to you."),
  ),
  on(LOVES, "That's the part worth getting across, and it's clear you mean it."),
  on(
    FIRST_TIME,
    'Saying it out loud for the first time is a big step. Thanks for trusting me with it.',
  ),
  on(
    NO_MODEL,
    "A lot of men never saw it done, so there's no script to copy. That doesn't stop you writing your own; plainly is fine.",
    (reading) => !FIRST_TIME.test(reading.text),
  ),
  on(CORRECTION, quiet('Sorry, I read that wrong. Thanks for putting me straight.')),
  on(
    SORRY_TO_ME,
    quiet("No need to apologise. Say it however it comes out; I'm not going anywhere."),
  ),
  on(
    UNSURE_START,
    quiet(
      "There's no right way to do it. Say what's on your mind, in your own words, long or short, and I'll go from there.",
    ),
    // Only when that is all he said: "not sure how this works, so I'll just start. I manage a
    // build and the workload is unmanageable" wants the workload answered.
    (reading, memory) => early(reading, memory) && !saysMoreThan(UNSURE_START, reading.text),
  ),
  on(
    SNAP_REGRET,
    "Snapping at someone you love and kicking yourself after is a common loop when you're running on empty. It doesn't make you a bad partner; it tells you the tank is low.",
  ),
  on(
    HAD_A_FEW,
    quiet(
      "Fair call. Nothing typed at that hour after a few needs sending tonight; it'll keep till morning.",
    ),
  ),
  on(
    FELT_LIKE_HIMSELF,
    'Hold on to that. Feeling like yourself again is the best clue there is to what matters to you now.',
  ),
  on(
    OPEN_DOOR,
    'That sounds worth saying yes to, even if it feels odd at first. Going once is enough to find out.',
  ),
  on(
    LATE_TEXT,
    'A message sent late, a few drinks in, rarely lands the way you want. Write it in your notes instead, sleep on it, and see if you still want to send it in the morning.',
  ),
  on(
    DID_CARE,
    "Of course you did. Grief doesn't always come out as tears; sometimes it comes out as numbness, or as anger.",
    (_, memory) => memory.themes.has('grief'),
  ),
  on(
    ABOUT_ME,
    quiet(
      "Ha, I'm a program, so nothing of my own there. But I'm happy to hear about yours; go on.",
    ),
  ),
];

// Moves for statements only: a question gets an answer instead.
const STATEMENT_ONLY: readonly Move[] = [
  // Kinds that got only a filler ("I hear you", "How did that leave you?") from fresh19 to
  // fresh21's readers, each with a line that meets what he said.
  on(
    BOTTLED_IT,
    "Bottling it the first time is more common than you'd think, and it doesn't close the door. You get another go.",
  ),
  on(
    HARD_TO_SAY,
    "Take your time. Say it however it comes out; there's no wrong way to put it here, and nobody else sees it.",
  ),
  on(
    BODY_NOT_RIGHT,
    "That's one of the hardest things for a man to talk about, and it's far more common than anyone lets on, especially after treatment or an op. A GP or your specialist team hears it every week, and there's usually a lot they can do.",
  ),
  // Sleep trouble on nights is not a racing mind at bedtime (fresh22's crane driver was asked
  // what his evening looks like before bed).
  on(
    NIGHTS_SLEEP,
    'Nights wreck sleep on the days off as much as on shift: your body never gets told which way round it is.',
  ),
  on(LONG_HOURS, 'Hours like that would grind anyone down, body and head.'),
  on(
    SHOULD_HAVE_BEEN_ME,
    "That 'it should have been me' feeling is one of the heaviest things a man can carry after a loss. It comes from how much they mattered, not from anything you did wrong.",
  ),
  on(
    DRINKING_NIGHTLY,
    'Every night is worth noticing. It takes the edge off for an hour, then makes the nights and the mornings heavier.',
  ),
  on(
    SAYING_ITS_FINE,
    "Saying it's all fine when it isn't, night after night, is a heavy thing to keep up, and it gets lonely behind it.",
  ),
  // "up at half 3 for a 5 oclock sign on monday, then thursday am no finishing til after
  // midnight" (fresh24's bus driver, asked what goes through his head lying awake): the rota,
  // not a racing mind.
  (reading, memory) =>
    ROTA_FLIP.test(reading.text) ||
    (reading.themes.includes('sleep') && memory.earlier.some((e) => ROTA_FLIP.test(e.text)))
      ? [
          "Early one day and late the next is about the hardest thing you can do to sleep: your body never gets to settle on a clock, so it's tired and wired at the wrong times. That's the rota, not you failing at sleep.",
          'On a rota like that, what helps most is an anchor that stays put wherever the shift falls: the same short wind-down, a dark room, and a nap before a late rather than after it.',
        ]
      : undefined,
  // "proud and jealous at same time which is a horrible thing to say about your own son" (fresh25,
  // told "That's a hard thing to sit with"): a mixed feeling, named as a human one.
  on(
    PROUD_AND_JEALOUS,
    "Proud and a bit jealous at the same time is one of the most human mixes there is, especially watching someone start just as something ends for you. Both are true, the jealousy doesn't cancel the pride, and it doesn't make you a bad dad or a bad mate.",
  ),
  // "she say never mind. worst words for deaf people", "feel outside my own house" (fresh26: "I
  // hear you", and a dodge): left out at his own table.
  on(
    LEFT_OUT_AT_HOME,
    'Being left out at your own table is a lonely thing, and "never mind" shuts the door each time it\'s said.',
  ),
  // "still wake up at 4:45 every day. body dont know we quit" (fresh25: "I hear you").
  on(
    OLD_CLOCK,
    "Years of early starts don't switch off just because the work did; the body keeps the old day long after the job has gone.",
    (_reading, memory) => memory.workEnded,
  ),
  on(
    QUIET_AFTER_WORK,
    "That's when it catches up with a lot of men: busy hands all shift, then the quiet, and nothing to hold it off.",
  ),
  on(
    JOKES_AT_HIM,
    "Being the one the jokes land on gets old fast, even when it's called banter. You shouldn't have to laugh along to belong.",
  ),
  // And the loneliness of it, when he says he ends up on his own.
  (reading) =>
    NOT_FITTING_IN.test(reading.text)
      ? `Not fitting in wears on a man, even when nobody's nasty to his face.${/\b(?:alone|by myself|on my own|on my phone)\b/.test(reading.text) ? ' Ending up on your own day after day is lonely.' : ''}`
      : undefined,
  on(
    TOO_GOOD_TO_LEAVE,
    "Money that's too good to walk away from, set against what it costs you at home: that's a hard trade, and plenty of men are stuck in the middle of it.",
  ),
  // "30 odd tonne swinging over the lashers heads and im yawning in the cab" (fresh22, answered
  // "How did that leave you?"): tired at the controls is a safety matter, said as one.
  on(
    TIRED_AT_CONTROLS,
    "That's worth taking seriously: tired at the controls is a risk to you and everyone around you. It's fair to tell your supervisor or occupational health it's happening, and a GP can help with the sleep side. Saying so now is the professional thing, not a weakness.",
  ),
  on(
    HER_VERDICT,
    "That's a harsh verdict, said at a bad moment. It doesn't make it true just because it stung.",
  ),
  on(
    PEOPLE_THERE,
    "That sounds worth a try, even once. You don't have to be the sort who goes for the usual reasons: going for the people is reason enough.",
  ),
  on(
    NO_FRIENDS_HERE,
    'Being around people all day and still having nobody to talk to is its own kind of lonely.',
  ),
  on(
    NOT_GRIEF,
    "Fair enough, whatever word fits. Losing something you relied on can hit hard even when nobody has died, and it's allowed to.",
  ),
  // "broke my back falling off a roof, T12, in a chair now" (fresh26: "That would wear anyone
  // down"); "lost my leg 8 months ago" (the same).
  on(
    LIFE_CHANGING_INJURY,
    "That's a huge thing to happen to a man, and the adjusting goes on long after the hospital lets you go.",
  ),
  on(
    NOT_THE_LABEL,
    "Fair enough, no labels needed. What you're feeling is real on its own terms, whatever it's called.",
  ),
  on(
    REFRAMED,
    "That's a fairer way to look at it, and it sounds closer to the facts than the first version.",
  ),
  on(
    ALONE,
    "Most men try to handle it on their own first. It's worth asking whether doing it alone is making it heavier than it needs to be.",
  ),
  on(
    NOT_LIKE,
    'Not wanting to turn out that way is a strong reason to change, and it says a lot about what matters to you.',
  ),
  on(
    FORECAST,
    'That sounds more like a forecast than a fact, and fear is a gloomy forecaster. Worth checking it against what you actually know before you believe it.',
  ),
  // "had my prostate out in january. cancer." (fresh21, told "Waiting on news about someone you
  // love"): his own illness, not news about someone else.
  on(
    OWN_ILLNESS,
    "That's a lot for anyone to go through, and the head often takes longer to recover than the body does.",
  ),
  // "my wife is dying. pancreatic cancer, home palliative... rest is me" (fresh25's farmer, told
  // "Waiting on news about someone you love"): there is no news to wait for, only the caring.
  on(
    DYING_AT_HOME,
    "I'm so sorry. Watching someone you love die, and being the one who cares for them through it, is about as hard as it gets, and it's exhausting in a way people don't see. Who's looking out for you while you look after them?",
  ),
  on(
    SETTLED,
    "Good. That's the exercise working: your body can be talked down, even when your head won't be. It'll work again the next time it's bad.",
    (_, memory) => JUST_EXERCISED.test(memory.botReplies.at(-1) ?? ''),
  ),
  on(
    LOSING_THE_LANGUAGE,
    "Losing the language the old people spoke can feel like losing a bit of them, and of yourself. It isn't gone for good, though: people pick it back up at every age.",
  ),
  on(
    GENERATIONS_AT_WORK,
    "Generations in one place is more than a job: it's part of who your family is and what the town is, which is why it weighs so much more than a job.",
  ),
  on(
    WAITING_LIST,
    "Waiting lists are a real problem. It's worth asking what the wait actually is and whether there's a quicker route: a self-referral service, a charity, or a cancellation list. And you can use what's here in the meantime.",
    (reading) =>
      !/\b(?:housing|council house|allotment|transplant|operation|surgery|op)\b/.test(reading.text),
  ),
  on(
    FAITH_RUSHED,
    "When even prayer feels rushed, it's usually a sign of how stretched you are, not of anything lacking in you. A few unhurried minutes for it, if you can protect them, might give something back.",
  ),
  on(
    OFFER_TO_TALK,
    "That's a real offer, and it sounds like it was meant. What would make it easier to take them up on it?",
  ),
  on(
    MOVED,
    'That would get to anyone. A moment like that says a lot about how much it matters to you.',
  ),
  on(
    BORED,
    'Bored like that is more than it sounds: when the days lose their shape, everything else starts to sag with them. What used to fill that time?',
  ),
  on(
    PAY_DROP,
    "That's a big drop from what you were on, and it can feel like the years you put in count for nothing. They don't, but it's a hard thing to swallow.",
  ),
  on(
    STRESS_IN_THE_BODY,
    "That's your body bracing for it: stress often shows up in the chest or the gut before the head has caught up. If it ever comes with pain or breathlessness, or out of nowhere, get it checked by a doctor.",
  ),
  // "my dads ill, in the BRI, kidneys. doing 12 hr shifts in the cab then hospital after"
  // (fresh27's taxi driver, met as work alone): the caring on top of the work.
  on(
    CARING_AND_WORKING,
    "Full shifts and then the hospital after is a lot for one man to carry, and it leaves nothing over for you. Who's looking out for you while you look after everyone else?",
    (reading) => ILLNESS.test(reading.text) && !OWN_ILLNESS.test(reading.text),
  ),
  on(
    ILLNESS,
    'Waiting on news about someone you love is its own kind of hard: nothing to do but wait, and your head fills the gap.',
    (reading, memory) => WAITING_ON_NEWS.test(reading.text) && someoneElseIll(reading, memory),
  ),
  on(
    ILLNESS,
    'Someone you love being ill is hard to watch, and it takes more out of you than people see.',
    someoneElseIll,
  ),
  on(
    PASSED_OVER,
    "Being passed over for someone newer stings, especially when you've put the years in.",
  ),
  on(STUNG, 'That would sting. When it comes from someone you love, it lands harder.'),
  on(
    BECOMING_HIM,
    "Catching yourself doing what he did, after swearing you wouldn't, is a hard thing to see. Seeing it is where changing it starts: you're not him if you're asking the question.",
  ),
  on(
    FAMILY_EXPECTS,
    'What family expects of a man can weigh a lot, more so when it comes wrapped up in love. If you set their version aside for a minute, what do you want?',
  ),
  on(
    UNFAIR,
    "That would get under anyone's skin: you carrying the can while others get a pass. It's fair to be angry about that.",
  ),
  on(
    CARING,
    "That's a hard road, watching someone you love change while you carry more of the looking after. How much of it is landing on you?",
    (reading, memory) => !memory.botSaid.includes('a hard road, watching someone'),
  ),
  on(
    NOT_BELIEVED,
    "Not being believed, by someone who should know you better, is a particular kind of hurt, and it doesn't fade just because time passes.",
  ),
  on(
    REFUGE,
    'Sounds like that bit in the car is the only quiet the day gives you. Nothing wrong with taking it; it says a lot about how full the rest is.',
  ),

  (reading) =>
    PET_LOSS.test(reading.text)
      ? `I'm sorry. A ${/\bcat\b/.test(reading.text) ? 'cat' : 'dog'} that's been with you for years is family, and the house feels wrong without them. Saying so isn't soft.`
      : undefined,
  on(
    REMINDERS,
    "It's the small, ordinary things that catch you: a habit, a mug, the spot where they always were. That's how much a part of the everyday they were, and there's no rush to move any of it.",
    (reading, memory) =>
      SOMEONE_GONE.test(reading.text) ||
      ['grief', 'breakup'].some((theme) => memory.themes.has(theme as never)) ||
      memory.earlier.some((earlier) => SOMEONE_GONE.test(earlier.text)),
  ),
  on(
    WAITING_RESULTS,
    'The waiting can be the hardest part: nothing to do yet, and your head fills the gap with the worst version. Until the results are in, it is a question, not an answer.',
    (reading) => reading.subject !== 'other',
  ),
  (reading) =>
    ADVICE_GIVEN.test(reading.text) && !SEEK_HELP.test(reading.text)
      ? HARD_ADVICE.test(reading.text)
        ? // "my father says stop moping... he means well. hes not a talker" (fresh20's readers:
          // running down a father he had just defended was too harsh).
          MEANS_WELL.test(reading.text)
          ? "It's probably meant kindly; it's the advice a lot of men of that generation were given. It still doesn't fix the feeling, and you're right to take it seriously."
          : "That kind of advice has never fixed anything; mostly it teaches men to stop saying when something's wrong. You're right to take it seriously."
        : 'Advice is easier to give from the outside than to take from the inside. You know your own situation better than anyone handing it out.'
      : undefined,
  on(
    SPOKEN_DOWN_TO,
    "Being spoken to like that would get under anyone's skin, more so after what you've put in. It's the respect that's missing, not the words.",
  ),
  notIt,
  on(
    STRENGTHS,
    "That's not nothing. People trusted you with that, and skills like that travel further than one place.",
    (reading) => reading.subject !== 'other',
  ),
  (reading) =>
    OWNING_UP.test(reading.text)
      ? reading.themes.includes('appetite')
        ? "Thanks for being straight with me. Not eating properly tells me it's hit harder than you were letting on."
        : 'Thanks for being straight with me. That takes more than saying you are fine.'
      : undefined,
  on(
    PLAYING_DOWN,
    "Okay. It doesn't always land straight away; sometimes it turns up later, or sideways. If it does, you can bring it here.",
    (reading) =>
      !OWNING_UP.test(reading.text) && reading.words <= 12 && !OTHERS_SAY.test(reading.text),
  ),
  on(
    KEEPING_GOING,
    "Keeping the days going is real, and it's not nothing. How you're doing on the outside and how it feels inside can be two different things, though.",
    (reading) => reading.subject === 'self',
  ),
  on(
    NOT_BOTHERING,
    quiet(
      "It isn't dumb. This is exactly the kind of moment they'd want the call for, and most would much rather hear from you before than after.",
    ),
  ),
  on(
    BURDEN,
    "Most people don't feel burdened when someone they love leans on them a bit; they feel trusted. That's worth letting them decide.",
  ),
  on(
    SAYING_IT_DAFT,
    "It's not daft. Saying it, even here, is how a thing starts to get smaller, and most men feel exactly that the first time they put it into words.",
  ),
  on(
    SELF_JUDGED,
    "It's not stupid. It's what most people do when something matters to them, even though it tends to keep things raw.",
  ),
  on(ABOUT_THE_APP, quiet('Ha. Fair enough. Sounds like someone who knows you, though.')),
  bereavement,
  longBond,
  on(
    BIT_BETTER,
    quiet('A bit better is a start. These things usually work better the more often you do them.'),
  ),
  on(
    EASING,
    quiet(
      "Less is good. Urges rise and fall, and this one's on its way down while you wait it out.",
    ),
    (_, memory) =>
      ['sober', 'drink', 'anger', 'gambling'].some((theme) => memory.themes.has(theme as never)),
  ),
  on(
    SMALL_WIN,
    [
      quiet("That's a good call, and it counts."),
      quiet('Good. That was the hard part, and you did it.'),
    ],
    (reading) => !/\b(?:doesnt|didnt|wont) work\b/.test(reading.text),
  ),
  on(FEW_WEEKS, [
    "That's a long time to be carrying it.",
    'That is a good while to be living with it.',
  ]),
  on(
    /\bas a boy\b/,
    "So this goes back a long way, to when you were young. That's a long time to live with something.",
  ),
  on(
    /\bi didnt\b.*\bbut\b|\bi (?:didnt|never) (?:actually|do it|go through)/,
    'You held back, and that counts for something.',
  ),
];

/** The listener's moves for this kind of sentence, if it is one; candidates, best first. */
export function momentReflections(reading: Reading, memory: Memory): string[] {
  const moves = reading.question ? ANY_MESSAGE : [...ANY_MESSAGE, ...STATEMENT_ONLY];
  return moves.flatMap((move) => {
    const said = move(reading, memory);
    return said === undefined ? [] : typeof said === 'string' ? [said] : [...said];
  });
}
