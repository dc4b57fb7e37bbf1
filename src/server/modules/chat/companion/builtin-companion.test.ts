import { describe, expect, it } from 'vitest';
import { findTopic, TOPICS, type TopicId } from '@shared/constants/topics';
import type { HistoryItem } from '@shared/contracts/chat';
import { builtinReply } from './builtin-companion';
import { BUILTIN_DISCLOSURE } from './phrases';

const greeting = (topic: TopicId): HistoryItem => ({
  sender: 'bot',
  text: `Hey there! I'm Steady. ${findTopic(topic)?.openingQuestion}`,
});

/** Plays a conversation through the companion, the way the client sends history. */
function converse(topic: TopicId, messages: string[]): string[] {
  const history: HistoryItem[] = [greeting(topic)];
  return messages.map((message) => {
    const reply = builtinReply({ message, topic, history: history.slice(-20) });
    history.push({ sender: 'user', text: message }, { sender: 'bot', text: reply });
    return reply;
  });
}

const questions = (reply: string) =>
  (reply.replace(BUILTIN_DISCLOSURE, '').match(/\?/g) ?? []).length;

describe('built-in companion', () => {
  it('reflects his own words back', () => {
    const [reply] = converse('stress', [
      "I can't switch off at night and I keep thinking about money",
    ]);
    expect(reply).toMatch(/you can't switch off at night/i);
  });

  it('recognises feelings and situations when it cannot echo', () => {
    const reply = builtinReply({
      message: 'boss. deadlines. stressed.',
      topic: 'work',
      history: [greeting('work')],
    });
    expect(reply).toMatch(/pressure|boss/i);
  });

  it('asks exactly one open question per reply', () => {
    const replies = converse('work', [
      'Work is a lot right now',
      'My boss is on my back constantly',
      'I feel like a failure',
      'idk',
      'I barely sleep',
    ]);
    for (const reply of replies) expect(questions(reply)).toBe(1);
  });

  it('does not repeat a question within a conversation', () => {
    const replies = converse(
      'emotions',
      Array.from({ length: 10 }, () => 'I feel angry all the time'),
    );
    const asked = replies.map((reply) =>
      reply
        .replace(BUILTIN_DISCLOSURE, '')
        .split(/(?<=[.!])\s/)
        .find((part) => part.endsWith('?')),
    );
    expect(new Set(asked).size).toBe(asked.length);
  });

  it('says once, in its first reply, that it is the built-in companion', () => {
    const replies = converse('other', ['hey', 'Not much, just a long week', 'Thanks']);
    expect(replies[0]).toContain(BUILTIN_DISCLOSURE);
    expect(replies.slice(1).join(' ')).not.toContain('built-in companion');
  });

  it('offers each of the app tools where they fit, each only once', () => {
    const replies = converse('stress', [
      "I'm so stressed about everything",
      "I'm anxious all the time and can't sleep",
      'The worry is mostly about money and my mortgage',
      'I feel stuck',
      "I don't really talk to anyone about it",
      'It just feels heavy',
      'I keep going round in circles',
    ]);
    const all = replies.join('\n');
    expect(all.match(/\/meditation/g)).toHaveLength(1);
    expect(all.match(/\/resources\/modules\/[a-z-]+/g)).toHaveLength(1);
    expect(all.match(/\/journal/g)).toHaveLength(1);
  });

  it('points to the module that matches the situation', () => {
    const replies = converse('relationships', [
      'My wife and I keep arguing',
      'It always blows up',
      'I go quiet and she gets louder',
    ]);
    expect(replies.join(' ')).toContain('/resources/modules/healthy-communication');
  });

  it('keeps the thread: it remembers an earlier situation', () => {
    const replies = converse('work', ['My boss humiliated me in a meeting', 'whatever', 'dunno']);
    expect(replies.slice(1).join(' ')).toMatch(/earlier you mentioned your boss/i);
  });

  it('says plainly that it is an AI when asked', () => {
    const [reply] = converse('other', ['are you a real person?']);
    expect(reply).toMatch(/I'm an AI, not a human and not a therapist/);
  });

  it('is deterministic for the same input and history, and varies across messages', () => {
    const input = {
      message: 'I feel low',
      topic: 'emotions' as const,
      history: [greeting('emotions')],
    };
    expect(builtinReply(input)).toBe(builtinReply(input));
    const openings = new Set(
      [
        'I feel low',
        'I feel pretty low today',
        'feeling low again',
        'low mood all week',
        'I have been low for ages',
      ].map((message) => builtinReply({ ...input, message }).split(/[.:]/)[0]),
    );
    expect(openings.size).toBeGreaterThan(1);
  });

  it('has an opening question for every topic', () => {
    for (const topic of TOPICS) expect(topic.openingQuestion).toMatch(/\?/);
  });
});
