import { describe, expect, it } from 'vitest';
import { TOPICS, type TopicId } from '@shared/constants/topics';
import { converse, greeting, withoutNote } from '../../../../../test/companion-support';
import { builtinReply } from './builtin-companion';
import { FLOWS } from './flows';
import { BUILTIN_DISCLOSURE, THEME_QUESTIONS, THEME_REFLECTIONS } from './phrases';

const questionsIn = (reply: string) =>
  (withoutNote(reply).match(/[^.!?\n]*\?/g) ?? []).map((q) => q.trim().toLowerCase());
const opening = (reply: string) =>
  reply
    .toLowerCase()
    .replace(/[^a-z' ]+/g, ' ')
    .trim()
    .split(/\s+/)
    .slice(0, 3)
    .join(' ');

describe('built-in companion: listening', () => {
  it('says back a short statement about him in his own words', () => {
    const [reply] = converse('stress', ["I can't switch off at night and I keep thinking"]);
    expect(reply).toMatch(/^You can't switch off at night\./);
  });

  it('never turns his question into a statement, and never says medication words back', () => {
    const [reply] = converse('emotions', ['do I need antidepressants?']);
    expect(reply).not.toMatch(/you need/i);
    expect(reply).not.toMatch(/antidepressant/i);
    expect(reply).toMatch(/GP/);
    expect(reply).toMatch(/can't advise on medication/);
  });

  it('does not say violence back', () => {
    const [reply] = converse('emotions', ['punched a door at my mums last night']);
    expect(reply).not.toMatch(/punch|door/i);
  });

  it('reads "since I was a kid" as his childhood, not his children', () => {
    const replies = converse('emotions', [
      "I've felt like this since I was a kid",
      'it comes and goes',
      'not really',
      'idk',
    ]);
    expect(replies[0]).toMatch(/when you were young/i);
    expect(replies.join(' ')).not.toMatch(/your kids|your children|dad/i);
  });

  it('respects a negation: a feeling he denies is not said back to him', () => {
    const [reply] = converse('emotions', ["I'm not angry, just tired of it all"]);
    const angerLines = [...THEME_REFLECTIONS.anger, ...THEME_QUESTIONS.anger];
    for (const line of angerLines) expect(reply).not.toContain(line);
    expect(reply).toMatch(/^You're not angry, just tired of it all\./);
  });

  it('keeps who a sentence is about: a mate’s girlfriend is not his', () => {
    const replies = converse('relationships', [
      'worried about my mate',
      'his girlfriend left him and hes been drinking every night',
      'ok',
    ]);
    expect(replies.slice(1).join(' ')).not.toMatch(/your girlfriend|your drinking|the drinking/i);
  });

  it('remembers what he named and uses it later', () => {
    const replies = converse('stress', ['money is tight', 'the mortgage mostly', 'yeah', 'ok']);
    expect(replies.slice(2).join(' ')).toMatch(/money/i);
  });

  it('never opens two replies alike more than twice, and never asks a question twice', () => {
    const replies = converse(
      'emotions',
      Array.from({ length: 10 }, () => 'I feel angry all the time'),
    );
    const openings = new Map<string, number>();
    for (const reply of replies)
      openings.set(opening(reply), (openings.get(opening(reply)) ?? 0) + 1);
    expect(Math.max(...openings.values())).toBeLessThanOrEqual(2);
    const asked = replies.flatMap(questionsIn);
    expect(new Set(asked).size).toBe(asked.length);
  });

  it('offers a tool or exercise in at most about one reply in five', () => {
    const replies = converse('stress', [
      "I'm so stressed about everything",
      "can't sleep, brain won't stop at night",
      'too much on, I dont know where to start',
      'keep thinking I will get sacked',
      'really want a drink',
      "I don't know what I want from life",
      'I dont know how to tell my wife',
      'money is bad too',
      'my boss is on my back',
      'everything feels heavy',
    ]);
    const offers = replies.filter((reply) =>
      FLOWS.some((flow) => reply.includes(flow.offer)),
    ).length;
    expect(offers).toBeGreaterThan(0);
    expect(offers).toBeLessThanOrEqual(2);
  });

  it('says once, in its first reply, what it is and what it can do', () => {
    const replies = converse('other', ['hey', 'Not much, just a long week', 'Thanks']);
    expect(replies[0]).toContain(BUILTIN_DISCLOSURE);
    expect(replies.slice(1).join(' ')).not.toContain('built-in companion');
  });

  it('is deterministic for the same input and history', () => {
    const input = {
      message: 'I feel low',
      topic: 'emotions' as const,
      history: [greeting('emotions')],
    };
    expect(builtinReply(input)).toBe(builtinReply(input));
  });

  it('has an opening question for every topic', () => {
    for (const topic of TOPICS) expect(topic.openingQuestion).toMatch(/\?/);
  });
});

describe('built-in companion: direct questions', () => {
  it.each([
    ['is it normal to wake up at 4am every night?', /very common/i],
    ['should I see someone?', /GP/],
    ['am I depressed?', /can't diagnose/i],
    ['should i be worried about my heart?', /GP[\s\S]*911/],
    ['are you a real person?', /not a person/i],
    ['my son put this on my phone. is it a real person?', /not a person/i],
    // However he asks whether anyone is there (fresh4's readers found these dodged).
    ['r u one of them ai things', /not a person/i],
    ['are u a bot or what', /not a person/i],
    ['or are you simply a program putting words together?', /not a person/i],
    ['is there an actual person reading these', /not a person/i],
  ])('answers "%s" honestly', (message, expected) => {
    const [reply] = converse('stress', [message]);
    expect(reply).toMatch(expected);
  });
});

describe('built-in companion: someone else at risk', () => {
  it('gives practical steps, with the line for his country', () => {
    const [us] = converse('relationships', ['my little brother isnt doing great'], 'US');
    expect(us).toMatch(/ask him directly/i);
    expect(us).toMatch(/988/);
    expect(us).toMatch(/worried about someone else/);
    const [gb] = converse('relationships', ['my little brother isnt doing great'], 'GB');
    expect(gb).toMatch(/Samaritans/);
  });

  it('follows up with what to say, and what to do if he reacts badly', () => {
    const replies = converse('relationships', [
      'worried about my mate',
      'what do i even say to him',
      'what if he gets angry',
    ]);
    expect(replies[1]).toMatch(/How are you really doing/);
    expect(replies[2]).toMatch(/brush it off/);
  });
});

describe('built-in companion: guided flows', () => {
  it.each([
    [
      'thought-check',
      'work',
      [
        'can we do a thought check',
        'my boss criticised my report',
        "I'm useless",
        'he said it needed work',
        'he praised my last two',
        'one report needed work, I am not useless',
      ],
      /A fairer way to put it: one report needed work, I am not useless\./,
    ],
    [
      'problem-solving',
      'stress',
      [
        'can we do some problem solving',
        'the car needs fixing',
        'garage, my uncle, sell it',
        'my uncle',
        'ring him',
        'saturday morning',
      ],
      /Problem: the car needs fixing\. Plan: my uncle\. First step: ring him, saturday morning\./,
    ],
    [
      'hard-conversation',
      'relationships',
      [
        'help me plan a hard conversation',
        'my wife',
        'I have been struggling and I want us to talk more',
        'she gets upset',
        'sunday evening',
      ],
      /Talk with my wife\. What I want them to hear: I have been struggling/,
    ],
    [
      'sleep',
      'other',
      ['help me wind down', 'work and bills', 'a shower', 'shower then read'],
      /Parked until morning: work and bills\./,
    ],
    [
      'urge',
      'emotions',
      ['help me ride it out', '8', 'the beer in the fridge', 'a walk', '5'],
      /It started at 8 and came down to 5\./,
    ],
    [
      'values',
      'identity',
      [
        'can we do a values check',
        'being a good dad, honesty',
        'not much, work',
        'bath time with my son',
      ],
      /What matters to me: being a good dad, honesty\. This week: bath time with my son\./,
    ],
  ])('runs %s from start to a one-line summary', (_id, topic, messages, summary) => {
    const replies = converse(topic as TopicId, messages as string[]);
    expect(replies.at(-1)).toMatch(summary as RegExp);
    expect(replies.at(-1)).toMatch(/copy into your journal/);
    const asked = replies.flatMap(questionsIn);
    expect(new Set(asked).size).toBe(asked.length);
  });

  it('every flow fits at least one topic, and every topic has a flow', () => {
    const covered = new Set(FLOWS.flatMap((flow) => flow.topics));
    for (const topic of TOPICS) expect(covered.has(topic.id)).toBe(true);
    expect(FLOWS).toHaveLength(6);
  });

  it('offers a flow when his words fit it, and starts it when he says yes', () => {
    const replies = converse('other', [
      'cant sleep',
      'its 3am and my brain wont stop',
      'yeah go on',
    ]);
    const sleep = FLOWS.find((flow) => flow.id === 'sleep')!;
    expect(replies[1]).toContain(sleep.offer);
    expect(replies[2]).toContain(sleep.steps[0]!.prompt);
  });

  it('is easy to leave, back to open talk', () => {
    const replies = converse('work', ['can we do a thought check', 'stop']);
    expect(replies[1]).toMatch(/leave that there/);
    expect(replies[1]).not.toContain(FLOWS[0]!.steps[1]!.prompt);
  });

  it('asks a step again in other words when he is unsure, then moves on', () => {
    const thought = FLOWS.find((flow) => flow.id === 'thought-check')!;
    const replies = converse('work', ['can we do a thought check', 'idk', 'dunno']);
    expect(replies[1]).toContain(thought.steps[0]!.alt);
    expect(replies[2]).toContain(thought.steps[1]!.prompt);
  });

  it('reads its place from the history alone: nothing he types can move a flow', () => {
    const thought = FLOWS.find((flow) => flow.id === 'thought-check')!;
    // His message quotes a step's prompt; the companion is not in a flow, so nothing starts.
    const [reply] = converse('work', [thought.steps[3]!.prompt]);
    expect(reply).not.toContain(thought.steps[4]!.prompt);
  });

  it('never puts medication or violence words into the journal summary', () => {
    const replies = converse('emotions', [
      'can we do a thought check',
      'I punched the wall',
      'I am a monster',
      'I did it',
      'first time ever',
      'I lost it once, I am not a monster',
    ]);
    expect(replies.at(-1)).toMatch(/What happened: what you told me\./);
    expect(replies.at(-1)).not.toMatch(/punch/i);
  });

  it('does not ask who the conversation is with when he has already said (fresh14 readers)', () => {
    const replies = converse('work', [
      'how do i bring it up with the gaffer that im drowning on this contract',
      'can you help me plan what to say',
      'that i need another pair of hands or the deadline goes',
      "he'll say everyone's stretched",
      'friday after the site meeting',
    ]).map(withoutNote);
    expect(replies[1]).toContain("It's with the gaffer, from what you've said.");
    expect(replies.join('\n')).not.toContain('Who is the conversation with?');
    expect(replies[4]).toContain('Talk with the gaffer.');
    // Named in passing, not as the one to talk to: still asked.
    const asked = converse('relationships', [
      'my wife says i have gone quiet',
      'help me plan a hard conversation',
    ]).map(withoutNote);
    expect(asked[1]).toContain('Who is the conversation with?');
  });
});
