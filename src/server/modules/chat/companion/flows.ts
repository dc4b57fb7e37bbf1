import type { TopicId } from '@shared/constants/topics';

// The guided exercises the built-in companion can run well: short, scripted, each a known
// self-help technique (CBT thought record, problem-solving therapy, assertive-conversation
// planning, stimulus control and wind-down for sleep, urge surfing, values work). The server keeps
// no state, so a flow's place is read back from the history: every step's prompt is a fixed
// sentence that appears in no other flow, and the last reply shows which one is waiting.

export type FlowId =
  'thought-check' | 'problem-solving' | 'hard-conversation' | 'sleep' | 'urge' | 'values';

// Sleep: an answer that says where he is ("lying down now, lights off"), or where his body holds it.
const IN_BED =
  /\b(?:lying down|lay down|in bed|lights (?:off|out|aff)|phone (?:down|away)|under the (?:covers|duvet)|head on the pillow)\b/i;
/** "ok. lying down now. lights aff": where he is, not what is on his mind. */
const saysWhereHeIs = (answer: string) => IN_BED.test(answer) && answer.split(/\s+/).length <= 8;
const TENSION = /\b(?:shoulders|jaw|neck|chest|tight|tense|tensed|clench\w*|knot\w*|wound up)\b/i;

export type Step = {
  /** Fixed text: finding it in the last reply tells the companion this step is waiting. */
  prompt: string;
  /** Asked instead when he is unsure or asked something first: never the same question twice. */
  alt: string;
  /** Said before the next step, to show the answer landed (chosen by seed). */
  acks: readonly string[];
  /** An acknowledgement that depends on what he said (a rating), before `acks` are tried. */
  ackFor?: (answer: string) => string | undefined;
  /** A step he has already answered in passing is not asked again. */
  skipIf?: (answers: readonly (string | undefined)[]) => boolean;
  /** A first step he answered before the flow began ("I need to tell my wife"): not asked. */
  known?: KnownAnswer;
  /**
   * An answer that plainly belongs to this step, given while an earlier one was asked ("what i
   * want him to know is..." to "Who is the conversation with?"): it is kept here, not there.
   */
  claims?: RegExp;
};

/**
 * An answer found in what he said before the flow began. `say` tells him it was heard, in a
 * fixed sentence that `read` finds again in the history (the server keeps no state), and `read`
 * gives his answer back in his own voice ("your wife" -> "my wife").
 */
export type KnownAnswer = {
  find: (said: string) => string | undefined;
  say: (found: string) => string;
  read: (reply: string) => string | undefined;
};

// Who he needs to talk to, as he put it: "I need to tell my wife", "how do I bring it up with the
// gaffer". Only a person named after a verb of telling, so "my wife says I'm quiet" is not it.
const TALK_TO = new RegExp(
  String.raw`\b(?:talk to|talk with|speak to|speak with|tell|say (?:it |something |this |that )?to|bring (?:it|this|that) up with|raise (?:it|this|that) with|have it out with|have a (?:word|chat|talk|proper talk) with|(?:a |the )?conversation with|ask|confront|apologi[sz]e to|come clean (?:to|with)|open up to) ((?:my|the|our) (?:(?:new|old|ex|eldest|oldest|youngest|little|big|older|younger) )?(?:wife|missus|partner|girlfriend|gf|boyfriend|husband|fiancee?|ex|boss|manager|gaffer|supervisor|foreman|line manager|dad|father|old man|mum|mam|mom|mother|son|daughter|brother|sister|mate|best mate|friend|pal|landlord|kids|family|team|doctor|gp|parents|in laws))\b`,
  'i',
);
const yourFor = (who: string) => who.replace(/^my\b/i, 'your').replace(/^our\b/i, 'your');
const WITH_WHO = /It's with (.+?), from what you've said\./;
const KNOWN_WHO: KnownAnswer = {
  find: (said) => TALK_TO.exec(said)?.[1]?.toLowerCase(),
  say: (who) => `It's with ${yourFor(who)}, from what you've said.`,
  read: (reply) => WITH_WHO.exec(reply)?.[1]?.replace(/^your\b/, 'my'),
};

