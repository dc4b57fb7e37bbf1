import type { CountryLines } from '@shared/safety/crisis-lines';
import type { Answer } from './answers';
import type { Reading } from './understand';

// Plain questions readers found it ducking, each a kind that comes up often: pills with a drink,
// what the body does after a blow-up, how to make friends, and a question about the app's own
// life ("did you see the match?"). The answers stay general; anything about his own medicine or
// body points to a pharmacist or a GP.

const PILLS =
  /\b(?:pills?|(?:tablets|(?<!\bon (?:my|the|a|her|his|me|your) )tablet)|meds|medication|medicine|sleepers|sleeping pills?|antidepressants?|painkillers?|prescription)\b/;
const DRINK_WITH =
  /\b(?:with|wi|on top of|after|and)\b[^.?|]{0,20}\b(?:dram|drink|drinks|pint|pints|beer|beers|wine|whisky|whiskey|vodka|booze|alcohol|glass|cans|nightcap)\b|\b(?:drink|drinking|booze|alcohol) (?:on|with) (?:them|it|those|these)\b/;

// "My hands shake after and I feel sick. Is that adrenaline?": the body's stress response, said.
const STRESS_BODY = /\b(?:adrenaline|adrenalin|fight or flight|the shakes)\b/;

// "How do you make friends when you're not a party person?": loneliness, asked practically.
const MAKE_FRIENDS =
  /\b(?:how (?:do|can|would|does|did) (?:you|i|one|people|a guy|a man|a bloke|blokes|men|guys) (?:even |actually )?(?:make|find|meet) (?:new )?(?:friends|mates|people)|(?:make|making|find|finding) (?:new )?(?:friends|mates) (?:as an adult|at my age|at uni|in a new (?:city|town|place)))\b/;

// "Did you see the Boks on Saturday??" names no match word: asking whether it saw is enough.
const WATCHED =
  /\b(?:(?:did|do|have) )?(?:you|u|ya) (?:see|watch|watched|catch|hear about|follow) (?:the|that|india|last|yesterdays|todays|\w+s)\b[^?]*\b(?:match|game|fight|race|final|test|derby|innings|result|score|goal)\b|\b(?:did|do|have) (?:you|u|ya) (?:see|seen|catch|watch|follow)\b/;
// "Did ya hear they're shutting the mill in March": news, met as news.
const HEARD = /\b(?:did|have) (?:you|u|ya) (?:hear|heard)\b/;
const LEAVE_IT = /\b(?:anyway|leave it|never mind|nevermind|forget it|doesnt matter)\b/;

// "do dads get extra leave if the babys in nicu?" (fresh21's new dad got a figure about postnatal
// depression): time off for a baby in hospital, asked practically.
const NEONATAL_LEAVE =
  /\b(?:leave|time off|paternity|days off|compassionate)\b[^?|]*\b(?:nicu|neonatal|special care|scbu|premature|prem|incubator|in hospital)\b|\b(?:nicu|neonatal|special care|scbu|premature|prem)\b[^?|]*\b(?:leave|time off|paternity|days off)\b/;

export function everydayAnswer(reading: Reading, lines: CountryLines): Answer | undefined {
  const { text } = reading;
  if (!reading.question) return undefined;
  if (PILLS.test(text) && DRINK_WITH.test(text)) {
    return {
      // No medication word of his comes back (the objective checks forbid echoing them).
      text: "Check with a pharmacist before you mix the two: plenty of medicines, the ones for sleep especially, don't go with alcohol, even a single drink, and the leaflet in the box will say. A pharmacist can tell you for yours in a minute, no appointment needed, and so can your GP.",
    };
  }
  if (NEONATAL_LEAVE.test(text)) {
    return {
      text: "Often, yes, though it depends where you are. In the UK, parents of a baby in neonatal care for a week or more can take Neonatal Care Leave, up to 12 weeks, on top of paternity leave. Elsewhere it's down to your employer: ask HR or your union what they offer, and if you're not coping, a GP can sign you off.",
    };
  }
  if (STRESS_BODY.test(text)) {
    return {
      text: `Very likely, yes. After a blow-up or a fright the body floods with adrenaline, and shaky hands, a pounding heart and feeling sick are what it feels like as it drains away; it usually settles within half an hour, and slow breathing, longer out than in, helps it along. If it comes out of nowhere, or with chest pain, get it checked by a GP, and call ${lines.emergency.number} if the pain doesn't settle.`,
    };
  }
  if (MAKE_FRIENDS.test(text)) {
    return {
      text: "Most friendships don't start at parties: they grow from seeing the same faces again and again around something you both do. Pick one thing that happens every week, a club or society, five-a-side, a climbing wall, a board-game or gaming night that meets in person, a volunteering slot, and keep turning up. The first few weeks feel awkward for nearly everyone; by the fourth or fifth time people know your name.",
      question: "What's one thing you'd actually enjoy doing around other people?",
    };
  }
  const watched = WATCHED.exec(text);
  if (watched) {
    // "...did you see the match? anyway, leave it": only what follows the question drops it.
    return {
      text: LEAVE_IT.test(text.slice(watched.index + watched[0].length))
        ? "I don't get to watch anything, being a program. Fair enough, we'll leave it."
        : "I don't get to watch anything, being a program, but I'm happy to hear about it. How did it go?",
    };
  }
  if (HEARD.test(text)) {
    return {
      text: "News to me: I don't get the news in here. How does that change things for you?",
    };
  }
  return undefined;
}
