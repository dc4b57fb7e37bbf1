import { describe, expect, it } from 'vitest';
import { CRISIS_LINES } from '@shared/safety/crisis-lines';
import { guardOutput, type GuardRule } from './output-guard';
import { parseVerdict } from './second-opinion';
import { takeSentences } from './sentences';

const FAILS: [GuardRule, string][] = [
  ['phone', 'Give them a ring on 020 7946 0018.'],
  ['phone', 'Dial 4040 whenever you like.'],
  ['phone', 'Ring 1-800-SUICIDE any time.'],
  ['crisis-line', 'You could call 988 right now.'],
  ['crisis-line', 'Text SHOUT to 85258 if you want to talk.'],
  ['crisis-line', 'The Samaritans are on 116 123.'],
  ['link', 'See www.some-forum.net/threads for more.'],
  ['link', 'Try the app at calm.com, it helps.'],
  ['email', 'Write to help@clinic.org.'],
  ['address', 'The clinic is at 40 Harley Street.'],
  ['address', 'Write to PO Box 1234.'],
  ['dose', 'Two 500mg tablets should do it.'],
  ['dose', 'a handful of pills'],
  ['method', 'What is a lethal dose of paracetamol?'],
  ['method', 'how many of those would kill someone'],
  ['method', 'Jumping from a bridge is'],
  ['medication', 'Maybe try melatonin tonight.'],
  ['medication', 'You could stop taking your antidepressants for a week.'],
  ['claim', 'As a qualified counsellor, I can tell you this.'],
  ['claim', "I'm a real person, not a bot."],
  ['claim', "I'm not an AI, I promise."],
  ['claim', 'I am fully qualified to help.'],
  ['claim', 'This is therapy, in a way.'],
];

const PASSES = [
  "That sounds like a really hard week. What's been weighing on you most?",
  "I'm an AI, not a therapist or a counsellor, but I'm here to listen.",
  "I'm not a human, and I won't pretend to be.",
  'Try the 4-7-8 breathing at /meditation: in for 4, hold for 7, out for 8.',
  'You could jot it down in /journal, or read /resources/modules/work-stress.',
  'Two weeks of broken sleep at 3am would wear anyone down.',
  'In 2023 a lot changed for you.',
  'Talking to your GP about how you have been sleeping could help.',
  'If you want to talk to a person, the crisis lines are under "Get help now" at the top of the page.',
  'Anywhere else, findahelpline.com lists free lines.',
  'What did your doctor say about it?',
];

describe('output guard', () => {
  it.each(FAILS)('fails %s: %s', (rule, text) => {
    expect(guardOutput(text)).toEqual({ ok: false, rule });
  });

  it.each(PASSES)('passes: %s', (text) => {
    expect(guardOutput(text)).toEqual({ ok: true });
  });

  it('fails every verified number when the model offers it as a line to call', () => {
    for (const lines of Object.values(CRISIS_LINES))
      expect(guardOutput(`Please call ${lines.emergency.number} now.`)).toEqual({
        ok: false,
        rule: 'crisis-line',
      });
  });

  it('reads curly apostrophes like straight ones', () => {
    expect(guardOutput('I’m a licensed therapist.')).toEqual({ ok: false, rule: 'claim' });
  });
});

describe('sentences', () => {
  it('releases whole sentences and keeps the unfinished rest', () => {
    expect(takeSentences('That is hard. What happened? I')).toEqual({
      sentences: ['That is hard. ', 'What happened? '],
      rest: 'I',
    });
  });

  it('waits when a boundary is at the very end (it may still grow)', () => {
    expect(takeSentences('Really.')).toEqual({ sentences: [], rest: 'Really.' });
  });

  it('never splits a number across two releases', () => {
    expect(takeSentences('Call 555. 0100 now. Ok')).toEqual({
      sentences: ['Call 555. 0100 now. '],
      rest: 'Ok',
    });
  });

  it('ends a sentence at a line break', () => {
    expect(takeSentences('First line\nsecond')).toEqual({
      sentences: ['First line\n'],
      rest: 'second',
    });
  });
});

describe('second opinion verdicts', () => {
  it('reads the rubric levels and categories, tolerantly', () => {
    expect(parseVerdict('{"level":"none","category":null}')).toEqual({ level: 'none' });
    expect(parseVerdict('```json\n{"level": "Crisis", "category": "method-means"}\n```')).toEqual({
      level: 'crisis',
      category: 'method-means',
    });
    expect(parseVerdict('{"level":"concern","category":"made-up"}')).toEqual({ level: 'concern' });
  });

  it('gives nothing for an answer that is not a verdict', () => {
    for (const text of ['he seems fine', '{"level":"maybe"}', '{"level":', '[]'])
      expect(parseVerdict(text)).toBeUndefined();
  });
});