export type Flow = {
  id: FlowId;
  name: string;
  topics: readonly TopicId[];
  /** He asks for it by name: start straight away. */
  request: RegExp;
  /** His words fit it: offer it (at most once a conversation). */
  fits: RegExp;
  offer: string;
  intro: string;
  steps: readonly Step[];
  /** A one-line summary in his own voice, for his journal. */
  summary: (answers: readonly string[]) => string;
  closing: string;
};

/**
 * How many options a list names: "1 ring the bank 2 ...", "pay. talk to the others. or go to the
 * office". A reaction ("id go mad", "dunno") is not an option.
 */
function optionCount(answer: string): number {
  const numbered = answer.match(/(?:^|\s)\d[.)]?\s/g)?.length ?? 0;
  const parts = answer
    .split(/,|;|\n|\bor\b|\/|\.\s/i)
    .map((part) => part.trim())
    .filter((part) => part.split(/\s+/).length >= 2 && !OPTION_REACTION.test(part));
  return Math.max(numbered, parts.length);
}
const OPTION_REACTION =
  /^(?:i'?d|i would|i'?ll|i cant|i can'?t|cant|can'?t|hate|no way|dunno|idk|not sure|thats it|that'?s it|that'?s all|nothing else)\b/i;

/** What a step left blank reads as in a summary (guided-flow.ts). */
export const BLANK = 'not sure yet';

const WHEN =
  /\b(?:today|tonight|tomorrow|morning|afternoon|evening|monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend|this week|next week|at \d|\d ?(?:am|pm)|after (?:work|tea|dinner|the)|before (?:work|bed)|now|later)\b/i;

// "2 is probably the one" after a numbered list of options: the plan is option 2, in his words.
const PICK =
  /\b([1-9]) (?:is|s) (?:probably |prob |defo |definitely |def )?(?:the one|it|best|my pick|the best)\b|\b(?:go with|going with|ill take|pick|option|number) ([1-9])\b/;

export function pickedOption(options: string, choice: string): string | undefined {
  const picked = PICK.exec(choice.toLowerCase());
  const n = picked?.[1] ?? picked?.[2];
  if (!n) return undefined;
  const item = new RegExp(String.raw`(?:^|[\s,:;])${n}[.):]?\s+(.+?)(?=,?\s+\d[.):]?\s|$)`).exec(
    options,
  );
  return item?.[1]?.replace(/[,.;\s]+$/, '');
}

const STOP_NOTE = "Type 'stop' whenever you want to go back to just talking.";

