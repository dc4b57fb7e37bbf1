import type { ChatEngine } from '@shared/contracts/chat';
import { CHAT_HISTORY_MAX, CHAT_MESSAGE_MAX } from '@shared/contracts/chat-limits';
import { DEFAULT_COUNTRY, isCountryCode, type CountryCode } from '@shared/safety/countries';
import {
  concernReply,
  checkInCue,
  checkInWhereGuessed,
  crisisCheckIn,
  crisisReply,
  helperCue,
  urgentCue,
  wrongCountryReply,
} from '@shared/safety/fixed-replies';
import { RISK_LEVELS, type RiskLevel } from '@shared/safety/risk';
import {
  assessConversation,
  type ConversationRisk,
  type HistoryTurn,
} from '@shared/safety/risk-check/assess-conversation';

// The first thing every chat request meets (DESIGN.md §4). It reads the raw body, before schema
// validation, the rate limit, the session lookup or any database or Redis call, so nothing can
// stand between a man at risk and the fixed reply: not a spent limit, not an outage, not even a
// message that is too long. Whatever it cannot read it leaves to validation.

/** Enough of a long message to find risk anywhere in it, without letting one request burn CPU. */
const CHECK_LIMIT = CHAT_MESSAGE_MAX * 4;

export type SafetyInput = {
  message: string;
  history: HistoryTurn[];
  country: CountryCode;
  /** The client says the device's location does not back `country` (contracts/chat.ts). */
  countryGuessed?: boolean;
  declared?: RiskLevel;
};

/** The parts of an unvalidated body the check needs, or undefined when there is no message. */
export function readSafetyInput(body: unknown): SafetyInput | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { message, history, country, countryGuessed, risk } = body as Record<string, unknown>;
  if (typeof message !== 'string' || message.trim() === '') return undefined;
  const turns = Array.isArray(history) ? history.slice(-CHAT_HISTORY_MAX) : [];
  return {
    message: message.slice(0, CHECK_LIMIT),
    history: turns.flatMap((turn: unknown): HistoryTurn[] => {
      if (typeof turn !== 'object' || turn === null) return [];
      const { sender, text } = turn as Record<string, unknown>;
      if ((sender !== 'user' && sender !== 'bot') || typeof text !== 'string') return [];
      return [{ sender, text: text.slice(0, CHECK_LIMIT) }];
    }),
    country: isCountryCode(country) ? country : DEFAULT_COUNTRY,
    countryGuessed: countryGuessed === true,
    declared: RISK_LEVELS.find((level) => level === risk),
  };
}

export type FixedAnswer = {
  response: string;
  crisis: boolean;
  engine: ChatEngine;
  level: RiskLevel;
  category?: ConversationRisk['category'];
  country: CountryCode;
};

/**
 * A check-in in crisis mode. Check-ins take turns; the history is capped, so its length stops
 * counting once full. Of the next few, the first that is not among the last two replies is said,
 * so the same words never come twice running.
 */
function checkInFor(input: SafetyInput, risk: ConversationRisk): string {
  const lastTwo = input.history
    .filter((item) => item.sender === 'bot')
    .slice(-2)
    .map((item) => item.text.trim());
  const first = input.history.filter((item) => item.sender === 'user').length;
  // A rule that fires on his message ("I'll ring her... the pills are in the drawer") outranks a
  // cue; the scorer's unease alone does not, or "thanks, first time I've said that out loud" and
  // "I'll ring her tonight" in a long heavy night would never be answered as what they are. Every
  // cued reply still carries the lines and the emergency number, and a cue names only steps
  // towards help ("call it a night for good" is not one: fixed-replies.ts).
  const ruled = risk.reasons.some((reason) => reason.rule !== 'model');
  const cue = urgentCue(input.message) ?? (ruled ? undefined : checkInCue(input.message));
  const helper = helperCue(input.message);
  const say = (turn: number) =>
    checkInWhereGuessed(
      crisisCheckIn(turn, input.country, risk.category, cue, helper),
      input.country,
      input.countryGuessed === true,
      cue === 'number',
    );
  const turn =
    [first, first + 1, first + 2].find((t) => !lastTwo.includes(say(t).trim())) ??
    [first, first + 1].find((t) => say(t).trim() !== lastTwo.at(-1)) ??
    first;
  return say(turn);
}

/** The fixed text for a risk that skips the engine, or undefined when the engine should answer. */
export function fixedAnswer(
  input: SafetyInput,
  risk: ConversationRisk,
  engine: ChatEngine,
): FixedAnswer | undefined {
  const category = risk.category ?? 'wish-to-die';
  const response =
    risk.reply === 'crisis'
      ? crisisReply(category, input.country, input.countryGuessed)
      : risk.reply === 'concern'
        ? concernReply(category, input.country, input.countryGuessed)
        : risk.reply === 'check-in'
          ? checkInFor(input, risk)
          : risk.reply === 'wrong-country'
            ? wrongCountryReply(input.country)
            : undefined;
  if (response === undefined) return undefined;
  return {
    response,
    crisis: risk.level === 'crisis',
    engine,
    level: risk.level,
    ...(risk.category ? { category: risk.category } : {}),
    country: input.country,
  };
}

export function assess(input: SafetyInput): ConversationRisk {
  return assessConversation(input);
}
