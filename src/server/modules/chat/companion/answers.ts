import type { CountryLines } from '@shared/safety/crisis-lines';
import type { FlowId } from './flows';
import { everydayAnswer } from './everyday-answers';
import { helpQuestionAnswer } from './help-questions';
import { MENU } from './flows';
import { otherAtRisk, type Memory } from './memory';
import { openingWords } from './opening-words';
import { worriedAboutOther } from './worried-about-someone';
import type { Reading, Theme } from './understand';

// Short, honest answers to the direct questions men ask ("Is this normal?", "Do I need pills?",
// "Should I see someone?"). Medication, diagnosis and physical symptoms always go to a GP or
// another professional: the companion never advises on medication. None of these repeats his
// words back, so a question can never come back sounding like a statement.

export type Answer = {
  text: string;
  /** A follow-up question, when one fits better than the open-talk one. */
  question?: string;
  /** A guided flow that would help, offered only if the offer budget allows. */
  offer?: FlowId;
};

// "Am I an alcoholic?": not a label the app can give, but an honest word on what he described.
const DRINK_LABEL =
  /\b(?:am i|do you think im|think im|is that|is it|does that make me) (?:an? )?(?:alcoholic|alky|addict\w*|drinking too much|too much|a problem|a drinking problem)\b/;

/** He wants to know whether his drinking is a problem. */
function drinkAnswer(lines: CountryLines): Answer {
  return {
    text: `I can't put a label on you, and the label matters less than what it's doing. Drinking most nights, or needing it to switch off or sleep, is a sign it has more of a grip than you'd like, and drink makes sleep and mood worse, not better. A GP can talk it through without judgement, and cutting down gradually is safer than stopping all at once. If you ever feel in danger, call ${lines.emergency.number}.`,
  };
}

export const MEDICATION =
  /\b(?:antidepressants?|anti depressants?|pills?|(?:tablets|(?<!\bon (?:my|the|a|her|his|me|your) )tablet)|meds|medication|medicine|sertraline|citalopram|fluoxetine|prozac|diazepam|valium|xanax|zopiclone|propranolol|beta ?blockers?|mirtazapine|venlafaxine|duloxetine|amitriptyline|pregabalin|escitalopram|paroxetine|quetiapine|bupropion|lorazepam|temazepam|benzos?|prescri\w*|on something|sleeping pills?)\b/;

// Something to take, unnamed: "do guys take something for that", "is there anything I can take".
const TAKE_SOMETHING =
  /\b(?:take|taking|took|have|get) (?:something|anything|summat|owt|a tablet|a pill)(?: [^ ]+){0,3} (?:for (?:that|it|this|sleep|sleeping)|to (?:sleep|help me sleep|knock me out|switch off))|\b(?:is there|are there) (?:something|anything) (?:i can|you can|to) take\b/;
const IN_THE_MOMENT =
  /\b(?:what (?:do|should|can) i do|how do i (?:stop|handle|deal with|get through))\b.*\b(?:if|when|while) (?:it|one|that) (?:starts|happens|comes on|kicks off|hits)\b|\b(?:right there|in the moment|at the desk|mid exam|in the middle of)\b.*\bwhat (?:do|should|can) i do\b/;
// Asking for a line to ring: "is there a number that isnt local", "somewhere nobody knows me",
// "a helpline I can ring anonymously".
const LINE_REQUEST =
  /\b(?:is there|are there|any|got|give me|whats|what is|do you have|have you got|can i have|can you give me|i need|need) (?:a |an |any |the )?(?:(?:phone )?number|line|helpline|hotline|crisis line|someone i can (?:ring|call|text|phone)|somewhere i can (?:ring|call|text))\b(?! (?:of|for) (?:a |the |my )?(?:\w+ ){0,2}(?:plumber|mechanic|garage|taxi|takeaway|solicitor|lawyer|vet|landlord|bank|council|shop|restaurant|pizza))|\b(?:number|line|helpline|hotline)s? (?:that|which) (?:isnt|is not|arent|are not) (?:local|in my area|round here)\b|\bsomewhere (?:nobody|no one|noone) knows me\b|\b(?:ring|call|text|talk to) (?:someone|somebody|a person) (?:anonymous\w*|who doesnt know me|nobody knows)\b/;
// "I know about 988, I just hate phones. Can you text it?": yes, and how, for his country.
const TEXT_INSTEAD =
  /\b(?:can (?:you|i|u|ya) (?:text|message|txt) (?:it|them|that|the line|the number|988|1737|samaritans|lifeline)|(?:is there|any) (?:like )?(?:a )?(?:way to )?(?:text|texting|txt)(?: line| option| number| service)?\b(?! (?:me|her|him)\b)|(?:a |any )?(?:number|line|somewhere|someone|anyone) (?:i|you) (?:can|could) (?:text|txt|message)\b|hate (?:phones|phone calls|talking on the phone|ringing people)|cant (?:do|face|stand) (?:phone calls|the phone|ringing|calling))\b/;
// Over-the-counter and herbal aids: still a pharmacist's or a GP's call, never the companion's.
const SUPPLEMENT =
  /\b(?:melatonin|nytol|sominex|sleep(?:ing)? aids?|supplements?|magnesium|cbd|valerian|ashwagandha|kalms|antihistamines?|herbal \w+|5 ?htp|st johns wort)\b/;
// "Maybe 8 or 10 a day": how much he drinks, told plainly, deserves a straight answer.
const DRINK_AMOUNT =
  /\b(?:[4-9]|1\d|four|five|six|seven|eight|nine|ten|eleven|twelve|a dozen|a bottle|two bottles)(?: or \w+| to \w+)?(?: \w+)? (?:a day|a night|every day|every night|each night|most nights|a session)\b/;
const CAFFEINE_COUNT =
  /\b(?:\d+|a few|few|couple of|two|three|four|five|six|seven|eight|nine|ten)(?: or \w+| to \w+)? (?:\w+ )?(?:energy drinks?|monsters?|red ?bulls?|relentless|rockstars?|coffees?|espressos?|cups of (?:tea|coffee)|teas|cans of (?:coke|pepsi)|cokes?)(?: \w+){0,2} (?:a day|a shift|on shift|every day|each day|a night|every shift)\b/;
// "Swore I'd never be him": the fear of turning into his father, said once, plainly.
const HIS_FATHER =
  /\b(?:swore|promised(?: myself)?|said) (?:i(?:d| would)?|id) (?:never|not|wouldnt|wouldn t) be (?:like )?(?:him|that (?:guy|man|dad|bloke|kind of dad)|my (?:dad|father|old man))\b|\b(?:turning into|becoming) (?:my (?:dad|father|old man|da)|him)\b|\bjust like my (?:dad|father|old man|da)\b/;
const HIS_FATHER_TEXT =
  "That's a hard thing to catch in yourself, and catching it is the part that counts. The men who break that pattern aren't the ones who never lose it; they're the ones who notice, own it, and go back and put it right.";

// She cheated on him: said once, plainly, in any of the ways men say it.
const BETRAYED =
  /\b(?:(?:she|shes|her|wife|missus|girlfriend|burd|bird|partner|ex)\b(?: \w+){0,4} (?:cheat\w*|shaggin\w*|sleeping with|slept with|seeing (?:someone|somebody|some \w+|another \w+|this \w+|a (?:lad|bloke|guy|fella|man|boy|woman|girl))|been with (?:someone|some \w+|another \w+)|having an affair|had an affair)|(?:cheated on|affair behind) me)\b/;
// ...not his mate's wife ("his missus has been seeing someone", "she cheated on him").
const THEIR_PARTNER =
  /\b(?:his|their|mates) (?:wife|missus|girlfriend|burd|bird|partner|ex)\b|\b(?:on|left) him\b/;
const BETRAYED_TEXT =
  "Finding that out is a kick in the guts, and it takes more than the relationship with it: trust, pride, the way you see the last few months. Whatever you're feeling about it, angry, gutted, numb, or all three by the hour, it makes sense.";

// His own medication ("I don't want to be on pills"), not hers ("pills on time, helping her dress").
const HIS_MEDICATION = new RegExp(`\\b(?:i|im|ive|id|me|my)\\b(?: \\w+){0,7} ${MEDICATION.source}`);

const PRIVATE_Q =
  /\b(?:(?:this|it|that|all this)(?: all)? (?:stays|stay|is|s|will stay) between (?:us|you and me|ourselves)|is (?:this|it|the chat|this chat|this app|this thing)(?: \w+){0,2} (?:anonymous|private|confidential|saved|recorded|stored|secure)|(?:this|it)(?: chat| app| thing)?(?: is|s) (?:\w+ )?(?:anonymous|private|confidential)(?=[^|]*\?)|(?:nobody|no one|noone) (?:sees|reads|can see|can read) what i (?:type|write|say)|(?:my|the) (?:company|boss|employer|work|hr|manager|wife|missus) (?:seeing|see|reading|read|finding out about) (?:this|what i|any of (?:it|this))|(?:are|is) (?:these|my|the) (?:chats?|messages?|conversations?) (?:saved|stored|private|recorded|read)|can (?:anyone|someone|my \w+|you) (?:see|read) (?:this|these|my|what i)|who (?:can|will|gets to) (?:see|read)|(?:does|do|will|is) (?:this|it|the app|this app|this thing|you) (?:save|saves|keep|keeps|store|stores|record|records|log|logs) (?:anything|what i (?:type|write|say)|my (?:messages|chats?)|this|it|the chat)|(?:does|do) (?:this|it|the app|this thing) (?:get )?(?:saved|kept|stored)|(?:my |the )?(?:wife|missus|partner|family|kids|boss|son|daughter|husband|mum|mam|mom|dad)(?: can| will| would)? (?:not |no |never |cant |wont |cannot )?see(?: (?:this|it|what i (?:type|write|say)))?(?= ?\?)|(?:can|will|would) (?:my |the )?(?:wife|missus|partner|family|kids|boss|son|daughter|husband|mum|mam|mom|dad) (?:see|read|find)(?: (?:this|it|out))?)\b/;

