import type { Person, Theme } from './understand';

// Everything the built-in companion says in open talk, in pools so no opening or question comes
// twice in one conversation. Plain, warm, no therapy-speak; "{p}" is the person as he named them.

/** Said once, in the first reply: honest about what he is talking to (DESIGN.md §4). */
export const BUILTIN_DISCLOSURE =
  "(Quick note: I'm Steady's built-in companion, a simpler version that runs inside the app, so I may miss what you mean now and then; tell me when I do. Besides listening, I can walk you through a few short exercises, like a thought check or winding down for sleep; just ask.)";

export const THEME_REFLECTIONS: Record<Theme, readonly string[]> = {
  money: [
    'Money worry gets into everything, sleep included.',
    'Money pressure is heavy, more so when you carry it quietly.',
    'Money trouble has a way of following you home.',
  ],
  gambling: [
    'Losses like that hit hard, and chasing them is a trap a lot of men fall into.',
    'Gambling has a way of pulling you back in just when you want out.',
  ],
  sober: [
    'Staying off it takes real work, and moments like this are where that work shows.',
    'Every day off it counts, and the hard ones count double.',
  ],
  appetite: [
    'Not eating properly is often the body saying how hard something has hit.',
    "When food goes, it's usually a sign of how much you're carrying.",
  ],
  drink: [
    'Drink tends to make the hard stuff louder, not quieter.',
    'Drink often turns up right when things are hardest.',
  ],
  sleep: [
    'Lying awake with your head going is grim, and it makes the next day harder.',
    'Broken sleep wears everything down: mood, patience, the lot.',
    'Nights are when a busy mind gets loudest.',
  ],
  jobloss: [
    'Losing work hits more than the money: routine, pride, who you are day to day.',
    'That is a big blow, and not just financially.',
  ],
  work: [
    'Work sounds like it is taking more than its share of you.',
    "That's a lot of pressure coming from work.",
    'Work is asking a lot of you at the moment.',
  ],
  breakup: [
    'A break-up turns everything upside down, even when life has to carry on.',
    'Splitting up takes a lot out of a man, more than most admit.',
  ],
  grief: [
    "I'm sorry. Grief like that doesn't follow anyone's timetable.",
    'Loss changes the shape of every day.',
  ],
  lonely: [
    'Being on your own with it is hard, and more common than people let on.',
    'Loneliness is tough, and it tends to feed on itself.',
  ],
  anger: [
    'Anger usually shows up when something else is being pushed too hard.',
    "When it boils over like that, it's often on top of a lot of other pressure.",
  ],
  purpose: [
    'Not knowing where you fit is unsettling, and a lot of men hit it at some point.',
    "Feeling unsure what you're for is harder than most people admit.",
    "When something has been your whole life, stepping away leaves a gap that's about more than time.",
  ],
  shamed: [
    'Being torn into in front of other people stings twice: the words, and everyone watching.',
    "Getting it in front of everyone is a different kind of hard; you can't even react the way you'd want.",
  ],
  distant: [
    'Living alongside each other without really talking is lonely, even with someone right there.',
    'That drift happens to a lot of couples, usually without anyone choosing it.',
  ],
  doubt: [
    "That's a harsh verdict on yourself, and usually not a fair one.",
    "That kind of knock to your confidence sticks, even when the facts don't back it up.",
  ],
  compare: [
    'Comparing yourself with everyone else is a hard game to win: you only ever see their highlights.',
    'Measuring yourself against other people tends to leave you feeling short, whatever you have done.',
  ],
  hidden: [
    'So from the outside, people would not guess what is going on.',
    'Carrying it where nobody can see it is its own kind of tiring.',
  ],
  holding: [
    "Holding it together for everyone else is exhausting, and it leaves little room for how you're doing.",
    'Being the one who keeps it all together is a heavy job, and it is usually done in silence.',
  ],
  positive: [
    "It's good to hear about something that lit you up.",
    'That sounds like something worth holding on to.',
  ],
  health: [
    "Something going on in your body is unsettling, especially when you don't know what it is.",
    'Health worries have a way of taking over your head.',
  ],
  worry: [
    'Worry like that is exhausting to live with.',
    'That kind of worry can take up your whole head.',
  ],
  overwhelm: [
    'That is a lot to have on at once.',
    'When everything lands at the same time, it is hard to know where to start.',
  ],
  low: [
    'That sounds heavy to carry.',
    'Feeling low like that wears you down.',
    'That is a rough place to be.',
  ],
  numb: [
    'Feeling nothing can be harder to explain than feeling bad.',
    'That flat, switched-off feeling is more common than people think, and it is hard to describe.',
  ],
  guilt: [
    "You're being hard on yourself, and it's clear you care.",
    'Guilt like that says you care about doing right by people.',
  ],
  tired: [
    'Running on empty like that makes everything harder.',
    'That kind of tired goes deeper than sleep can fix.',
  ],
};

