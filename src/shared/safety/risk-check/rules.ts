import type { RiskCategory } from '../risk';
import {
  ABUSE_ACT,
  ACCIDENT,
  NOT_MIND,
  DEATH,
  FAMILY,
  FIREARM,
  gap,
  HEIGHT,
  GOODBYE_ITEMS,
  METHOD_INTENT,
  METHOD_OBJECT,
  POISON,
  STRONG_METHOD_INTENT,
  MYSELF,
  PERPETRATOR,
  POSSESSIONS,
  SERIOUS,
  THIRD_PERSON_RISK,
  THIRD_SUBJECT,
  TIME,
  TIME_ACT,
  VEHICLE,
  VICTIM,
  VIOLENCE,
  WISH,
} from './lexicon';

// The risk rules, by category, over normalized text. `crisis` rules are the plain signs a
// counsellor would act on at once; `concern` rules are the softer or more ambiguous ones, which
// get the direct question instead. Each rule's id is what `explain` prints. Guards (figures of
// speech, games, media, information questions, a resolved past, negation, who it is about) are
// applied to every match in match.ts, so the rules here describe only what risk looks like.

export type RuleLevel = 'crisis' | 'concern';
/** `self`: about him unless the sentence is clearly about someone else (then other-at-risk). */
export type RuleSubject = 'self' | 'other' | 'any';

export type Rule = {
  id: string;
  category: RiskCategory;
  level: RuleLevel;
  subject: RuleSubject;
  re: RegExp;
  /** A second concept that must occur within `window` words, in any sentence of the message. */
  near?: { re: RegExp; window: number };
};

const rule = (
  category: RiskCategory,
  level: RuleLevel,
  id: string,
  source: string,
  subject: RuleSubject = 'self',
): Rule => ({ id, category, level, subject, re: new RegExp(source) });

/** Two concepts close together, across sentence ends: "the railing is low. I keep looking at it". */
const near = (
  category: RiskCategory,
  level: RuleLevel,
  id: string,
  first: string,
  second: string,
  window: number,
  subject: RuleSubject = 'self',
): Rule => ({
  ...rule(category, level, id, `\\b(?:${first})\\b`, subject),
  near: { re: new RegExp(`\\b(?:${second})\\b`, 'g'), window },
});

/** For scripts without spaces between words (Chinese, Japanese): no word boundaries. */
const raw = (category: RiskCategory, level: RuleLevel, id: string, source: string): Rule => ({
  id,
  category,
  level,
  subject: 'self',
  re: new RegExp(source),
});

const W = (source: string) => `\\b(?:${source})\\b`;

// "I don't want to go on" is about living; "I don't want to go on meds", "... carry on with the
// course" or "... go on a date" is about the thing that follows.
const NOT_AN_ERRAND = `(?! (?:meds|medication|medicine|tablets|pills|antidepressants|anything|holiday|holidays|a|an|the|this|that|these|those|his|her|their|it|them|about|at|to|stage|tv|air|record|strike|trips?|dates?|working|with (?:the|this|that|it|work|my (?:job|course|degree|studies)))\\b)`;
// A swim, not a method: "it's roasting, gonna jump in the lake after work".
const A_SWIM = `(?:swim\\w*|hot|roasting|boiling|scorching|warm|heat\\w*|sun|sunny|beach|cool (?:off|down)|wetsuit|paddle\\w*|kayak\\w*|holiday|summer|after work|lads|kids|the dog|fishing|div\\w+|plunge|cold water|sauna|lol|haha)`;
// Whether he will still be in a job, a house or a country: "no idea if I'm still here after the
// contract ends" is not about staying alive.
const STAYING_PUT = `(?:redundan\\w*|contract|job|jobs|company|firm|lease|landlord|rent|visa|team|club|season|school|uni|country|town|city|flat|house|shift|site|office|work|boss|manager|layoffs?|laid off|cuts|cutting|staff|depot|yard|warehouse|plant|farm|pub|shop)`;
const SUICIDE_WORD = '(?:suicid\\w*|suicde\\w*|sucid\\w*|suiside\\w*|sucide\\w*)';
const KILL_VERB =
  '(?:finish|finishing|finished|kill|killing|killed|kills|off|offing|offed|end|ending|ended|top|topping|topped|neck|necking|hang|hanging|hanged|hung|shoot|shooting|drown|drowning|gas|gassing|poison|poisoning|delete|deleting|yeet|yeeting|unalive|destroy)';
const PILLS =
  '(?:pills|tablets|meds|medication|medicine|painkillers|seroquel|trazodone|amitriptyline|paracetamol|tylenol|co codamol|cocodamol|ibuprofen|insulin|oxy\\w*|sleeping \\w+|heart pills|xanax|valium|diazepam|codeine|opioids|fentanyl|antidepressants|sertraline|citalopram|lithium)';
const HARM_VERB =
  '(?:hurt|hurting|harm|harming|cut|cutting|burn|burning|punish|punishing|injure|injuring|starve|starving|hit|hitting|punch|punching|stab|stabbing|bleed|bleeding)';

/**
 * Plain statements of his own risk ("I want to die", "kill myself", "took the lot"). The learned
 * scorer may lower a contextual rule's crisis to concern (check-message.ts); never one of these.
 */
export const EXPLICIT_RULES: ReadonlySet<string> = new Set([
  // A child or a partner being beaten as he types needs no second opinion (c26).
  'being-beaten-now',
  'suicide-word',
  'kill-myself',
  'do-myself-in',
  'take-my-life',
  'end-it-all',
  'slang-exit',
  'thoughts-of-dying',
  'dark-thoughts',
  'wish-death',
  'dont-want-to-live',
  'not-wake-up',
  'never-born',
  'better-off',
  'tired-of-living',
  'no-reason-to-live',
  'nothing-to-live-for',
  'rather-dead',
  'other-language',
  'other-script',
  'overdosed',
  'took-quantity',
  'took-them-all',
  'self-harm-word',
  'harm-myself',
  'noose',
  'lethal-dose',
  'how-to-kill',
  'gun-to-head',
  'wrists',
]);