export const FLOWS: readonly Flow[] = [
  {
    id: 'thought-check',
    name: 'a thought check',
    topics: ['stress', 'work', 'emotions', 'identity', 'relationships'],
    request:
      /\bthought check|check (?:a|the|that|this|my) thought|challenge (?:a|the|that|this|my) thought/,
    fits: /\b(?:convinced|going to (?:get|be) (?:sacked|fired|let go|found out)|everyone (?:thinks|can see|knows)|keep (?:thinking|replaying)|cant stop thinking|replaying|what if|im (?:useless|a failure|rubbish|not good enough|an idiot|pathetic)|not cut out|getting sacked|theyre going to|too old|whos (?:going to|gonna) (?:hire|want)|whos hiring|nobody (?:will|would|wants)|no one (?:will|would|wants))\b/,
    offer:
      'If it would help, we could do a short thought check together: five quick questions that test a thought giving you a hard time against the facts.',
    intro: `Okay, a thought check. Five short questions: what happened, the thought, the evidence on each side, and a fairer way to put it. ${STOP_NOTE}`,
    steps: [
      {
        prompt:
          'First, the situation: what happened, in a sentence or two, as a camera would have seen it?',
        alt: 'Think of the moment it kicked off. Where were you, and what was going on?',
        acks: ['Got that.', 'Right, that is the scene.'],
      },
      {
        prompt:
          "What went through your head right then? Write the thought the way it sounded, like 'I'm going to get sacked'.",
        alt: 'What was the thought that came with it, word for word if you can?',
        acks: [
          'That is a harsh thing to have running through your head.',
          'A thought like that can land like a fact.',
        ],
      },
      {
        prompt: 'What makes that thought feel true? Stick to things that actually happened.',
        alt: 'Is there anything that backs the thought up, in plain facts rather than feelings?',
        acks: ['Fair enough, that is what it rests on.', 'Okay, that is the case for it.'],
      },
      {
        prompt:
          "Now the other side: what doesn't fit the thought? Anything a mate who knows you would point out?",
        alt: 'If a mate told you he had that thought, what would you point out to him?',
        acks: ['That counts for something.', 'Good, that is worth weighing too.'],
      },
      {
        prompt:
          "Putting both sides together, what's a fairer way to say it? It doesn't need to be positive, just accurate.",
        alt: 'If you rewrote the thought so it fits all the facts, what would it say?',
        acks: ['That sounds more like the whole picture.'],
      },
    ],
    summary: ([situation, thought, , against, fairer]) =>
      `Thought check. What happened: ${situation}. The thought: "${thought}". What doesn't fit: ${against}. A fairer way to put it: ${fairer}.`,
    closing:
      'The fairer thought may not feel true straight away; it tends to get stronger each time you come back to it.',
  },
  {
    id: 'problem-solving',
    name: 'problem solving',
    topics: ['work', 'stress', 'other', 'relationships'],
    request:
      /\bproblem solv\w*|(?:help me |can we |lets )(?:sort|work) (?:it|this|that) out|make a plan|break (?:it|this) down/,
    fits: /\b(?:dont know (?:where to start|which|what to do first|what to do)|too much on|which (?:problem|one) (?:to|first)|so much to sort|where do i (?:even )?start|dont know how to sort)\b/,
    offer:
      'We could take one problem and break it down together: name it, list options, pick one, and settle on a first step.',
    intro: `Okay, let's break it down. Five quick steps: name the problem, list options, pick one, the first step, and when. ${STOP_NOTE}`,
    steps: [
      {
        prompt: "What's the one problem you want to tackle first? A few words is enough.",
        alt: 'Of everything on your plate, which one would make the most difference if it moved?',
        acks: ['Right, one thing at a time.', 'Good, that is a clear place to start.'],
      },
      {
        prompt:
          'What options do you have? List everything, even the daft ones; judging comes later.',
        alt: 'What would a mate suggest, or what have you seen others do in the same spot?',
        acks: ['That is more options than it probably felt like.', 'Good list.'],
        // "our kid says i could do transport office work but i cant stand offices" is one option he
        // would hate, not a list (fresh21's lorry driver was told "more options than it felt like").
        ackFor: (answer) =>
          optionCount(answer) <= 1
            ? "That's one on the table, even if it's not one you like. It still counts."
            : undefined,
      },
      {
        prompt: "Which of those looks most doable, even if it isn't perfect?",
        alt: 'Which one would you regret least if you tried it?',
        acks: ['Sounds like a sensible pick.', 'Good choice to start with.'],
      },
      {
        prompt: "What's the very first step? Something small enough to do in ten minutes.",
        alt: 'What is the smallest piece of that you could do first?',
        acks: ['That is small enough to actually happen.', 'Nice and concrete.'],
      },
      {
        prompt: 'When exactly will you do it? A day and a time make it much more likely to happen.',
        alt: 'What time of day would suit that best?',
        acks: [],
        skipIf: (answers) => WHEN.test(answers[3] ?? ''),
      },
    ],
    summary: ([problem, options, choice, step, when]) =>
      `Problem: ${problem}. Plan: ${pickedOption(options ?? '', choice ?? '') ?? choice}. First step: ${step}${when ? `, ${when}` : ''}.`,
    closing:
      'If the first step turns out harder than it looked, that tells you it needs to be smaller, not that you failed.',
  },
  {
    id: 'hard-conversation',
    name: 'planning a hard conversation',
    topics: ['relationships', 'work', 'other'],
    request:
      /\b(?:plan|planning|prepare|practi[cs]e) (?:it|that|this|the conversation|the talk|what to say|what i(?:ll| will) say)|help (?:me )?(?:plan|planning|prepare)|lets plan|like help plan\w*|hard conversation|difficult conversation/,
    fits: /\b(?:dont know how to (?:start|say|tell|bring|raise|talk|approach)|how (?:do|can|would) i (?:tell|talk to|bring (?:it|this) up|raise|say|approach|start)|want to say something|bring it up|i freeze|without it turning into|need to tell (?:him|her|them|my))\b/,
    offer:
      'If it would help, we could plan that conversation together: who, what you want them to hear, what might go wrong, and when.',
    intro: `Okay, let's plan it. A few short questions, and you'll come out with a rough script. ${STOP_NOTE}`,
    steps: [
      {
        prompt: 'Who is the conversation with?',
        alt: 'Who do you most need to have this conversation with?',
        acks: ['Okay.', 'Right.'],
        known: KNOWN_WHO,
      },
      {
        prompt:
          "What do you most want them to hear? Try one or two sentences that start with 'I', like 'I've been finding things hard and I need us to...'.",
        claims:
          /^ ?(?:(?:so |ok |okay |well )?(?:what i (?:want|need) (?:\w+ ){0,2}to (?:know|hear)|i (?:want|need) (?:him|her|them|my \w+) to (?:know|hear)|(?:id|i would|i d) (?:tell|say to) (?:him|her|them))\b)/,
        alt: 'If they only remembered one thing you said, what should it be?',
        acks: [
          "That's clear, and it's about you rather than blaming them, which helps it land.",
          'That is honest, and it is short enough to say.',
        ],
      },
      {
        prompt: 'What are you worried might happen when you say it?',
        alt: 'How do you think they might react, at worst?',
        acks: [
          "That's worth planning for. If it happens, you can say calmly, 'I'm not trying to have a go, I just want you to know where I am,' and offer to come back to it later. The aim is to be heard, not to win.",
        ],
      },
      {
        prompt:
          'When and where could you do it? A calm moment, not in the middle of a row, and ideally somewhere private.',
        alt: 'What would be a calm time to raise it, when neither of you is rushed?',
        acks: [],
        claims:
          /^ ?(?:prob(?:ably)?|maybe|i reckon|id say|best) (?:in the (?:truck|car|van|cab|kitchen|garden|shed)|on (?:a|the) (?:walk|drive)|over (?:a )?(?:pint|coffee|dinner|tea|breakfast)|(?:on |this )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|tonight|tomorrow|after (?:work|practice|training|dinner|tea|school))\b/,
        skipIf: (answers) => WHEN.test(answers[1] ?? ''),
      },
    ],
    // A step left blank reads as its plain default, never "When: ." or "Talk with not sure yet"
    // (fresh22); who it is with can be read from what he wants them to hear.
    summary: ([who, message, worry, when]) => {
      const given = (answer?: string) => (answer && answer !== BLANK ? answer : undefined);
      const whom = given(who) ?? /\b(him|her|them)\b/.exec(message ?? '')?.[1] ?? 'them';
      return `Talk with ${whom}. What I want them to hear: ${given(message) ?? 'where I am with it'}. If ${(given(worry) ?? 'it goes badly').replace(/^(?:that |if )/i, '')}, I'll stay calm and come back to it later. When: ${given(when) ?? 'a calm moment'}.`;
    },
    closing:
      "It rarely goes exactly to plan, and it doesn't need to. Starting it at all is the hard part.",
  },
  {
    id: 'sleep',
    name: 'winding down for sleep',
    topics: ['stress', 'other', 'emotions'],
    request:
      // "What's the thing for when your mind won't shut up at night?" (fresh2) asks for it too.
      /\b(?:sleep|wind down|winding down|wind-down|bedtime) (?:thing|one|exercise|bit|routine)|help me (?:get to |get back to )?sleep|(?:help me |lets )wind down|do (?:that|the) sleep|\b(?:whats|what is|is there) (?:the |a |an |that )?(?:thing|exercise|one|trick|technique) (?:for|when)\b[^?]*\b(?:at night|for sleep|to sleep|in bed|wont shut up|wont switch off|cant switch off)\b/,
    fits: /\b(?:cant sleep|cant get to sleep|cant switch off|wont switch off|cant stop thinking|awake (?:since|at|all)|its [1-5] ?am|brain wont (?:stop|shut up)|head wont (?:stop|shut up)|mind (?:is )?racing|lying awake|still awake)\b/,
    offer:
      'If you like, I can walk you through a short wind-down for a racing mind at night: park the thoughts, settle your body, and a plan for the next half hour.',
    intro: `Okay, let's wind down. Three short steps, and no need to solve anything tonight. ${STOP_NOTE}`,
    steps: [
      {
        prompt: "What's going round your head right now? Just list it, a few words each.",
        alt: 'What is the thought that keeps coming back when you close your eyes?',
        // "ok. lying down now. lights aff" (fresh24's bus driver) was told his thoughts were parked.
        ackFor: (answer) =>
          saysWhereHeIs(answer)
            ? "Good, you're set up. If anything is going round, let it pass for now: it will keep until morning."
            : undefined,
        acks: [
          'Those are parked for tonight. Writing them down, on paper or in your journal, tells your brain they will be dealt with in daylight, when they look smaller.',
          'That can all wait until morning. Putting it on paper, or in your journal, helps your brain let go of it for now.',
        ],
      },
      {
        prompt:
          'What usually helps you settle, even a bit: a warm drink, a shower, a book, some music?',
        alt: 'Is there anything that has helped you drop off before, even once?',
        // "shoulders are up at ma ears. jaw tae" was met with "That works." (fresh24).
        ackFor: (answer) =>
          TENSION.test(answer)
            ? "Good catch: that's your body still braced. The breathing is made for it: let your shoulders and jaw go on each breath out."
            : undefined,
        acks: [
          'Good. Keep the lights low and the phone out of reach while you do it; screens and scrolling keep the brain switched on.',
          'That works. Dim lights and no phone for it, if you can; the scrolling keeps your head busy.',
        ],
      },
      {
        prompt:
          "One more thing to try once you're settled: breathe in for four, out for six, ten times, letting your shoulders drop on each out-breath. If you're still awake after twenty minutes or so, get up and do something dull in dim light until you feel sleepy. What's your plan for the next half hour?",
        alt: 'What could the next half hour look like, without the phone?',
        acks: [],
      },
    ],
    summary: ([thoughts, settle, plan]) =>
      `Wind-down.${thoughts && saysWhereHeIs(thoughts) ? '' : ` Parked until morning: ${thoughts}.`} ${settle && TENSION.test(settle) ? `Where I hold it: ${settle}` : `What helps me settle: ${settle}`}. Tonight: ${plan}.`,
    closing:
      "If nights like this keep happening for a few weeks, it's worth a word with a GP: poor sleep is very treatable, and often without medication.",
  },
  {
    id: 'urge',
    name: 'riding out an urge',
    topics: ['emotions', 'other', 'relationships', 'stress'],
    request:
      /\b(?:get|help me|see me) through (?:the next bit|this|it|tonight|the next hour)(?! (?:if|when|while)\b)|ride (?:it|this|the urge) out|urge (?:thing|one)|help me not (?:drink|bet|lose it)|what (?:can|do|should) i do when i feel it building/,
    fits: /\b(?:(?:really |badly )?(?:want|need|fancy|gagging for) (?:a|to) (?:drink|pint|bet|beer)|craving|urge to|feel it building|about to (?:lose it|snap|kick off)|want to (?:smash|punch|hit)|feel like (?:punching|hitting|smashing|lamping|putting my fist)|(?:want|wanna|about|tempted) to (?:text|message|call) (?:her|him|my ex|the ex)|drafting (?:a )?(?:text|message)|going to (?:lose it|snap|kick off)|lost it again|lose my temper|kicked off again)\b/,
    offer:
      'If it would help, we could ride it out together: urges, whether for a drink or to lash out, rise, peak and fade, usually within half an hour.',
    intro: `Okay, let's ride it out together. An urge is like a wave: it builds, peaks and passes, usually within twenty to thirty minutes, whether or not you act on it. ${STOP_NOTE}`,
    steps: [
      {
        prompt: 'On a scale of 0 to 10, how strong is the urge, right now or at its worst?',
        alt: 'Roughly how strong is it, out of 10?',
        // "Okay, that is strong" to "walk away, count, breathe" read as not listening (fresh13):
        // the acknowledgement follows the number he gave, and is plain when he gave none.
        acks: [],
        ackFor: (answer) => {
          // "glass of irn bru and 10 minutes" is a time, not a 10 (fresh17's carer was told "that is
          // strong").
          const rating =
            /\b(10|[0-9])\b(?! ?(?:minutes?|mins?|hours?|hrs?|seconds?|secs?|days?|cans?|pints?|beers?|drinks?|quid|pounds?|dollars?|bucks|years?|am|pm))/.exec(
              answer,
            )?.[1];
          if (rating === undefined) return 'Okay.';
          const n = Number(rating);
          if (n >= 7) return 'Okay, that is strong, and it will not stay there.';
          if (n >= 4) return 'Okay, noted. It will not stay at that level.';
          return "Okay, that's lower than it might be, and it will come down further.";
        },
      },
      {
        prompt:
          "What's around you that makes it harder, and can you put some distance between you and it for the next half hour?",
        alt: 'Where could you go, or what could you move out of reach, to make the next half hour easier?',
        acks: [
          'Distance buys you time, and time is what lets the wave pass.',
          'Good. Putting space between you and it is half the work.',
        ],
      },
      {
        prompt:
          'What could you do for the next twenty minutes instead? Moving helps most: a walk, a cold glass of water, a shower.',
        alt: 'What is one thing you could do with your hands or your legs for the next twenty minutes?',
        acks: [
          'Good. While you do it, breathe out longer than you breathe in, a few times; it tells your body to stand down.',
        ],
      },
      {
        prompt: 'Take a few of those slow breaths now. Where is the urge out of 10 at this moment?',
        alt: 'How strong does it feel now, out of 10?',
        acks: [],
      },
    ],
    summary: ([before, distance, instead, after]) =>
      `Riding out an urge. It started at ${before}${after ? ` and came down to ${after}` : ''}. What helped: ${distance}; ${instead}.`,
    closing:
      // Not "an alcohol or anger service" to a man who never named drink (fresh20's bus driver).
      'Every time you ride one out, the next one tends to be a bit weaker. If urges are running your evenings, your GP can point you to the right help, and it is a normal thing to ask for.',
  },
  {
    id: 'values',
    name: 'a values check',
    topics: ['identity', 'work', 'relationships', 'other'],
    // "I don't know what I want. Is there a way to figure it out? Like a list?" (fresh10); "can you
    // help me work out what actually matters to me now" (fresh18, offered it instead of started).
    request:
      /\bvalues? (?:thing|one|check|exercise|bit)\b|\bthe values\b|\bvalues check|^(?=.*\b(?:what (?:would |do )?i (?:want|like|care about)|what (?:actually |really |truly )?matters)\b)(?=.*\b(?:is there a way to|how (?:do|can|would) i|help me) (?:figure|work|find|suss) (?:it |that |this )?out\b)/,
    fits: /\b(?:dont know (?:what i want|who i am|what to do with myself)|point of me|what am i (?:actually |even )?good for|feel (?:so )?behind|no direction|dont know what im doing with my life|lost my way|the job was everything|who i am without)\b/,
    offer:
      'If it would help, we could do a short values check: what matters to you, how much you are living by it, and one small step this week.',
    intro: `Okay, a values check. Three short questions about what matters to you, not what you think should. ${STOP_NOTE}`,
    steps: [
      {
        prompt:
          'What matters most to you? Two or three things, like being a good dad, being useful, honesty, being outdoors, making things.',
        alt: 'Think of a time you felt proud of yourself. What were you doing, and what did it say about what you care about?',
        acks: ['Those are solid things to steer by.', 'That says a lot about you.'],
      },
      {
        prompt: 'How much are you living by those at the moment, and what gets in the way?',
        alt: 'Out of 10, how close is your life to those right now?',
        acks: [
          "That's an honest answer. Most people find a gap there, and seeing it is the useful part.",
          'Fair. Knowing where the gap is makes it easier to close.',
        ],
      },
      {
        prompt: "What's one small thing you could do this week that fits what matters to you?",
        alt: 'What is the smallest step in that direction you could take in the next few days?',
        acks: [],
      },
    ],
    summary: ([values, , step]) => `What matters to me: ${values}. This week: ${step}.`,
    closing: 'Purpose is built in small steps like that more than found in one go.',
  },
];

export const flowById = (id: FlowId): Flow => FLOWS.find((flow) => flow.id === id) as Flow;

/** What the companion can run, said when he asks what it can do. */
export const MENU =
  "I can run a few short guided exercises: a thought check, problem solving, planning a hard conversation, winding down for sleep, riding out an urge (drink or anger), and a values check. Name one and we'll start, or just keep talking.";