const TEXT_ONLY_Q =
  /\b(?:(?:this|it|the app|app)(?: is| s)? (?:text|typing|writing) only|(?:only|just) (?:text|typing|writing)(?= ?\?)|(?:is there|any|can i (?:use|do|have)) (?:a )?(?:voice|video|calls?|audio)(?=(?: [^|?]*)?\?)|do i (?:have|need) to (?:talk|speak|call|ring|use my voice))\b/;

// "are u a bot", "are you one of them AI things", "are you simply a program", "is there a person
// reading this": however he asks whether anyone is there, he gets the plain answer.
const IDENTITY =
  /\b(?:are you|are u|r u|is this(?: thing| app| chat)?|is it|is that|am i talking to|am i just talking to|you are|youre|its) (?:just |simply |only |actually |really |even )?(?:one of (?:them|those|these) |like )?(?:an? )?(?:real(?! (?:thing|things|deal|problem|issue|question|number|option|one)\b)|human|bot|bots|robot|ai|person|machine|therapist|counsell?or|computer|program|programme|script|actual person|chatbot|chat bot|chatgpt|automated)\b|\b(?:is this|just) a (?:script|program|programme|bot)\b|^ ?(?:\w+ )?(?:you|u) (?:a|an) (?:real|bot|person|human|ai|robot)\b|\bis (?:there|this) (?:a |an |an actual |a real |some )?(?:person|human|someone|somebody|bloke|guy) (?:reading|readin|typing|on the other end|behind|there|answering)\b|\bdo you (?:actually |even |really )?(?:understand|get|read|listen)\b/;
const JUST_TYPE =
  /\b(?:do i just (?:type|write|talk|start|put)|(?:how|where) do i (?:start|type|begin)|not sure how (?:this|it) works|how (?:does )?this (?:thing )?works?\b(?=[^?]*\b(?:type|write|talk)\b))\b/;
const PURPOSE_OF_APP =
  /\b(?:what am i (?:supposed|meant) to do with (?:it|this|you)|what do i do with (?:it|this)|can you (?:actually|even|really) help|(?:is this|is it) (?:like )?(?:a )?(?:free )?therap\w*|whats the point of (?:this|you|talking to you|this app)|what (?:can|do) you (?:do|offer|help with)|how does this work|what are you for|what can this do|what do (?:people|men|blokes|guys|you) (?:even |actually )?do (?:here|on this|with this)|do i just (?:type|write|talk|start))\b/;
const PURPOSE_Q =
  /\b(?:whats the point of me|what am i (?:actually |even )?(?:good for|for)|whats the point in me|what use am i|whats my purpose)\b/;
const TALKS_TO_THE_DEAD =
  /\b(?:talk|talking|talked|speak|speaking|chat|chatting) to (?:her|his|him|my \w+(?:s)?)(?: \w+)? (?:picture|photo|photograph|grave|headstone|ashes|urn|chair|pillow)|\b(?:talk|talking|talked|speak|speaking) to (?:her|him) (?:still|every (?:night|day|morning))\b/;
const DIAGNOSIS =
  /\b(?:is (?:this|it|that) (?:anxiety|depression|ptsd|burnout|adhd|ocd|bipolar|a panic attack|panic attacks|a breakdown|mental)|am i (?:depressed|bipolar|mental|going mad|going crazy|crazy|mad|ill|sick|having a breakdown)|do i have (?:depression|anxiety|ptsd|adhd|ocd|bipolar|a mental|an? \w+ disorder)|is (?:something|there something) (?:wrong|up) with me|whats wrong with me|have i got (?:depression|anxiety|ptsd|adhd)|is (?:this|it|that) (?:an? )?(?:anger|anger management|midlife crisis|mental health|depression|anxiety|stress|burnout|grief) thing)\b/;