export const RULES: readonly Rule[] = [
  // --- active thoughts: thinking about or wanting to end his life, in any words --------------
  rule('active-thoughts', 'crisis', 'suicide-word', W(SUICIDE_WORD)),
  rule('active-thoughts', 'crisis', 'kill-myself', W(`${KILL_VERB} ${MYSELF}`)),
  rule(
    'active-thoughts',
    'crisis',
    'do-myself-in',
    W(`do(?:ing)? (?:${MYSELF} in|away with ${MYSELF})`),
  ),
  rule(
    'active-thoughts',
    'crisis',
    'take-my-life',
    W(`(?:take|taking|took|end|ending) (?:my|me) (?:own )?life`),
  ),
  rule(
    'active-thoughts',
    'crisis',
    'end-it-all',
    W(
      `end(?:ing)? (?:it all|everything|all of it|it for good|it once and for all|my own time|my time)`,
    ),
  ),
  rule(
    'active-thoughts',
    'crisis',
    'end-it',
    W(
      `(?:want|wanting|wanted|going|gonna|planning|plan|ready|need|about|decided|wish i could|could|should|considering|contemplating|tempted|close to|thinking about|thought about|thinking of|idea of|thought of|thoughts of|just) (?:to )?(?:just )?(?:end|finish)(?:ing)? (?:it|things|this|me)(?: all)?(?! with| for (?:the|this|now))`,
    ),
  ),
  rule(
    'active-thoughts',
    'crisis',
    'ending-things-me',
    W(`ending (?:it|things)${gap(6)} (?:me|myself)`),
  ),
  rule(
    'active-thoughts',
    'crisis',
    'own-hand',
    W(`(?:by|with) my own hands?|into my own hands|cut my own time short|my own time short`),
  ),
  rule(
    'active-thoughts',
    'crisis',
    'slang-exit',
    W(
      `(?:punch(?:ing)? my ticket|cash(?:ing)? in my chips|eat(?:ing)? (?:my|a) (?:gun|bullet)|eat lead|blow(?:ing)? my (?:brains|head) (?:out|off)|put(?:ting)? a bullet in (?:my|me)|an hero|rope myself|roping|game end(?:ing)? myself)`,
    ),
  ),
  rule(
    'active-thoughts',
    'crisis',
    'check-out',
    W(
      `(?:check|checking|clock|clocking|tap|tapping) out(?! of (?:the|a|my|this) (?:hotel|motel|shop|store|library))(?:${gap(3)} (?:for good|for real|permanently|early|of life|of here|for ever|forever))`,
    ),
  ),
  rule(
    'active-thoughts',
    'crisis',
    'thoughts-of-dying',
    W(
      `thoughts? (?:of|about) (?:ending (?:it|things|my life|myself)|killing myself|suicide|not being here|dying|taking my life|death|being dead)`,
    ),
  ),
  rule(
    'active-thoughts',
    'concern',
    'thinking-check-out',
    W(
      `(?:thinking|thought|think) (?:about|of) (?:checking out|ending it|ending things|not being here|the end|it all ending)`,
    ),
  ),
  rule(
    'active-thoughts',
    'concern',
    'how-id-do-it',
    W(`(?:how (?:id|i would|i d|i will|ill|to) do it|how and when)`),
  ),
  rule(
    'active-thoughts',
    'crisis',
    'the-22',
    W(`(?:one of the 22|the 22 (?:a day|today)|23 and a half)`),
  ),

  // c11's and c12's first readings (unread before): thoughts told as back or louder, no longer
  // intrusive, or his own head saying it; and picturing how long before he would be found.
  rule(
    'active-thoughts',
    'concern',
    'thoughts-back',
    W(
      `(?:the|those|them|these|my|dark|bad|old|black) thoughts(?: \\w+)? (?:are|r|have|have come|came|is|s|coming|creeping) (?:back|louder|getting louder|worse|getting worse|stronger)(?! (?:on|onto|to|from|in|into|at|with|home|for|round|around|up|down|off|out|over)\\b)`,
    ),
  ),
  near(
    'active-thoughts',
    'concern',
    'thoughts-feel-right',
    `intrusive thoughts?|(?:dark|bad|black|suicidal|those) thoughts|the voices?`,
    `(?:feels?|seems?|sounds?|feeling|looking)(?: like)?(?: a)? (?:good|better|great|reasonable|sensible|decent|ok|okay) idea|(?:arent|isnt|not|no longer) (?:even )?(?:intrusive|scary|scaring me)|(?:giving|give|gave) in to (?:them|it)|(?:make|makes|making) sense now`,
    10,
  ),
  near(
    'active-thoughts',
    'concern',
    'own-head-says',
    `kys|kms|kill (?:yourself|urself|ur self|myself|my self)|end it(?: all)?|youd be better off dead`,
    `(?:my|ur|your|me) (?:own )?(?:brain|head|mind)(?: \\w+)? (?:says|tells|saying|telling|keeps)|on (?:a )?loop|(?:really|so|too|very) loud|louder|wont (?:shut up|stop)`,
    12,
  ),
  rule(
    'active-thoughts',
    'crisis',
    'how-long-till-found',
    W(
      `how long (?:before|until|till|til|it(?:d| would)? take(?: for)?)(?: \\w+){0,2} (?:someone|anyone|somebody|anybody|they|people|she|he|the \\w+) (?:would |d |will |ll )?(?:find|found|came looking for|come looking for) (?:me|my body)`,
    ),
  ),
  rule(
    'active-thoughts',
    'concern',
    'how-long-till-missed',
    W(
      `how long (?:before|until|till|til|it(?:d| would)? take(?: for)?)(?: \\w+){0,2} (?:someone|anyone|somebody|anybody|they|people|she|he|the \\w+) (?:would |d |will |ll )?(?:notice|noticed|miss|missed|realised|realized)(?: \\w+){0,2} (?:me|im gone|i was gone|i wasnt there|im not there|im dead|i was dead)(?= ?(?:\\||$))`,
    ),
  ),

  // "drafting my own exit in my head during depositions. Not the career kind." (c16): an exit
  // he plans for himself, and the words that rule out the job.
  rule(
    'active-thoughts',
    'concern',
    'own-exit',
    W(
      `(?:planning|drafting|plotting|writing|working out|rehearsing|picturing|designing|mapping out) (?:my|me) (?:own )?(?:exit|way out|departure)(?! (?:from|strategy|interview|package|plan|date|letter|email)\\b)`,
    ),
  ),
  near(
    'active-thoughts',
    'crisis',
    'exit-not-the-job',
    'exit|way out|leaving|checking out|check out|departure|going',
    'not the (?:career|job|work|office|company|firm|holiday|travel|retirement|resignation) (?:kind|sort|type|one)',
    8,
  ),

  // "im gonna unalive fr" (c20): the word with nothing after it is about him. normalize.ts has
  // already read "unalive" as "kill" and "fr" as "for real".
  rule(
    'active-thoughts',
    'concern',
    'unalive-bare',
    W(
      `(?:im|i am|i m|i|ill|i will|i wanna|i want to|i might) (?:gonna |going to |finna |about to |just |finally |actually )*(?:kill|killing)(?= (?:for real|tonight|soon|lol|not going to lie|to be honest)\\b| ?(?:\\||$))`,
    ),
  ),

  // --- a wish to be dead: passive, veiled, often with no "I" ---------------------------------
  rule(
    'wish-to-die',
    'crisis',
    'wish-death',
    W(
      `${WISH}${gap(3)} (?:to |that |i |i could |i would |i was |i were |to just |just |to simply |simply |to finally |i didnt |i dont )?${DEATH}`,
    ),
  ),
  rule(
    'wish-to-die',
    'crisis',
    'dont-want-to-live',
    W(
      `(?:dont|do not|no longer|never) (?:really )?(?:want|wanna|wish) (?:to )?(?:live|be alive|exist|be here|wake up|(?:go on|keep going|carry on)${NOT_AN_ERRAND}|be around|keep living|be on this earth|see tomorrow|see another day|see another (?:winter|christmas|xmas|birthday|summer|spring|new year)(?! like\\b))`,
    ),
  ),
  rule(
    'wish-to-die',
    'crisis',
    'not-sure-want-here',
    W(`not sure (?:i )?(?:want|wanna) (?:to )?(?:be here|be alive|live|exist|keep going|wake up)`),
  ),
  rule(
    'wish-to-die',
    'crisis',
    'not-wake-up',
    W(
      `(?:hope|hoping|wish|pray|praying|rather|prefer|want|wouldnt mind if|wouldnt be mad if|fine if|ok if|okay if|glad if|if)${gap(4)} (?:dont|didnt|do not|did not|never|not|wont|would not|wouldnt) (?:to )?wake (?:up)?`,
    ),
  ),
  rule(
    'wish-to-die',
    'crisis',
    'sleep-forever',
    W(
      `(?:sleep|sleeping) (?:and|&) (?:never|not) wake|go to sleep (?:forever|for good|and not)|lights (?:to )?go out(?:${gap(2)} for good)?`,
    ),
  ),
  rule(
    'wish-to-die',
    'crisis',
    'never-born',
    W(
      `(?:wish|wished) (?:i|id) (?:had |was |were )?never (?:been born|born|existed|come home|came home|woke up|made it back)`,
    ),
  ),
  rule(
    'wish-to-die',
    'crisis',
    'better-off',
    W(
      `better off (?:dead|without me|with me gone|if i (?:was|were|wasnt|werent|died|never|just)|with my (?:life )?insurance)`,
    ),
  ),
  // "The numbers work out better for Linda and the kids without me in them" (fresh5's readers).
  rule(
    'wish-to-die',
    'crisis',
    'better-for-them-without-me',
    W(`better (?:for|off for)${gap(5)} without me`),
  ),
  // "I'd be doing everyone a favour if I just stepped out of the picture", "nobody would be much
  // worse off": a burden told quietly. The direct question, which a rule always asks.
  rule(
    'wish-to-die',
    'concern',
    'favour-if-gone',
    W(
      `(?:doing|do|be doing) (?:everyone|everybody|them|her|him|the kids|my family|the family|all of them|the world|my wife|my kids|my mam|my mum|my mom) a favou?r (?:if|by|when) (?:i|me)`,
    ),
  ),
  rule(
    'wish-to-die',
    'concern',
    'out-of-the-picture',
    W(
      `(?:i|me|if i)(?: just)? (?:stepped|step|stepping|was|were|got|went|took myself) out of the picture`,
    ),
  ),
  // "The life insurance would sort the bank out better than I ever could": his death as the
  // answer to the money, said as arithmetic.
  rule(
    'wish-to-die',
    'concern',
    'insurance-would-pay',
    W(
      `(?:life insurance|life policy|life cover|death benefit|death in service|the payout|my payout)(?: money| payout)? (?:would|will|d|could|should|might)(?: \\w+){0,2} (?:sort|cover|pay|fix|clear|look after|take care of|settle|solve|set (?:them|her|the kids|everyone) up)|insurance(?: money)? (?:would|will|d|could|should|might)(?: \\w+){0,2} (?:pay off|clear|sort out|sort) (?:the |my |our |all the |all )?(?:debts?|mortgage|loans?|bank|farm|business|everything|it all|them)|(?:im|i am|id be|i would be|i d be) worth more (?:to (?:them|her|everyone|my family) )?dead`,
    ),
  ),
  // "I think the life insurance through work is the only thing Ive got thats worth anything. 2x
  // salary. it'd clear it all" (fresh24: after one "no" to the question, the scorer's doubt alone
  // was not enough to ask again, and he was asked about his evening before bed).
  near(
    'wish-to-die',
    'concern',
    'insurance-as-worth',
    `life insurance|life cover|life policy|death in service|insurance through work`,
    `only thing (?:ive got|i have|i own|im worth|of mine)(?: thats| that is| that s)? worth`,
    12,
  ),
  // "I just think it would be cleaner for everyone": the same burden, with no "without me" said.
  // Not a plan for others ("easier for everyone if we sold the house").
  rule(
    'wish-to-die',
    'concern',
    'easier-for-everyone',
    W(
      `(?:would|d|will|might) be (?:so much |a lot |much |far |just )?(?:easier|better|cleaner|simpler|kinder|less hassle|less trouble|a relief) (?:for|on) (?:everyone|everybody|all of them|the family|my family|the kids|my kids|them all|all of us|my wife|the wife|my missus|the missus|her and the kids)(?! if (?:we|you|they|she|he|the)\\b)(?! to\\b)`,
    ),
  ),
  rule(
    'wish-to-die',
    'concern',
    'nobody-worse-off',
    W(
      `(?:nobody|no one|noone|none of them|no body) (?:would|will|d) be (?:much |any |even )?worse off`,
    ),
  ),
  rule(
    'wish-to-die',
    'crisis',
    'without-me',
    W(
      `(?:world|everyone|everybody|family|they|wife|kids|people|household|everything|all)${gap(4)} (?:better|happier|fine|easier|more efficiently|get on fine|get along fine|gets along fine)${gap(3)} (?:without me|if i (?:was|were|wasnt|werent) (?:gone|dead|here|around|about)|w o me|wo me|if i wasnt|if i werent|with me gone)`,
    ),
  ),
  rule(
    'wish-to-die',
    'crisis',
    'easier-if-gone',
    W(
      `(?:easier|better|cleaner|simpler|kinder)${gap(4)} (?:if i (?:was|were|wasnt|werent|just wasnt|just werent|wasn t|died|disappeared|was gone|was d\\w*)|without me|if i (?:just )?(?:wasnt|werent) (?:around|here|about|in it))`,
    ),
  ),
  rule(
    'wish-to-die',
    'crisis',
    'no-one-would-miss',
    W(
      `(?:no one|nobody|no body|none of them)${gap(2)} (?:would|will|d) (?:even )?(?:miss|notice|care)(?: me)?${gap(2)} (?:if|when) i (?:was gone|were gone|died|disappeared|was dead|wasnt here|left|went)`,
    ),
  ),
  rule(
    'wish-to-die',
    'crisis',
    'tired-of-living',
    W(
      `(?:tired|sick|weary|exhausted) (?:of|from) (?:living|being alive|life|existing|being here|this life|breathing|waking up|wakin up|being me)`,
    ),
  ),
  rule(
    'wish-to-die',
    'crisis',
    'no-reason-to-live',
    W(
      `(?:no|nothing|not any|zero|no more) (?:left )?(?:reason|point|purpose|will|sense)${gap(2)} (?:to|in|for) (?:live|living|go on|going on|being alive|carry on|carrying on|existing|exist|be here|stay|staying|keep going|wake up|waking up|me)`,
    ),
  ),
  rule(
    'wish-to-die',
    'crisis',
    'nothing-to-live-for',
    W(
      `nothing (?:left )?to live for|lost the will to live|no will to live|losing the will to live`,
    ),
  ),
  rule(
    'wish-to-die',
    'crisis',
    'not-worth-living',
    W(
      `(?:life|it)${gap(1)} (?:is|isnt|feels|aint) (?:not )?worth (?:living|it anymore|it any more)|not worth living`,
    ),
  ),
  rule(
    'wish-to-die',
    'crisis',
    'accident-welcome',
    W(
      `(?:hope|hoping|wish|wouldnt mind|would not mind|not mind|wouldnt care|dont think id mind|part of me (?:was|is) (?:gutted|disappointed|sad|hoping))${gap(8)} (?:took me out|hit me|hits me|kill me|kills me|run me over|crash|crashes|rolls|rolls over|flips|goes off the road|goes down|went down|missed|didnt hit|is something serious|its serious|not get up|didnt get up|take me|took me|end me|something happened|happened to me|an accident)`,
    ),
  ),
  rule(
    'wish-to-die',
    'crisis',
    'take-me',
    W(
      `(?:lord|god|he) (?:will |would |can |could )?(?:take|takes|took) me|(?:take|taking) me in my sleep|call me home`,
    ),
  ),
  rule(
    'wish-to-die',
    'crisis',
    'disappear-for-good',
    W(
      `(?:disappear|vanish|gone|go away|not be here|not exist|not existing|stop|end|over)${gap(2)} (?:forever|for good|permanently|for ever)`,
    ),
  ),
  rule(
    'wish-to-die',
    'crisis',
    'wont-be-around',
    W(
      `(?:wont|will not|not going to) (?:be|have to)${gap(1)} (?:around|here|a problem|a burden|worry about me|put up with me|deal with me)${gap(1)} (?:much longer|for long|for much longer|anymore|any more|soon|long)`,
    ),
  ),
  rule(
    'wish-to-die',
    'crisis',
    'not-have-another',
    W(
      `(?:prefer|rather|want) not to have another|not (?:to )?see another (?:birthday|christmas|year)|my last (?:birthday|christmas)`,
    ),
  ),
  rule(
    'wish-to-die',
    'crisis',
    'join-the-dead',
    W(
      `(?:join|be with) (?:margaret|her|him|them|my (?:wife|late wife|husband|son|daughter|mum|dad|mother|father|brother|mate|buddy))${gap(2)} (?:again|soon|now|up there|in heaven)|(?:like|want|ready|longing|long) to (?:join|be with) (?:margaret|her|him|my (?:wife|late wife|son|mum|dad|brother|buddy))`,
    ),
  ),
  // "saying he'll go join him", of a lad who hanged himself (c7's first reading): going to join
  // someone, with a death in the same message. Not "join him at the pub".
  near(
    'wish-to-die',
    'crisis',
    'go-join-the-dead',
    `(?:go|going to|gonna|wanna|want to|wants to|will|ll|could|should|might) (?:just )?(?:go )?(?:and )?join (?:him|her|them|my \\w+)(?! (?:at|for|in|on|down|up at|with|there|tonight|later|tomorrow|the|a|for)\\b)`,
    `${DEATH}|hanged|hung himself|hung herself|grave|passed|killed himself|took his own life|lost (?:him|her)`,
    14,
  ),
  // "part of me hopes one of these nights I just go in my sleep" (c8's first reading).
  rule(
    'wish-to-die',
    'crisis',
    'go-in-my-sleep',
    W(
      `(?:hope|hopes|hoping|wish|wishing|pray|praying|wouldnt mind|would not mind|happy to|be nice to|be a relief to)${gap(8)} (?:just )?(?:go|went|die|died|slip away|slipped away|pass|passed|pass away|passed away|drift off for good) in my sleep`,
    ),
  ),
  // "id trade places with my daddy in that grave in a heartbeat" (c9's first reading).
  rule(
    'wish-to-die',
    'crisis',
    'rather-in-the-grave',
    W(
      `(?:trade|swap|switch|change) places with (?:him|her|them|my \\w+)(?: [^ |]+){0,2} in (?:that|the|his|her|their) (?:grave|ground|coffin|casket|box)|(?:rather|wish i|id sooner) (?:be|was|were) in (?:the|that|his|her|their) (?:grave|ground|coffin|casket)(?! (?:for|with) (?:a|the) (?:job|work))`,
    ),
  ),
  rule(
    'wish-to-die',
    'crisis',
    'game-called',
    W(
      `(?:game|innings|race)${gap(3)} (?:called|over|run|done)${gap(4)} (?:darkness|for me|my time)|fair innings`,
    ),
  ),
  rule(
    'wish-to-die',
    'crisis',
    'rather-dead',
    W(
      `(?:rather|sooner|prefer to) (?:be dead|die|not exist|not be alive|not be here|be gone|be in the ground)`,
    ),
  ),
  rule(
    'wish-to-die',
    'concern',
    'done-with-life',
    W(
      `(?:im|i am|im just|i feel|feel) (?:so )?(?:done|finished) (?:with )?(?:life|living|everything|it all|being alive|this world|all of it|this)`,
    ),
  ),
  rule(
    'wish-to-die',
    'concern',
    'sleep-forever-concern',
    W(
      `(?:sleep forever|sleeping forever|never wake up|not wake up|done (?:trying|fighting)|dun trying)`,
    ),
  ),
  rule(
    'wish-to-die',
    'crisis',
    'fine-without-me',
    W(
      `(?:be|gonna be|will be|going to be|d be|would be|do|doing|manage)${gap(1)} (?:alright|right|ok|okay|fine|better|happier|safe|good)${gap(3)} (?:without me|with(?:out)? (?:nobody|no one|no dad|a dad like me|someone like me)|than with (?:me|what s left of me|whats left of me))`,
    ),
  ),
  rule(
    'preparation-goodbye',
    'crisis',
    'new-home-for',
    W(
      `(?:found|find|finding|getting)${gap(1)} (?:a )?(?:new )?home for (?:my|the|our|me) (?:\\w+ )?(?:dog|cat|pet|staffy|puppy|horse|birds?|fish|\\w+)`,
    ),
  ),
  rule(
    'wish-to-die',
    'concern',
    'cant-see-point',
    W(`(?:cant|cannot|dont|can not|do not|no longer) see (?:the |any |much )?point`),
  ),
  rule(
    'harm-to-others',
    'crisis',
    'nearly-hurt',
    W(
      // Someone else: "this season's nearly killed me" is a figure of speech, and "she nearly
      // strangled me" is abuse (abuse-act), not harm he might do.
      `(?:nearly|almost|came close to|so close to)${gap(1)} (?:strangled|choked|hit|killed|stabbed|hurt|smothered|shook|shaken|throttled|punched) (?!me\\b|myself\\b|us\\b)(?:the |my |our |her |him|her|them|\\w+)`,
    ),
    'any',
  ),
  // "i could snap and shoot up the break room at work" (c9's first reading).
  rule(
    'harm-to-others',
    'crisis',
    'shoot-up-a-place',
    W(
      `shoot (?:up )?(?:the|my|this|that|our) (?:break ?room|school|office|work|place|site|shop|warehouse|plant|station|class|classroom|church|party|bar|club|mall|canteen|yard|depot|whole place)|shoot (?:everyone|everybody|them all|the lot of them)`,
    ),
    'any',
  ),
  near(
    'overdose-injury',
    'crisis',
    'injected-symptoms',
    '(?:injected|shot up|used|snorted|smoked)(?: \\w+){0,3}',
    'vision|blurry|going soft|cant breathe|chest|heart|numb|dizzy|sleepy|drowsy|measured|too much|overdone|passing out|faint',
    10,
  ),
  // "just injected everything i had left" (c8's first reading): the whole supply, used at once.
  rule(
    'overdose-injury',
    'crisis',
    'used-the-lot',
    W(
      `(?:injected|shot up|swallowed|necked|downed|snorted)(?: \\w+){0,2} (?:everything|the lot|the whole (?:lot|bottle|box|packet|pack|stash|bag)|all (?:of )?(?:it|them|my|the|i had))`,
    ),
  ),
  rule(
    'active-thoughts',
    'concern',
    'ever-think-about-it',
    W(
      `ever (?:think|thought|thinking) (?:about|of) (?:killing|ending|topping|offing) (?:yourself|it|things)`,
    ),
  ),
  rule(
    'active-thoughts',
    'crisis',
    'i-do-too',
    W(
      `(?:killing|ending|topping|offing) (?:yourself|it|things)${gap(4)} (?:cause i do|because i do|cause i does|i do|i does|i have|coz i do)`,
    ),
  ),
  rule(
    'wish-to-die',
    'concern',
    'had-my-run',
    W(
      `(?:had|have had) (?:me|my|a good|a long) (?:run|innings|time)|(?:dont|do not) want (?:no |any )?more (?:of (?:em|them|it|this|life|days|years)|days|years)`,
    ),
  ),
  rule(
    'plan-timeframe',
    'concern',
    'one-way',
    W(`one way (?:trip|ticket|journey)|(?:not|never|wont be) (?:be )?coming back|no coming back`),
  ),
  near(
    'self-harm',
    'crisis',
    'wanted-to-feel',
    '(?:wanted|want|needed|need) to feel (?:it|something|pain|anything|the pain)',
    'hook|cut|cutting|burn|burned|blade|knife|deeper|bleed|blood|bruise|hit|punched|stovetop|pressed|nails|scratched',
    12,
  ),
  rule(
    'wish-to-die',
    'crisis',
    'why-continue',
    W(
      `(?:why|what for) (?:i |should i |do i |would i |i should |must i )?(?:should |must )?(?:continue|keep|carry on|go on|bother)${gap(1)} (?:to )?(?:exist|existing|living|live|going|breathing|waking up)`,
    ),
  ),
  rule(
    'wish-to-die',
    'concern',
    'life-finished',
    W(
      `my life (?:is|s|feels)${gap(3)} (?:finished|over|done|ended|pointless|worthless|a waste|already over)`,
    ),
  ),
  rule(
    'self-harm',
    'concern',
    'accident-cover-story',
    W(
      `(?:told|tell|said to)${gap(4)} (?:it was|it happened|i had|was) (?:an |by )?accident|pretend(?:ed)? (?:it was )?(?:an )?accident`,
    ),
  ),
  rule(
    'wish-to-die',
    'concern',
    'burden',
    W(
      `(?:im|i am|i feel (?:like )?|feel like|being|been|just|nothing but) (?:such |just |only |a complete |a total |a massive |a )?(?:a )?(?:burden|dead weight|waste of (?:space|oxygen|air|skin)|drain on everyone)`,
    ),
  ),
  rule(
    'wish-to-die',
    'concern',
    'whats-the-point',
    W(
      `(?:whats|what is|what s|wats|wots) the point(?:${gap(4)} (?:of|in|anymore|any more|going on|me|living|life|it all|anything|carrying on|waking up|trying))?`,
    ),
  ),
  rule(
    'wish-to-die',
    'concern',
    'cant-go-on',
    W(
      `(?:cant|cannot|can no longer|dont think i can|cant keep|i no fit) (?:go on|keep going|carry on|live like this|take (?:it|this|much more)|do this|keep doing this|cope)(?:${gap(1)} (?:anymore|any more|no more|much longer|like this))`,
    ),
  ),
  rule(
    'wish-to-die',
    'concern',
    'want-to-disappear',
    W(
      `(?:want|wanna|wish i could|like to|could just|just) (?:to )?(?:disappear|vanish|not be here|stop existing|not exist|fade away|be gone|go away and never come back|switch off for good|not be alive)`,
    ),
  ),
  // Staying alive put as a condition: "I'll come back and let you know, if I'm still here"
  // (fresh14's readers: nothing was raised). Not a place: "if I'm still here at the office", nor
  // "if I'm still around when the lads get back", nor a job or a place he may have to leave.
  rule(
    'wish-to-die',
    'concern',
    'if-still-here',
    W(
      `(?:if|whether|assuming)(?<!\\b${STAYING_PUT}\\b.*) (?:im still|i am still|ill still be|i will still be|ill be still|i be still) (?:here|alive|on this earth|around(?= *$| by| then| tomorrow| next))(?! (?:at|in|on|by) (?:the |my |work|school|uni|site|ward|hospital|office|shop|\\d|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|noon|lunch|tea|dinner|half))(?!.*\\b${STAYING_PUT}\\b)`,
    ),
  ),
  rule(
    'wish-to-die',
    'concern',
    'want-it-to-stop',
    W(
      `(?:want|need|wish|make)${gap(3)} (?:it|this|everything|all of it|it all|the pain|the noise|the thoughts|my brain|my head|life)${gap(1)} (?:to )?(?:stop|end|be over|go quiet|switch off)`,
    ),
  ),
  rule(
    'wish-to-die',
    'concern',
    'no-way-out',
    W(
      `(?:no way out|no way forward|no future|no point|cant see a future|cant see a way out|see no way out|see no future|trapped with no way|no light at the end|nothing left(?! (?:to (?:fix|do|clean|paint|mow|sort|build|tidy|read|watch|repair|mend|organi[sz]e|finish|pack)|in the (?:fridge|tank|cupboard|pot|shop)))|no hope|hopeless|pointless|nothing matters|no longer see the point)`,
    ),
  ),
  rule(
    'wish-to-die',
    'concern',
    'life-insurance-worth',
    W(
      `(?:life insurance|insurance)${gap(4)} (?:worth more|pay(?:s)? out|payout|than (?:i am|me)|for the kids|the kids get|kid gets)`,
    ),
  ),

  // c11's and c12's first readings: death wished through illness ("if the cancer came back id
  // be relieved", "disappointed when the bloodwork was fine"), and a way to stop being.
  rule(
    'wish-to-die',
    'concern',
    'illness-welcome',
    W(
      `(?:if|when) (?:the cancer|cancer|it|the tumou?r|my heart|this illness|the illness|the disease)(?: \\w+)? (?:took|takes|would take|finished|finishes|got|gets) me${gap(3)} (?:id|i would|i d)(?: \\w+)? (?:be )?(?:grateful|glad|relieved|happy|fine|ok)|something (?:that(?:d| would| will|ll)?|thatd|thatll|to) (?:finish|kill|take|end) me(?! off (?:at|in) (?:work|the gym|training))|(?:if|when) (?:the cancer|cancer|it|the tumou?r|the lump|my heart|the heart thing)(?: \\w+)? (?:came|comes|come|was to come) back${gap(3)} (?:id|i would|i d|i will|ill|i wouldnt) (?:be )?(?:relieved|glad|happy|ok with it|fine with it|grateful|mind|fight it)|(?:relieved|glad|happy|grateful|hoping|hope)${gap(4)} (?:it|the cancer|cancer|the tumou?r) (?:came|comes|come|is) back|(?:disappointed|gutted|let down|sad|upset)${gap(8)} (?:bloodwork|blood work|bloods|results?|scans?|biopsy|tests?|mri|x ?ray|the lump|ecg)${gap(3)} (?:was|were|came back|is|are)? ?(?:fine|clear|normal|nothing|negative|benign|all clear|good)|(?:bloodwork|blood work|bloods|results?|scans?|biopsy|tests?|mri|x ?ray|ecg)${gap(4)} (?:fine|clear|normal|negative|benign|all clear|good)${gap(5)} (?:disappointed|gutted|let down)`,
    ),
  ),
  rule(
    'wish-to-die',
    'concern',
    'stop-being',
    W(
      `(?:stop(?:ped|s)?|end(?:ed|s)?) me (?:being|existing)(?! (?:able|so|such|a|the|an|late|stuck|lonely|bored)\\b)|(?:stop(?:ped)?|cease(?:d)?) (?:being|existing|to exist)(?= ?(?:\\||$|,| no | for | just | id | i d | altogether| completely| entirely))`,
    ),
  ),

  // c15, c16: the end wished for in other words. "id give anything to just close my eyes and
  // that be the end of it"; "wish you had cancer so you'd have a respectable way out"; "I'd hand
  // in my notice to life"; "disappointment that it missed me"; "I envy the guys in the
  // obituaries... tired of being the one still going".
  rule(
    'wish-to-die',
    'concern',
    'sleep-and-the-end',
    W(
      `(?:(?:close|shut) my eyes|go to sleep|fall asleep|drift off|lie down) (?:and|n) (?:(?:that|it|this)(?: would| d| will| to)? (?:be|is|s|was) (?:the end|all over|over for good|over for me)(?: of (?:it|me|everything|it all))?|never (?:come back|wake up|wake|get up|open them again))`,
    ),
  ),
  rule(
    'wish-to-die',
    'concern',
    'illness-as-way-out',
    W(
      `(?:wish|wishing|hoping|hope|pray|praying) (?:i|you|id|youd|i would|you would) (?:had|have|got|get|could get|would get|caught) (?:cancer|a tumou?r|something terminal|a terminal \\w+|a heart attack|a stroke|something incurable)|(?:respectable|honourable|honorable|dignified|acceptable|decent|painless|natural|legitimate) way out(?! of (?:the|this|that|a|my|here|debt|it|there)\\b)`,
    ),
  ),
  rule(
    'wish-to-die',
    'concern',
    'resign-from-life',
    W(
      `(?:notice|resignation|resign|resigning|unsubscribe|unsubscribing|opt out|opting out|check out|checking out|clock out|clocking out|tap out|tapping out|retire|retiring) (?:to|from|of) (?:life|living|existence|being alive|this life|the world)(?! (?:in|insurance|admin|coaching|style|skills|on|at|as)\\b)`,
    ),
  ),
  rule(
    'wish-to-die',
    'concern',
    'sorry-it-missed-me',
    W(
      `(?:disappointed|disappointment|gutted|a shame|a pity|sorry|annoyed|let down|wished|wish) (?:that |when )?(?:it|he|she|they|the \\w+|the \\w+ \\w+)(?: had)? (?:missed|didnt hit|did not hit|didnt get|swerved|braked|stopped in time)(?: me)?(?= ?(?:\\||$|,))`,
    ),
  ),
  rule(
    'wish-to-die',
    'concern',
    'envy-the-dead',
    W(
      `(?:envy|envious of|jealous of) (?:the |those |them |people |guys |men |blokes |folk |the ones |the guys |the men |the people )?(?:dead|in the (?:obituaries|obits|death notices|ground|graveyard|cemetery)|who (?:died|have died|passed|are gone|went first|didnt wake up))|tired of being the one (?:still )?(?:going|here|standing|alive|left)(?! (?:to|out|in|through|back|on about)\\b)`,
    ),
  ),

  // --- method, means or place ----------------------------------------------------------------
  rule(
    'method-means',
    'crisis',
    'method-intent',
    W(`${METHOD_OBJECT}${gap(8)} ${METHOD_INTENT}|${METHOD_INTENT}${gap(8)} ${METHOD_OBJECT}`),
  ),
  rule(
    'method-means',
    'crisis',
    'lethal-dose',
    W(
      `(?:lethal|fatal|deadly|overdose) (?:dose|amount)|how (?:many|much)(?! (?:caffeine|coffee|sugar|salt|protein|creatine|screen time|exercise|cardio|water|energy drinks?|red bulls?|monsters?|pre ?workout)\\b)(?! (?:drinks?|pints?|beers?|units?|cans?|coffees?|cups?|hours?|nights?|days?)(?: of \\w+)? (?:a|per|each|every) (?:week|day|night|weekend|month)\\b)${gap(5)} (?:is too (?:many|much)|would it take|does it take|to (?:die|kill|not wake|stop|od|overdose)|would kill|kills you|is lethal|is fatal|to be fatal|before you die)`,
    ),
  ),
  rule(
    'method-means',
    'crisis',
    'painless-way',
    W(
      `(?:painless|easiest|quickest|fastest|surest|best|quick|easy|clean) (?:way|ways|method|methods|means)${gap(2)} (?:to (?:die|go|end|kill|check out|not wake)|out)`,
    ),
  ),
  rule(
    'method-means',
    'crisis',
    'how-to-kill',
    W(
      `how (?:to|would i|do i|could i|can i|long does it take to) (?:kill myself|end my life|end it|die|hang|drown|overdose|od|suffocate)`,
    ),
  ),
  rule('method-means', 'crisis', 'noose', W(`(?:noose|nooses|exit bag|ligature point)`)),
  rule(
    'method-means',
    'crisis',
    'gun-to-head',
    W(
      `(?:gun|pistol|shotgun|rifle|barrel|glock|knife|blade|razor) (?:to|in|against|into|on) my (?:head|mouth|temple|chest|throat|wrists?|chin)`,
    ),
  ),
  rule(
    'method-means',
    'crisis',
    'wrists',
    W(
      `(?:slit|slitting|cut|cutting|slice|slicing|open)${gap(1)} (?:my |open my )?(?:wrists?|throat|veins?)`,
    ),
  ),
  // "my arms look like a barcode now", "bleedin a lil from where i cut" (c10's and c9's first
  // readings): cuts told by what they look like, or by the bleeding.
  rule(
    'self-harm',
    'crisis',
    'cuts-described',
    W(
      `(?:arms?|legs?|wrists?|thighs?|skin|stomach)(?: \\w+){0,2} (?:look|looks|is|are|like) (?:like )?(?:a )?barcode|barcod(?:e|ed|ing)|bleeding(?: \\w+){0,3} (?:from|where) (?:i|id|ive) (?:cut|cutted|burned|burnt|scratched)`,
    ),
  ),
  // "the old habit is back, long sleeves again", "went back to my old habit on my arms": cuts
  // hidden under sleeves (not against the cold), or a habit named by where it is done. Asked
  // about, not answered as crisis.
  rule(
    'self-harm',
    'concern',
    'sleeves-again',
    W(
      `(?:long sleeves|sleeves (?:down|stay down|on)|hoodie on|hiding my (?:arms|wrists|legs)|cover(?:ing)? (?:up )?my (?:arms|wrists|legs))(?<!\\b(?:freezing|cold|chilly|baltic|winter|snow\\w*|frost\\w*|raining)\\b.*)${gap(3)} (?:again|back|these days|every day|in summer|in this heat)(?!.*\\b(?:freezing|cold|chilly|baltic|winter|snow\\w*|frost\\w*|raining)\\b)|(?:habit|habits|old ways|thing i do) on my (?:arms|wrists|legs|thighs|skin)`,
    ),
  ),
  rule(
    'method-means',
    'crisis',
    'jump-from',
    W(
      `(?:jump|jumping|jumped|leap|leaping|throw myself|throwing myself|step|stepping|walk|walking|drive|driving|ride|riding|crash|crashing|steer|steering|swerve|swerving|fall|falling|go|going)${gap(2)} (?:off|from|in front of|into|under|over) (?:a |the |my |an |some |oncoming |that )?(?:${METHOD_OBJECT}|${VEHICLE})`,
    ),
  ),
  // "Jumped off the garage roof. Legs definitely broken. Cant get up" (c8's first reading): a fall
  // done, with the injury after it.
  near(
    'overdose-injury',
    'crisis',
    'jumped-and-hurt',
    `(?:jumped|threw myself|leapt|dived) (?:off|from|out of) (?:the |a |my |our )?(?:\\w+ )?(?:${HEIGHT}|building|window|flyover|scaffold|tower)`,
    `broken|broke|cant (?:get up|move|feel|stand|walk)|bleeding|blood|didnt (?:even )?work|ambulance|hurts?|snapped`,
    12,
  ),
  // "jumped from the first floor of the dorm, leg is broken i think. didn't work anyway" (c10's
  // first reading): whatever the height, a fall that "didn't work" was meant.
  near(
    'overdose-injury',
    'crisis',
    'jumped-didnt-work',
    `(?:jumped|threw myself|leapt|dived) (?:off|from|out of|out)`,
    `didnt (?:even )?work|did not work|didnt die|survived it|still alive|failed`,
    14,
  ),
  // "got my daddys 30-30 out the closet and its layin on the bed next to me" (c9's first reading):
  // a gun got out and kept by him.
  rule(
    'method-means',
    'crisis',
    'gun-at-hand',
    W(
      `(?:${FIREARM}|\\d+ \\d+|thirty thirty|\\d+ gauge|twelve gauge|service weapon|sidearm|\\d+ ?mm)(?: [^ |]+){0,8}(?: out (?:of )?(?:the |my |his )?(?:closet|safe|gun safe|cabinet|drawer|case|truck|attic)|(?: (?:layin|laying|lying|sittin|sitting|sat|loaded))?(?: on (?:the|my) (?:bed|table|nightstand|lap|seat))? (?:next to|beside) me| in my lap)`,
    ),
  ),
  // Into water, said as intent: "he say he will jump in the canal if the loan man come again"
  // (c5's first reading). Not a swim: "we jumped in the lake at the cottage" has no intent, and
  // "gonna jump in the lake after work" on a hot day is a swim.
  rule(
    'method-means',
    'crisis',
    'jump-in-water',
    W(
      `(?:will|gonna|going to|might|ill|hell|shell|i would|he would|id|hed)(?<!\\b${A_SWIM}\\b.*) (?:just )?(?:jump|throw (?:myself|himself)) in (?:a |the |to the )?(?:canal|river|sea|lake|harbour|harbor|ocean|dam|reservoir|loch|lough|weir|quarry|well)(?!.*\\b${A_SWIM}\\b)`,
    ),
  ),
  // A trip out with no return (c5's first reading): "take the boat out and not bring her back in".
  rule(
    'method-means',
    'crisis',
    'no-return-trip',
    W(
      `(?:take|taking|took|go|going|head|heading) (?:the |my |her |our )?(?:boat|car|truck|ute|bike|tractor|plane|van|kayak)? ?out${gap(5)} (?:and )?(?:not|never|wont|no) (?:bring|come|coming|bringing|be coming|be bringing) (?:her |it |him |myself )?back(?! (?:till|until|for|before|tonight|today|tomorrow|on|at|this|next))`,
    ),
  ),
  // Asking whether others do it too: "anyone else hurt themselves when theyre stressed or is it
  // just me" (c6's first reading) is his own self-harm, put as a question.
  rule(
    'self-harm',
    'concern',
    'anyone-else-hurt-themselves',
    W(
      `(?:anyone|anybody|any other|other (?:guys|lads|men|people)|do people|is it normal to)${gap(3)} (?:hurt|hurting|cut|cutting|burn|burning|hit|hitting|punch|punching|harm|harming) (?:themselves|themself|yourself|their (?:arms?|legs?|skin))`,
    ),
  ),
  // Asking how high (c6's first reading): "what floor do u reckon is high enough".
  rule(
    'method-means',
    'crisis',
    'how-high',
    W(
      `(?:what|which|how many) (?:floor|floors|storey|storeys|story|stories|metres|meters|feet|ft)${gap(4)} (?:is |would be |be )?(?:high enough|enough to|to make sure|would do it|would kill)`,
    ),
  ),
  rule(
    'method-means',
    'crisis',
    'car-exhaust',
    W(
      `(?:car|engine|van|truck|motor)${gap(3)} running${gap(4)} (?:garage|closed|shut)|(?:garage|closed garage)${gap(6)} (?:engine|car|exhaust|running)`,
    ),
  ),
  near('method-means', 'crisis', 'method-near', METHOD_OBJECT, STRONG_METHOD_INTENT, 18),
  near('wish-to-die', 'crisis', 'accident-near', ACCIDENT, NOT_MIND, 14),
  near('plan-timeframe', 'crisis', 'time-act-near', TIME, TIME_ACT, 14),
  rule(
    'method-means',
    'crisis',
    'know-how',
    W(
      // Not "didn't know where to look" or "don't know where to put myself" (fresh14's readers:
      // a widower crying at the till, a seaman home on leave, both asked about suicide).
      `(?:know|knew|worked out|figured out|looked up)${gap(2)} (?:exactly )?(?:how (?:high|deep|many|much|fast|far|long)|which (?:drugs|pills|ones|tablets|meds)|the (?:spot|place))|(?<!\\b(?:dont|didnt|doesnt|never|not|no) )(?:know|knew|worked out|figured out|looked up)${gap(2)} (?:exactly )?where (?:to(?! (?:look|start|begin|put|turn|go from here|sit|stand|even start))|i would|id)`,
    ),
  ),
  // "you know the exact doses. i know what would work and ive got access to it at work" (c8's
  // first reading): a medic, a nurse or a vet who knows what would do it, with the means at hand.
  near(
    'method-means',
    'crisis',
    'knows-what-would-work',
    `i know (?:exactly )?(?:what|how much|how many|which ones?)(?: \\w+){0,2} (?:would|will|to) (?:work|do it|be enough|finish it|take)|(?:exact|lethal|right) (?:doses?|dosages?|amounts?)`,
    `access|doses?|dosages?|drugs|meds|the cupboard|the trolley|the drugs bag|stocked|ive got (?:it|them)|at work`,
    14,
  ),
  rule(
    'wish-to-die',
    'crisis',
    'no-future-me',
    W(
      `(?:cant|cannot|dont|can not) (?:see|picture|imagine)${gap(3)} (?:myself|me|a (?:version|future))${gap(8)} (?:\\d+|older|next year|in (?:a|five|5|ten|10) years|years|where im in it|making it|being there|grow(?:ing)? up)|(?:not|never) (?:meant|going|gonna) to make it (?:that far|to \\d+|past)`,
    ),
  ),
  rule(
    'wish-to-die',
    'crisis',
    'better-not-here',
    W(
      `(?:better|happier|easier|fine|best)${gap(2)} (?:not|no|never) (?:being|be) (?:here|around|alive|about|in it)`,
    ),
  ),
  rule(
    'wish-to-die',
    'concern',
    'wish-over',
    W(
      `(?:wish|wishing|want|hope|need)${gap(2)} (?:it|this|everything|all of it|it all|things) (?:were|was|to be|would be|could be) over`,
    ),
  ),
  rule(
    'active-thoughts',
    'crisis',
    'voices-telling',
    W(
      `(?:brain|head|mind|voice|voices|thoughts?)${gap(3)} (?:telling|tells|tell|told|keeps telling|keep telling) me to (?:go )?(?:join|kill|end|die|jump|do it|hurt|finish)`,
    ),
  ),
  rule(
    'harm-to-others',
    'crisis',
    'direct-threat',
    W(
      `(?:im|i am|ill|i will|gonna|going to|bout to|about to|i want to|i wanna)${gap(1)} (?:stab|shoot|kill|murder|strangle|batter|knife|glass|bottle|run over|burn) (?:him|her|them|that \\w+|my \\w+|the \\w+|\\w+s (?:house|car|place))`,
    ),
    'any',
  ),
  rule(
    'harm-to-others',
    'crisis',
    'weapon-to-school',
    W(
      `(?:brought|bring|took|take|taking|carry|carrying|got)${gap(3)} (?:a |my |the |his |das |dads )?(?:\\w+ )?(?:gun|knife|blade|hammer|bat|machete|petrol|acid|shank)${gap(3)} (?:to|into|at) (?:school|work|class|college|uni|the office|the site|church|the party)`,
    ),
    'any',
  ),
  rule(
    'harm-to-others',
    'crisis',
    'fire-threat',
    W(
      `(?:petrol|gasoline|lighter fluid)${gap(6)} (?:hers|his|theirs|her house|his house|their house|see how|round)|burn (?:her|his|their) (?:house|place|flat|car) down`,
    ),
    'any',
  ),
  near(
    'overdose-injury',
    'crisis',
    'took-then-symptoms',
    '(?:took|taken|swallowed|take|swallow|downed|necked) (?:them|it|something|somethin|the lot|everything|all|them all|some|plenty)',
    'drowsy|sleepy|spinning|spin|heavy|dizzy|cant feel|going funny|ringing|numb|faint|sick|throwing up|vomit\\w*|chest|heart|breathe|breathing|dont tell me to (?:ring|call)|dont call|too late|sorry',
    10,
  ),
  rule(
    'self-harm',
    'crisis',
    'body-on-purpose',
    W(
      `(?:slammed|slam|hit|punched|burned|burnt|burn|cut|smashed|broke|poured|stabbed|bashed|banged|hurt|scalded|struck|bit|scratched|shut|trapped|held|pressed|press|put)${gap(2)} my (?:own )?(?:hand|forearm|forearms|hands|arm|arms|leg|legs|wrist|wrists|head|face|skin|hip|fingers|knuckles|chest|thigh|thighs)${gap(8)} (?:deliberately|on purpose|purposely|intentionally|deliberate)`,
    ),
  ),
  rule(
    'self-harm',
    'crisis',
    'tool-again',
    W(
      `(?:razor|blade|lighter|zippo|knife|compass)${gap(2)} (?:again|on my|to my|into my)|(?:cigarette|fag|lighter|zippo)${gap(3)} (?:on|into|against) my (?:arm|wrist|hand|leg|skin|chest|thigh)`,
    ),
  ),
  rule(
    'self-harm',
    'crisis',
    'hurt-in-secret',
    W(
      `(?:banging|hitting|punching|burning|cutting|scratching|biting|carved|carving)${gap(4)} (?:when|where) (?:nobody|no one|noone) (?:sees|can see|is looking|notices|looks)|(?:banging|hitting|punching|burning|cutting|scratching)${gap(6)} (?:it helps|helps me|makes me feel)`,
    ),
  ),
  near(
    'method-means',
    'crisis',
    'car-fumes-kit',
    '(?:hose|hosepipe|tube|tubing|duct tape)',
    '(?:garage|car|van|truck|exhaust|engine|crown vic|buick|motor)',
    10,
  ),
  rule(
    'overdose-injury',
    'crisis',
    'drank-poison',
    W(
      `(?:drank|drink|drinking|swallowed|took|taken|had|ate)${gap(4)} (?:poison|bleach|weedkiller|antifreeze|pesticide|paraquat|rat poison|drain cleaner|sniper|the poison)`,
    ),
  ),
  rule(
    'active-thoughts',
    'crisis',
    'dark-thoughts',
    W(
      `(?:kill|killing|suicide|suicidal|death|dying|ending it|ending things) (?:thoughts|thought|ideas|urges)`,
    ),
  ),
  rule(
    'preparation-goodbye',
    'crisis',
    'signing-off',
    W(
      `(?:signing|sign|signed|logging|log|checking|clocking) (?:off|out) (?:for good|for the last time|permanently|forever|for ever)`,
    ),
  ),
  rule(
    'wish-to-die',
    'crisis',
    'disappointed-awake',
    W(
      `(?:disappointed|gutted|annoyed|sad|pissed off|upset|sorry)${gap(3)} (?:i (?:woke|wake|did|am still|survived|made it)|im still (?:here|alive|breathing)|to (?:wake|find (?:i am|im) still))|(?:wake|woke|waking) up${gap(4)} (?:disappointed|gutted)`,
    ),
  ),
  rule(
    'active-thoughts',
    'crisis',
    'other-language',
    W(
      `(?:quiero morir\\w*|me quiero morir|quiero matarme|matarme|me voy a matar|suicidarme|quitarme la vida|no quiero vivir|ya no quiero vivir|quero morrer|vou me matar|me matar|nao quero (?:mais )?viver|chce umrzec|zabije sie|nie chce (?:juz )?zyc|samobojstw\\w*|powiesze sie|je veux mourir|me tuer|me suicider|envie de mourir|ich will sterben|mich umbringen|selbstmord|voglio morire|uccidermi|suicidarmi|vreau sa mor|sa ma sinucid|ayoko na (?:mabuhay|mabuhay pa)|ayoko n mbuhay|gusto ko nang mamatay|magpapakamatay|magpakamatay|hochu umeret|khochu umeret|ubyu sebya|pokonchit s soboy|marna chahta|khudkushi|aatmahatya|mar jaana chahta|olmek istiyorum|kendimi oldur\\w*|intihar|nu mai vreau sa (?:traiesc|mai traiesc)|vreau sa mor|sinucid\\w*|shinitai|jisatsu|kieitai|zabic sie|nie chce zyc)`,
    ),
  ),
  // Someone else's words in another language: "mi compa me dijo que se quiere matar" (c9's first
  // reading), "sabi niya gusto niyang mamatay".
  rule(
    'other-at-risk',
    'crisis',
    'other-language-other',
    W(
      `(?:se quiere matar|quiere matarse|se va a matar|va a matarse|quiere suicidarse|se quiere suicidar|se quiere morir|quiere morirse|gusto (?:niyang|nyang|niya ng) mamatay|magpapakamatay (?:daw|siya|sya))`,
    ),
    'other',
  ),
  // Jamaican and Caribbean English, and Tagalog, for the wish and the thought (c10's first
  // reading): "him waan dead", "dead by mi own hand", "sana hindi na lang ako magising bukas".
  // "mi did waan dead back when" is the patois past: not now.
  rule(
    'wish-to-die',
    'crisis',
    'wish-other-englishes',
    W(
      `(?<!\\bdid )(?:waan|wan|wah|wanna) (?:fi |to )?dead|(?:dead|die|kill (?:mi|me|my)self|end it|ending it|end my life|ending my life) by (?:mi|my) own hand|hindi na (?:lang )?(?:ako )?magising|sana (?:mamatay|mawala) na (?:lang )?ako|pagod na (?:ako )?(?:mabuhay|sa buhay)`,
    ),
  ),
  raw(
    'active-thoughts',
    'crisis',
    'other-script',
    '死にたい|自殺|消えたい|不想活|想死|自杀|活不下去|죽고 싶|자살|хочу умереть|покончить с собой|суицид|убить себя|хочу померти|вбити себе|انتحار|أريد أن أموت|आत्महत्या|मरना चाहता',
  ),

  // c11's and c12's first readings: waiting at the crossing for the freight; a poison he knows
  // the effect of; the pull to step off a height at work.
  near(
    'method-means',
    'concern',
    'waiting-for-the-train',
    `freight|trains?|the (?:tracks|crossing|level crossing|line|railway|rail line)`,
    `(?:been |keep |kept |i keep )(?:parking up|parked up|sitting|waiting|standing|going down|watching)(?: \\w+){0,2} (?:there|by it|for it|near it|at it)|parking up there|parked up there|timing (?:it|them)|watch(?:ing)? (?:it|them) (?:go|come) (?:by|past|through)`,
    12,
  ),
  near(
    'method-means',
    'crisis',
    'poison-known',
    POISON,
    `(?:i|i do|i know|knows?|i remember|ive seen|seen) what (?:it|that|that stuff|it all|they|a mouthful|a cup)(?: \\w+)? (?:does|would do|can do|did|will do)|enough (?:to|for) (?:do|finish|kill|end|me)|(?:drink|drinking|drank|swallow|swallowing|take|taking) (?:it|some|the lot|a cup|a mouthful)`,
    12,
  ),
  near(
    'method-means',
    'crisis',
    'pull-to-step-off',
    `(?:tempting|tempted|temptation|the pull|pulls? me|urge|want(?:ed)?|wanna|think about|thinking about|could) (?:to )?(?:just )?(?:step|jump|walk|lean|roll|let go) (?:off|over|out)`,
    `${HEIGHT}|floors? up|storeys? up|stories up|up high|(?:the|a) (?:crane|scaffold|scaffolding|tower|pylon|mast|platform|rig)`,
    12,
  ),

  // c13's and c14's first readings: a carried gun held in his lap after shift; tablets collected a
  // long time and kept "for when".
  near(
    'method-means',
    'crisis',
    'weapon-in-lap',
    `i carry|carrying|my (?:piece|gun|pistol|sidearm|firearm|weapon|service weapon|rifle|shotgun)|${FIREARM}`,
    `(?:with it|it|the \\w+|my \\w+) (?:in|on) my (?:lap|hand|hands|mouth)|to my (?:head|temple|chin)|(?:just )?(?:holding|staring at|looking at) it|sit(?:ting)? with it`,
    20,
  ),
  near(
    'method-means',
    'crisis',
    'kept-for-when',
    `(?:tablets?|pills?|meds?|medicine|tramadol|trauma doll)`,
    `for when(?= ?(?:\\||$))|(?:collect|collected|collecting|saving|saved|save) (?:\\w+ )?(?:from|up|for|them|long|months|weeks)|(?:good|big|decent) stack|stacking (?:up|them)`,
    10,
  ),

  // c17's and c18's first readings: a hosepipe in the boot; whether carbon monoxide hurts "or do
  // you just fall asleep".
  near(
    'method-means',
    'concern',
    'hose-in-the-car',
    '(?:hose|hoses|hosepipe|hosepipes|hose pipe|tubing)',
    'boot|trunk|exhaust|garage|window|duct tape',
    6,
  ),
  rule(
    'method-means',
    'concern',
    'does-it-hurt',
    W(
      `(?:does|would|will|do|is|are) (?:carbon monoxide|co|the exhaust|exhaust fumes|fumes|helium|hanging|drowning|jumping off \\w+|(?:an? |the )?(?:\\w+ )?overdose|overdosing|bleeding out|a gunshot|a bullet|slitting \\w+ \\w+) (?:hurt|painful|hurt much|take long|feel like anything)|(?:or|and) do (?:you|u) just (?:fall asleep|drift off|go to sleep|pass out|slip away)`,
    ),
  ),

  // c20's first reading: "does running the car in a closed garage actually work"; "whats the
  // tallest building on campus thats open at night. asking for reasons".
  rule(
    'method-means',
    'concern',
    'engine-in-the-garage',
    W(
      `(?:running|run|leave|leaving|left|start|starting) (?:the |my |a )?(?:car|engine|van|truck|ute|generator)(?: running)? in (?:a |the )?(?:closed |shut |locked )?garage(?! (?:by (?:accident|mistake)|to warm))`,
    ),
    // Asked as a question ("or is that a myth") it is still a way to die he is weighing.
    'any',
  ),
  rule(
    'method-means',
    'concern',
    'tallest-place-open',
    W(
      `(?:tallest|highest) (?:building|bridge|car park|carpark|multi storey|multistorey|parking garage|parking structure|parking deck|tower|cliff|point|roof|block)${gap(6)} (?:open|unlocked|with access|you can get (?:up|onto|on)|at night|(?:no|aint got(?: no)?|without|with no|hasnt got|has no|doesnt have|dont have) (?:any )?(?:fence|fences|railing|railings|barrier|barriers|nets?|netting))|asking for (?:reasons|a reason|no reason)(?= ?(?:\\||$))`,
    ),
    'any',
  ),

  // --- a plan or a time --------------------------------------------------------------------
  rule(
    'plan-timeframe',
    'crisis',
    'time-act',
    W(`${TIME}${gap(6)} ${TIME_ACT}|${TIME_ACT}${gap(4)} ${TIME}`),
  ),
  rule(
    'plan-timeframe',
    'crisis',
    'how-and-when',
    W(
      `(?:worked out|figured out|know|decided|planned|sorted)${gap(2)} (?:how and when|when and how|the (?:how|when|date|day|time)|timing)|know how${gap(3)} know when|know when${gap(3)} know how`,
    ),
  ),
  rule(
    'plan-timeframe',
    'crisis',
    'picked-date',
    W(
      `(?:picked|chose|chosen|set|settled on|decided on|marked)${gap(1)} (?:a |the )?(?:date|day|night|time)(?! (?:for|with) (?:the|our|a|my) (?:wedding|party|meeting|trip|holiday|match|game|interview|appointment))`,
    ),
  ),
  // "My plan is the 11th of November. Seems fitting" (c8's first reading): a plan that is only a
  // date. Not "my plan is the 11th to ring the bank", where the date has an errand after it.
  rule(
    'plan-timeframe',
    'crisis',
    'plan-is-a-date',
    W(
      `my plan is (?:the )?(?:[a-z0-9]{1,4} of (?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]* [a-z0-9]{1,4}|(?:this |next )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend)|tomorrow|tonight|new years?(?: eve)?|christmas(?: eve)?|my birthday)(?= \\||\\s*$| lol| seems| fitting| then| dont)`,
    ),
  ),
  // "once my daughters wedding is done in june i reckon ill call it" and "ill go before it gets
  // me" (c8's first reading): bowing out, put after an event he is waiting for.
  rule(
    'plan-timeframe',
    'crisis',
    'bow-out-after',
    W(
      `(?:once|after|when|as soon as)(?: [^ |]+){1,12} (?:ill|i will|im gonna|im going to|i can|then ill) (?:just )?(?:call it|bow out|check out|tap out|go quietly|slip away|be gone)(?! (?:a day|of|at|the|for the (?:night|day)|early)\\b)|(?:ill|i will|im gonna|im going to) go before (?:it|the \\w+|this|that) (?:gets|takes) me`,
    ),
  ),
  // "boy when Carnival done I done too", "after Diwali. let the family enjoy the festival first
  // then they can cry" (c10's first reading): his end set after an event, in other words.
  rule(
    'plan-timeframe',
    'crisis',
    'done-when-its-done',
    W(
      `(?:when|after|once) (?:[^ |]+ ){1,6}(?:done|over|finish|finished) (?:i|im|me|ill be|i will be|i go be) (?:done|gone|finish|finished) (?:too|as well|also)|(?:then|after that|afterwards) (?:they|the family|everyone|she|the kids|my family|yall|you all) can (?:cry|grieve|mourn|bury me)`,
    ),
  ),
  // "new years eve. fireworks will cover it" (c9's first reading): a noise chosen to hide a shot.
  rule(
    'plan-timeframe',
    'crisis',
    'noise-to-cover-it',
    W(
      `(?:fireworks|the thunder|thunder|the storm|the music|the traffic|the trains?|the bangers)(?: [^ |]+){0,2} (?:will|would|gonna|should|can|to) (?:cover|drown out|hide|mask) (?:it|the (?:sound|noise|bang|shot|shots))`,
    ),
  ),
  rule(
    'plan-timeframe',
    'crisis',
    'the-night',
    W(`(?:tonights?|tomorrows?|todays?|this) (?:is )?(?:the|my) (?:night|day)`),
  ),
  rule(
    'plan-timeframe',
    'crisis',
    'go-through-with-it',
    W(
      `(?:go|going|went) through with it|its decided|made up my mind|my mind is made up|decision is made|im ready now|ready to go now|its time now|its happening`,
    ),
  ),

  // c11's and c12's first readings: pulling over somewhere quiet "and that'll be it"; not
  // going to see the next birthday.
  near(
    'plan-timeframe',
    'concern',
    'and-thatll-be-it',
    `somewhere quiet|pull(?:ing)? over|pull in somewhere|drive off|park(?:ing)? up somewhere`,
    `(?:thatll|that will|that ll) be (?:it|that|me done|the end)|thats me done|thats me finished|ill be gone`,
    10,
  ),
  rule(
    'plan-timeframe',
    'concern',
    'wont-see-it',
    W(
      `(?:im|i am|i m|i)(?: really)? (?:not|never|wont|aint) (?:(?:gonna|going to|goin to|gna|gunna) )?(?:see|make it to|reach|be around for|be here for|be here at) (?:\\d+|thirty|forty|fifty|sixty|christmas|xmas|my birthday|my \\w+ birthday|next year|the new year|new year|summer|spring|winter|another (?:birthday|christmas|year|winter))(?! (?:at this rate|the way|if|with|unless|followers|subs|subscribers|likes|views|k|grand|quid|dollars|pounds|percent|mph|kg|reps|days|games|wins|goals|points|miles|hours)\\b)`,
    ),
  ),

  // c14's first reading: "last shift is friday. told the gaffer im leaving. not for another job".
  near(
    'plan-timeframe',
    'concern',
    'leaving-for-nothing',
    `last (?:shift|day|week|run)|(?:im|i am) leaving|handed (?:my )?notice in|told (?:the|my) (?:gaffer|boss|manager|foreman)`,
    `not for (?:another|a new|a better|a different) (?:job|gig|role|position|company|place)|not going (?:anywhere|to another)`,
    14,
  ),

  // "Last day at the firm is Friday. Last day anywhere is Friday too" (c16); "picked the weekend
  // the wife takes the kids to her sisters. itll be quiet then" (c15).
  rule(
    'plan-timeframe',
    'concern',
    'last-day-anywhere',
    W(
      `last (?:day|night|week|weekend|christmas|birthday) (?:anywhere|alive|breathing|full stop|period|of everything)(?! (?:on|at|in|of|with)\\b)`,
    ),
  ),
  near(
    'plan-timeframe',
    'concern',
    'picked-a-time-alone',
    '(?:picked|chosen|chose|set|worked out) (?:the|a) (?:day|date|night|weekend|time|week)',
    'quiet|alone|on my own|empty|nobody (?:home|around|here|about)|no one (?:home|around|here)|out of the way|away|(?:at|to) (?:her|his|their) (?:mums|mams|moms|sisters|mothers|parents|brothers)',
    14,
  ),

  // --- getting ready, saying goodbye --------------------------------------------------------
  rule(
    'preparation-goodbye',
    'crisis',
    'letters-to-family',
    W(
      `(?:wrote|written|writing|write|left|leaving|recorded|recording|typed|drafted|made)${gap(3)} (?:a |my |the )?${GOODBYE_ITEMS}${gap(3)} (?:to|for) (?:each of |both |all (?:three |two |of )?)?(?:my |the |our )?${FAMILY}${gap(10)} (?:find|found|when im gone|after im gone|goodbye|in case|read|drawer|desk|footlocker|cabinet|envelope|name on|every birthday|so (?:she|he|they) knows?|whatever happens|sorry|not (?:their|your|his|her) fault|love)`,
    ),
  ),
  rule(
    'preparation-goodbye',
    'crisis',
    'goodbye-message',
    W(
      `(?:goodbye|farewell|suicide|final|last) (?:note|notes|letter|letters|messages?|texts?|video|voicemail)|(?:this is|saying|say|said) (?:my |me )?(?:final |last )?goodbyes?(?! to (?:the|that|my old) (?:job|house|car|city|team))`,
    ),
  ),
  // "You'll not see me at the next one", said by him or told of a mate (c5's first reading): a
  // goodbye or a move. It asks; a move, a job, a holiday or an injury says which.
  rule(
    'preparation-goodbye',
    'concern',
    'wont-see-me-again',
    W(
      `(?:youll|you will|you wont|you will not|ye wont|yous wont|youll not|you\\w* never)(?<!\\b(?:mov\\w+|new job|holiday|leaving for|emigrat\\w+|knee|back|op|operation|injur\\w+|busy|lol|haha|boring|rubbish|shite|shit|crap|awful|terrible|never again)\\b.*) (?:not )?(?:see|be seeing) (?:me|him) (?:at the next|at next|again|next (?:year|time|season|month)|at the \\w+ next)(?!.*\\b(?:mov\\w+|new job|holiday|leaving for|emigrat\\w+|knee|back|op|operation|injur\\w+|busy|lol|haha|boring|rubbish|shite|shit|crap|awful|terrible|never again)\\b)`,
    ),
  ),
  // Goodbyes in disguise (c5's first reading): "going round saying my cheerios... they dont know
  // thats what it is"; "told him im going away for a bit. im not going away".
  rule(
    'preparation-goodbye',
    'crisis',
    'secret-goodbyes',
    W(
      `(?:saying|said|say|doing|done|made) (?:my |me |all my |me last )?(?:cheerios|ta ?ras|farewells|goodbyes?|last rounds)(?: [^ ]+){0,20} (?:dont|doesnt|didnt|do not|does not|did not|never) (?:know|knew|realise|realize|twig|get it)|(?:dont|doesnt|didnt|do not|does not|did not) (?:know|realise|realize) (?:its|thats|it was|that was|it is|that is) (?:a |my |me )?(?:goodbye|goodbyes|the last time|farewell)`,
    ),
  ),
  rule(
    'preparation-goodbye',
    'crisis',
    'not-really-going-away',
    W(
      `(?:told|telling|tell) (?:him|her|them|everyone|the \\w+|my \\w+|people)${gap(2)} (?:im|i am|i was|ill be) (?:going|gone|off) (?:away|on a trip|travelling)(?: [^ ]+){0,6} (?:im not|i am not|im not really|not really|theres no) (?:going|trip|holiday)`,
    ),
  ),
  rule(
    'preparation-goodbye',
    'crisis',
    'will-and-affairs',
    W(
      `(?:affairs|things|everything) (?:are |is )?(?:in order|squared away|sorted|settled)|(?:the|my) will (?:updated|done|sorted|redone|signed|written|made)|(?<!\\b(?:housemate|flatmate|roommate|mate|wife|missus|he|she|they|dad|mum|mam|mom|nan|gran|grandad|brother|sister|friend|neighbour|neighbor) )(?:updated|wrote|written|sorted|made|redid|changed|signed|finished|redone|did|drew up) (?:out |up )?(?:my|the|a) (?:will|funeral)(?! (?:of|for the (?:company|business|farm)|and testament for (?:her|him|my (?:mum|mam|mom|dad)))\\b)|(?:for|plan|planned|want|like) (?:for )?(?:my|the) funeral|hymns`,
    ),
  ),
  // Money and papers arranged to go to the family, or left "tidy for them": a warning sign when
  // it is news, and ordinary planning too, so it asks rather than answers as a crisis (fresh8's
  // readers: "sorted the super paperwork so it all goes to the kids" met with small talk).
  rule(
    'preparation-goodbye',
    'concern',
    'affairs-for-family',
    W(
      `(?:super|superannuation|pension|paperwork|policy|insurance|savings|accounts|estate|everything|it all|the lot|the house)(?: [^ |]+){0,6} (?:goes|go|will go|would go|gets paid|is paid|paid out|is left|left) to (?:the|my|our) (?:kids|wife|missus|family|son|daughter|boys|girls|children)|(?:all|everything|it all|things) (?:tidy|sorted|in order|squared away) for (?:them|her|the kids|the family|my family)`,
    ),
  ),
  // Across a sentence or two: "did the numbers on the life insurance. policy's good. pays out more
  // than this place will make" (fresh5's readers).
  rule(
    'preparation-goodbye',
    'crisis',
    'life-insurance-sums',
    W(
      `(?:life insurance|life cover|life policy)(?: [^ ]+){0,10} (?:pays? out|payout|paid out|worth more)`,
    ),
  ),
  rule(
    'preparation-goodbye',
    'crisis',
    'insurance-check',
    W(
      // "crop insurance wont cover it" (fresh23's farmer, answered as a goodbye): a bill it will not
      // pay is money trouble, not a check on what a death would pay.
      `(?:insurance|policy)${gap(6)} (?:pays? out|payout|paid out|covers? suicide|(?<!\\b(?:wont|doesnt|dont|didnt|not|never|cant|wouldnt|barely|hardly) )covers? (?:it|everything)|suicide clause|exclusion|two year|2 year|after the first year|still pays|goes to)`,
    ),
  ),
  rule(
    'preparation-goodbye',
    'crisis',
    'giving-away',
    W(
      `(?:gave|give|giving|given|sold|selling|sell|left|leaving|handed)${gap(2)} (?:away )?(?:all )?(?:of )?(?:my |me )?(?:old )?${POSSESSIONS}${gap(8)} (?:wont (?:be )?need|shant (?:be )?need|no longer need|not going to need|wont be needing|not be needing|doesnt know why|dont know why|may as well have|now as later|look after|take (?:him|her|them|care)|should anything happen|if anything happens|someone wholl|cause of my work|because of my work|its not)`,
    ),
  ),
  rule(
    'preparation-goodbye',
    'crisis',
    'wont-need-it',
    W(
      `(?:wont|shant|shall not|will not|not going to|dont) (?:be )?need(?:ing)? (?:it|them|those|these|any of it|any of this|my \\w+)(?: anymore| any more| where im going| after)?`,
    ),
  ),
  rule(
    'preparation-goodbye',
    'crisis',
    'look-after-for-me',
    W(
      `(?:look after|take care of|mind|watch over) (?:our |my |the )?(?:mam|mum|mom|mother|kids|children|dog|cat|her|him|them|wife|family|boys|girls|baby|liam|\\w+) for me|(?:if|should|in case) anything (?:happens|happen|should happen)(?: to me)?`,
    ),
  ),
  // "hermano cuida a mi mama ok. you was always the good one" (c9's first reading).
  rule(
    'preparation-goodbye',
    'crisis',
    'look-after-other-language',
    W(
      `cuida(?:me)? (?:a |de )?(?:mi|mis) (?:mama|madre|jefa|jefita|hijos|hijas|hija|hijo|perro|esposa|familia|viejita|abuela)|alagaan mo (?:si |ang )?(?:nanay|mama|inay|mga anak|anak)`,
    ),
  ),
  // "paid off my tab at the bar and give my fishin boat to Tommy. dont owe nobody nothin now"
  // (c9's first reading): debts squared and things handed on, together.
  near(
    'preparation-goodbye',
    'crisis',
    'squared-and-given',
    `(?:paid off|paid up|settled|squared up|squared|cleared) (?:my |all my |the |me )?(?:tab|tabs|debts?|accounts?|bills?|loans?|slate)`,
    `(?:give|gave|given|giving|left|leaving|handed) (?:my|me|away|him my|her my)|dont owe (?:nobody|anyone|anybody|no one)`,
    16,
  ),
  rule(
    'preparation-goodbye',
    'crisis',
    'passwords-left',
    W(
      `(?:passwords?|pin|pins|bank details|account details|logins?)${gap(6)} (?:envelope|for my \\w+|written down|on the (?:kitchen )?table|left|sealed)`,
    ),
  ),
  rule(
    'preparation-goodbye',
    'crisis',
    'not-to-blame',
    W(
      `not to blame (?:herself|himself|themselves|yourself|themself)|(?:isnt|is not|wasnt|not) (?:their|your|her|his) fault${gap(2)} whatever happens|whatever happens${gap(4)} not (?:their|your|her|his) fault`,
    ),
  ),
  rule(
    'preparation-goodbye',
    'crisis',
    'final-thanks',
    W(
      `(?:thank(?:s|ed)?|thank you)${gap(4)} for everything${gap(12)} (?:goodbye|take care|last|always|love you|dont (?:blame|worry))|(?:thanks|thank you) for (?:listening|everything)${gap(8)} (?:all these months|these months|been good to me|take care yeah|goodbye)`,
    ),
  ),
  rule(
    'preparation-goodbye',
    'crisis',
    'leave-no-mess',
    W(
      `(?:dont|not) (?:want to )?leave (?:a|any) mess|closing (?:the|my) accounts|all squared away|tying up loose ends|loose ends tied`,
    ),
  ),
  rule(
    'preparation-goodbye',
    'concern',
    'proud-last-time',
    W(
      `(?:told|tell|telling)${gap(3)} (?:how proud|i love (?:her|him|them|you)|how much i love)${gap(10)} (?:first time|never (?:said|told)|wanted to be sure|in case)`,
    ),
  ),
  rule(
    'preparation-goodbye',
    'concern',
    'sorry-for-everything',
    W(`sorry for everything|apologi[sz]ed to (?:everyone|everybody)`),
  ),

  // c11's and c12's first readings: the last memory he wants to leave, a call "just to say I love
  // her" that surprised her, instructions and passwords left "for after" or "so someone knows".
  rule(
    'preparation-goodbye',
    'crisis',
    'last-memory-of-me',
    W(
      `(?:last|final) (?:memory|memories|image|picture) (?:of me|(?:she|he|they|the kids|my \\w+)(?:ll| will| would)? (?:have|has) of me)`,
    ),
  ),
  rule(
    'preparation-goodbye',
    'concern',
    'last-time-see-me',
    W(
      `(?:last|final) time (?:she|he|they|the kids|my (?:kids|son|daughter|wife|mum|mam|mom|dad|family|girl|boy|lad))(?:ll| will| would| is going to| gets to)? (?:ever )?see me(?! (?:in|at|play|before|until|till)\\b)`,
    ),
  ),
  near(
    'preparation-goodbye',
    'concern',
    'unusual-i-love-you',
    `(?:rang|called|phoned|texted|messaged|wrote to|rung|ringing|calling|texting)(?: \\w+){0,3} (?:just |only )?to (?:say|tell (?:her|him|them|em)) (?:i (?:love|loved|luv) (?:her|him|them|em|you)|sorry|thanks|thank you|goodbye|bye)`,
    `(?:havent|hadnt|never|not|hasnt) (?:said|told|heard|says)|first time in|out of the blue|(?:she|he|they) (?:thought|asked if|asked) (?:i was|was i|whats|what was)|didnt say why|for no reason`,
    14,
  ),
  near(
    'preparation-goodbye',
    'concern',
    'left-for-after',
    `instructions|a list|lists|notes?|letters?|details|passwords?|pins?|logins?|where everything is|who to ring|who to call|what to do|what they get`,
    `for after(?:wards)?(?= ?(?:\\||$))|just so (?:someone|somebody|they|she|he|people|the \\w+) (?:knows?|has (?:it|them)|can get in)|for when im (?:gone|not here|not around)`,
    14,
  ),

  // c13's and c14's first readings: "if this is the last thing i write", "somebody tell my daughter
  // i was proud of her", "if anyone asks tell them i wasnt angry at anyone. just tired".
  rule(
    'preparation-goodbye',
    'crisis',
    'last-words-for-them',
    W(
      `(?:if )?this is the last thing i (?:write|say|post|send|type|ever)|(?:please |pls |plz )?tell (?:the|my|them|her|him|everyone|everybody|mum|mam|mom|dad)(?: \\w+){0,4} (?:it was|it wasnt|its|it is) (?:nobodys|no ones|not (?:their|her|his|anyones|your)) fault(?=(?: \\|)? i (?:made|chose|decided)| ?(?:\\||$))|(?:somebody|someone|please|pls|you) tell (?:my (?:daughter|son|kids|wife|missus|mum|mam|mom|dad|boys|girls|family|brother|sister|girl|boy|lad)|them) (?:i was|i am|im|that i|i (?:always )?(?:loved|love))(?: \\w+)? (?:proud|sorry|loved|love|did love)`,
    ),
  ),
  near(
    'preparation-goodbye',
    'crisis',
    'if-anyone-asks',
    `if (?:anyone|anybody|they|people|she|he) asks?,? tell (?:them|em|her|him|everyone)`,
    `i (?:wasnt|was not|wasn t) (?:angry|mad|upset)|(?:just|i was) tired|nobodys fault|not (?:their|her|his|anyones|your) fault|i (?:loved|love) (?:them|her|him|everyone)|im sorry`,
    12,
  ),

  // c15, c16: goodbyes that say what they are for only in passing. "rang my mum and told her i
  // loved her... wanted her to have that before"; "recorded a video for my daughter for her 18th.
  // shes 9. so shes got something from me"; "sorted the pension... feels like things are tidy
  // now"; "Drafted a few others to my kids and my ex. Scheduled send for Sunday"; "Rehomed the
  // dog... He was the last thing I was responsible for".
  rule(
    'preparation-goodbye',
    'concern',
    'have-it-before',
    W(
      `(?:wanted|want|wanna|needed|need) (?:her|him|them|the kids|my (?:\\w+ )?(?:mum|mam|mom|dad|son|daughter|kids|wife|brother|sister|boy|girl)) to (?:have|hear|know|get) (?:that|it|this|them|those)(?: from me)? (?:before|while i (?:still )?can)(?= ?(?:\\||$))`,
    ),
  ),
  // Digits in words are read as letters by normalize.ts (leetspeak), so "18th" arrives "ibth".
  rule(
    'preparation-goodbye',
    'concern',
    'something-from-me',
    W(
      `(?:so|then|that way) (?:she|he|they|shes|hes|theyve|theyll|the kids|my (?:\\w+ )?(?:son|daughter|kids|boy|girl|lad|grandkids))(?: s| has| have| ve| will have| ll have| still has)?(?: got)? (?:something|a bit|a piece|part) (?:from|of|to remember) me(?= ?(?:\\||$|,))|(?:recorded|recording|filmed|filming|made|making|wrote|written|writing|left|leaving) (?:a |some |the )?(?:video|videos|letter|letters|message|messages|card|cards|voice note|voice notes) (?:for|to) (?:my|the|our) (?:\\w+ )?(?:daughter|son|kids|boy|girl|lad|children|little one|grandkids|grandson|granddaughter|baby)${gap(3)} (?:for (?:her|his|their) (?:i6th|ibth|2ist|wedding|graduation|future birthdays|wedding day)|to open (?:when|on|at)|for when (?:she|he|they)(?:s| is| are| re)? (?:older|grown up|grown|18|21|bigger))`,
    ),
  ),
  near(
    'preparation-goodbye',
    'concern',
    'affairs-tidy',
    '(?:things|everything|it all|affairs|stuff)(?: is| are| s| feel| feels| seem| seems| look| looks)? (?:tidy|in order|squared away|squared up|wrapped up|tied up|settled)',
    'pension|will|insurance|life cover|policy|policies|savings|solicitor|say sorry|said sorry|apologi[sz]ed|made (?:my )?peace|passwords|the deeds',
    20,
  ),
  near(
    'preparation-goodbye',
    'concern',
    'scheduled-to-send',
    'scheduled (?:send|sending|post|posting)|(?:scheduled|timed) (?:them|it|the (?:emails|messages|texts|letters|posts)|emails|messages|texts|letters)(?: to)? (?:send|go out|be sent|post|arrive)',
    'kids|ex|wife|missus|mum|mam|mom|dad|brother|sister|son|daughter|family|everyone|goodbye|mentor|thank you|sorry',
    20,
  ),
  near(
    'preparation-goodbye',
    'concern',
    'rehomed-the-pet',
    '(?:rehomed|rehoming|rehome|gave away|given away|giving away|found (?:a )?(?:new )?home for|found someone to take|arranged for (?:\\w+ ){1,3}to take) (?:the|my|our) (?:dog|dogs|cat|cats|pet|pets|budgie|bird|birds|horse|rabbit|pup|puppy)|(?:took|taken|dropped|handed) (?:the|my|our) (?:dog|dogs|cat|cats|pet|pets|budgie|bird|birds|horse|rabbit|pup|puppy) (?:to|over to|off at|off with) (?:\\w+ ){1,3}for good',
    'last thing|responsible for|wont (?:need|be here|be around)|(?:whos|who is|who will be|thats) (?:going to be |gonna be )?around|when im gone|after im gone|nothing (?:left )?(?:to|keeping)|no (?:reason|one) (?:left|to)',
    20,
  ),
  rule(
    'preparation-goodbye',
    'concern',
    'last-tie',
    W(
      `last (?:thing|one|reason|tie|responsibility) (?:i (?:was|am|had|m|still had) responsible for|i had to look after|(?:that )?(?:keeping|holding|tying|kept|held|tied) me (?:here|going|alive|to (?:this|life|the world)))`,
    ),
  ),

  // c17's and c18's first readings: things given away "and he doesnt know why i did it"; a
  // neighbour who "thinks I am going into hospital. I am not."; the dog handed on to someone
  // "who's going to be around".
  near(
    'preparation-goodbye',
    'concern',
    'gave-it-away-why',
    '(?:gave|given|giving|handed|handing) (?:away )?(?:my|all my|him my|her my|them my)',
    '(?:doesnt|does not|dont|didnt|did not|wont|nobody|no one) (?:\\w+ )?(?:know|knows|realise|realize|understand|get) why i (?:did|gave|done)',
    20,
  ),
  rule(
    'preparation-goodbye',
    'concern',
    'cover-story',
    `\\b(?:he|she|they|everyone|everybody|the \\w+|my \\w+) (?:thinks|think|believes|believe) (?:i am|im|i m|ill be|i will be)(?: \\w+){1,8}(?: \\|)? (?:i am not|im not|i m not|but im not|but i am not|i wont be|i will not be)(?= ?(?:\\||$))`,
  ),

  // --- self-harm, by any method ------------------------------------------------------------
  rule(
    'self-harm',
    'crisis',
    'harm-myself',
    W(
      `${HARM_VERB} ${MYSELF}(?! (?:shaving|while|when|cooking|chopping|lifting|playing|training|running|on (?:a|the)|with a tin|in the gym|by accident|accidentally|doing|fixing|working|opening|at (?:work|the gym)))`,
    ),
  ),
  rule(
    'self-harm',
    'crisis',
    'self-harm-word',
    W(
      `self ?harm\\w*|self ?injur\\w*|selfharm|\\bsh\\b(?= (?:again|urges?|relapse|thing|scars?|free|clean))`,
    ),
  ),
  rule(
    'self-harm',
    'crisis',
    'cutting-again',
    W(
      `(?:i|ive|im|been|started|start|keep|kept|back to|relapsed|went back to|the)${gap(1)} (?:cut|cutting|cuts|burning|burn|scratch(?:ed|ing)?)(?: myself)?${gap(2)} (?:again|my arms?|my legs?|arms?|legs?|thighs?|forearms?|skin|wrists?|deeper|deep|too deep|relapse|relapsed|first time (?:in|since)|since (?:i got|the|i was|last))|(?<=^ |\\| )(?:cutting|cut|burning) (?:again|myself)`,
    ),
  ),
  rule(
    'self-harm',
    'crisis',
    'burn-with',
    W(
      `(?:burn|burning|burnt|burned|held|holding|hold|pressed|pressing|put|putting)${gap(4)} (?:with (?:a|the|my) (?:lighter|zippo|cigarette|fag|match|matches|iron|candle)|(?:on|over|against) (?:the|a) (?:stove|stovetop|hob|burner|flame|hotplate|grill|iron|candle|lighter|oven door|flat top|radiator|boiler pipe))`,
    ),
  ),
  rule(
    'self-harm',
    'crisis',
    'hit-on-purpose',
    W(
      // A slammed door is temper, not self-harm: slamming counts only when it is not a door. "The
      // no-phone bit is gonna be hard" is a part of a plan: biting counts only when it bites him.
      // "That one hit hard" (c22, of a film): the film, the news or the loss hits; he does not.
      `(?:punch|punched|punching|(?:hit|hitting)(?<!\\b(?:that|it|this|one|ending|film|movie|song|news|episode|scene|book|loss|result|show|series|documentary)(?: one)? (?:hit|hitting))|bang|banged|banging|slam(?:med|ming)?(?! (?:the |a |my |his |her |our )?(?:front |back |bedroom |car )?(?:door|drawer|lid|gate|boot|cupboard))|smash|smashed|kick|kicked|headbutt\\w*|broke|break|(?:bite|biting|bit) (?:myself|my (?:own )?(?:arms?|hands?|wrists?|fist|knuckles|lip|tongue)))${gap(6)} (?:on purpose|deliberately|purposely|intentionally|till|until|to feel|felt better|felt good|hard|to punish|as punishment|because i deserve|cause i deserve|many times|over and over|again and again|bruises?|when (?:im|i am|i get) (?:angry|mad|furious) (?:with|at) myself)`,
    ),
  ),
  rule(
    'self-harm',
    'crisis',
    'hit-myself',
    W(
      `(?:punch|punched|punching|hit|hitting|slap|slapped|slapping|bash|bashing|whack|whacking) (?:myself|my own|me own)|(?:belt|whip|strap) (?:to|on|across) my (?:own )?(?:back|legs|arms)`,
    ),
  ),
  rule(
    'self-harm',
    'crisis',
    'wall-knuckles',
    W(
      `(?:wall|door|mirror)${gap(5)} (?:knuckles?|fists?|hand)${gap(3)} (?:split|bleed|bled|bleeding|broke|broken|raw)|knuckles? (?:split|bleeding|raw)`,
    ),
  ),
  rule(
    'self-harm',
    'crisis',
    'nails-until',
    W(
      `(?:dig|digging|dug|scratch|scratching|scratched|pick|picking|press|pressing|pour|poured)${gap(12)} (?:until|till|til)${gap(4)} (?:bleed|bled|bleeding|raw|pain|hurts|see stars)|scratched${gap(2)} raw`,
    ),
  ),
  rule(
    'self-harm',
    'crisis',
    'punish-myself',
    W(
      `(?:to|as|for) (?:punish|punishment)|punish(?:ing)? myself|(?:dont|do not) (?:feel i )?deserve (?:to eat|food|it)|(?:starv\\w*|not eat\\w*|drink\\w*|drank)${gap(6)} (?:on purpose|deliberately|to (?:hurt|punish)|wanted it to hurt|to feel (?:it|pain|something))`,
    ),
  ),
  rule(
    'self-harm',
    'crisis',
    'blade-on-me',
    W(
      `(?:knife|blade|razor|shank|glass)${gap(4)} (?:on|into|across|to) (?:my|me) (?:leg|legs|arm|arms|thigh|thighs|skin|wrist|stomach)`,
    ),
  ),

  // c11's and c12's first readings: the urge to cut, and a name carved into his arm.
  rule(
    'self-harm',
    'crisis',
    'urge-to-cut',
    W(
      `(?:urges?|itch|itching|craving|cravings|need) to (?:cut|burn|carve|scratch)(?! (?:the|my|a|an|back|down|it|out|off|costs|corners|ties|loose|him|her|them|in|up|and run|some|things|people|class|school|work|sugar|carbs|weight|hair|wood|grass|lawn|hedge|losses|his|their|our|your|that|this|sick|short|through|ahead|across|cards|deals?)\\b)`,
    ),
  ),
  rule(
    'self-harm',
    'crisis',
    'carved-in-me',
    W(
      `(?:carved|carve|carving|etched|etching|scratched|scratching|cut|cutting) (?:\\w+ ){1,3}(?:in|into) (?:my|me) (?:own )?(?:arm|arms|forearm|leg|legs|thigh|thighs|skin|wrist|wrists|stomach|belly|chest|hip|hips)(?! (?:on|with|while|when|at|fixing|working|by accident)\\b)`,
    ),
  ),

  // "need to hide the marks before rugby saturday. went a bit far this time" (c15). Not scars
  // from surgery or an accident.
  rule(
    'self-harm',
    'concern',
    'hide-the-marks',
    W(
      `(?:hide|hiding|cover|covering|cover up|covering up) (?:the|my|these|the new|the fresh|all the) (?:marks|cuts|burns|fresh ones|new ones|scratches)(?! (?:from|after|of|on the|with) (?:the |my |an? )?(?:surgery|operation|op|accident|crash|fire|acne|chickenpox|tattoo|dog|cat|car|wall|paint|sofa|table|floor|door))`,
    ),
  ),

  // "been slamming my head into the locker after games when i play bad" (c20). Not a knock on a
  // cupboard: the blows must be repeated or follow a trigger.
  near(
    'self-harm',
    'concern',
    'head-into-things',
    '(?:slamming|slammed|smashing|smashed|punching|banging|hitting|headbutting) my (?:own )?head (?:into|against|on|off) (?:the |a |my )?(?:locker|lockers|wall|walls|desk|table|door|floor|steering wheel|mirror|tiles|fridge)',
    'after (?:games|matches|training|work|fights|arguments|rows|a loss)|when i (?:play|lose|mess|fuck|screw|get)|every time|till|until|over and over|been|keep|kept|started',
    6,
  ),

  // --- an overdose or injury happening now --------------------------------------------------
  // "Done the lot" is pills taken, but not "done the lot in 9 days" (the deck, the gutters, the
  // shed: fresh16's retired fitter was answered as a crisis), and "done everything I can" is effort.
  rule(
    'overdose-injury',
    'crisis',
    'took-quantity',
    W(
      `(?:took|taken|swallowed|downed|necked|ate|popped|taking|swallowing|done)${gap(1)} (?:all|the lot|everything|a handful|handfuls|a fistful|the whole|a whole|a full|the full|a box|the box|a pack|the pack|a packet|a bottle of|the bottle of|half (?:a|the) (?:bottle|box|pack|packet) of|a load|loads|most|the rest|[1-9]\\d+|twenty|thirty|forty|fifty|a hundred)${gap(4)} (?:${PILLS}|them|in the (?:cupboard|cabinet|ziploc|drawer|box|medicine cabinet)|something|i had|i was saving|i had been saving|i had saved)|(?:took|taken|swallowed|downed|necked) (?:the lot|everything|them all|the lot of them)|done (?:the lot|them all|the lot of them)(?! (?:in|within|by|before|inside|over|for) )`,
    ),
  ),
  rule(
    'overdose-injury',
    'crisis',
    'took-them-all',
    W(
      `(?:took|taken|swallowed|downed|necked) (?:them|it|the (?:pills|tablets|lot)|my (?:pills|tablets|meds))(?: all)?${gap(3)} (?:all|already|an hour ago|ago|minutes ago|earlier|just now|at \\w+|about \\w+|half past)|(?:took|taken|swallowed) (?:them )?all(?! (?:season|week|day|night|year|month|morning|afternoon|evening|weekend|summer|winter|term|game|match|my life|the time|time|day long|night long|week long|weekend)\\b)|ive (?:already )?(?:taken|took|done) (?:it|them|something)|it is done|its done${gap(1)} (?:i took|took)`,
    ),
  ),
  rule(
    'overdose-injury',
    'crisis',
    'overdosed',
    W(`(?:i|ive|i have|just|already) (?:just |already )?(?:overdosed|od)`),
  ),
  rule(
    'overdose-injury',
    'crisis',
    'mixed-with-drink',
    W(
      `(?:drank|drunk|downed|had|finished)${gap(6)} (?:with|and) (?:the |my |a handful of |all my |half my )?(?:sleeping|pills|tablets|meds|seroquel|trazodone|painkillers|xanax|valium)|(?:pills|tablets|meds)${gap(4)} (?:with|and) (?:the |a )?(?:whiskey|whisky|vodka|wine|bourbon|beer|rum|gin|henny|bottle|booze)`,
    ),
  ),
  rule(
    'overdose-injury',
    'crisis',
    'symptoms-after',
    W(
      `(?:took|taken|swallowed|had) ${gap(6)}(?:feel|feeling|getting|going|starting to feel|im)${gap(2)} (?:heavy|sleepy|drowsy|dizzy|funny|strange|sick|numb|faint|weird|cold|spinning)`,
    ),
  ),
  rule(
    'overdose-injury',
    'crisis',
    'bleeding-now',
    W(
      `(?:blood|bleeding|bleed)${gap(6)} (?:wont stop|will not stop|cant stop|cannot stop|not stopping|everywhere|all over|a lot|badly|pouring|so much|great deal|make it stop|on the (?:floor|bathroom floor))|(?:pouring|gushing|pissing) (?:with )?blood|(?:too deep|very deep)${gap(3)} (?:not stopping|wont stop)|(?:cut|slit) my (?:wrist|wrists|arm|throat)`,
    ),
  ),
  rule(
    'overdose-injury',
    'crisis',
    'injured-on-purpose',
    W(
      `(?:on purpose|deliberately)${gap(8)} (?:bleeding|broken|bent|lying|cant move|cant feel|hurt|blood|head)|(?:crashed|rode|drove|came off|put|jumped)${gap(6)} on purpose`,
    ),
  ),

  // "overdosed on my lithium just now" (c16): the overdose told with the "I" dropped, as a text
  // often is. Only at the start of a sentence, where the missing subject can only be him.
  rule(
    'overdose-injury',
    'crisis',
    'overdosed-no-subject',
    `(?:^|\\| ) ?(?:just |already )?overdosed\\b`,
  ),

  // --- harm to others ----------------------------------------------------------------------
  rule(
    'harm-to-others',
    'crisis',
    'threat-serious',
    W(`${VIOLENCE} ${VICTIM}${gap(10)} ${SERIOUS}|${SERIOUS}${gap(10)} ${VIOLENCE} ${VICTIM}`),
    'any',
  ),
  rule(
    'harm-to-others',
    'crisis',
    'intrusive-harm',
    W(
      `(?:thoughts?|urges?|ideas?|pictures?|images?|picturing|imagining|impulses?)${gap(4)} (?:about |of )?(?:hurting|harming|shaking|killing|strangling|smothering|drowning|stabbing|driving (?:the car )?into)(?! (?:myself|meself|me|my ?self)\\b)${gap(3)} (?:my |the |our |a |him|her|them|people|someone|\\w+)`,
    ),
    'any',
  ),
  rule(
    'harm-to-others',
    'crisis',
    'want-to-hurt-someone',
    W(
      `(?:i|im|ill|i will|i am|i just|i really)${gap(1)} (?:want|wanna|going|gonna|need|feel like|could|urge) (?:to )?(?:really )?(?:hurt|kill|stab|shoot|harm|batter|murder) (?:somebody|someone|anybody|anyone|people|everyone|everybody|them all)`,
    ),
    'any',
  ),
  rule(
    'harm-to-others',
    'crisis',
    'weapon-for-them',
    W(
      `${`(?:gun|shotgun|shotty|shottie|rifle|pistol|knife|blade|shank|machete|bat|hammer|tire iron|tyre iron|crowbar|axe)`}${gap(6)} (?:ready|by the door|in the (?:van|truck|car|trunk|boot|garage|ute|cab))${gap(8)} (?:for (?:him|her|them|when)|when (?:he|she|they)|tonight|next time|(?:heading|going|driving|on my way) (?:to|down to|round to|over to) (?:the|his|her|their|where))`,
    ),
    'any',
  ),
  // Violence meant, in a man's understatement (c5, c6 first readings): "he'll not leave this farm
  // walking", "im not going to stop at a beating", "he'll get whats coming to him. ive thought
  // about it enough".
  rule(
    'harm-to-others',
    'crisis',
    'not-leave-walking',
    W(
      `(?:(?:hell|shell|theyll|he will|she will|they will|he|they) (?:not|never)|he wont|she wont|they wont) (?:leave|walk out of|get off|get out of) (?:this|the|my|here)(?: \\w+)? (?:walking|alive|in one piece|on (?:his|their) feet|breathing)`,
    ),
    'any',
  ),
  rule(
    'harm-to-others',
    'crisis',
    'beyond-a-beating',
    W(
      `(?:not|wont|will not|never) (?:going to |gonna )?stop at (?:a |just a |just )?(?:beating|kicking|slap|hiding|smack|broken \\w+)`,
    ),
    'any',
  ),
  rule(
    'harm-to-others',
    'concern',
    'whats-coming-to-him',
    W(
      `(?:get|gets|getting|got) (?:whats|what is|what s) coming to (?:him|her|them)(?: [^ ]+){0,12} (?:thought about it|planned|tonight|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday|this week|i know where|ive got|got a)`,
    ),
    'any',
  ),
  rule(
    'harm-to-others',
    'crisis',
    'take-kids-with-me',
    W(
      `tak(?:e|ing) (?:the kids|the children|them|the baby|my (?:kids|children|son|daughter|family)) with me|(?:if|when) (?:im|i am|i m) (?:going|goin|gone|going down|doing it)(?: then| anyway)? (?:im|i am|ill|i will|i m) (?:taking|bringing|dragging) (?:her|him|them|you|everyone|someone) (?:with me|down with me)`,
    ),
    'any',
  ),
  rule(
    'harm-to-others',
    'crisis',
    'scared-of-myself',
    W(
      `(?:scared|frightened|afraid|terrified) (?:of myself|of what i might do|of what ill do|of what id do|ill (?:hurt|kill|do something)|i might (?:hurt|kill))`,
    ),
    'any',
  ),

  // c11's and c12's first readings: bringing "something" to work or class so "they'll all see";
  // waiting outside for someone with something heavy; watching his house.
  near(
    'harm-to-others',
    'crisis',
    'bringing-something-in',
    `(?:bring|bringing|brin|take|taking|carry|carrying) (?:something|summat|a (?:gun|knife|blade|weapon|piece|machete|bat)|my (?:gun|rifle|shotgun|knife|piece|machete|blade)|the (?:gun|rifle|shotgun)) (?:in)?to (?:work|school|class|college|uni|campus|church|the (?:office|site|depot|yard|plant|mine|school|lan|meeting))`,
    `(?:they|them|everyone|everybody|all of them|theyll|em)(?: will| would)?(?: all)? (?:see|pay|learn|regret|be sorry|feel|know)|make (?:them|everyone|everybody|em)(?: all)? (?:feel|pay|see|sorry|suffer)|(?:sack|fire|expel|suspend|kick out) me|if they`,
    14,
    'any',
  ),
  rule(
    'harm-to-others',
    'concern',
    'make-them-feel-it',
    W(
      `make (?:them|everyone|everybody|em|all of them|the lot of them|every (?:one|last one|single one) of (?:them|em))(?: all)? (?:feel what i feel|feel what ive felt|hurt like i|suffer like i|feel it like i)`,
    ),
    'any',
  ),
  rule(
    'harm-to-others',
    'crisis',
    'waiting-with-something',
    W(
      `(?:waiting|wait|waitin|be waiting|lying in wait)${gap(3)} (?:for (?:him|her|them|the \\w+|that \\w+)|outside)${gap(4)} with (?:something (?:heavy|sharp)|summat|a (?:bat|bar|knife|blade|hammer|brick|bottle|crowbar|wrench|spanner|machete|gun|pipe|golf club)|my (?:bat|knife|blade|hammer|gun|machete|spanner))`,
    ),
    'any',
  ),
  rule(
    'harm-to-others',
    'concern',
    'watching-his-house',
    W(
      `(?:been watching|watching|watched|sat outside|sitting outside|parked outside|parking outside|drive past|drove past|driving past|staking out|keep driving past) (?:his|her|their|the \\w+s) (?:house|place|flat|home|gaff|yard)(?! (?:while|for (?:him|her|them)|when (?:hes|shes|theyre) away|on holiday)\\b)`,
    ),
    'any',
  ),

  // c13's and c14's first readings: "i dont know what ill do to her", a child grabbed by the
  // throat, a temper with the kids "getting scary".
  rule(
    'harm-to-others',
    'concern',
    'dont-know-what-ill-do',
    W(
      `(?:dont|do not|no idea|not sure) (?:know )?what (?:ill|i will|id|i would|i might|im going to|im gonna) do (?:to (?:her|him|them|my \\w+|the \\w+)|next time|if (?:she|he|they))`,
    ),
    'any',
  ),
  rule(
    'harm-to-others',
    'crisis',
    'hurt-by-the-throat',
    W(
      `(?:grabbed|grab|grabbing|held|pinned|had|shoved|pushed|lifted) (?:her|him|my (?:wife|son|daughter|kid|kids|boy|girl|partner|missus|girlfriend|gf|baby|lad|little one|stepson|stepdaughter))(?: up)? (?:by the (?:throat|neck|hair)|against the wall|up against)`,
    ),
    'any',
  ),

  // c19's and c20's first readings: a gun taken to where the people he blames are ("gonna bring
  // my dads gun to the lab and make my TA regret failing me"); "is gonna get hurt. i know his
  // schedule".
  rule(
    'harm-to-others',
    'crisis',
    'gun-to-the-place',
    W(
      `(?:bring|bringing|take|taking|carry|carrying|brought|took)(?: \\w+){0,2} (?:gun|guns|rifle|pistol|glock|piece|shotgun|shotty|ar|knife|blade|machete)(?: \\w+)? (?:to|into) (?:the |my |his |her |their )?(?:lab|class|school|work|campus|uni|college|office|site|party|pub|club|house|dorm|frat|chapter|meeting|lecture|gym|church|mosque|game|station|depot|yard)(?! (?:for (?:cleaning|repair|the range|a service)|range|show))`,
    ),
    'any',
  ),
  near(
    'harm-to-others',
    'concern',
    'gonna-get-hurt-schedule',
    '(?:is|are|s|hes|shes|theyre) (?:gonna|going to|gon|about to) (?:get|be) (?:hurt|what s coming|whats coming|sorted|dealt with|done in|put in hospital)',
    'i know (?:his|her|their|where (?:he|she|they)) (?:schedule|routine|movements|shifts|route|timetable|lives|parks|works|drinks)|(?:his|her|their) (?:schedule|routine|route)',
    16,
    'any',
  ),
  // c15, c16: harm meant, told sideways. Voices that say to deal with someone; finding the grass
  // who put him inside; a child shaken in temper; his address and a humiliation planned; the
  // poison bought and "he gets the same".
  rule(
    'harm-to-others',
    'crisis',
    'voices-say-deal-with',
    W(
      `(?:voice|voices)(?: in my head)? (?:say|says|said|saying|tell|tells|told|telling|keep saying|keep telling|want|wants|are saying|are telling)${gap(10)} (?:(?:deal with|sort out|punish|hurt|kill|get rid of|take care of|take out|stop|get) (?:him|her|them|my \\w+|the \\w+|that \\w+)|(?:has|have|needs?|got) to be (?:dealt with|sorted out|stopped|punished|hurt|killed|silenced|taken care of|got rid of))`,
    ),
    'any',
  ),
  rule(
    'harm-to-others',
    'concern',
    'find-who-grassed',
    W(
      `(?:find|finding|track down|tracking down|hunt down|hunting down|get|getting|going after|go after|pay a visit to|paying a visit to|visit|visiting|deal with|dealing with|see to|seeing to) (?:the|that|this|whoever|him|them)(?: \\w+)? (?:grass|snitch|rat|informant|one|bloke|guy|lad|man|fella|person|prick|bastard|witness)? ?(?:that|who|what) (?:grassed|snitched|ratted|informed|dobbed|put me (?:in here|inside|away)|got me (?:sent down|locked up|put away|nicked)|sent me (?:down|away)|stitched me up|set me up)`,
    ),
    'any',
  ),
  near(
    'harm-to-others',
    'concern',
    'hurt-my-child',
    '(?:shook|shaken|slapped|smacked|hit|punched|kicked|grabbed|choked|threw|thrown|shoved|throttled) (?:my|the|our) (?:baby|babby|bairn|boy|son|little boy|little girl|daughter|toddler|little one|little lad|youngest|eldest|stepson|stepdaughter|newborn)(?! (?:off|out|awake|up for|a ball|the ball))',
    'lost (?:my rag|it|my temper|my head|control)|snapped|scared|afraid|frightened|do worse|worse next time|again',
    12,
    'any',
  ),
  rule(
    'harm-to-others',
    'concern',
    'scared-ill-do-worse',
    W(
      `(?:scared|afraid|terrified|frightened|worried|petrified) (?:that )?(?:i ll|ill|i will|i might|i could|of what i ll|of what ill|of what i might|of what i could) (?:do (?:worse|something worse|something to (?:him|her|them|the (?:baby|kids|boy|girl)))|hurt (?:him|her|them|the (?:baby|kids|boy|girl))|lose it (?:with|at) (?:him|her|them|the (?:baby|kids)))`,
    ),
    'any',
  ),
  near(
    'harm-to-others',
    'concern',
    'his-address-and-intent',
    '(?:ive got|i have|i got|got|found|found out|i know) (?:his|her|their) (?:home )?(?:address|postcode|house)|(?:i know|found out|ive found) where (?:he|she|they) (?:lives?|sleeps?|parks?|drinks?)',
    'show (?:him|her|them) (?:what|who|how)|teach (?:him|her|them) a lesson|pay (?:him|her|them) a visit|(?:make|making) (?:him|her|them) pay|(?:hell|shell|theyll|he will|she will) (?:regret|pay|learn|be sorry)|waiting for (?:him|her|them)|humiliat\\w+|payback',
    16,
    'any',
  ),
  near(
    'harm-to-others',
    'concern',
    'poison-for-them',
    '(?:bought|got|buying|getting|ordered|picked up|put down|putting down|leave out|leaving out|left out) (?:the |some |a bottle of |a tub of |rat |slug )?poison|(?:left|leave|leaving|put|putting) (?:the |some |rat |slug )?poison (?:out|down)',
    '(?:the|his|her|their|neighbours?|next doors?) (?:dog|dogs|cat|cats)|(?:he|she|they)(?: ll| will)? (?:gets?|get) the same',
    14,
    'any',
  ),

  // --- abuse or danger now -----------------------------------------------------------------
  rule('abuse-danger', 'crisis', 'abuse-act', W(`${PERPETRATOR}${gap(4)} ${ABUSE_ACT}`), 'any'),
  rule('abuse-danger', 'concern', 'abuse-me', W(ABUSE_ACT), 'any'),
  rule(
    'abuse-danger',
    'crisis',
    'nearly-killed-me',
    W(`${PERPETRATOR}${gap(2)} (?:nearly|almost) (?:killed|strangled|choked|drowned|stabbed) me`),
    'any',
  ),
  rule(
    'abuse-danger',
    'crisis',
    'unsafe-now',
    W(
      `(?:scared|afraid|frightened|terrified) (?:to go (?:home|back)|to leave|for my life|hell|shell|theyll)|(?:hiding|hid|locked myself|locked in|were locked|we are locked|im locked) in (?:the|my|our) (?:bathroom|toilet|car|room|bedroom|cupboard|shed)|(?:im|i am) not safe|not safe (?:at home|here|to go home)|(?:locked|lock|locks|locking) me (?:in|out)|(?:he|she|they)s? (?:got|has) (?:a|my) (?:knife|gun|pistol)|(?:threw|thrown|throwing) (?:a|the) (?:knife|kettle|glass|bottle|plate) at me`,
    ),
    'any',
  ),
  // A threat made to him (c5's first reading, unread before): "they say next time they will kill
  // me", "he threatened he'd kill me if I told anyone". Figures of speech have no threat verb.
  rule(
    'abuse-danger',
    'crisis',
    'threatened-me',
    W(
      `(?:threaten\\w*|swore|swears|warned|next time|if i (?:ever )?(?:tell|told|go|leave|left|call|ring))${gap(5)} (?:he|she|they|hed|shed|theyd|hell|shell|theyll)(?: would| will| is going to| are going to| gonna| was going to| were going to)? (?:kill|hurt|stab|shoot|finish|burn|break) (?:me|us|my|the kids)`,
    ),
    'any',
  ),
  // "they'll kill me if they find me" and "this weekend or they break my legs" (c7's and c8's first
  // readings): a threat told as what will happen when they catch him, or as an ultimatum.
  rule(
    'abuse-danger',
    'crisis',
    'threat-when-found',
    W(
      `(?:kill|stab|shoot|do|hurt|batter|cut|knife|burn) (?:me|us)(?: in)? (?:if|when|once|the minute|as soon as|soon as) (?:they|he|she|them|any of them)(?: \\w+)? (?:find|finds|catch|catches|see|sees|get hold of|gets hold of|track|tracks|get|gets) (?:me|us)|(?:or|else|otherwise) (?:they|he|theyll|hell|theyre|hes|theyd|hed)(?: will| gonna| going to| are going to| is going to| would)? (?:break my (?:legs|arms|knees|hands|fingers|jaw)|stab me|shoot me|do me in|burn (?:me|the house|my house)|come for (?:me|my family|the kids|my kids|my mum|my mam))`,
    ),
    'any',
  ),
  // "some dudes jumped me earlier and theyre still circlin the block" (c9's first reading).
  near(
    'abuse-danger',
    'crisis',
    'still-out-there',
    `jumped me|(?:are|is|were|was|theyre|hes) after me|looking for me|chased me|threatened me|beat me up|came at me|robbed me|stabbed me|shot at me`,
    `still (?:circling|circlin|driving|drivin|waiting|outside|out there|parked|round the|around the|about)|driving past|drivin past|keep driving|keeps driving`,
    12,
    'any',
  ),
  // Coming for him now: "can hear him shouting downstairs, hes gonna come up here, what do i do".
  rule(
    'abuse-danger',
    'crisis',
    'coming-for-me',
    W(
      `(?:hes|shes|theyre|he is|she is|they are|hell|shell|theyll) (?:gonna |going to |about to )?(?:come|coming|comin) (?:up here|up the stairs|upstairs|in here|for me|after me|through the door)${gap(6)} (?:what do i do|what should i do|help|scared|hiding|hide|terrified)`,
    ),
    'any',
  ),
  rule(
    'abuse-danger',
    'crisis',
    'outside-my-door',
    W(
      `(?:outside|at) my (?:door|flat|house|building|window)${gap(8)} (?:kill|stab|hurt|money|owe|says|saying|shouting|banging)|(?:owe|money)${gap(10)} (?:outside|break my legs|know where i live|the kids school|afraid to leave)|(?:someone|somebody|they)(?:s| is| has| have)? (?:been )?(?:in|broke into) my (?:house|flat|place)|might still be in`,
    ),
    'any',
  ),

  // c11's and c12's first readings, where the abuse category was weakest (13 of 24): a threat to
  // make him comply or keep quiet, sexual coercion and the silence that goes with it,
  // sextortion, a passport held back, being scalded, taped up or started on.
  rule(
    'abuse-danger',
    'crisis',
    'comply-or-else',
    W(
      `if i (?:dont|do not|wont|refuse to|say no|say anything|complain|report|tell|grass|speak up|snitch|go to the (?:police|cops|guards|boss)|call the (?:police|cops))${gap(8)} (?:he|she|they|hes|shes|theyre|hell|shell|theyll|hed|shed|theyd)(?: is| are| will| would| was| were)?(?: going to| gonna| goin to)? (?:do me|sort me out|batter me|kick me out|throw me out|ring immigration|call immigration|report me|get me deported|have me deported|do me in|hurt me|beat me|stab me|kill me|come for me|put me in hospital|break my|send (?:the|my) (?:pics|photos|videos?))|(?:ring|call|phone|report me to) (?:immigration|the home office|ice|border force) if i (?:complain|say anything|leave|tell|report|ask)`,
    ),
    'any',
  ),
  near(
    'abuse-danger',
    'crisis',
    'made-to-do-it',
    `(?:makes|made|forces|forced|pressures|pressured|pushes) me (?:to )?(?:do (?:stuff|things|something|it|that)|touch|watch)|if i dont let (?:him|her)|does what (?:he|she) did|(?:touches|touched|touching|touch) me|(?:forces|forced|makes|made|pressures|pressured) me (?:to )?(?:have sex|sleep with)`,
    `(?:dont|didnt|do not|did not) (?:want to|like it)|(?:when|if) i say no|(?:nobody|no one|noone) (?:would|will|d|is going to|gonna) (?:ever )?believe (?:me|a man|a bloke|a guy|men)|(?:our|a) (?:little )?secret|not to tell|cant type it|cant say it|when i was (?:a kid|little|small|young|a boy)|still (?:comes|does|goes)|after (?:practice|training|school|church|lessons)|for (?:the |a |my )?(?:bed|room|roof|sofa|couch|rent|gear|food|place to stay|somewhere to (?:stay|sleep|kip))`,
    14,
    'any',
  ),
  rule(
    'abuse-danger',
    'concern',
    'nobody-would-believe-me',
    W(
      `(?:he|she|they)(?: \\w+)? (?:said|says|told me|tells me|keeps saying)${gap(2)} (?:nobody|no one|noone) (?:would|will|d|is going to|gonna) (?:ever )?believe me`,
    ),
    'any',
  ),
  // "crew leader makes us pay him back half our wages or he reports us to immigration" (c19).
  rule(
    'abuse-danger',
    'crisis',
    'or-he-reports-us',
    W(
      `(?:or|else|otherwise|unless we|unless i) (?:he|she|they|the boss)?(?:ll| will| would)? ?(?:reports?|rings?|calls?|shops?|dobs?|hands?) (?:(?:us|me)(?: in)? (?:to )?(?:immigration|the home office|ice|border force|the police|the cops)|(?:immigration|the home office|ice|border force|the police|the cops) on (?:us|me))`,
    ),
    'any',
  ),
  rule('abuse-danger', 'crisis', 'sextortion', W(`sextort\\w*`), 'any'),
  // c17's and c18's first readings: forced sex, told plainly; blackmail with pictures or money;
  // "we know where your daughter goes to school"; a man knocking her about with his kids in the
  // house; an abuser back in the house and coming into his room again.
  rule(
    'abuse-danger',
    'crisis',
    'forced-sex',
    W(
      `(?:forces|forced|makes|made|pressures|pressured|pushes|pushed) me (?:to )?(?:have sex|sleep with (?:him|her|them))|(?:rapes|raped|raping) me`,
    ),
    'any',
  ),
  near(
    'abuse-danger',
    'crisis',
    'blackmailed',
    `(?<!emotional |emotionally )(?:blackmailed|blackmailing|blackmail)`,
    `pics|photos|nudes|pictures|videos?|vids?|money|pay|paid|grand|quid|dollars|bucks|send (?:them|it)|my (?:family|kids|wife|mum|mam|mom|work|boss)`,
    16,
    'any',
  ),
  rule(
    'abuse-danger',
    'concern',
    'we-know-where',
    W(
      `(?<!(?:do|does|did|if|whether) )(?:we|they|he|she|said they|said he) (?:know|knows) where (?:you|your|ur|my|i) (?:\\w+ )?(?:live|lives|goes|go|work|works|sleep|sleeps|stay|stays)(?! (?:lol|haha)\\b)`,
    ),
    'any',
  ),
  rule(
    'abuse-danger',
    'concern',
    'knocking-her-about',
    W(
      `(?:knocking|knocks|knocked|slapping|slaps|battering|batters|beating|beats) (?:her|him|them|the kids|my (?:kids|son|daughter|boy|girl|ex|mum|mam|mom|sister)) (?:about|around|up|black and blue)|(?:threw|thrown|throws|shoved|shoves|slammed|slams) (?:her|him|them|the (?:kids|boy|girl|baby)|my (?:son|daughter|boy|girl|kids|mum|mam|mom|sister)|me)${gap(1)} (?:into|against|down|across) (?:the |a )?(?:wall|stairs|floor|door|table|ground|room)`,
    ),
    'any',
  ),
  rule(
    'abuse-danger',
    'concern',
    'coming-into-my-room',
    W(
      `(?:started|been|keeps|kept|keep|is|hes|shes|theyre|he|she|they) (?:coming|come|came|getting|creeping) (?:into|in) my (?:room|bed)(?: \\w+)? (?:again|at night|when (?:im|i am|everyone)|every night)`,
    ),
    'any',
  ),
  near(
    'abuse-danger',
    'crisis',
    'leak-unless-paid',
    `(?:send|sending|post|posting|share|sharing|leak|leaking|release|releasing|show|showing)(?: \\w+){0,2} (?:the |my |those |these |all my )?(?:pics|photos|nudes|pictures|videos?|vids?|screenshots|chats)|(?:got|has|have|took|screenshotted|saved) (?:my|all my|me) (?:nudes|pics|photos|pictures|videos?|vids?)`,
    `(?:or|unless|if i dont|if i do not) (?:i |they |he |she )?(?:pay|send|give)|want(?:s)? (?:\\d+|money|cash|more)|by (?:midnight|tonight|tomorrow|friday|the morning)|to my (?:whole )?(?:family|mum|mam|mom|dad|work|followers|contacts|friends)`,
    16,
    'any',
  ),
  // "been paying this account for 2 weeks now, they want more and theyve got my whole uni's contact
  // list" (c24): paying someone who holds his contacts.
  near(
    'abuse-danger',
    'crisis',
    'paying-a-blackmailer',
    `(?:paying|paid|pay|sent|sending|send) (?:this|the|an|some|that) (?:account|guy|person|girl|scammer|profile|page)`,
    `(?:want|wants|wanted|asking for|demanding|demand) more|(?:got|have|has|theyve got|hes got|shes got) my (?:\\w+ ){0,3}(?:contact list|contacts|followers|friends list|friend list)`,
    16,
    'any',
  ),
  near(
    'abuse-danger',
    'concern',
    'papers-held',
    `(?:has|have|took|taken|kept|keep|keeps|keeping|holding|holds|hold|confiscated|wont give (?:me |us )?(?:back)?|took away) (?:my|our|all our|all the) (?:passports?|papers|documents|visas?|id|ids|work permits?)`,
    `pay|paid|wages|money|immigration|deport\\w*|complain|leave|owe|debt|work|boss|farmer|employer|agent|gaffer`,
    12,
    'any',
  ),
  rule(
    'abuse-danger',
    'crisis',
    'scalded',
    W(
      `(?:threw|thrown|throws|throwing|poured|pours|chucked|tipped)(?: \\w+){0,3} (?:boiling|hot|scalding) (?:water|kettle|tea|coffee|oil|fat|pan)(?: \\w+)? (?:at|over|on) me`,
    ),
    'any',
  ),
  rule(
    'abuse-danger',
    'concern',
    'covered-for-it',
    W(
      `told (?:the|my) (?:nurse|doctor|doc|gp|hospital|er|a and e|teacher|boss|work|police|cops|mum|mam|mom)${gap(3)} i (?:did it|fell|walked into|slipped|tripped|burnt it|burned it|hurt it)`,
    ),
    'any',
  ),
  rule(
    'abuse-danger',
    'concern',
    'taped-up',
    W(
      `(?:taped|tied|duct taped|gaffer taped|zip tied|cable tied|chained|strapped|cuffed) me (?:to|up)|left me (?:out )?(?:in the cold|outside|tied|taped|locked)|(?:hes|shes|theyve|theyre|now hes|now shes|and now hes)(?: \\w+)? (?:started|starting) on me`,
    ),
    'any',
  ),

  // c13's and c14's first readings: a threat with what backs it ("theyll kill me, they found me",
  // "hes going to stab me, he means it"); "told me im dead if i dont do a drop"; "his boys will come
  // round"; things done to him at night; being touched where there are no cameras; money and phone
  // controlled, not allowed to see family. Note: "will kill me" and "going to kill me" are taken
  // out first as the everyday figure (guards.ts FIGURATIVE), so c13's "they will kill me" after
  // "found me here" is still missed; only the contracted and other-verb forms reach this rule.
  near(
    'abuse-danger',
    'crisis',
    'they-will-kill-me',
    `(?:they|theyll|they will|they are going to|theyre going to|theyre gonna|hell|he will|hes going to|hes gonna|she will|shell) (?:kill|hurt|stab|shoot|murder|burn) me`,
    // "hell shoot me if i tell anyone what he does": a threat that keeps him quiet (c27/c28 tests).
    `found me|find me|shame|hono(?:u)?r|the family|gay|village|gang|owe|debt|for real|not joking|means? it|know where i|coming|believe (?:them|him|her)|if i (?:ever )?(?:tell|told|say|said|grass|report|go to) (?:anyone|anybody|someone|the police|the cops|mum|my mum|mam|my mam|mom|my mom|a teacher|social services)`,
    14,
    'any',
  ),
  rule(
    'abuse-danger',
    'crisis',
    'dead-if-i-dont',
    W(
      `(?:told me|said|says|saying|warned me)(?: that)? (?:im|i am|youre|ur|you are|i was|id be) (?:a )?dead(?: man| meat)? (?:if|unless)|(?:im|i am) (?:a )?dead (?:man|meat) (?:if|unless) i (?:dont|do not|dont do|dont pay)|(?:his|her|their) (?:boys|lads|mates|men|crew|friends|cousins|brothers)(?: will| are going to| gonna|ll)? (?:come round|come for me|come after me|pay me a visit|sort me out|do me)`,
    ),
    'any',
  ),
  rule(
    'abuse-danger',
    'crisis',
    'things-done-to-me',
    W(
      `(?:keeps?|kept|keep on|been|still|always|wont stop|starts?) (?:doing|trying) (?:stuff|things|it|something) to me|(?:keeps?|kept|been|still|always|wont stop) touching me`,
    ),
    'any',
  ),
  rule(
    'abuse-danger',
    'concern',
    'controls-me',
    W(
      `(?:controls|control|controlling) (?:all )?(?:the |my |our )?(?:money|finances|bank|phone|car|who i see|where i go)|(?:not allowed|isnt allowed|wont let me|doesnt let me|dont let me) (?:to )?(?:see|visit|ring|call|talk to) (?:my|friends|family|mates|anyone)|takes? my (?:phone|keys|car keys|wallet|bank card|card|money|wages)(?! (?:charger|case))`,
    ),
    'any',
  ),

  // "carer shouts at me and leaves me in bed all day. cant get up without her" (c15): neglect
  // and cruelty by the one he depends on.
  rule(
    'abuse-danger',
    'concern',
    'carer-cruelty',
    W(
      `(?:carer|carers|care worker|care workers|home help|support worker)(?: \\w+)? (?:shouts at me|yells at me|screams at me|swears at me|hits me|slaps me|pinches me|hurts me|ignores me|locks me|locked me|(?:leaves|left) me (?:in|on|alone|lying|sitting|for|without|all day)|(?:takes|took|steals|stole|keeps) my (?:money|pension|cash|card|bank card|benefits)|(?:wont|doesnt|forgets to) (?:feed|wash|change) me|(?:wont|doesnt) let me)`,
    ),
    'any',
  ),

  // --- someone else at risk ----------------------------------------------------------------
  rule(
    'other-at-risk',
    'crisis',
    'other-at-risk',
    W(`${THIRD_SUBJECT}${gap(8)} ${THIRD_PERSON_RISK}`),
    'other',
  ),
  // "he said something like he doesnt see the point anymore": hopelessness told of someone else
  // is the question about him, not about the man typing. Not "the point of the gym".
  rule(
    'other-at-risk',
    'concern',
    'other-no-point',
    W(
      `${THIRD_SUBJECT}${gap(8)} (?:(?:(?:doesnt|does not|didnt|did not|cant|cannot|can not) see|(?:theres|there is|there s) no|whats the) (?:the |a |any )?point(?! (?:of|in|to) (?!(?:anything|any of it|living|life|it all|going on|carrying on|being here|trying)\\b))|nothing (?:left )?to live for|no reason to (?:live|go on|keep going)|cant (?:go on|do this anymore|take (?:it|much more) anymore))`,
    ),
    'other',
  ),
  // "He keeps saying he just wants to go", with nowhere named: the question, not the crisis reply,
  // because "my son wants to go" is as often a trip (lexicon.ts has the clear forms).
  rule(
    'other-at-risk',
    'concern',
    'other-wants-to-go',
    W(`${THIRD_SUBJECT}${gap(8)} (?:just )?wants? to go(?= ?(?:\\||$))`),
    'other',
  ),
  near(
    'other-at-risk',
    'crisis',
    'not-answering',
    // "typed last game ever im doing it after this and went afk" (c12's first reading).
    'goodbye|bye|its been an hono(?:u)?r|sorry for everything|look after|love you|this is it|(?:his|her|their) last (?:chance|hope)|nothing left|gave (?:his|her) \\w+ away|last (?:game|match|stream|post|message|run|ride) ever|this is (?:my|his|her) last (?:post|message|text|tweet|video|stream)|(?:im|i am) doing it (?:tonight|after this|now|today)',
    'not answering|wont (?:pick up|answer)|isnt answering|phones? (?:is )?off|cant reach|not picking up|no ones heard|hung up|deleted (?:it|everything|all|(?:his|her) (?:account|profile|socials))|not responding|cant get hold|(?:went|gone|goes) (?:afk|offline|quiet)|logged (?:off|out)|left the (?:game|call|server|chat|lobby|group)|(?:hasnt|havent|not|no one has|nobody has) (?:replied|responded|posted|been online|been on)|no (?:reply|response) (?:since|for|in)',
    16,
    'other',
  ),
  // "old fella next door hasnt let his cows out in 3 days and his curtains are shut. said last week
  // he was done" (c11's first reading): what he said, and the signs no one has seen him since.
  near(
    'other-at-risk',
    'concern',
    'said-he-was-done',
    `(?:said|says|told (?:me|us|the \\w+))${gap(3)} (?:he|she)(?:s| was| is| were| d| had)? (?:done|finished|had enough|ready to go|had it|tired of it all)(?= ?(?:\\||$|,| with it all| with everything))`,
    `(?:curtains|blinds)(?: \\w+){0,2} (?:shut|closed|drawn)|(?:hasnt|havent|not|no one has|nobody has|no ones) (?:been )?(?:seen|heard from|answered|out|let|fed|opened)|no answer|lights? (?:off|out)|(?:in|for) (?:\\d+|two|three|four|five|a few) days`,
    16,
    'other',
  ),
  // --- c21's and c22's first readings (2026-11-29, fourteenth session) -------------------------
  // Men sleeping rough, in hostels or out on licence (c21), and truckers, fishermen, visa workers
  // and church-going men (c22). What they said, in kinds:
  // "someone set fire to my sleepin bag while i was in it": fire set to him or to where he sleeps.
  rule(
    'abuse-danger',
    'crisis',
    'set-alight',
    W(
      `(?:set|sets|setting|lit|put) (?:fire to|a match to|alight) (?:me|my (?:\\w+ ){0,2}(?:sleeping bag|bag|tent|bed|blanket|blankets|door|letterbox|flat|house|caravan|car|van|clothes|hair|stuff|things))|(?:tried|try|trying|threatened|threatening|going|gonna) to (?:burn|torch|set fire to|set alight) (?:me|my (?:\\w+ )?(?:flat|house|place|tent|door|car|van))|(?:torched|burnt|burned|lit) (?:my|me) (?:\\w+ ){0,2}(?:tent|sleeping bag|bed|blanket|caravan|flat|house|car|van|door) (?:while|when|with) (?:i was|im|i am|me) (?:still )?(?:in it|inside|asleep|sleeping|in there|in bed)`,
    ),
  ),
  // "gettin battered in the doorway every night": beaten where he sleeps, again and again. Not
  // "battered every weekend" (drunk, in British English): it takes the place or the sleep.
  rule(
    'abuse-danger',
    'crisis',
    'beaten-where-he-sleeps',
    W(
      `(?:getting|get|got|been getting|keep getting|gets) (?:battered|beaten(?: up)?|kicked(?: in)?|booted|jumped|attacked|stamped on|robbed|mugged|spat on|pissed on|set on)(?: \\w+){0,3} (?:in|at|outside|under) (?:the|my|a) (?:doorway|doorways|tent|hostel|underpass|car park|shelter|bus shelter|arches|subway|stairwell|bin store)(?: \\w+){0,3} (?:every|each|most|again|at night|while i sleep)|(?:getting|get|got|been getting|keep getting) (?:battered|beaten(?: up)?|kicked(?: in)?|jumped|attacked|robbed|pissed on) (?:while|when) (?:im|i am|i was) (?:asleep|sleeping|kipping)`,
    ),
  ),
  // "told by the boys to be out of belfast in 48 hrs or im gettin one in the knees": a
  // punishment shooting, or an order to leave town by a deadline.
  rule(
    'abuse-danger',
    'crisis',
    'punishment-threat',
    W(
      `(?:one|a bullet|bullets|shot|shoot me|a round) in the (?:knees?|kneecaps?|legs?|ankles?|back of the head)|kneecap(?:ped|ping)? me|(?:told|given|ordered|warned)(?: \\w+){0,5} (?:to )?(?:be )?(?:out of|leave|get out of|gone from) (?:\\w+ ){0,2}(?:in|within|by) (?:\\d+ ?(?:hrs|hours|days)|\\d+|twenty four|forty eight|a (?:day|week)|the weekend|tonight|tomorrow)(?: \\w+){0,3} or (?:else|im|i|ill|its|theyll|they|youre|we)\\b`,
    ),
  ),
  // "found a fella not breathin in the bus shelter": someone found in danger now (999 first).
  rule(
    'other-at-risk',
    'crisis',
    'found-someone-down',
    W(
      `(?:found|find|theres|there is|just found|came across|come across|found this) (?:a |an |this |some |the |my )?(?:\\w+ ){0,2}(?:fella|guy|man|bloke|lad|woman|girl|kid|person|someone|somebody|boy|old boy|old man|mate|body|neighbou?r)(?: \\w+){0,3} (?:not breathing|unconscious|unresponsive|collapsed|turning blue|gone blue|going blue|with blue lips|not moving|(?:and )?(?:wont|cant|couldnt) (?:wake|wake him|wake her|rouse)|overdosed|foaming)`,
    ),
    'other',
  ),
  // "old boy under the arches hasnt moved since last night": a man out in the cold not moving.
  rule(
    'other-at-risk',
    'concern',
    'not-moved-since',
    W(
      `(?:fella|guy|man|bloke|lad|old boy|old man|old fella|woman|someone|somebody)(?: \\w+){0,5} (?:hasnt|has not|havent|have not|not) (?:moved|woken|woke|stirred|got up|been up)(?: \\w+){0,2} (?:since|for|all (?:day|night))`,
    ),
    'other',
  ),
  // "can someone make sure my boy gets my army medals", "just want my mam to get my bits n my da's
  // watch": who gets his things, said as arrangements.
  rule(
    'preparation-goodbye',
    'concern',
    'who-gets-my-things',
    W(
      `(?:make sure|see that|see to it that|just want|i want|wanted|want) (?:my |our |the |me )?(?:\\w+ ){0,2}(?:gets?|to get|has|to have|can have|keeps?|to keep) (?:my|me) (?:\\w+ ){0,3}(?:medals?|watch|bits|things|stuff|tools|guitar|rods|ring|records|collection|savings|belongings|gear|kit|dog tags|tags|medal|badge|cap)(?! (?:for (?:his|her|their) (?:birthday|christmas)|back|when (?:he|she) (?:visits|comes)))`,
    ),
  ),
  // "wiped the phone, left a note on the bed for my keyworker": a note left, with the clearing.
  near(
    'preparation-goodbye',
    'crisis',
    'note-and-clearing',
    `(?:left|leaving|leave|wrote|written|writing|put) (?:a |the |my )?(?:note|notes|letter|letters)`,
    `wiped (?:the|my) (?:phone|laptop|computer|messages)|deleted (?:everything|it all|all my|my (?:socials|accounts|messages|photos))|(?:gave|given|giving) (?:all )?(?:my )?(?:stuff|things|bits|dog) away|(?:sorted|cleared) (?:all )?(?:my )?(?:room|stuff|things|affairs)|its been a pleasure|been an hono(?:u)?r`,
    14,
  ),
  // "if im no at the soup run the morra tell big davy its been a pleasure": a message to be passed
  // on if he does not turn up.
  near(
    'preparation-goodbye',
    'crisis',
    'if-im-not-there-tell',
    `if (?:im|i am|i m) (?:not|no|nae|never) (?:at|there|here|around|back|about|in|on|up)`,
    `its been (?:a pleasure|an hono(?:u)?r|real|good knowing)|been a pleasure|thanks for everything|(?:tell|let) \\w+(?: \\w+)? (?:i love|i loved|goodbye|bye|im sorry|i was sorry|thanks for|i said (?:bye|goodbye|thanks))`,
    14,
  ),
  // "had a full bag n a load of vallies, feelin weird": a lot of a drug taken, and feeling wrong.
  near(
    'overdose-injury',
    'crisis',
    'took-a-lot-feeling-wrong',
    `(?:had|took|taken|done|did|necked|dropped|swallowed|banged|smoked|injected|mixed)(?: \\w+){0,8} (?:vallies|valium|benzos?|xanax|pills|tablets|gear|smack|heroin|spice|crack|ket|ketamine|pregabs?|pregabalin|gabapentin|gabbies|zopiclone|zoppies|diazepam|methadone|oxy\\w*|fent\\w*|downers|blues)`,
    `feel(?:ing|s)? (?:weird|funny|strange|wrong|odd|dizzy|sleepy|numb|heavy|cold|like im fading)|cant (?:feel my|breathe|stay awake|keep my eyes open)|(?:lips|fingers|skin) (?:going |gone |turning )?(?:blue|grey)|going under`,
    12,
  ),
  // "Wanted to make my peace before I go": peace made, with "go" leading nowhere.
  rule(
    'preparation-goodbye',
    'crisis',
    'peace-before-i-go',
    W(
      `(?:make|making|made) (?:my )?peace(?: \\w+){0,4} before i (?:go|leave|die|pass)(?! (?:to|on|out|in|home|back|away|abroad|over|up|down|for|and|into|off|travel\\w*|tomorrow|next|this)\\b)`,
    ),
  ),
  // "the Lord knows I'm ready to go home to Jesus... I just want Him to hurry up about it": a
  // wish to die said in the words of faith.
  rule(
    'wish-to-die',
    'crisis',
    'called-home',
    W(
      `(?:ready|want|wanna|waiting|longing|praying|pray|asking|begging|wish i could) (?:\\w+ )?to (?:go home to|be called home|meet my maker|go to (?:be with )?(?:jesus|the lord|god|glory|heaven)|be with (?:jesus|the lord|god)|see (?:jesus|the lord))|(?:lord|god|jesus),? (?:please |just )?(?:take me|call me home|bring me home)|(?:want|wanted|asking|asked|begging|begged|pray(?:ing|ed)?(?: \\w+){0,3} for) (?:him|god|the (?:good )?lord|jesus) to (?:hurry up|take me|call me home|come for me|bring me home)`,
    ),
  ),
  // "Wrote down the time. 4am. nobody's up on deck at 4": the hour picked for when no one is about.
  rule(
    'plan-timeframe',
    'concern',
    'unseen-hour',
    W(
      `(?:wrote|written|writing|write) (?:down )?the (?:time|date)(?! (?:of|for|on) )|(?:nobody|no one|noone|no body)(?: s| is| will be| ll be| would be)? (?:up|around|awake|about|watching|on watch)(?: \\w+){0,3} (?:at \\d+(?: ?am)?|at that hour|at that time|that early|that late)(?! (?:to help|to ask))`,
    ),
  ),
  // --- c23's and c24's first readings (2026-11-29, fourteenth session, on the session's final
  // detector): men living with pain, illness and disability (c23), and young men in irony and
  // memes (c24).
  // "what height do you need for it to be certain": how to make a way to die sure.
  rule(
    'method-means',
    'crisis',
    'make-it-certain',
    W(
      `(?:what|how much|how high(?: a)?|how big(?: a)?|how far|which)(?: \\w+){0,3} (?:height|drop|fall|dose|amount|speed)(?: \\w+){0,4} (?:for it to be|to be|to make it|so its|so it is) (?:certain|sure|guaranteed|definite|final|quick|instant|painless)`,
    ),
  ),
  // "ive got about 2 hrs before my carer comes back... don't try talk me out of it".
  rule(
    'plan-timeframe',
    'crisis',
    'dont-talk-me-out',
    W(
      `(?:dont|do not|no point|dont you) (?:even )?(?:try(?:ing)? (?:to )?)?talk(?:ing)? me out of (?:it|this)|(?:youre|you are|you|no one|nobody) (?:not|wont|isnt|is not) (?:going to |gonna )?talk(?:ing)? me out of (?:it|this)`,
    ),
  ),
  // "Put three fentanyl patches on around 7. Very sleepy."
  rule(
    'overdose-injury',
    'crisis',
    'patches-at-once',
    W(
      `(?:put|stuck|used|applied|wearing|slapped|got) (?:on )?(?:\\d+|two|three|four|five|six|several|all (?:my|the)|a few) (?:(?:of )?(?:my|the) )?(?:fentanyl|morphine|butrans|buprenorphine|opioid|pain(?:killer)?) patches(?: on)?(?! (?:over|for) (?:the|a) (?:week|month))`,
    ),
  ),
  // "he's been tipping my wheelchair over with me in it".
  rule(
    'abuse-danger',
    'crisis',
    'chair-tipped',
    W(
      `(?:tip|tips|tipping|tipped) (?:me|my (?:\\w+ )?(?:wheelchair|chair|walker|scooter))|(?:push|pushes|pushing|pushed|knock|knocks|knocking|knocked|shove|shoved|shoving) (?:me out of my (?:\\w+ )?(?:wheelchair|chair)|my (?:\\w+ )?(?:wheelchair|chair|walker|frame|scooter) (?:over|with me in it|while im in it|down the (?:stairs|steps|ramp)))`,
    ),
  ),
  // "when i get paid thursday im buying what i need and heading up the forest".
  rule(
    'plan-timeframe',
    'crisis',
    'buying-what-i-need',
    W(
      `(?:buy|buying|get|getting|got|pick up|picking up) what i need(?: \\w+){0,6} (?:head|heading|go|going|drive|driving|walk|walking) (?:up |out |into |to |off to )?(?:the )?(?:forest|woods|cliffs?|bridge|hills|moors?|mountains?|lake|river|coast|sea|quarry|car park|top floor)`,
    ),
  ),
  // "how do i make a will at 19 without my parents finding out. needs to be sorted by the weekend".
  near(
    'preparation-goodbye',
    'crisis',
    'will-in-secret',
    `(?:make|making|write|writing|do|doing|draw up) (?:a|my) will`,
    `without (?:my |the |anyone |anybody |her |him )?(?:\\w+ )?(?:finding out|knowing)|(?:sorted|done|ready|signed|finished) (?:by|before) (?:the weekend|friday|saturday|sunday|monday|tomorrow|tonight|next week|the end of)|at (?:1[5-9]|2[0-5])\\b`,
    14,
  ),
  // "so angry i feel like i could actually kill someone": the word that says it is not a figure.
  rule(
    'harm-to-others',
    'crisis',
    'could-actually-kill',
    W(
      `i (?:feel like i )?(?:could|will|might|am going to|m going to) (?:actually|really|genuinely|honestly|seriously) (?:kill|hurt|stab|murder|strangle) (?:someone|somebody|him|her|them|my \\w+|the \\w+)`,
    ),
  ),
  // --- c25's and c26's first readings (2026-11-29, fifteenth session, on the fourteenth's final
  // detector): emergency-service and prison staff, whose work is full of death (c25), and men
  // who type as they speak, in patois and pidgin (c26).
  // "id swap places with half the DOAs i attend", "kept thinking lucky sods" (of cardiac arrests):
  // envying the dead is a wish to be dead, told sideways.
  rule(
    'wish-to-die',
    'concern',
    'envy-the-dead',
    W(
      `(?:swap|trade|switch|change) places with (?:\\w+ ){0,4}(?:doas?|the dead|dead (?:ones|people|guys|men|blokes)|corpses?|bodies|stiffs|the deceased|(?:him|her|them) in the (?:box|ground|coffin|bag))`,
    ),
  ),
  near(
    'wish-to-die',
    'concern',
    'lucky-to-be-dead',
    `(?:thinking|thought|think|thinks|reckon)(?: \\w+){0,3} lucky (?:sods?|bastards?|buggers?|gits?|devils?|them|him|her)`,
    `cardiac arrests?|arrests|doas?|dead|died|dies|bodies|corpses?|funerals?|jumpers?|fatals?|fatalities|suicides?`,
    15,
  ),
  // "Funny how the jumper calls used to upset me. Now I just think he had the right idea".
  near(
    'active-thoughts',
    'concern',
    'had-the-right-idea',
    `(?:had|has|got) the right idea`,
    `jumpers?|jumped|hanged|hung (?:himself|herself)|killed (?:himself|herself|themselves)|topped (?:himself|herself)|took (?:his|her|their) own life|suicides?|one unders?|overdosed|went under`,
    15,
    // The right idea is his own thought, whoever had it.
    'any',
  ),
  // "got some oramorph and midaz i never booked back in. its sat in my car".
  rule(
    'method-means',
    'crisis',
    'drugs-kept-back',
    W(
      `(?:oramorph|midaz\\w*|morphine|diamorphine|fentanyl|ketamine|diazepam|propofol|controlled drugs?)(?: \\w+){0,8} (?:i |we )?(?:never (?:booked|signed|handed|logged|put)|didnt (?:book|sign|hand|log|put)|(?:kept|held) (?:back|hold of)|pocketed|took home|stashed|hid|hidden)|(?:pocketed|stashed|kept back|held back|took home) (?:some |the |a bit of |a load of )?(?:oramorph|midaz\\w*|morphine|diamorphine|fentanyl|ketamine|diazepam|propofol)`,
    ),
  ),
  // "written out my own funeral arrangements at work today".
  rule(
    'preparation-goodbye',
    'crisis',
    'own-funeral-arranged',
    W(
      `(?:written|wrote|writing|sorted|planned|arranged|planning|organised|organized|chose|chosen|picked)(?: out| up)? (?:all )?my (?:own )?funeral (?:arrangements|plans|wishes|songs|music|hymns|readings)`,
    ),
  ),
  // "threat through the door today with my kids names on it".
  rule(
    'abuse-danger',
    'crisis',
    'threat-names-family',
    W(
      `(?:threat|threats|threatening (?:note|letter|message|card)|note|letter)(?: \\w+){0,6} (?:with|naming|had|has|listing) my (?:kids|childrens|children|sons|daughters|wifes|familys|missus|partners|girlfriends) (?:names?|school|address|photos?)`,
    ),
  ),
  // "abeg i wan waste that man wey sleep with my wife": in pidgin and street talk, to waste a man
  // is to kill him. A man, not time or money.
  rule(
    'harm-to-others',
    'crisis',
    'waste-him',
    W(
      `(?:want to|want|wan|waan|going to|gonna|go|will|ima|i am going to|about to|finna) waste (?:that|this|dat|dis|the) (?:man|guy|boy|bastard|idiot|yute|yout|fool|prick|nigga|bredda|pussy|snake)|(?:want to|wan|waan|going to|gonna|go|will) waste (?:him|am)(?! (?:time|money|on|with))`,
    ),
    'any',
  ),
  // "the yout upstairs is screamin an his dad is beatin him bad right now".
  rule(
    'other-at-risk',
    'crisis',
    'being-beaten-now',
    W(
      `(?:dad|father|stepdad|step dad|mum|mom|mam|mother|husband|boyfriend|partner|bloke|man|guy|fella|he|she|someone|somebody) (?:is |s )?(?:beating|battering|hitting|kicking|punching|strangling|choking|stabbing|attacking|laying into) (?:him|her|them|the (?:kid|boy|girl|child|baby|lad)|(?:his|her|their) (?:kid|son|daughter|boy|girl|missus|wife|mum|mom|mam))(?! (?:at|in|on|by)\\b)(?: \\w+){0,3} (?:right now|now|as we speak|atm)|(?:son|daughter|kid|boy|girl|child|baby|brother|sister|mum|mom|mam|wife|missus|mate|friend|he|she|someone|somebody) (?:is|s) (?:being|getting) (?:beaten|battered|hit|kicked|punched|strangled|choked|stabbed|attacked|beat)(?: up)?(?: by (?:\\w+ ){1,3}?)? ?(?:right now|now|as we speak|atm)`,
    ),
    'other',
  ),
  // "birfday next week figured thats a good day to go out".
  rule(
    'plan-timeframe',
    'concern',
    'a-good-day-to-go',
    W(
      `(?:birthday|anniversary)[^|]{0,50}\\b(?:good|right|perfect|fitting) (?:day|time|date) (?:to|for) (?:go|going|do it|end it|check out|bow out|leave)(?: out)?(?= ?(?:\\||$|,))`,
    ),
  ),
  // --- c27's and c28's first readings (2026-11-30, sixteenth session, on the fifteenth's final
  // detector): men in rugby, boxing and the gym, whose talk is full of violence (c27), and men
  // who are ill, caring or farming, whose talk is full of death (c28).
  // "how do i make a will quick without a solicitor. needs doing this week": a will in a hurry is
  // a question worth asking, and ordinary for a man just told he is ill, so it asks.
  near(
    'preparation-goodbye',
    'concern',
    'will-in-a-hurry',
    `(?:make|making|write|writing|do|doing|draw up|sort|sorting) (?:a|my|out a|out my) will`,
    `quick|quickly|fast|asap|urgently|needs? (?:doing|sorting|to be done)|this week|tonight|tomorrow|by (?:the weekend|friday|saturday|sunday|monday)`,
    14,
  ),
  // "cut my arm again after training. hide it under the strapping", "nobody knows I cut": a
  // wound on himself, hidden, or one he cannot stop making.
  near(
    'self-harm',
    'crisis',
    'hurt-and-hidden',
    `(?:cut|cutting|cuts on|sliced|slicing|burnt|burned|burning|scratched|scratching|scraped|scraping) (?:up )?(?:my |me )?(?:arms?|wrists?|legs?|thighs?|stomach|belly|chest|skin|hips?|forearms?)`,
    // Hidden, not dressed: "covered it with a plaster" is first aid, and "cant stop scratching" is
    // eczema as often as not.
    `(?:hide|hiding|hid)(?: \\w+){0,2} (?:under|with|from|up)|long sleeves|(?:nobody|no one|noone) (?:knows|sees|has seen|can see)`,
    12,
  ),
  // The wound itself may read as an accident at work or training ("cut my arm again after
  // training"); hiding it under the strapping is what says otherwise, so that alone asks. Not a
  // dressing: "covered it with a plaster" is first aid, and so not in the list.
  rule(
    'self-harm',
    'concern',
    'hiding-the-marks',
    W(
      `(?:(?:hide|hiding|hid) (?:it|them|the (?:marks|cuts|scars|burns|scratches))|(?:cover|covering|covered) (?:up )?(?:it|them|(?:the )?(?:marks|cuts|scars|burns|scratches)))(?: up)? (?:under|with) (?:the |my |me |a |some )?(?:strapping|tape|sleeves?|long sleeves|wristbands?|sweatbands?|watch|hoodie|jumper|make ?up)`,
    ),
  ),
  rule(
    'self-harm',
    'crisis',
    'nobody-knows-i-cut',
    W(
      `(?:nobody|no one|noone|no1|no body) (?:knows|knew|sees|has seen|can see|has noticed)(?: that)? i (?:cut|burn|harm|hurt myself)(?! (?:the|a|my|it|wood|grass|hair|back|down|out|in|off|up|corners|costs|ties|class|school|work|them|him|her)\\b)`,
    ),
  ),
  // "digging at the skin with the penknife, its bleeding now", "rubbing my skin raw with the
  // wire brush": skin worked at with a tool.
  rule(
    'self-harm',
    'crisis',
    'skin-with-a-tool',
    W(
      `(?:digging|dig|dug|picking|scraping|scratching|rubbing|scrubbing|gouging) (?:at |into )?(?:my |me |the )?(?:own )?(?:skin|arms?|legs?|wrists?)(?: \\w+){0,3} (?:with|using) (?:a |the |my |me )?(?:pen ?knife|knife|blade|razor|wire brush|compass|scissors|needle|pin|lighter|sandpaper|stanley|box cutter)`,
    ),
  ),
  // "i want to put the ref in hospital. properly. i know which car is his": the intent, and
  // where to find him.
  rule(
    'harm-to-others',
    'concern',
    'put-him-in-hospital',
    W(
      `(?:(?<=^ |\\| )(?:gonna|going to|wanna|want to)|i want to|i wanna|i will|ill|i could|im going to|im gonna|i am going to|im about to|id love to|i swear ill) put (?:him|her|them|(?:the|that|this|my|his) (?:\\w+ ){1,8}?)in (?:hospital|a wheelchair|intensive care|icu|a coma|the ground|a box)`,
    ),
    'any',
  ),
  near(
    'harm-to-others',
    'crisis',
    'knows-where-to-find-him',
    `put (?:him|her|them|the \\w+|that \\w+) in (?:hospital|a wheelchair|intensive care|icu|a coma|the ground|a box)|(?:run|mow|knock) (?:him|her|them) (?:down|over)|(?:hurt|batter|stab|do|get) (?:him|her|them) (?:properly|badly|for good)`,
    `i know (?:which car is (?:his|hers|theirs)|where (?:he|she|they) (?:lives?|parks?|drinks?|works?|trains?)|(?:his|her|their) (?:car|reg|address|route)|what time (?:he|she|they))`,
    16,
    'any',
  ),
  // "the drunk driver that killed my son gets out next month. I'm going to run him down".
  rule(
    'harm-to-others',
    'crisis',
    'run-him-down',
    W(
      `(?:im|i am|ill|i will|gonna|going to|want to|wanna|about to|im gonna)(?: \\w+){0,2} (?:run|mow|knock) (?:him|her|them|the (?:\\w+ )?(?:bastard|driver|prick|scumbag|man|guy|fella|cunt)) (?:down|over)(?! (?:to|at|the|later|tomorrow|on|for|in|from|with)\\b)`,
    ),
    'any',
  ),
  // "could a man bleed out if he pulled the needle out of his fistula ... asking for me".
  rule(
    'method-means',
    'concern',
    'could-a-man-bleed-out',
    W(
      `(?:could|would|can|will|do|does) (?:a man|a person|someone|somebody|you|i|he) bleed out (?:if|from|by)(?! (?:a |an |the |his |her |my )? ?(?:_|nose ?bleed|tooth|teeth|gums|period|paper cut|shaving cut)\\b)`,
    ),
  ),
  near(
    'method-means',
    'crisis',
    'asking-for-me',
    `(?:could|would|can|will|do|does) (?:a man|a person|someone|somebody|you|i|he) (?:bleed out|die|overdose|od)|how (?:long|much|many)(?: \\w+){0,4} (?:to (?:bleed out|die|kill|overdose)|would it take)|would (?:it|that|they) kill (?:a man|someone|you|me)|is (?:it|that|this) (?:enough|fatal|lethal)`,
    `(?:asking|ask|askin) for (?:me|myself|meself|real)\\b|not (?:asking )?for a (?:friend|mate)`,
    24,
  ),
  // "my son says dad youve years left yet and all i can think is god i hope not".
  near(
    'wish-to-die',
    'concern',
    'hopes-for-less-time',
    `(?:years|ages|plenty|a long time|a while|decades)(?: \\w+){0,2} (?:left|to go|ahead)(?! in\\b)`,
    `i hope not|hope to god not|hope not|please god no|god forbid`,
    14,
  ),
  // --- c29's and c30's first readings (2026-11-30, sixteenth session, on `ba00b5c`): gay, bi and
  // trans men (c29), and disabled men, their carers and Deaf men typing in BSL word order (c30).
  // "told myself id give the new meds 6 wks. its week 6 on friday... so friday it is": a deadline
  // he set himself, and the day it falls.
  near(
    'plan-timeframe',
    'concern',
    'deadline-for-himself',
    `(?:told|promised|giving|gave|give) (?:myself|it|them|the \\w+(?: \\w+)?)(?: \\w+){0,4} (?:\\d+|one|two|three|four|six|a few|a couple of) (?:wks|weeks|days|months)`,
    `(?:(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|the weekend|the end of the month) it is|thats (?:it|me)(?: done)?)(?= ?(?:\\||$|[.,!]))`,
    20,
  ),
  // "found my flatmate after a G session, breathing weird, cant wake him", "found my flatmate
  // unconscious with empty pill packets": someone else's overdose in progress.
  rule(
    'other-at-risk',
    'crisis',
    'cant-wake-him',
    W(
      `(?:cant|can not|cannot|couldnt|wont) (?:wake|rouse|get a response (?:from|out of)|bring round) (?:him|her|them|my \\w+)(?! (?:up )?(?:for|in the morning|before|on time|at)\\b)|(?:found|find|just found) (?:him|her|them|my \\w+)(?: \\w+){0,3} (?:unconscious|unresponsive|not breathing|passed out|collapsed|blue|cold and|with (?:empty|the) (?:pill )?(?:packets|bottles|blister))|(?:hes|shes|theyre|he is|she is) (?:not breathing|turning blue)`,
    ),
    'other',
  ),
  // "can you rig a morphine pump to give the whole lot at once, asking for real".
  rule(
    'method-means',
    'crisis',
    'rig-the-pump',
    W(
      `(?:rig|set|programme|program|change|hack|override|tamper with|mess with) (?:a |the |my )?(?:morphine |syringe |insulin |pca |pain |drug )?(?:pump|driver)(?: \\w+){0,6} (?:whole lot|all (?:at once|of it|in one go)|at once|in one go|the max|overdose|lethal|too much)`,
    ),
  ),
  // "pour hot kettle on my feet. numb anyway who care. did it last night".
  rule(
    'self-harm',
    'crisis',
    'scald-myself',
    W(
      `(?:pour|poured|pouring|tip|tipped|tipping) (?:a |the )?(?:hot |boiling )?(?:kettle|water|boiling water|tea) (?:on|over) (?:my|me)(?: own)? (?:feet|foot|legs?|arms?|hands?|skin|self|chest)`,
    ),
  ),
  // "got a metal bar in my chair bag for tomorrow" after naming who he means to hurt.
  near(
    'harm-to-others',
    'crisis',
    'weapon-for-tomorrow',
    `(?:got|have|packed|brought|bringing|taking) (?:a |the |my )?(?:metal bar|bar|knife|blade|hammer|bat|baseball bat|crowbar|wrench|spanner|machete|screwdriver|gun)(?: \\w+){0,5} (?:for|ready for) (?:tomorrow|tonight|monday|tuesday|wednesday|thursday|friday|saturday|sunday|him|her|them|when)`,
    `bull(?:y|ies|ied|ying)|hurt|hospital|batter|kill|do (?:him|her|them)|get (?:him|her|them)|sort (?:him|her|them) out|pay`,
    20,
    'any',
  ),
  // "carer slap me. say if tell anyone she leave me in bed no food".
  rule(
    'abuse-danger',
    'crisis',
    'carer-hurts-me',
    W(
      `(?:carer|carers|care worker|support worker|night staff|the staff|a pa|my pa)(?: \\w+)? (?:(?:slap|slaps|slapped|hit|hits|hitting|punch\\w*|push\\w*|pinch\\w*|shove\\w*|kick\\w*|grab\\w*|yank\\w*) (?:me|my)\\b|rough\\w* (?:me )?up|lock\\w* me (?:in|out)|(?:leave|leaves|left) me (?:in bed|without|with no|no food|wet|soiled))`,
    ),
    'any',
  ),
  // "partner took my wheelchair and says i can stay in bed til i learn some respect", "my wife
  // hides my glasses and my phone, im nearly blind and i cant call anyone": what he needs to move,
  // see or call, taken to control him.
  near(
    'abuse-danger',
    'crisis',
    'aids-taken-away',
    `(?:wife|husband|partner|carer|girlfriend|boyfriend|son|daughter|brother|sister|mum|dad|he|she|they)(?: \\w+)? (?:took|takes|hid|hides|has taken|has hidden|keeps? taking|keeps? hiding|locked away|locks away|took away|takes away|broke|breaks|smashed) my (?:wheelchair|chair|crutches|walker|walking frame|zimmer(?: frame)?|walking stick|frame|glasses|hearing aids?|cane|white stick|stick|phone|meds|medication|tablets|scooter)`,
    // Cut off, not inconvenienced: "took my phone to fix the screen so i cant call you till
    // tuesday" is not this.
    `(?:cant|can not|cannot|unable to) (?:call|ring|phone|text) (?:anyone|anybody|for help|the police|999|911|000|112)|(?:cant|can not|cannot|unable to) (?:get out|move|get up|leave|go anywhere)|learn (?:some )?respect|punish\\w*|stay in bed|so i cant (?:get|go|leave|call|ring|move)|trapped|stuck (?:in|here)|laughs? when i (?:fall|fell|trip|struggle)|(?:watch|watches|watched) me (?:fall|struggle|crawl)`,
    20,
    'any',
  ),
  // "my wifes ex is outside our house screaming hell kill her": danger at the door, now.
  near(
    'abuse-danger',
    'crisis',
    'threat-at-the-door',
    `(?:outside|at) (?:our|my|the|her|his) (?:house|door|front door|back door|flat|window|gate)|banging on the (?:door|window)|trying to (?:get in|break in|kick the door)|kicking (?:the|our) door`,
    `(?:hell|he will|hes going to|hes gonna|shell|she will|theyll|they will|says hell|screaming hell|shouting hell|threatening to) (?:kill|hurt|stab|get|do) (?:her|him|us|them|me|the kids)`,
    14,
    'any',
  ),
  // --- c31's and c32's first readings (2026-11-30, seventeenth session, on `38f3c0e`): young men
  // online (crypto, betting, the gym, gaming), and men from Belfast, Derry and the west of
  // Scotland (ex-soldiers, ex-prisoners, paramilitary threats).
  // "id be fine if i just didnt exist anymore": a wish not to exist, told as what would be fine.
  rule(
    'wish-to-die',
    'crisis',
    'fine-if-gone',
    W(
      `(?:fine|ok|okay|better|easier|happier|glad|relieved|at peace|alright) if i (?:just |simply |quietly )?(?:didnt|did not|wasnt|was not|werent|were not) (?:exist|existing|here|around|alive|breathing|in the picture)(?: anymore| any more)?(?! (?:on|at|for|in|to|when|while|with|tonight|this|that|the|next)\\b)`,
    ),
  ),
  // "new year. not seein another one in. decided that a while back": the last of something,
  // decided. A man told he won't see another Christmas by his doctor is asked, not alarmed.
  rule(
    'plan-timeframe',
    'concern',
    'not-seeing-another',
    W(
      `(?:not|never|wont be|wont|aint|im not) (?:seeing|see|making it to|getting to|going to see|gonna see) another (?:one(?: in)?|christmas|xmas|new year|birthday|summer|winter|spring|season)(?! (?:like|as|so|with|without|at|in (?:this|that|the|a))\\b)`,
    ),
  ),
  // "my son batters me when he's on the drink", "my dad still beats me and im 19": a person who
  // beats him. "Beats me" alone is "I don't know", and "beats me at pool" is a game.
  rule(
    'abuse-danger',
    'crisis',
    'person-beats-me',
    W(
      `${PERPETRATOR}(?: \\w+){0,2} (?:still |always |regularly )?(?:beats|batters|leathers|thumps|belts|wallops|knocks|kicks|punches|slaps|keeps beating|keeps battering)(?: the \\w+ (?:out of|outta))? me(?! (?:at|in|to|by|on|with|out|off|up the stairs|hands down|easy|every time|again at|home|back)\\b)`,
    ),
    'any',
  ),
  // "when i see my old cellmate im killin him": the present tense as a promise, on a meeting.
  rule(
    'harm-to-others',
    'crisis',
    'when-i-see-him',
    W(
      `(?:when|once|soon as|as soon as|next time|the day|if) (?:i|he|she|they)(?: \\w+){1,5} (?:im|i am|i m) (?:killing|stabbing|doing|battering|glassing|ending|burying|shooting) (?:him|her|them|that \\w+|the \\w+)(?! (?:at|in|on)\\b)`,
    ),
    'any',
  ),
  // "paramilitaries put me on a list. told me to be out the country in 48 hours or else":
  // exiled by threat. A landlord's notice on a flat is not this.
  rule(
    'abuse-danger',
    'crisis',
    'exiled-by-threat',
    W(
      `(?:told|ordered|warned|gave|giving|given) me(?: \\w+){0,3} (?:to (?:be|get|clear|leave)(?: out)?(?: of)? (?:the|this) (?:country|town|city|estate|area|county)|(?:\\d+|twenty four|forty eight|a) (?:hours|hrs|days) to (?:get out of|leave|clear out of|be out of) (?:the|this) (?:country|town|city|estate|area|county))(?: \\w+){0,5} or (?:else|theyll|im dead|they will)|(?:put|am|im|been put) (?:me )?on (?:a|their|the) (?:hit list|death list|kill list)`,
    ),
    'any',
  ),
  // "mixed the methadone and the blues. dont think i did it right": opioids, benzos or pills
  // mixed with each other or with drink.
  rule(
    'overdose-injury',
    'concern',
    'mixed-downers',
    W(
      `(?:mixed|mixing|mix|took|necked|had|done) (?:the |my |some |a load of |all (?:the |my )?)?(?:methadone|heroin|gear|smack|fent|fentanyl|oxy|oxys|oxycodone|morphine|tramadol|codeine|blues|valium|diazepam|xanax|xannies|benzos|pregabalin|gabapentin|sleepers|sleeping pills|zopiclone)(?: \\w+){0,2} (?:and|with|on top of|n) (?:the |my |some |a load of |a bottle of |all (?:the |my )?)?(?:methadone|heroin|gear|smack|fent|fentanyl|oxy|oxys|oxycodone|morphine|tramadol|codeine|blues|valium|diazepam|xanax|xannies|benzos|pregabalin|gabapentin|sleepers|sleeping pills|zopiclone|vodka|whisky|whiskey|drink|booze|wine)`,
    ),
  ),
  // "whats the quickest way. serious question no lecture": the way asked with nothing after it.
  rule(
    'method-means',
    'concern',
    'bare-quickest-way',
    W(
      `(?:whats|what is|what s|which is|tell me|just tell me|give me) the (?:quickest|fastest|easiest|least painful|most painless|surest|cleanest|quietest|best) way(?: to do it| out)?(?= ?(?:\\||$|\\?|no lecture|dont lecture|no judgement|serious))`,
    ),
  ),
  // --- c33's and c34's first readings (2026-11-30, seventeenth session, on `38f3c0e`): men for
  // whom English is a second language (c33), and older men, 68 to 88, writing formally (c34).
  // "2 more days. then no more problem for nobody": the burden ended, said as a kindness.
  rule(
    'wish-to-die',
    'concern',
    'no-more-problem-for-anyone',
    W(
      `no more (?:problem|problems|burden|trouble|bother|worry) (?:for|to) (?:nobody|anybody|anyone|everyone|everybody|no one|you all|them|my (?:family|wife|kids|children))`,
    ),
  ),
  // "after christmas dinner, when everybody sleeping, that is my time": the house asleep, and his
  // time. Not "when the kids are in bed thats my time to watch the match".
  near(
    'plan-timeframe',
    'concern',
    'when-the-house-sleeps',
    `(?:when|till|until|once|after) (?:every ?body|every ?one|the (?:house|kids|family|wife|missus)|my (?:wife|missus|family|kids))(?: is| are| s| has| have)? (?:sleeping|asleep|in bed|gone to bed|goes to sleep|go to sleep|gone out)`,
    `(?:my time|thats when|that is when|ill do it|i will do it|ill go|i will go|its time|it is time)(?! (?:to|for) (?:watch|play|read|relax|game|eat|chill|myself|me)\\b)`,
    12,
  ),
  // "I put the bank account in my brother name so he can get the money after": "after" with
  // nothing after it.
  rule(
    'preparation-goodbye',
    'concern',
    'theirs-after',
    W(
      `(?:so|then|and) (?:he|she|they|my \\w+|the kids|the family|the wife)(?: can| will| could| gets?| get| would)? (?:get |have |take |keep )?(?:the |my |all (?:the |my )?)?(?:money|house|car|savings|everything|insurance|it all|the lot|pension|flat) after(?= ?(?:\\||$|,))`,
    ),
  ),
  // "Just let me die."
  rule(
    'wish-to-die',
    'crisis',
    'let-me-die',
    W(
      `let me (?:just )?(?:die|be dead|slip away|go to sleep and not wake up)(?! (?:my|the|your|a|in peace with|laughing|happy|of|trying|on)\\b)`,
    ),
  ),
  // "The cardiologist says my heart is failing. Good. Let it fail sooner rather than later":
  // bad news about his own body welcomed.
  rule(
    'wish-to-die',
    'concern',
    'let-it-take-me',
    W(
      `let (?:it|the \\w+|death|the end|the lord|god|him) (?:fail|stop|come|take me|finish me|have me|win)(?: \\w+){0,2} (?:sooner rather than later|soon|sooner|quickly|now)|(?:failing|terminal|spread|inoperable|months to live|weeks to live|not long left|no cure)(?: \\w+){0,3} \\| good(?= ?(?:\\||$))`,
    ),
  ),
  // "If I could lie down in the back forty and never get up again I would count that a mercy".
  rule(
    'wish-to-die',
    'concern',
    'never-get-up-a-mercy',
    W(
      `(?:lie down|lay down|go to sleep|fall asleep|drift off)(?: \\w+){0,8} (?:and )?(?:never|not) (?:get|wake|come) (?:up|back)|(?:count|call|consider) (?:it|that) a (?:mercy|blessing)|(?:death|dying|the end|going|to go) (?:would be|will be|d be|is) a (?:mercy|blessing|relief)`,
    ),
  ),
  // "My birthday is next week and I do not intend to see 80." Not staying up to see a year in.
  rule(
    'plan-timeframe',
    'concern',
    'not-intending-to-see',
    W(
      `(?:not|dont|do not|never|have no) (?:intend|intention|plan|mean|aim|going|want)(?: of seeing| to see| to reach| to make it to| to get to| to turn) (?:\\d+|another|my next|christmas|spring|summer|seventy|eighty|ninety|sixty|fifty|forty|my \\w+ birthday)(?! in\\b)`,
    ),
  ),
  // "put the deeds and the bank stuff in a folder on the kitchen table marked for Susan": papers
  // set out for someone. Not a folder for the accountant or the solicitor.
  rule(
    'preparation-goodbye',
    'concern',
    'papers-marked-for',
    W(
      `(?:deeds|will|bank stuff|bank details|bank cards|papers|paperwork|documents|passwords|pin numbers|insurance|policy|policies|letters?)(?: \\w+){0,10} (?:marked|labelled|labeled|addressed|left out|set out|laid out) (?:for|to)(?! (?:the|my|an?) (?:accountant|solicitor|lawyer|tax|bank|council|post|office|dentist|doctor|gp|vet)\\b)`,
    ),
  ),
  // "Have left instructions for the cat and the pension people. Nothing more to arrange."
  near(
    'preparation-goodbye',
    'concern',
    'instructions-left-all-arranged',
    `(?:left|leaving|written|wrote|written out|writing|put) (?:\\w+ )?instructions (?:for|about|with)`,
    `(?:nothing|all|everything)(?: more| else| left)?(?: is| s)? (?:to (?:arrange|sort|settle|organise|organize)|arranged|settled|in order)`,
    14,
  ),
  // "Going down to the nursing home tomorrow to deal with the aide who bruised Marjorie. With my
  // fists or worse."
  rule(
    'harm-to-others',
    'concern',
    'with-my-fists-or-worse',
    W(
      `with my (?:fists|bare hands|hands|shotgun|rifle|gun|knife|hammer|stick|cane) or worse|(?:deal with|sort out|sort|settle (?:it|this|things) with|have it out with)(?: \\w+){1,10} with my (?:fists|bare hands|shotgun|rifle|gun|knife|hammer)`,
    ),
    'any',
  ),
  // "My wife, who has dementia, has wandered off in the snow and I can't find her. It's 10 below."
  near(
    'other-at-risk',
    'crisis',
    'missing-in-danger',
    `(?:wife|husband|mum|mom|mam|dad|father|mother|son|daughter|he|she|brother|sister|grandad|granddad|nan|gran|grandma|grandpa|partner)(?: \\w+){0,6} (?:has |is |s )?(?:wandered off|wandered out|gone missing|is missing|went missing|walked out into|disappeared)|(?:cant|can not|cannot|couldnt) find (?:her|him|my (?:wife|husband|mum|mom|mam|dad|son|daughter|brother|partner))(?! (?:keys|phone|glasses)\\b)`,
    `dementia|alzheimers|confused|snow|freezing|below|ice|river|canal|the dark|no coat|in his slippers|in her slippers|suicidal|his pills|her pills|the cliffs|the sea`,
    24,
    'other',
  ),
  // --- c35's to c38's first readings (2026-11-30, seventeenth session, after the first retrain):
  // young men of 16 to 20 (c35), first responders (c36), Black men of African and Caribbean
  // heritage (c37), injured workers and men in recovery (c38).
  // "dog lead's tied to the bannister rn im just sitting under it": a ligature tied to a fixture.
  rule(
    'method-means',
    'crisis',
    'tied-to-a-fixture',
    W(
      `(?:lead|leads|belt|cord|cable|rope|tie|scarf|sheet|strap|flex|charger cable|dressing gown cord)(?: is| s| are)? (?:tied|knotted|fixed|hooked) (?:to|round|around|onto|over) (?:the |a |my )?(?:bannister|banister|banisters|bannisters|beam|rafter|rafters|loft hatch|door handle|hook|coat hook|rail|curtain rail|pipe|light fitting|tree|branch|stair rail|handrail)`,
    ),
  ),
  // "if he posts that vid tomorrow ill be dead by tomorrow night": his death, with a time.
  rule(
    'plan-timeframe',
    'concern',
    'dead-by-then',
    W(
      `(?:ill|i will|im going to|im gonna|i wont) (?:be dead|be gone|not be here|not be around) (?:by|before) (?:tomorrow|tonight|the morning|morning|the weekend|the end of (?:the|this) (?:week|month)|monday|tuesday|wednesday|thursday|friday|saturday|sunday|christmas|new year)`,
    ),
  ),
  // "cya lads. love yous all x": a goodbye with love to everyone.
  rule(
    'preparation-goodbye',
    'concern',
    'love-yous-all-goodbye',
    W(
      `(?:cya|bye|goodbye|see ya|see you|take care|laters|so long)(?: all| lads| boys| guys| everyone| everybody| yous| you lot| fam| bros)?(?: \\|)? love (?:yous|you all|ya all|you guys|you lot|yall|y all|u all|u lot|you both)(?: all)?`,
    ),
  ),
  // "took too much, heart going mental": too much taken, and the body reacting.
  near(
    'overdose-injury',
    'crisis',
    'too-much-and-the-body',
    `(?:took|taken|had|necked|swallowed|done|did) (?:way )?too (?:much|many)(?! (?:time|notice|care|of (?:a|the|my|his|her)|on|off|sun|weight|holiday|days off|leave)\\b)`,
    `heart (?:going|racing|pounding|beating|is going)|cant (?:breathe|feel|stop shaking|see straight|keep my eyes open)|chest (?:hurts|pain|tight)|(?:being|been) sick|throwing up|shaking|dizzy|going blue|lips (?:are )?blue`,
    12,
  ),
  // "coach keeps making me stay back alone and i dont like what he does": abuse told without the
  // word for it.
  near(
    'abuse-danger',
    'concern',
    'dont-like-what-he-does',
    `(?:dont|do not|didnt|hate|hated) (?:like )?(?:what|the (?:things|stuff)|the way) (?:he|she|they) (?:does|do|did|makes me do|made me do)(?: to me)?(?! (?:with|about|at|for|on|in (?:the|training|games))\\b)|(?:touches|touched|touching) me (?:when|where|and|there|down)`,
    `alone|on my own|stay(?:s|ing)? (?:back|behind)|sleep (?:at|over|in)|in (?:his|her) (?:room|car|van|office)|secret|(?:dont|not to) tell|touch\\w*`,
    16,
    'any',
  ),
  // "he sent a pic of my kids school gate", "they shot at my car last week. theyre gonna come
  // back": a threat that reaches his family or his home.
  rule(
    'abuse-danger',
    'crisis',
    'threat-to-his-home',
    W(
      `(?:sent|sends|posted|messaged) (?:me )?(?:a )?(?:pic|pics|photo|photos|picture|pictures|video|vid)(?: \\w+){0,2} of (?:my|our) (?:kids|children|son|daughter|wife|missus|house|front door|car|kids school|kids? school gate|school gate|address)|shot at (?:my|our|me|the) (?:car|house|door|window|flat|van|truck)|(?:shot|fired) (?:at )?(?:my|our) (?:house|car|windows?)`,
    ),
    'any',
  ),
  // "She checks my phone, controls what I eat, tells me I'll never see the kids if I leave".
  rule(
    'abuse-danger',
    'concern',
    'never-see-the-kids-if-i-leave',
    W(
      `(?:never|wont|will not|not) (?:see|get to see|be allowed to see) (?:the|my|our) (?:kids|children|son|daughter|boys|girls|baby)(?: again)? if i (?:leave|go|walk out|tell anyone|report)|controls? (?:what i (?:eat|wear|spend|do)|where i go|who i see|my money|all the money)`,
    ),
    'any',
  ),
  // "i'm tired bro. not sleep tired. done with being alive tired"; "me nuh waan live again".
  rule(
    'wish-to-die',
    'crisis',
    'done-with-being-alive',
    W(
      `(?:done|finished|through) with (?:being alive|living|life|existing|breathing|this life|it all)(?! (?:insurance|cover|coach|admin|style|style blog|lessons?)\\b)|(?:nuh|nah|na|don|doan|dont) (?:waan|wan|wanna) (?:live|liv|fi live|be here|deh ya|wake up)(?: again| no more| anymore)?`,
    ),
  ),
  // "want it over": a bare wish for the end. Not "get it over with".
  rule(
    'wish-to-die',
    'concern',
    'want-it-over',
    W(
      `(?<=^ |\\| )(?:i )?(?:just )?(?:want|wanna|need) (?:it|this|all this|it all) (?:to be )?over(?! with\\b)(?= ?(?:\\||$))`,
    ),
  ),
  // "plan is sunday when everyones at church".
  near(
    'plan-timeframe',
    'concern',
    'when-everyone-is-out',
    `(?:the )?plan is (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tonight|tomorrow|the weekend|next week)`,
    `when (?:every ?ones?|every ?bodys?|the (?:house|kids|family|wife|missus)|she|they)(?: is| are| s| has| have)? (?:at (?:church|work|school|mass|the match|the shops)|out|away|asleep|gone|in bed)`,
    8,
  ),
  // "paid back the bookie and my brother so everyones square. last thing on the list".
  near(
    'preparation-goodbye',
    'concern',
    'square-last-thing',
    `(?:everyones|everybodys|everyone is|everything is|all) (?:square|settled|paid|sorted|squared away)|paid (?:back|off) (?:everyone|everybody|the \\w+ and (?:my|the) \\w+)`,
    `last thing (?:on the list|to do|left)|nothing (?:left|else) to (?:do|sort)|(?:all|everything) (?:done|in order)(?= ?(?:\\||$))`,
    14,
  ),
  // "told him he'd need it more than me where im going": where he is going, said as the end.
  rule(
    'preparation-goodbye',
    'concern',
    'where-im-going',
    W(
      `(?:need|use|want) (?:it|them|that|those)(?: \\w+){0,3} (?:more than me|more than i will) where (?:im|i am) going|(?:wont|will not|dont) need (?:it|them|that|money|any of it|anything) where (?:im|i am) going`,
    ),
  ),
  // "dug into the surgery scar with my nails till it opened up again".
  rule(
    'self-harm',
    'crisis',
    'opened-the-wound',
    W(
      `(?:dug|dig|digging|picked|picking|tore|tearing|ripped|ripping|gouged|gouging|pulled|pulling) (?:into |at |open )?(?:the |my |me )?(?:\\w+ )?(?:scar|wound|stitches|scab|staples)(?: \\w+){0,5} (?:till|until|so) (?:it |they )?(?:bled|bleeds|opened|opens|was bleeding|split|came open)`,
    ),
  ),
  // "had a shot after 2 yrs clean, its hitting way harder than it used to, cant keep my eyes
  // open": using again after a long break, when the body has lost its tolerance.
  near(
    'overdose-injury',
    'crisis',
    'using-after-clean-time',
    `(?:after|first time in|first in) (?:\\d+|a|one|two|three|four|five|six|\\w+teen) (?:yrs|years|months|weeks)(?: \\w+)? (?:clean|off it|off the gear|sober)`,
    `cant keep my eyes open|nodding (?:off|out)|hitting (?:way |much |a lot |so )?harder|cant breathe|going blue|lips (?:are )?blue|cant feel my|too strong`,
    20,
    // A clean time told is not a past over: it is what makes this dose dangerous.
    'any',
  ),
];