export const PERSON_REFLECTIONS: Record<Person, readonly string[]> = {
  partner: [
    'Your {p} is clearly a big part of this.',
    'What happens with your {p} clearly matters a lot to you.',
  ],
  ex: [
    'Dealing with your {p} takes a lot out of you.',
    'Your {p} still has a big say in things that matter to you, which is hard.',
  ],
  kids: ['You clearly care a great deal about your {p}.', 'Anything touching your {p} cuts deep.'],
  baby: [
    'A newborn turns life upside down, for dads as much as anyone.',
    'The early weeks with a baby are a lot, and dads feel it too.',
  ],
  parent: ['Family stuff runs deep.', 'Things with parents get under the skin like nothing else.'],
  sibling: ['You clearly care about your {p}.', 'Your {p} matters to you, that comes through.'],
  mate: ['Good to have a {p} in your corner.', 'Sounds like your {p} knows a thing or two.'],
  boss: [
    'With your {p} involved, it is bound to feel bigger.',
    'Your {p} has a lot of say over your days, which makes this harder to shrug off.',
  ],
  colleague: [
    'Work relationships can wear you down fast.',
    'That is a tough spot to be in at work.',
  ],
};

/**
 * Questions he may already have answered in passing: "the evenings are the worst" before "When is
 * it worst, the evenings or the weekends?", what set it off before "What was going on just before
 * it boiled over?" (fresh20's readers: both asked right after he had said it).
 */
export const ANSWERED_BY: Readonly<Record<string, RegExp>> = {
  'When is it worst, the evenings or the weekends?':
    /\b(?:evenings?|nights?|weekends?|sundays?|saturdays?|at night|after work|when i get (?:home|in)|worst (?:time|bit|part) is)\b/,
  'What was going on just before it boiled over?':
    /\b(?:when (?:he|she|they|the|my|i)|after (?:he|she|they|the|a|my|work)|because|cos|cause|just because|over (?:nothing|the|a|his|her))\b/,
  'What does your evening look like before bed?':
    /\b(?:before bed|in bed|telly|tv|scroll\w*|phone|netflix|a few (?:cans|pints|beers)|night ?cap)\b/,
};

export const THEME_QUESTIONS: Record<Theme, readonly string[]> = {
  money: [
    'How much of your headspace is the money taking up?',
    'Is the money something you can share with anyone at home?',
  ],
  gambling: ['When does the urge to bet tend to hit hardest?'],
  sober: [
    "Who's the person you ring when it gets like this?",
    'What has helped you get through a moment like this before?',
  ],
  appetite: ['What could you manage to eat today, even something small?'],
  drink: [
    'How do you feel about the drinking, honestly?',
    'What does the drink do for you in the moment?',
  ],
  sleep: [
    "What tends to go through your head when you're lying awake?",
    'What does your evening look like before bed?',
  ],
  jobloss: ["What's been the hardest part of it so far?"],
  work: [
    'What part of it gets to you most?',
    'What would make work feel more manageable right now?',
  ],
  breakup: ["What's been the hardest part of it so far?"],
  grief: ['What do you miss most?', 'Who have you been able to talk to about it?'],
  lonely: [
    'When is it worst, the evenings or the weekends?',
    "Who's still around, even if you don't see much of them?",
  ],
  anger: [
    'What was going on just before it boiled over?',
    'What does the anger usually follow: drink, tiredness, feeling disrespected?',
  ],
  purpose: ['What used to make you feel useful?', 'When did you last feel properly like yourself?'],
  shamed: [
    'How did you handle it in the moment?',
    'What did you want to say back, if you could have?',
  ],
  distant: ['When did you two last have a proper conversation, about anything?'],
  doubt: ['What would you say to a mate who told you the same about himself?'],
  compare: ['What would you want for yourself, if nobody else was watching?'],
  hidden: ['What would happen if you let one person see how it really is?'],
  holding: ['Who is holding things together for you?'],
  positive: ['What did you like most about it?', 'What would it take to do a bit more of that?'],
  health: ['When does it tend to happen?'],
  worry: [
    'What does the worry tell you is going to happen?',
    'What is the worry that comes back most?',
  ],
  overwhelm: ['If you could take one thing off the pile, what would it be?'],
  low: [
    'What does a low day look like for you at the moment?',
    'What has the low mood pushed out of your life?',
  ],
  numb: [
    'When did you last feel properly like yourself?',
    'What used to give you even a bit of enjoyment?',
  ],
  guilt: ['If a mate told you the same about himself, what would you say to him?'],
  tired: ['What gets squeezed out first when you are this tired?'],
};

export const PERSON_QUESTIONS: Record<Person, readonly string[]> = {
  partner: [
    'How are things between you and your {p} day to day?',
    'What do you wish your {p} understood?',
  ],
  ex: ['How do things usually go when you and your {p} talk?'],
  kids: ['How are you holding up with it all?', 'How are things between you and your {p}?'],
  baby: ['How are you getting any rest?'],
  parent: ['How are things between you and your {p} these days?'],
  sibling: ['How have things been between you and your {p}?'],
  mate: ['How long have you two been mates?'],
  boss: ['What happens with your {p} that gets to you most?'],
  colleague: ['How do the rest of the team handle it?'],
};

/** Follow-ups that keep the thread when his message names nothing new. */
export const CONTINUE_QUESTIONS: readonly string[] = [
  "What's the hardest part of it for you?",
  'What would help, even a little, this week?',
  'What do you think sits underneath it?',
  'How have you been looking after yourself through it?',
  'What would a slightly better week look like?',
];

export const HOW_LONG = 'How long has it been like this?';
export const WHO_KNOWS = 'Does anyone else know what you are dealing with?';