// Breath as a symptom, not "the breathing one" (the exercise) he is about to try (fresh13).
const PHYSICAL =
  /\b(?:heart|chest|short of breath|out of breath|breathless\w*|(?:cant|can't|cannot|struggling to|hard to) (?:breathe|catch my breath)|dizz\w*|faint\w*|headaches?|numbness|tingl\w*|symptoms?|lump|blood pressure|stomach)\b/;
const SLEEP_STUCK =
  /\b(?:what if i (?:still )?(?:cant|can't|dont|don't) (?:get to |fall )?(?:sleep|asleep|drop off|nod off)|(?:still|lying) (?:awake|there) after (?:like |about )?(?:\d+|twenty|half an hour)|do i just (?:stay|lie|lay) there)\b/;
const STUDENT =
  /\b(?:uni|university|college|wellbeing service|student|students|my course|lecturer|dissertation|semester)\b/;
const SEE_SOMEONE =
  /\b(?:is it (?:even |really )?worth (?:going (?:to|down to)|seeing|ringing|calling|a trip to|talking to|bothering) (?:the|my|a) (?:doctor|doc|gp)|would (?:the|a|my) (?:doctor|doc|gp) (?:even |actually )?(?:help|do anything|care)|should i (?:go (?:and )?)?(?:see|talk to|speak to|get|go to|ring|call) (?:like |maybe |just |actually )?(?:someone|somebody|an? (?:(?:actual|proper|real) )?(?:doctor|gp|therapist|counsell?or|professional|shrink|psychologist)|(?:the|my) (?:doctor|doc|gp)|help|therapy|counselling)|do i need (?:help|therapy|counselling|to see someone|a therapist)|(?:you think|do you think|you reckon|do you reckon|think) i should (?:go (?:and )?)?(?:see|talk to|speak to|get|go to|email|contact) (?:someone|somebody|an? (?:doctor|gp|counsell?or|therapist|professional)|help|the wellbeing|wellbeing|counselling|therapy)|should i (?:get|go for) (?:help|therapy|counselling)|should i talk to (?:someone|somebody) about (?:it|this)|should i (?:get|have) (?:bloodwork|bloods|blood tests?|a blood test|a check ?up|checked out|a physical)(?: done)?)\b/;
// "Do we need counselling? Is that only for people who are nearly finished?"
const COUPLES_COUNSELLING =
  /\b(?:(?:couples?|marriage|relationship) (?:counsell?ing|counsell?or|therapy|therapist|guidance)|(?:do|should|could) we (?:need|get|try|go (?:to|for)) (?:some )?(?:counsell?ing|therapy|a counsell?or|help))\b/;
const WHO_TO_TALK =
  /\b(?:who (?:would|could|can|should) i (?:even )?(?:(?:talk|speak|go|tell) to|ask(?= about (?:this|it|that|any of this)\b))|who would i (?:even )?tell|where (?:do|can|would) i (?:even )?(?:get|find|go for) help|who do i (?:even )?(?:talk|speak) to|is there (?:someone|somebody|anyone|anybody) (?:i can|i could|to) (?:actually |even )?(?:talk|speak|ring|call))\b/;
const SMALL_HOURS = /\b(?:night|nights|[1-5] ?am|tonight|middle of the night|right now|now)\b/;
// "Doesn't asking put the idea in his head?": the myth that stops men asking a mate straight out.
const ASKING_MYTH =
  /\b(?:(?:put|plant|give|putting|planting|giving) (?:the|that|an|this) idea (?:in|into) (?:his|her|their|my|someones) head|(?:put|give|plant) (?:him|her|them) (?:the|that|an) idea|make (?:it|things|him|her) worse (?:if|by) (?:i )?ask\w*)\b/;
// "I haven't told anyone. Should I?": yes, and who first.
const TELL_SOMEONE =
  /\bshould i (?:tell|have told|mention it to|say (?:it|something) to) (?:someone|somebody|anyone|anybody|the doctor|my doctor|a doctor|the gp|my gp|her|him|them|my (?:wife|missus|partner|mate|brother|sister|family|son|daughter|boss))\b|\b(?:havent|have not|not|never) told\b.*\bshould i\b/;
// Starting again late: "is it ridiculous at my age", "too old to retrain". Not any "is that dumb"
// ("do guys take something for that or is that dumb" asks about pills, fresh14's readers).
const AT_MY_AGE =
  /\b(?:at my age|too old (?:for|to)|is (?:it|this|that) too late|(?:start|starting|retrain\w*|go back|going back|learn\w*|change|changing|take up|taking up|again at|at \d{2}|at (?:forty|fifty|sixty)\w*)\b.*\bis (?:it|this|that) (?:ridiculous|daft|stupid|dumb|silly|pathetic|mad))\b/;
const TELL_DOCTOR =
  /\bwhat (?:do|should|would|shall|can) i (?:even )?(?:say|tell)(?: to)?(?: the| my| a)? ?(?:doctor|gp|them)?\b/;
const NORMAL =
  /\b(?:is (?:that|this|it) (?:even )?(?:wierd|weird)|is (?:that|this|it) (?:even )?a (?:real )?thing|does that (?:even )?happen|do (?:dads|men|blokes|guys|other people) (?:feel|go through|get (?:this|that|it|like (?:this|that)|low|down|depressed|anxious|the (?:baby )?blues|postnatal|scared|angry|jealous|overwhelmed|panic))|is (?:it|this|that) (?:just |even |really |actually )?(?:normal|common|weird|bad|wrong|ok|okay|strange|mad|messed up|fucked up|twisted)|is (?:the|my|this|that|being) (?:jumpy|edgy|on edge|startl\w*|flinch\w*)(?: thing| stuff)? (?:normal|common)|am i (?:just |too |being too )?(?:soft|weak|dramatic|overreacting)|is it (?:normal|weird|bad|wrong|ok|okay|strange) (?:to|that|for)|(?<=^ (?:(?:so|and|but) )?|[.,] )is normal (?:to|that|for|if)|am i (?:the only one|normal|weird|overreacting|overthinking|reading (?:too much )?into|being (?:unreasonable|stupid|daft|soft|dramatic|silly|weird))|does everyone|do other (?:men|people|blokes|guys|dads)|normal for)\b/;
const FAMILY_LAW =
  /\b(?:custody|access|contact|visitation|family (?:law|court)|child (?:arrangements|support|maintenance)|mediation|her mother|his mother|my ex|the baby|my daughter|my son|the kids|our kids)\b/;
const LEGAL =
  /\b(?:solicitor|lawyer|legal|sue|tribunal|discriminat\w*|court|my rights|unfair dismissal|custody)\b/;
const DECISION =
  /^ (?:(?:so|ok|okay|and|but) )?(?:should i|do you think i should|would you|shall i)\b|\b(?:do|should) i (?:\w+ ){1,8}or (?:try|go|stay|take|leave|keep|wait|just|hold|start|quit)\b/;
const ADVICE =
  /\b(?:give me (?:something|summat|anything) (?:actual |real |practical |useful )?(?:to do|i can do)|what (?:should|do|can|could|shall|would) i (?:even |actually |really )?(?:do|try)|what (?:do|can|should|would) (?:you|people|men|blokes|guys|lads) (?:actually |even |usually |normally )?do (?:when|about|if|with)|how (?:do|can|should|would) i (?:stop|deal|cope|handle|fix|get|talk|tell|bring|start|say|approach|raise|change)|how (?:do|can|would) (?:you|ye|people|men|blokes|guys) (?:stop|deal with|cope with|handle|get through|switch off|calm)|any (?:advice|tips|ideas)|give me something (?:practical|useful)|what would you do|what do i do|what (?:did|do|have) (?:other )?(?:blokes|men|guys|people|lads|fellas|others) (?:do|done)\b|is there (?:any )?way out|help me)\b/;
const SAY_TO_HIM =
  /\b(?:what (?:do|should|would|can) i (?:even )?say|how (?:do|should|would|can) i (?:bring|start|ask|raise|approach)|should i say something|what if he|do i (?:ask|say)|should i (?:ask|ring|call|text|go round))\b/;
// "Is it ok if I talk about my brother?", "can I vent for a sec": asking leave to talk, which
// gets a yes and an open door, not "I can't answer that".
const PERMISSION =
  /\b(?:is (?:that|this|it) (?:allowed|ok|okay|alright|fine) (?:on here|here|on this|in here))\b|\b(?:is (?:it )?(?:ok|okay|alright|fine)|(?<!\b(?:who|where|what|which|how|when) )(?:can i|could i)|do you mind if i|am i allowed to|(?:ok|okay|alright) if i)\b(?: \w+){0,3} (?:ask|talk(?! to)|write|vent|rant|moan|say something|use this|tell you)\b|\b(?:ask|talk|write) about (?:my|a) \w+\b.*\bis (?:it |that )?(?:ok|okay|alright|fine)\b/;
// The question itself, in the next clause: "can I ask something, how do you ...".
const ASKED_AFTER =
  /^[^,.;?]*[,.;]\s*(?:so |but |like |ok )?(?:how|what|whats|why|where|who|when|which|is|are|do|does|did|can|could|should|would|will)\b(?: \w+){2}/;
// "Can I talk to a real person?": he wants a human, and should be told where one is.
const REAL_PERSON =
  /\b(?:can i|could i|i want to|i need to|id like to|is there (?:any ?one|some ?one|a person) i can) (?:talk|speak|chat) to (?:a |an )?(?:real |actual |proper )?(?:person|human|someone real|somebody real|human being)\b/;
const DOCTOR_RELUCTANT_TEXT =
  "A lot of men feel that, but GPs would much rather see someone early than late: checking out something that's bothering you is exactly what they're there for.";
const DRAFT =
  /(?<!\b(?:aint|not|never|wont|dont) )\b(?:ill|i will|im going to|im gonna|gonna|i could|i might|if i) (?:say|tell (?:her|him|them))\b|\bsomething like\b/;
const DOCTOR_RELUCTANT =
  /\b(?:wasting (?:their|the doctors|the gps|his|her) time|(?:a )?waste of (?:their|the doctors|the gps|his|her) time|waste (?:their|the doctors) time|not going to the (?:doctor|gp)|dont want to (?:see|go to|bother) (?:a|the) (?:doctor|gp)|doctors? (?:wont|dont|cant) (?:help|listen))\b/;

// "Do they turn you into a zombie?": what the pills he has named would do to him, asked without
// naming them again. Still a GP's or pharmacist's question.
const MEDICATION_EFFECT =
  /\b(?:side effects?|zombie|drows\w*|knock (?:me|you) out|addictive|hooked|get off (?:them|it)|come off (?:them|it)|make (?:me|you) (?:feel )?(?:numb|flat|sleepy|tired|fat|worse))\b/;
// "Is the biopsy sore?": what a test or procedure will be like is for the clinic doing it.
const PROCEDURE =
  /\b(?:biopsy|scan|mri|ct|colonoscopy|endoscopy|camera|operation|surgery|procedure|injection|blood test|bloods)\b/;
const HURTS = /\b(?:sore|painful|hurt|hurts|pain|agony|uncomfortable)\b/;
// "My sister reckons I should see a counsellor. Is that overkill?": whether it is worth it.
// "Dunno if I need to talk to someone or if this is just how it is": the question, asked as a doubt.
const SEE_SOMEONE_UNSURE =
  /\b(?:dunno|dont know|do not know|not sure|wondering|unsure)(?: if| whether) i (?:need|should|ought)(?: to)? (?:talk to|see|speak to|get help from|go to) (?:someone|somebody|anyone|a (?:doctor|gp|counsell?or|therapist|professional))\b/;
// "Would it be over the top going to an actual counsellor?", "weird for a lad like me going to one":
// the doubt comes before the counsellor as often as after. "Started seeing someone new" is dating.
const SEEING = String.raw`(?:counsell?or|counsell?ing|therapist|therapy|talk(?:ing)? to (?:someone|somebody|a professional)|(?<!(?:start|started|starting|been) )see(?:ing)? (?:someone|somebody)(?! (?:new|else))|going to one|go to one)`;
const DOUBT = String.raw`(?:overkill|over the top|too much|a bit much|overreacting|worth it|worth a go|worth trying|(?:for )?(?:people|a lad|a guy|a bloke|a man|men|someone|a fella|a fellow|a chap|fellas|blokes|guys|lads|folks) like me|for (?:people|ppl|guys|men|folks|fellas|blokes) with (?:real|actual|proper|serious) problems|weird|odd|strange|daft|soft|embarrassing)`;
const SEE_SOMEONE_WORTH = new RegExp(
  String.raw`\b${SEEING}\b.*\b${DOUBT}\b|\b${DOUBT}\b.*\b${SEEING}\b`,
);
// "Would a men's group do any good, or is that a waste of time?": a group, asked about the same way.
const GROUP = String.raw`(?:(?:mens|men s|support|peer|peer support|therapy|walking|bereavement|grief|widowers|carers|dads|fathers|recovery|a|the|that) group|mens shed|(?:the|a) shed|group sessions?|andys man club|mates in mind)`;
const GROUP_DOUBT = String.raw`(?:do (?:any|much|me any) good|(?:a )?waste of (?:time|money|an evening)|any (?:use|good)|(?:actually|really|even) help|make (?:a|any) difference|pointless|worth (?:it|going|a go|trying)|for me|my thing|awkward|weird|cringe)`;
const GROUP_WORTH = new RegExp(
  String.raw`\b${GROUP}\b.*\b${GROUP_DOUBT}\b|\b${GROUP_DOUBT}\b.*\b${GROUP}\b`,
);
const WORK_DEVICE =
  /\b(?:company|work|works|office) (?:phone|mobile|laptop|computer|pc|wifi|network)\b/;
// "Is that a horrible thing to think?", "does that make me a bad dad?", "was that wrong?": his
// verdict on himself, asked. Not for anything about hurting someone (guarded where it is used).
const JUDGE_THOUGHT =
  /\b(?:is (?:that|it|this) (?:an? )?(?:horrible|terrible|awful|bad|selfish|evil|shameful|sick|messed up|wrong|shit|shitty) (?:thing )?(?:to (?:think|feel|want|say)|of me)|does (?:that|this|it) make me (?:a )?(?:bad|terrible|horrible|awful|selfish|weak|shit|crap|rubbish|worse|a bad)|am i (?:a )?(?:bad|terrible|horrible|awful|selfish|shit|crap|rubbish) (?:person|dad|father|husband|partner|son|man|bloke|mate|friend))\b/;
const JUDGE_ACT =
  /\b(?:was (?:that|it|this|i) (?:wrong|bad|out of order|out of line|too harsh|the wrong thing)|did i (?:do|get) (?:it |that |the wrong thing )?wrong|did i do the wrong thing|should i not have)\b/;
const HIDING = /\bis (?:that|it|this) (?:lying|being dishonest|fake|being fake|two faced)\b/;
const HARM_WORDS =
  /\b(?:hit|hitting|slap\w*|punch\w*|shov\w*|grab\w*|threat\w*|kick\w*|hurt (?:her|him|them|the)|smack\w*|batter\w*|cheat\w*|affair)\b/;

/** His verdict on himself, asked as a question: answered without condemning or excusing harm. */
function judgedAnswer(reading: Reading, memory: Memory): Answer | undefined {
  const text = reading.text;
  if (!JUDGE_THOUGHT.test(text) && !JUDGE_ACT.test(text) && !HIDING.test(text)) return undefined;
  const before = memory.earlier.at(-1);
  if (
    reading.sensitive ||
    HARM_WORDS.test(text) ||
    (before && (before.sensitive || HARM_WORDS.test(before.text)))
  )
    return undefined;
  if (HIDING.test(text))
    return {
      text: "Keeping the hard part to yourself isn't the same as lying, and a lot of men do exactly that. What matters more is whether carrying it on your own is costing you.",
    };
  if (JUDGE_ACT.test(text))
    return {
      text: "From what you've told me, it doesn't sound wrong: you did what you could in the moment, with what you had. If it still sits badly with you, you can always go back to it later; most things like that can be added to or put right.",
    };
  return {
    text: "No. Having a thought isn't the same as acting on it, and thoughts like that are common when you're stretched this far. That it bothers you says you care about doing right by people.",
  };
}

// "I was thinking of trying a dry month. Is that dumb?", "is there an app to track it or is that
// overkill", "maybe 2 weeks as a test run, is that reasonable or am I being a control freak": an
// idea of his, put up for a verdict (six read splits met it with "I don't know enough").
const IDEA_VERDICT =
  /\b(?:is (?:that|this|it) (?:a bit |too |just )?(?:dumb|daft|stupid|silly|mad|crazy|overkill|much|a bit much|reasonable|unreasonable|fair|a good idea|a bad idea|a daft idea|a stupid idea|pointless)|or am i being (?:a |too )?\w+(?: \w+)?|am i being (?:unreasonable|daft|silly|stupid|precious|a control freak|controlling|too much))\b/;
const COME_ACROSS =
  /\b(?:would|will|does|could|might) (?:that|it|this) (?:come across|look|seem|sound|be seen) (?:as |like )?(?:a bit |too )?(?:confrontational|aggressive|rude|pushy|weak|needy|desperate|petty|bad|weird|soft|like (?:im|i am) \w+)\b/;
const AN_IDEA =
  /\b(?:thinking (?:of|about) (?:trying|doing|going|joining|getting|starting|taking|giving)|volunteer\w*|(?:try|trying|give|giving) (?:a|the|it|out)|an app|(?:in|into) writing|test run|trial run|instead of|just ask(?:ed)?|dry (?:month|january|july|week)|join(?:ing)? (?:a|the)|sign(?:ing)? up|(?:start|starting) (?:a|to|with)|ill|i will|i could|i might|maybe (?:i|\d|two|a))\b/;

const A_FEELING =
  /\b(?:feel|felt|feeling|frighten\w*|scare\w*|relief|relieved|afraid|guilty|jealous|gutted|miss|missing)\b/;
const REASONABLE = /\b(?:reasonable|unreasonable|fair|am i being)\b/;

/** His idea (or a feeling), put up for a verdict: an honest answer, not a dodge. */
function ideaAnswer(reading: Reading, memory: Memory): Answer | undefined {
  const text = reading.text;
  const unsaid = (options: string[]) =>
    options.find((option) => !memory.botSaid.includes(option.toLowerCase())) ?? options[0]!;
  if (COME_ACROSS.test(text))
    return {
      text: "Done calmly, it's far more likely to come across as clear than as anything else. Keep it to what happened and what you'd like to happen next, with no digs, and it's hard for anyone to take it the wrong way.",
    };
  if (!IDEA_VERDICT.test(text) || reading.sensitive || HARM_WORDS.test(text)) return undefined;
  // "That side of it frightens me more than the cancer. Is that daft?": a feeling, not a plan.
  if (A_FEELING.test(text))
    return {
      text: "Not daft at all. Feelings don't line up in the order people expect, and that one makes sense given what you're facing. Plenty of men would say the same if they said anything.",
    };
  // The idea is in this message, or he asks straight after it ("...a dry month." "is that dumb?").
  const before = memory.earlier.at(-1)?.text ?? '';
  if (!AN_IDEA.test(text) && !(reading.words <= 6 && AN_IDEA.test(before))) return undefined;
  if (REASONABLE.test(text))
    return {
      text: unsaid([
        'Sounds reasonable to me. Trying it small first is how sensible people change things, and saying why up front keeps it fair to everyone involved.',
        "That sounds fair, not controlling: a small trial, said openly, leaves room to adjust. The fact you're asking says you're trying to get it right.",
      ]),
    };
  if (/\b(?:overkill|too much|a bit much)\b/.test(text))
    return {
      text: "Not overkill, no. Anything that makes it easier to stick to is worth having, and simple beats clever: use whatever you'll actually keep up.",
    };
  return {
    text: unsaid([
      "Not daft at all. It's small and concrete, and trying it will tell you more than turning it over in your head. If it doesn't suit, you've lost nothing and learned something.",
      'No, it sounds like a good idea, and a practical one. The first go is the hardest part; after that it gets easier.',
    ]),
    question: 'When could you give it a first go?',
  };
}

// "Would you help me word it?", "how would I word an email to the area manager": the shape of a
// message he can write, whichever way the conversation went before.
const WORDING =
  /\b(?:help me (?:to )?(?:word|write|phrase|put)|(?:how (?:do|would|should|can) i|how to) (?:even )?(?:word|write|phrase|put) (?:it|this|that|an? (?:email|text|letter|message)|the (?:email|text|letter|message))|word (?:an? |the )?(?:email|text|letter|message))\b/;
const WORDING_ANSWER =
  'Keep it short and plain. Start with what you want them to know, not what they did: "I\'ve been finding things hard since..." Then one line on what you\'d like to happen next, like a time to talk. Write it tonight, sleep on it, and read it again in the morning before it goes.';
// "Does counselling get back to the job?", "will HR know what it's for?": whether seeing someone
// reaches his employer.
const CONFIDENTIAL_Q =
  /\b(?:(?:get|gets|getting|go|goes|going) back to (?:my |the |your )?(?:work|job|boss|employer|hr|company|manager|gaffer|station|chain of command)|(?:will|would|does|do|can) (?:my |the )?(?:work|job|boss|employer|hr|company|manager|gaffer)s? (?:find out|know|see|be told|hear|get told)|is (?:the )?(?:eap|counsell?ing|counseling|it|that|the gp|a gp|the doctor)(?: \w+){0,2} (?:actually |really )?(?:confidential|private|anonymous))\b/;
const ABOUT_A_SERVICE =
  /\b(?:eap|employee assistance|occupational health|counsel\w*|gp|doctor|therap\w*|psych\w*|work|job|boss|employer|hr|company|manager|gaffer)\b/;
const CONFIDENTIAL_ANSWER =
  "As a rule, no. A GP, a counsellor or an employee assistance programme (EAP) keeps what you say confidential; an EAP reports to your employer only in totals, never names, and a doctor's notes don't go to work without your say-so. The rare exception is a serious risk to someone's life. If it's on your mind, ask them at the start how they handle it: they get asked all the time.";

/** A request for help or for what the app is, asked without a question mark. */
export const asksForHelp = (text: string) =>
  ADVICE.test(text) ||
  WHAT_TO_SAY.test(text) ||
  PURPOSE_OF_APP.test(text) ||
  IDENTITY.test(text) ||
  PURPOSE_Q.test(text) ||
  ASKING_MYTH.test(text) ||
  // "Bit over the top, no?": the tag is the question.
  (SEE_SOMEONE_WORTH.test(text) && text.includes('?')) ||
  SEE_SOMEONE_UNSURE.test(text) ||
  // "will my manager find out", "this is private yeah?": questions with or without their mark.
  CONFIDENTIAL_Q.test(text) ||
  PRIVATE_Q.test(text);

/**
 * The sentences of his message that ask (end in "?"), when they say what they are about; all of
 * it when none does, or when the question is a bare "what should I do?" about what came before.
 */
function questionPart(raw: string): string {
  const asked = raw
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => sentence.includes('?'))
    .join(' ');
  return (asked.split(/\s+/).length > 4 ? asked : raw).toLowerCase();
}

/** An honest answer to a direct question, or undefined when it is not one the companion knows. */
// "Do I fix it or buy some 2k beater off marketplace?": two options, weighed. Not said back to
// him: readers hear his own question repeated as parroting (the eval's echoed-question check).
const EITHER_OR =
  /\b(?:do i|should i|shall i|would you|do you think i should|(?:you|ya) reckon i should|is it better to) (?:just )?(.{3,60}?),? or (?:should i |do i |just |i )?(.{3,60}?)(?:[?!.,]|\band (?:pray|hope)\b|$)/i;
const MAX_OPTION_WORDS = 10;

export function isEitherOr(raw: string): boolean {
  const match = EITHER_OR.exec(raw.replace(/[’‘]/g, "'"));
  const [first, second] = [match?.[1], match?.[2]];
  if (!first || !second) return false;
  // "Should I ring her or not": one option, and the general decision answer fits it better.
  // "Should I go to an actual doctor or is that overkill": a doubt about one step, not two.
  if (
    /^(?:not|nah|no|what|whatever|something|summat|is (?:that|it|this)|am i|would (?:that|it)|does (?:that|it)|will (?:that|it))\b/i.test(
      second.trim(),
    )
  )
    return false;
  const words = (text: string) => text.trim().split(/\s+/).length;
  return words(first) <= MAX_OPTION_WORDS && words(second) <= MAX_OPTION_WORDS;
}

export function answerQuestion(
  reading: Reading,
  memory: Memory,
  lines: CountryLines,
  sideOnly = false,
): Answer | undefined {
  const { text } = reading;
  // "cant afford it. hotel alone is 90 quid. do i just say i cant go or what" (fresh26, given
  // debt advice): a thing he can't stretch to, with no debt in it, is a word to say, not a budget.
  if (cantStretchToIt(text)) return CANT_STRETCH_ANSWER;
  if (IDENTITY.test(text)) {
    return {
      text: "Fair question. I'm Steady's built-in companion: a simple program, not a person, not a therapist and not a full AI model. I pick up a few things from what you write, like who it's about and whether it's a question, and I'll sometimes get it wrong. What I can do is listen, help you sort your thoughts, and walk you through a few short exercises.",
    };
  }
  // "do you keep what i type or is it private" (fresh23) asks about Steady, not a counsellor: the
  // app's own answer comes below.
  if (CONFIDENTIAL_Q.test(text) && !(PRIVATE_Q.test(text) && !ABOUT_A_SERVICE.test(text)))
    return { text: CONFIDENTIAL_ANSWER };
  if (TEXT_INSTEAD.test(text) && /\b(?:text|txt|message)\b/.test(text)) {
    return {
      text: `Yes, you can text instead: ${lines.text.label}. Same trained people, same confidentiality, and you can take your time over each reply. Plenty of men find a text easier than a call.`,
    };
  }
  if (WORDING.test(text)) return { text: WORDING_ANSWER, offer: 'hard-conversation' };
  if (COUPLES_COUNSELLING.test(text)) {
    return {
      text: "No, it isn't just for couples on their last legs. Plenty go while there's still plenty worth keeping, to get better at talking before things set hard, and asking about it says you still care. Your GP or a local relationship counselling service can point you to one; the first session is mostly working out what you both want from it.",
    };
  }
  // "Not sure how this works, do I just type?": yes, and what happens next, not the sales pitch.
  if (JUST_TYPE.test(text)) {
    return {
      text: "Yep, just type, the way you'd say it to a mate: short, messy, spelling be damned. Nobody sees it, and nothing you write here is kept once you close it. If you'd rather do something structured, I can walk you through a short exercise too.",
      question: "So, what's been on your mind?",
    };
  }
  if (PURPOSE_OF_APP.test(text)) {
    return {
      text: `Honest answer: I won't fix anything on my own. What helps a lot of men is getting it out of their head and into words, and having something structured to work through. ${MENU}`,
    };
  }
  if (ASKING_MYTH.test(text)) {
    return {
      text: `No. Asking someone straight out whether they're thinking about suicide won't plant the thought; people who've studied it find the opposite: most feel relief that someone noticed. Use the plain words, then listen. If he says yes, stay with him and help him make the call: ${lines.mainLine}. They also talk with people who are worried about someone.`,
    };
  }
  if (REAL_PERSON.test(text)) {
    return {
      text: `I'm a program, not a person, so I can't be that for you, but a real person is there any time: ${lines.mainLine}, free and confidential. Your GP, or one person you trust, is another good place to start.`,
    };
  }
  // "Can I ask something different, how do you make friends...": the leave he asks is a
  // preamble; the question after it is the one to answer.
  const permission = PERMISSION.exec(text);
  const asksAfter =
    permission !== null && ASKED_AFTER.test(text.slice(permission.index + permission[0].length));
  if (permission && !asksAfter) {
    const other = otherAtRisk(reading);
    if (other) {
      const him = other.female ? 'her' : 'him';
      return {
        text: `Of course it is. Worrying about someone is as good a reason to be here as any. Tell me about ${him}: what's been going on?`,
      };
    }
    return {
      text: "Of course. Say it however it comes out; there's no wrong way to do this. What's on your mind?",
    };
  }
  if (!sideOnly && memory.worriedAbout && (SAY_TO_HIM.test(text) || reading.question)) {
    const answer = worriedAboutOther(memory, reading, lines, false);
    if (answer) return answer;
  }
  if ((reading.themes.includes('gambling') || memory.themes.has('gambling')) && BLOCKING.test(text))
    return { text: BLOCKING_ANSWER };
  if (DOCTOR_RELUCTANT.test(text)) return { text: DOCTOR_RELUCTANT_TEXT };
  if (TELL_SOMEONE.test(text)) {
    return {
      text: "Yes, I think so. Carrying it on your own makes it heavier, and most people are glad to be let in. Start with the one person who'd take it best, or your GP if it's affecting your sleep, health or work; you don't have to tell everyone at once.",
      question: 'Who would take it best, do you think?',
    };
  }
  if (PURPOSE_Q.test(text)) {
    return {
      text: "I can't answer that for you, but I don't believe the answer is 'nothing'. Feeling useful usually comes back through small things that use what you are already good at, more than through one big answer.",
      offer: 'values',
      question: 'What have people come to you for, over the years?',
    };
  }
  const drinking = reading.themes.includes('drink') || memory.themes.has('drink');
  if (DRINK_LABEL.test(text) && (drinking || /alcoholic|alky|drinking/.test(text)))
    return drinkAnswer(lines);
  // "deaf. this app text only?" (fresh26, told "I can't answer it well from here").
  if (TEXT_ONLY_Q.test(text))
    return {
      text: "Yes, it's all text: you type, and I answer in writing. No calls, no voice, nothing you have to hear or say out loud. The crisis lines in the app have text options too.",
    };
  if (PRIVATE_Q.test(text)) {
    // A managed work phone can show his employer which sites he uses, whatever Steady keeps.
    const workDevice = [text, ...memory.earlier.map((his) => his.text)].some((his) =>
      WORK_DEVICE.test(his),
    );
    return {
      // "Does this save anything?" wants a no; "is this private?" a yes (fresh16's readers).
      text: `${/\b(?:save|saves|saved|keep|keeps|kept|store|stores|stored|record|records|recorded|log|logs|logged)\b/.test(text) ? 'No.' : /\bsee\b/.test(text) ? 'Nobody else sees it.' : 'Yes.'} You don't need an account to talk here, and this conversation isn't saved anywhere: close the chat and it's gone. Nobody at Steady reads it.${workDevice ? ' One honest catch: on a work phone or laptop, your employer may be able to see which sites you visit, though not what you type here. Your own phone is the safer choice.' : ''}`,
    };
  }
  if (
    /\bhow (?:do|would|can|does) (?:you|i|one) (?:even )?(?:work out|figure out|know|decide) what (?:matters|i want|to do with)/.test(
      text,
    )
  ) {
    return {
      text: 'A good way in is to look at what you already care about rather than what you think should matter: the times you felt most yourself, what you would want people to say about you, what you do when nobody is asking.',
      offer: 'values',
    };
  }
  if (SEE_SOMEONE.test(text) && MEDICATION.test(text)) {
    return {
      text: "Yes, go. A GP can offer a lot more than a prescription: help with sleep and routine, talking therapy, support after a loss, and you can say straight out that you'd rather not start with medication. It's a normal thing to ask them.",
    };
  }
  const everyday = everydayAnswer(reading, lines);
  if (everyday) return everyday;
  const help = helpQuestionAnswer(reading, memory, lines);
  if (help) return help;
  // "Do guys take something for that?" after a night of 3am spreadsheets: pills for sleep, asked
  // without naming any (fresh14's readers heard "No, not ridiculous" about retraining).
  const forSleep =
    TAKE_SOMETHING.test(text) &&
    (reading.themes.includes('sleep') ||
      memory.earlier.slice(-2).some((e) => e.themes.includes('sleep')));
  if (SUPPLEMENT.test(questionPart(reading.raw)) || forSleep) {
    return {
      text: "That's one for a pharmacist or a GP, not me: even over-the-counter and herbal sleep aids don't suit everyone and can clash with other things you take. What helps sleep without anything: the same wake-up time every day, screens off for the last half hour, and getting up for a bit when you can't drop off, rather than lying there.",
    };
  }
  // Medication in the question itself, not in the story around it: a pharmacist's "between
  // prescriptions. Would that come across as confrontational?" is not asking about pills.
  if (
    MEDICATION.test(questionPart(reading.raw)) ||
    (MEDICATION.test(text) && MEDICATION_EFFECT.test(questionPart(reading.raw)))
  ) {
    return {
      text: "That's one for a GP, not me: I can't advise on medication, and a doctor can weigh it up with you properly, including options that don't involve any, like talking therapy. It's a normal thing to ask them, and asking doesn't commit you to anything.",
      question: 'Would it help to think through what you would want to tell them?',
    };
  }
  // "Sometimes I talk to her picture... Is that normal or am I going crazy" (fresh18's widower, told
  // "I can't diagnose anything"): talking to someone who has died is grief, not illness.
  if (TALKS_TO_THE_DEAD.test(text) && (DIAGNOSIS.test(text) || /\bnormal\b/.test(text))) {
    return {
      text: "Very normal, and you're not going crazy. A lot of people talk to someone they've lost, to a photo, at the grave or over the dinner, for years. It's a way of keeping them close, not a sign that something's wrong with you.",
      question: 'What do you tell her, mostly?',
    };
  }
  if (DIAGNOSIS.test(text)) {
    return {
      text: "I can't diagnose anything, and I'd only be guessing if I tried. What you're describing is worth talking over with a GP, who can look at it properly; it doesn't have to be serious to be worth an appointment. Whatever it turns out to be, it doesn't mean you're broken, and there is usually something that helps.",
    };
  }
  // "What do I do if it starts while I'm in the exam?": what to do in the moment, once panic has
  // come up (fresh13's readers heard an offer of problem solving).
  const panicBefore =
    /\bpanic\b/.test(text) || memory.earlier.some((earlier) => /\bpanic\b/.test(earlier.text));
  if (panicBefore && IN_THE_MOMENT.test(text) && reading.question) {
    return {
      text: 'Right there and then: feet flat on the floor, press them down, and breathe out slowly, longer out than in, about four in and six out, for a minute or two. Name a few things you can see. Tell yourself what it is: panic, which peaks and passes within minutes and cannot hurt you. Then go back to something small and easy to do. If it is an exam, telling the exam office beforehand is worth it; many let you take a short break.',
    };
  }
  if (
    /\bpanic attacks?\b/.test(text) &&
    (reading.question || /\b(?:keep|been) having\b/.test(text))
  ) {
    return {
      text: `That sounds like panic attacks: horrible, but not dangerous, the body's alarm going off at the wrong time. Breathing out slowly, longer out than in, helps it pass, and it always does pass. They're very treatable, so a GP is worth a visit, especially if they're new or you're not sure it's panic. If it ever comes with chest pain that doesn't settle or you faint, call ${lines.emergency.number}.`,
    };
  }
  if (PROCEDURE.test(text) && HURTS.test(questionPart(reading.raw)) && reading.question) {
    return {
      text: "I can't tell you how it will be for you, and the clinic doing it is the best place to ask: ring them and ask exactly what happens and what they give for pain. They get asked all the time, and knowing what's coming takes some of the dread out of it. For most people the waiting is worse than the thing itself.",
    };
  }
  if (GROUP_WORTH.test(text) && reading.question) {
    return {
      text: "Worth one go before you decide, I'd say. Most men walk into their first group expecting it to be awkward, and most of the others felt exactly the same at their first one. Nobody has to talk until they want to, and plenty find it easier to say things side by side with men in the same boat than across a desk. If the first one isn't for you, that's one evening, and you'll know.",
      question: 'What would put you off going, if anything?',
    };
  }
  if (SEE_SOMEONE_WORTH.test(text) && (reading.question || text.includes('?'))) {
    const opening = /\b(?:weird|odd|strange)\b/.test(text)
      ? 'Not weird at all.'
      : /\b(?:daft|soft|embarrassing)\b/.test(text)
        ? 'Not daft at all.'
        : /\bproblems\b/.test(text)
          ? "No, and your problems don't have to be bigger to count."
          : 'Not overkill.';
    return {
      text: `${opening} Seeing someone isn't only for when everything has fallen apart: plenty of men go when something has been weighing on them for a while, and a few sessions can make it easier to carry. A GP can point you to someone, and in many places you can refer yourself.`,
      question: 'What would make it easier to take that first step?',
    };
  }
  if (PHYSICAL.test(text) && reading.question) {
    return {
      text: `I can't tell you what's behind it, but it's worth getting checked by a GP. Stress can do that to a body, and so can other things worth ruling out, and checking isn't wasting anyone's time. If it ever comes with chest pain, fainting or struggling to breathe, call ${lines.emergency.number} straight away.`,
    };
  }
  const bodily =
    reading.themes.includes('health') ||
    memory.earlier.slice(-3).some((earlier) => earlier.themes.includes('health'));
  if (SEE_SOMEONE.test(text) && bodily) {
    return {
      text: `Yes, get it looked at by a GP. Stress can do that to a body, and so can other things worth ruling out, and checking isn't wasting anyone's time. If it ever comes with chest pain that doesn't settle, fainting or struggling to breathe, call ${lines.emergency.number} straight away.`,
    };
  }
  if (SEE_SOMEONE.test(text) || SEE_SOMEONE_UNSURE.test(text)) {
    return {
      // A student has a nearer door than the GP (fresh16's master's student, who was dodged).
      text: `Honestly, yes, if it's been going on for more than a couple of weeks or it's getting in the way of sleep, work or the people around you. ${STUDENT.test(text) || memory.earlier.some((his) => STUDENT.test(his.text)) ? "Your university's wellbeing service is a good first door: it's free, it's confidential, and it's there for exactly this; a GP can help too." : 'A GP is a good first door: they can refer you to talking therapy, and in many places you can refer yourself.'} You don't have to be at breaking point to go.`,
      question: 'What would make it easier to take that first step?',
    };
  }
  // "What if I still can't sleep after 20 minutes?": get up, the best-tested trick there is.
  if (SLEEP_STUCK.test(text)) {
    return {
      text: "Then don't lie there fighting it. Get up, go somewhere dim, and do something dull, no phone, until you feel sleepy, then go back to bed. It feels backwards, but it teaches your body that bed is for sleeping, and it's one of the best-tested things there is for nights like this.",
    };
  }
  // "Is there a number that isnt local? somewhere nobody knows me": a line, always, and that it
  // is anonymous (fresh15's first run: a farmer who had just admitted the thought at night was
  // told "I can't give you a good answer to that"). Asked mid-exercise too.
  if (LINE_REQUEST.test(text)) {
    return {
      text: `Yes: ${lines.mainLine}. It's free, any hour, and it isn't local: you don't have to give your name, nothing is passed on to your doctor or your family, and the person who answers won't know you. If it's easier than talking, texting works too where the line offers it.`,
    };
  }
  // Inside a guided flow, anything else he asks is taken as his answer to the step.
  if (sideOnly)
    return NORMAL.test(text) ? { text: notWeird(text, normalAnswer(reading, memory)) } : undefined;
  if (WHO_TO_TALK.test(text)) {
    const baby = memory.people.has('baby') || reading.people.some((m) => m.person === 'baby');
    return {
      text: SMALL_HOURS.test(text)
        ? `At any hour, day or night: ${lines.mainLine}. They're real people, it's free and confidential, and you don't have to be in crisis to call. In the daytime, a GP is the usual first door for more regular help.`
        : `A GP is usually the first door: they can refer you to talking therapy, and in many places you can refer yourself.${baby ? ' A health visitor is there for dads as well as mums, too.' : ''} If it feels easier to start closer to home, one person you trust, a mate, a brother, is a good start as well.`,
    };
  }
  if (
    TELL_DOCTOR.test(text) &&
    (/doctor|gp/.test(text) ||
      (reading.people.length === 0 &&
        (memory.themes.has('health') || /doctor|gp/.test(memory.botSaid))))
  ) {
    return {
      text: `Keep it simple: what's been happening, for how long, and how it's affecting you. Something like: "${doctorScript(memory)}" Writing it down and reading it out is completely fine; plenty of people do.`,
    };
  }
  // "I'll say we need to talk. Is that ok?" asks about his wording (open-questions.ts), not
  // whether he is normal.
  const idea = ideaAnswer(reading, memory);
  if (idea) return idea;
  const judged = judgedAnswer(reading, memory);
  if (judged) return judged;
  if (NORMAL.test(text) && !DRAFT.test(text))
    return { text: notWeird(text, normalAnswer(reading, memory)) };
  if (AT_MY_AGE.test(text) && reading.question) {
    return {
      text: 'No, not ridiculous. People start again, learn things and change course at every age, and the ones who do rarely regret trying. The age question usually matters a lot less to anyone else than it does in your own head.',
    };
  }
  if (LEGAL.test(text) && reading.question) {
    return {
      // Custody and contact are family law: a union is no use there (fresh16's young dad).
      text: FAMILY_LAW.test(text)
        ? "That's a legal question, and I can't give legal advice: it depends on details I can't weigh. A free first step is a family law advice service (many do a free first session), and family mediation is often tried before court; it can get an arrangement on paper without anyone being dragged anywhere. Writing down dates and what's been agreed helps whichever way you go."
        : "That's a legal question, and I can't give legal advice: it depends on details I can't weigh. A free first step is a legal advice service, or for work, your union or an employment advice line; they can tell you where you stand before you spend anything. Writing down dates and what happened helps whichever way you go.",
    };
  }
  if (
    /\b(?:should i|do you think i should|(?:you|yall|ya) (?:think|reckon) i should) (?:just )?(?:tell|say|talk to|ask) (?:her|him|them|my \w+)\b/.test(
      text,
    )
  ) {
    return {
      text: "Saying it plainly is usually better than keeping it in, and you've already found the words here. Pick a calm moment, keep it short, and then let them answer; you don't need a speech.",
    };
  }
  if (isEitherOr(reading.raw)) {
    return {
      text: "Both have a case, and it's your call: you know things I don't. One way to weigh the two: for each, what does it cost you now, and what's the worst it could cost you if it goes wrong? Then ask which one you could live with if it did. The one you'd regret less is usually the answer.",
      question: 'Which way are you leaning?',
    };
  }
  if (DECISION.test(text)) {
    return {
      text: "I can't make that call for you, and I'd be wary of anyone who did from a few messages. What I can do is help you think it through.",
      question: 'What would you be hoping would change if you did?',
    };
  }
  if (ADVICE.test(text)) return adviceFor(reading, memory);
  return undefined;
}

/** He asks for the breathing exercise itself: give it here, and where the guided one is. */
// "I can't exactly sit there doing breathing exercises while he's yelling": breathing turned down,
// not asked for.
// "nah not doing breathing stuff bro", "Im not doing breathing stuff, no offence" (fresh25: both
// were given the exercise).
const BREATHING_REFUSED =
  /\b(?:cant|can not|cannot|wont|dont|not going to|not gonna|no point|not(?! sure)|nah|none of|skip|forget)\b(?: \w+){0,5} (?:doing |do |the )?breath\w*/;
export const refusesBreathing = (text: string) => BREATHING_REFUSED.test(text);
export const asksForBreathing = (text: string) =>
  BREATHING.test(text) && !BREATHING_REFUSED.test(text);
// "go on then give us one of them calming exercise things" (fresh27's electrician: "That's a lot to
// be carrying").
export const BREATHING =
  /\b(?:breathing (?:thing|exercise|exercises|one|bit|stuff|trick)|(?:calming|calm down|relaxing|relaxation) (?:exercise|technique|trick|thing)s?|how (?:do|should|can) i breathe|help me breathe|(?:show|teach|give|tell) me (?:a |some |the |how to )?breath\w*|whats the breathing)\b/;

export function breathingAnswer(memory: Memory): string {
  const night = memory.themes.has('sleep') ? ' Lying in bed is fine for it.' : '';
  return `Here's a simple one. Breathe in through your nose for a count of four, then out slowly through your mouth for six, and let your shoulders drop on each out-breath. Ten rounds is about two minutes; the longer out-breath is what tells your body to stand down.${night} There's a guided version with a circle to follow in /meditation.`;
}

/** Statements that still deserve a straight answer: medication wishes, dreading the doctor. */
// A lump, blood where it shouldn't be, weight gone without trying: the signs a GP wants to see
// soon, which men put off for weeks. Said plainly, not reflected.
const CHECK_SOON =
  /\b(?:found|noticed|felt|got|have|theres|there is|ive got|i have) (?:a |an |this |some )?(?:small |little |hard |pea sized |wee |tiny )?(?:lump|swelling|growth)\b|\blump (?:on|in) (?:my |one )?(?:testicle|ball|balls|nut|nuts|neck|armpit|breast|chest)\b|\bblood (?:in|when i) (?:my )?(?:pee|piss|urine|poo|stool|wee|cough)\b|\b(?:lost|losing|dropped) (?:a lot of |loads of |a stone|\d+ ?(?:kg|kilos|pounds|lbs) )?(?:weight )?without (?:trying|meaning to|dieting)\b/;

export function answerStatement(reading: Reading, memory?: Memory): Answer | undefined {
  // Not when he has already been seen ("doctor sent me for a scan"): then it is the waiting.
  if (
    CHECK_SOON.test(reading.text) &&
    !reading.negated &&
    !/\b(?:doctor|doc|gp|scan|biopsy|results|appointment|consultant|hospital|clinic|referred|nurse)\b/.test(
      reading.text,
    )
  )
    return {
      text: "That's worth getting checked soon, and please don't wait on it. GPs see this every day; most of the time it turns out to be nothing, and when it isn't, it does far better caught early. Booking online or asking for the first available appointment is fine.",
      question: 'What has held you back from booking so far?',
    };
  // Shakes or sweats on stopping drink is withdrawal, which can be dangerous to do alone.
  const drinking = reading.themes.includes('drink') || memory?.themes.has('drink');
  if (drinking && /\b(?:the shakes|shaking|shaky|withdrawal|the sweats|dts)\b/.test(reading.text)) {
    return {
      text: "Take that seriously: shakes when you stop mean your body has got used to it, and stopping all at once can be risky. Cutting down gradually is safer, and a GP can help you do it safely. It's a normal thing to ask them.",
    };
  }
  if (HIS_FATHER.test(reading.text) && !memory?.botSaid.includes('break that pattern'))
    return {
      text: HIS_FATHER_TEXT,
      question: 'What would you want to do differently from him, when it next builds?',
    };
  if (
    BETRAYED.test(reading.text) &&
    !THEIR_PARTNER.test(reading.text) &&
    !memory?.botSaid.includes('kick in the guts')
  )
    return { text: BETRAYED_TEXT, question: 'How are you holding up with it?' };
  // "3 or 4 monsters a day" counts caffeine, not drink: a word on sleep, not on withdrawal.
  if (CAFFEINE_COUNT.test(reading.text)) {
    return {
      text: "That's a fair bit of caffeine, and it hangs around for hours: a can in the afternoon can still be keeping you awake at midnight. Cutting back slowly, and having the last one before midday, often helps sleep more than people expect.",
    };
  }
  if (drinking && DRINK_AMOUNT.test(reading.text)) {
    return {
      text: 'Thanks for being straight about it. That much, most days, is well past the point where drink starts costing more than it gives: sleep, mood and temper all get worse with it. If you cut down, do it gradually and talk to a GP first, because stopping all at once after drinking every day can make you properly unwell.',
      question: 'What would cutting back a little look like for you?',
    };
  }
  if (HIS_MEDICATION.test(reading.text)) {
    return {
      text: "That's a fair thing to feel, and worth saying to a GP just like that. Medication isn't the only option, and talking therapies are often offered first.",
    };
  }
  if (DOCTOR_RELUCTANT.test(reading.text)) return { text: DOCTOR_RELUCTANT_TEXT };
  return undefined;
}

function doctorScript(memory: Memory): string {
  const parts: string[] = [];
  if (memory.themes.has('low')) parts.push("I've been feeling low for a while");
  if (memory.themes.has('worry')) parts.push("I've been anxious a lot");
  if (memory.themes.has('health'))
    parts.push('I keep getting physical symptoms out of nowhere, mostly under pressure');
  if (memory.themes.has('sleep')) parts.push("I'm not sleeping well");
  if (parts.length === 0)
    parts.push("I've been struggling for a while", "it's affecting my sleep and work");
  const [first, ...rest] = parts;
  return `${first}${rest.length ? `, ${rest.join(', ')}` : ''}, and I'd like some help with it.`;
}

const SOFT = /\b(?:soft|weak|daft|stupid|silly|dramatic|overreacting)\b/;

// "Is it weird that...?" answered "Very." reads as "very weird": the answer to a weird-question
// opens by saying it is not.
// Only "weird" as the question's word: "is it normal to be mad at her?" asks about anger.
const ASKS_WEIRD =
  /\b(?:is (?:it|this|that) (?:even |just |really )?(?:weird|wierd|strange|odd|mad|messed up|twisted)|am i (?:weird|strange|odd|mad))\b/;
const notWeird = (question: string, answer: string) =>
  ASKS_WEIRD.test(question) ? answer.replace(/^(?:Very|Yes)\.\s*/, 'Not weird at all. ') : answer;

function normalAnswer(reading: Reading, memory: Memory): string {
  const t = reading.text;
  // "Is this normal?" is about what he has just been saying, not everything said since hello.
  const recent = memory.earlier.slice(-3).filter((earlier) => earlier.themesAreHis);
  const LIFE_EVENTS = ['grief', 'breakup', 'jobloss'];
  // "Is it weird that I don't want to go to uni?" carries its own subject: earlier themes are
  // for a bare "is this normal?".
  const bare =
    t
      .replace(NORMAL, ' ')
      .split(' ')
      .filter((word) => word.length > 3).length < 3;
  const has = (theme: Parameters<Memory['themes']['has']>[0]) =>
    reading.themes.includes(theme) ||
    (bare && recent.some((earlier) => earlier.themes.includes(theme))) ||
    (bare && LIFE_EVENTS.includes(theme) && memory.themes.has(theme));
  if (/\bunreasonable\b/.test(t)) {
    return "Your feelings aren't unreasonable: they're telling you something matters to you. Whether a particular move is fair is a separate question, and that part is usually easier to judge once you've said how you feel out loud, calmly.";
  }
  // "Is that normal or am I just soft?": no, and the answer about the thing itself, not a line
  // about fairness (the readers of fresh12 and fresh13 heard that one twice in a conversation).
  const soft = SOFT.exec(t);
  if (soft) {
    const themed = normalAnswer({ ...reading, text: t.replace(SOFT, ' ') }, memory).replace(
      /^(?:Yes|Very|Not weird at all|From what you've said, yes)[.,:]\s*/,
      '',
    );
    const opening = /soft|weak/.test(soft[0])
      ? 'Not soft at all.'
      : /dramatic|overreact/.test(soft[0])
        ? "You're not overreacting."
        : 'Not daft at all.';
    return `${opening} ${themed.charAt(0).toUpperCase()}${themed.slice(1)}`;
  }
  if (
    /\b(?:dads|new dad|fathers)\b/.test(t) &&
    (memory.people.has('baby') || reading.people.some((m) => m.person === 'baby'))
  ) {
    return "Yes. About one new dad in ten gets low or anxious in the first year, often with broken sleep and the pressure to hold it together for everyone. It's common, it's treatable, and a GP or health visitor will take it seriously.";
  }
  if (/\b(?:bond|love him|love her|feel anything for)\b/.test(t)) {
    return "Yes, more common than people admit. Plenty of dads don't feel a rush of love straight away; the bond often grows over weeks and months of looking after them. If you feel flat or low most days, a GP or health visitor is worth a word: dads can get postnatal depression too.";
  }
  // "is the jumpy thing normal? for guys in my line of work" (fresh22's Border Patrol agent, told
  // "I can't answer it well from here").
  if (
    /\b(?:jumpy|on edge|startl\w*|hypervigilan\w*|jump out of my skin|flinch\w*|on alert)\b/.test(t)
  ) {
    return "Yes, very common, especially in jobs that keep you on alert: the body learns to stay switched on, and it doesn't always switch off at the front door. If it's lasting, getting in the way at home, or comes with bad sleep or nightmares, it's worth talking to a doctor or a confidential line through work. It's treatable, and you don't have to wait until it's worse.";
  }
  if (/\b(?:my job|my line of work|people like me|in my job|my work)\b/.test(t)) {
    return "Yes. Replaying a hard day, especially one that went badly, is a very common reaction, including for people who've done the job for years. It usually eases, and talking it through helps it ease faster.";
  }
  // Retirement answers a bare "is this normal?" after he has said the job ended, not "is it weird
  // that im jealous of my wife?" (fresh23's stay-at-home dad got "Very. Retirement, or losing a
  // job...").
  if (
    /\b(?:retir\w*|stop(?:ped|ping)? work(?:ing)?|left work|gave up work|giving up work|redundan\w*|laid off|lost my job|out of work)\b/.test(
      t,
    ) ||
    (bare && memory.workEnded)
  ) {
    return 'Very. Retirement, or losing a job, takes away routine, purpose and the people you saw every day all at once, and a lot of men find the first year harder than they expected. It usually gets better once the week has a new shape.';
  }
  if (/\b(?:not cry|didnt cry|dont cry|havent cried|cant cry|no tears|never cried)\b/.test(t)) {
    return 'Yes. Plenty of people stay dry-eyed when someone dies, sometimes for weeks: shock, numbness and holding it together for everyone all get in the way. It says nothing about how much you cared.';
  }
  // "Is this normal with grief? Nobody tells you about the angry part" (fresh13's readers got the
  // answer about talking to the dead).
  if (
    (has('grief') || memory.themes.has('grief')) &&
    /\b(?:angry|anger|temper|snap\w*|rage|boiling|short fuse)\b/.test(t)
  ) {
    return "Yes, very, and it's the part nobody warns you about. Anger is one of the commonest parts of grief: at what happened, at the unfairness, at small things that were never yours to deal with before. It tends to land on whoever's closest, which is why it catches you off guard. It usually eases as the loss gets talked about, and a GP or a bereavement service can help if it doesn't.";
  }
  // "Tis the evenings. The house is very quiet. I still put out two cups... Is that normal? 8
  // months on" (fresh25's widower was told about loneliness after a move).
  if (
    memory.themes.has('grief') &&
    (has('lonely') ||
      /\b(?:quiet|cups?|plates?|still (?:put|set|buy|make|reach|lay|cook|turn)|habit|empty|(?:her|his) (?:side|chair|things|clothes))\b/.test(
        t,
      ))
  ) {
    return "Yes, very. Habits built over years with someone don't stop when they go: setting out their cup, turning to tell them something, the quiet at the times you'd have been together. People who've lost someone close describe exactly this, months and years on. It isn't a sign you're not coping; it's a sign of how much of your life you shared.";
  }
  if (has('grief') || /\btalk to (?:her|him)\b/.test(t)) {
    return "Yes. Lots of people keep talking to someone they've lost, out loud or in their head, for years. It's one of the ways the bond carries on, not a sign you're not coping.";
  }
  // "snapped at jan over nothing... is this normal? im 58 not 8" (fresh26: answered about replaying
  // a hard day at work): a bare question about the temper he has just described.
  if (
    /\b(?:angry|anger|temper)\b/.test(t) ||
    (has('anger') && (bare || /\bangry|that\b/.test(t)))
  ) {
    return `Feeling angry is normal; it's what happens next that matters. When the same thing keeps happening, that's a pattern, and patterns can change. It doesn't make you an angry person.${memory.themes.has('drink') ? ' Drink takes the brakes off for most people, so it is worth noticing how often the two go together.' : ''}`;
  }
  if (has('sleep') || /\b(?:wake|waking|[1-5] ?am)\b/.test(t)) {
    return "Yes, very common, especially under stress: sleep gets lighter in the early hours and a busy mind grabs the chance. Common doesn't mean you have to put up with it, though.";
  }
  // "Is it normal to get ripped into like this?": being singled out in public is not a normal he
  // has to accept (fresh12's readers: the apprentice never heard that).
  if (has('shamed')) {
    return "Getting pulled up for a mistake happens on any job, but being singled out and torn into in front of everyone, again and again, isn't a normal you have to accept. A decent boss sorts mistakes out in private.";
  }
  if (has('low') || /\bflat\b/.test(t)) {
    return "Yes. Feeling flat for a stretch is common when sleep, work or money are grinding on a man. If it sticks around most days for more than a couple of weeks, a GP is worth a word: not because something's wrong with you, but because it's very treatable.";
  }
  if (has('lonely') || /\blonely\b/.test(t)) {
    return 'Not weird at all. Loneliness is really common for men, especially after a move: friendships that used to happen by default at school or work take more deliberate effort to build as adults.';
  }
  if (/\b(?:job|work|people like me|my line)\b/.test(t) || has('work')) {
    return "Yes. Replaying a hard day, especially one that went badly, is a very common reaction, including for people who've done the job for years. It usually eases, and talking it through helps it ease faster.";
  }
  // "Happy for him but also kinda not, is that messed up?": glad and gutted at once.
  if (/\b(?:happy for (?:him|her|them)|jealous|envious|envy)\b/.test(t)) {
    return "Not at all. You can be glad for a mate and gutted for yourself in the same breath; both are true, and having the second one doesn't cancel the first. It usually just shows how much the thing mattered to you.";
  }
  // "is that normal for fifo kids or have i stuffed it" (fresh23's fitter, whose boy greets him
  // like a visitor, got "a lot of men feel this": about him, not the kids).
  if (
    /\bnormal for (?:\w+ )?(?:kids|children|a kid|a child|my (?:son|daughter|boy|girl|lad|kids))\b|\bhave i (?:stuffed|messed|mucked|fucked|screwed) (?:it|them|him|her)(?: up)?\b/.test(
      t,
    )
  ) {
    return "Yes, it's common for kids to go a bit shy or polite with a dad who's away a lot: it's how they handle the gaps, not a verdict on you. It usually warms up again with time that's just theirs, like the same small thing each time you're home.";
  }
  // "Is it weird...?" wants a no; "is it normal...?" a yes.
  if (/\b(?:weird|wierd|wrong|bad|strange|mad|odd|crazy|messed up|fucked up|twisted)\b/.test(t))
    return "Not weird at all. A lot of men feel this and keep it to themselves, which is why it can feel like you're the only one.";
  // Not "from what you've said" when he has said nothing yet (fresh26's first message).
  const opening = memory.earlier.length > 0 ? "From what you've said, yes" : 'Yes';
  return `${opening}: a lot of men feel this, and most keep it to themselves, which is why it can feel like you're the only one.`;
}

// Blocking or excluding himself from betting: a tool question with a plain answer ("why did he
// block me?" is not one).
const BLOCKING_ANSWER =
  "Yes, and it's one of the best moves there is. Most betting apps have self-exclusion or deposit limits in the account settings; a blocker (Gamban or BetBlocker) stops the lot on your phone at once; in the UK, GamStop excludes you from every licensed site in one go; and most banking apps can block gambling payments. Doing two or three of those closes the gaps the urge looks for.";
const BLOCKING =
  /\b(?:block(?:ing)? (?:the |my |those |these |all the )?(?:apps?|sites?|betting|bets|bookies|gambling|payments|cards?|account)|block (?:myself|yourself|it|them)|ban yourself|exclude yourself|gamstop|gamban|betblocker|self ?exclu\w*|exclude myself|ban myself|lock (?:me|myself) out|deposit limits?)\b/;

// "What do I actually tell my crew?", "how do people even start that conversation?": how to say
// a hard thing to someone, whatever the topic: such a question reaches adviceFor even when it
// names no theme.
export const WHAT_TO_SAY =
  /\b(?:what (?:do|should|would|can) i (?:actually |even )?(?:say|tell)|(?:tell me |know |no idea |not sure |figure out |work out |sort out )what to (?:actually |even )?(?:say|tell)|word for word|the (?:actual |right )?words to (?:use|say)|how (?:do|should|would|can) (?:i|people|you|anyone) (?:even |actually )?(?:start|bring (?:it|this|that) up|say|tell|raise|approach|open)|where do i (?:even )?start with (?:him|her|them|telling))\b/;

// "What are you meant to do when it's happening?": what to do about what he has already named,
// asked without naming it again.
export const WHAT_TO_DO =
  /\b(?:what(?:s| is| are| am)? (?:i|you|ye|we|one|a man|people) (?:meant|supposed) (?:to|tae) (?:actually |even )?(?:do|dae)|what (?:do|can|should) (?:i|you|ye|people) (?:actually |even )?(?:do|dae)(?! for (?:a )?(?:work|living|fun))|how (?:do|can|should) (?:i|you|ye|people) (?:stop|deal with|handle|cope with|manage|calm|get through) (?:it|this|that|them))\b/;

const RACING_HEAD =
  /\b(?:(?:my|your|ye|the|yer) (?:head|mind|brain) (?:going|racing|wont|doesnt|spinning|going mental)|stop (?:worrying|overthinking|thinking about)|switch (?:it |(?:my|your|ye|yer|the) (?:head|mind|brain) )?off|(?:head|mind|brain|thoughts?)\b.{0,30}\bracing|worry(?:ing)?|overthink\w*)\b/;

const ANGER_WORDS = /\b(?:building|lose it|temper)\b/;
const ANGER_ADVICE: Answer = {
  text: "As soon as it starts to build, get out of the room for twenty minutes: that's how long the body takes to come down. Breathe out longer than you breathe in while you go. Then come back to it calm.",
  offer: 'urge',
};
const RACING_HEAD_ADVICE: Answer = {
  text: "Two things help a head that won't stop. Give the worry a slot: ten minutes once a day with a pen, and when it turns up outside that, tell it 'later'. And keep your hands busy with something that needs your attention. Go easy on the googling: it feeds the worry, it never settles it.",
  offer: 'thought-check',
};
/** What usually helps with each theme, in the order they are looked for. */
const THEMED_ADVICE: readonly [Theme, Answer][] = [
  [
    'gambling',
    {
      text: 'Yes, there is a way out, and most people find it with help rather than alone. Block the apps and sites (most phones and banks can block gambling payments), ring a free gambling support line, and get free debt advice for what you owe. Chasing losses is the trap: the way out starts with stopping the chase, not winning it back.',
    },
  ],
  ['anger', ANGER_ADVICE],
  [
    'drink',
    {
      text: 'Get some distance from the drink for the next half hour, move your body, and ride the urge out: it peaks and fades whether or not you act on it.',
      offer: 'urge',
    },
  ],
  [
    'sleep',
    {
      text: "Two things help a lot of men: getting the worries onto paper before bed, and keeping the phone out of the bedroom. If you're awake for more than twenty minutes, get up and do something dull in dim light.",
      offer: 'sleep',
    },
  ],
  [
    'money',
    {
      text: 'Get every figure down in one place so the worry has edges, deal with the biggest or most urgent first, and talk to a free debt advice service; money trouble shrinks once it is out in the open.',
      offer: 'problem-solving',
    },
  ],
  // "What did other blokes do?" after retiring (fresh16's fitter got the problem-solving pitch).
  [
    'purpose',
    {
      text: "What seems to help most men who've lost their footing, after a job ends or otherwise: something regular to get up for (work, volunteering, a Men's Shed), people to do it with, and something that uses what they're already good at. It usually takes a few months, and it comes from doing things rather than thinking it out.",
      offer: 'values',
    },
  ],
];

/** What usually helps, by what he has named: for "how do I...", "what can I do" and the like. */
const BARE_ASK =
  /\b(?:what (?:should|would|do|can|shall) (?:i|you) (?:even |actually )?do|what (?:are you|am i|is one|are we) (?:supposed|meant) to do|what would you do|what (?:did|do|have) (?:other )?(?:blokes|men|guys|people|lads|fellas|others) (?:do|done)|any (?:advice|tips|ideas)|help me|give me something|in the moment|when (?:its|it is|it s) happening)\b/;

const CANT_STRETCH = /\b(?:cant|can not|cannot|couldnt) (?:afford|stretch to|justify)\b/;
const AN_OUTING =
  /\b(?:cant (?:go|come|make it)|trip|weekend away|wedding|stag|hen|party|holiday|21st|30th|40th|50th|birthday|night out|hotel|tickets?|festival|gig|match)\b/;
const DEBT_WORDS =
  /\b(?:debts?|owe|owing|arrears|loans?|credit cards?|overdraft|bailiffs?|bills|rent|mortgage|behind on)\b/;
const cantStretchToIt = (text: string) =>
  CANT_STRETCH.test(text) && AN_OUTING.test(text) && !DEBT_WORDS.test(text);
const CANT_STRETCH_ANSWER: Answer = {
  text: "Saying it straight is usually better than a made-up excuse: \"I'd love to come, but I can't stretch to it this time.\" Anyone worth going with would rather know, and there's often a cheaper way to be there for part of it: the day, one night, or the next time.",
};

export function adviceFor(reading: Reading, memory: Memory): Answer {
  const t = reading.text;
  if (
    WHAT_TO_SAY.test(t) ||
    /\b(?:talk to|tell|bring (?:it|this) up|raise|approach|say to)\b/.test(t)
  ) {
    return { text: openingWords(reading, memory), offer: 'hard-conversation' };
  }
  // His own words first: a sleep question after an angry week is about sleep. Then what he named
  // earlier, for a bare "what would you do?".
  const own = THEMED_ADVICE.find(([theme]) => reading.themes.includes(theme));
  if (own) return own[1];
  if (ANGER_WORDS.test(t)) return ANGER_ADVICE;
  if (RACING_HEAD.test(t)) return RACING_HEAD_ADVICE;
  // Only for a bare ask: "how can I check the college is real" after talk of money is about the
  // college, not the debt (fresh15's readers heard debt advice).
  const bare = reading.words <= 8 || BARE_ASK.test(t);
  const earlier = bare ? THEMED_ADVICE.find(([theme]) => memory.themes.has(theme)) : undefined;
  if (earlier) return earlier[1];
  return {
    text: "I can't tell you what to do, and you know your life better than I do. What usually helps is taking one piece at a time rather than the whole lot.",
    offer: 'problem-solving',
  };
}
