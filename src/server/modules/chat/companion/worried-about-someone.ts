import type { CountryLines } from '@shared/safety/crisis-lines';
import type { Answer } from './answers';
import type { Memory } from './memory';
import type { Mention, Reading } from './understand';

// When he is worried about someone else (a mate, a brother, a neighbour), the conversation after
// the safety gate's part: practical steps, what to say, what to do if the mate brushes it off,
// and the number to give him. The gate owns the detection; this owns the talk that follows.

const pronoun = (female: boolean) =>
  female ? { him: 'her', he: 'she', his: 'her' } : { him: 'him', he: 'he', his: 'his' };

/** Practical steps when he is worried about someone else (the gate has dealt with any risk). */
export function worriedAboutOther(
  memory: Memory,
  reading: Reading,
  lines: CountryLines,
  fresh = true,
  /** The person this message names as the one he is worried about, when memory has none yet. */
  named?: Mention,
): Answer | undefined {
  const who = memory.worriedAbout ?? named ?? reading.people[0];
  const p = pronoun(who?.female ?? false);
  const name = who ? `your ${who.words}` : 'them';
  const told = memory.botSaid.includes('asking does not put the idea');
  if (!told) {
    return {
      text: `It's good that you're keeping an eye on ${name}. What helps most: ask ${p.him} directly how ${p.he}'s really doing, and if you're worried it's gone darker, ask straight out whether ${p.he}'s thinking about suicide; asking does not put the idea in ${p.his} head. Stay with ${p.him}, or keep in touch, and help ${p.him} make a call if ${p.he} needs to. You can ${lines.mainLine} yourself too: they talk with people who are worried about someone else.`,
      question: `How has ${p.he} seemed when you've seen ${p.him} lately?`,
    };
  }
  if (
    /\b(?:number|which line|who (?:do|should|can) (?:i|he|she|we) (?:call|ring))\b/.test(
      reading.text,
    )
  ) {
    return {
      text: `Give ${p.him} this one: ${lines.mainLine}. It's free, confidential and any time, and you can make the call together. If ${p.he}'s in danger right now, call ${lines.emergency.number}.`,
    };
  }
  if (
    /\bhow (?:do|would|can|should) (?:you|i) (?:even )?(?:ask|say|bring up)\b|\bputting the idea\b|\bput the idea\b/.test(
      reading.text,
    )
  ) {
    return {
      text: `Plainly and calmly, somewhere private: "Are you thinking about suicide?" It feels huge to say, but asking doesn't plant it; most people are relieved someone finally asked. Then listen, and don't rush to fix it.`,
    };
  }
  if (
    /\b(?:just ask (?:him|her|them)|ask (?:him|her|them) (?:straight|directly|outright))\b/.test(
      reading.text,
    )
  ) {
    return {
      text: `Yes. Straight out, in private, and then listen. Whatever ${p.he} says, you've shown ${p.him} someone noticed, and that matters more than getting the words perfect.`,
    };
  }
  if (
    /\b(?:ill|i will|im going to|im gonna|gonna|going to|i could|i can|i might) (?:text|ring|call|go|see|ask|message|pop|head|have a word|talk)\b/.test(
      reading.text,
    )
  ) {
    // A second step later in the talk ("ill ring him tomorrow") is backed, not told the script again.
    const scripted = memory.botSaid.includes("you don't need a speech");
    return {
      text: scripted
        ? `Good. However it goes, you'll have shown ${p.him} someone noticed, and that counts for a lot. I'm here if you want to talk it over after.`
        : `That's a good move. You don't need a speech: "Been thinking about you, how are you really doing?" is plenty. Let ${p.him} know you're around, whatever ${p.he} says back.`,
    };
  }
  if (
    /\bwhat if (?:he|she|they) (?:gets|get|goes|kicks|says|doesnt|dont|wont)\b|\bangry|\bkick off|\bbrush/.test(
      reading.text,
    )
  ) {
    return {
      text: `${cap(p.he)} might brush it off or get prickly at first; that's common, and it doesn't mean you got it wrong. Keep it light and leave the door open: "Fair enough, but I'm here if you ever want to talk." Then check in again in a few days. Carrying on turning up matters more than getting the words right.`,
    };
  }
  if (
    /\b(?:weird|awkward|dont (?:really )?do (?:the )?talking|not the type|dont talk about)\b/.test(
      reading.text,
    )
  ) {
    return {
      text: `Most mates don't do the big talk, and you don't need to. Doing something side by side, a drive, a walk, a game, and asking once, plainly, is enough to open the door. It'll feel less weird to ${p.him} than you think; most men are relieved someone noticed.`,
      question: `What's something you two usually do together?`,
    };
  }
  if (
    /\b(?:alone tonight|on (?:his|her) own tonight|tonight|cant reach|wont answer|not picking up)\b/.test(
      reading.text,
    )
  ) {
    return {
      text: `If you're worried about ${p.him} tonight, going round or ringing is the right call. If you can't reach ${p.him} and you're scared for ${p.him}, call ${lines.emergency.number}. You can also ${lines.mainLine} for advice on what to do next.`,
    };
  }
  // A plain statement about him, after the steps were given: open talk carries on.
  if (!fresh && !reading.question) return undefined;
  const should = /^ (?:so |ok |and )?should i\b/.test(reading.text)
    ? "Yes, I'd say something. "
    : /\bwhat (?:should|do|can) i do\b/.test(reading.text)
      ? `Reach out to ${p.him} soon, in person if you can. `
      : '';
  const script = 'Keep it simple and private:';
  if (memory.botSaid.includes(script.toLowerCase())) return undefined;
  return {
    text: `${should}${script} "You've not seemed yourself lately. How are you really doing?" Then listen more than you talk, and don't rush to fix it. If ${p.he} opens up about feeling hopeless, ask whether ${p.he}'s thinking about suicide, stay with ${p.him}, and help ${p.him} call: ${lines.mainLine}.`,
  };
}

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
