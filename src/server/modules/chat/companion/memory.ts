import type { HistoryItem } from '@shared/contracts/chat';
import {
  read,
  WORK_ENDED,
  type Mention,
  type Person,
  type Reading,
  type Theme,
} from './understand';

// What he has named so far in this conversation (people, money, drink, sleep, work...), so later
// replies can use it, and what he has already answered, so it is never asked again.

export type Memory = {
  earlier: Reading[];
  /** Each person he has mentioned, in his words ("my missus" -> "missus"). */
  people: Map<Person, Mention>;
  themes: Set<Theme>;
  /** Everything the companion has said, lowercased, to avoid saying it twice. */
  botSaid: string;
  botReplies: string[];
  /** He has already told us how long it has been going on / who knows / about his sleep. */
  answered: { duration: boolean; toldSomeone: boolean; sleep: boolean };
  /** His work is behind him (laid off, retired): talk of "the job" is about loss, not pressure. */
  workEnded: boolean;
  /** Someone else he is worried about, as he named him. */
  worriedAbout?: Mention;
  /** He said it is about someone else ("it's not actually about me") and has not named him yet. */
  waitingForName: boolean;
};

const DURATION =
  /\b(?:since|for (?:a few |a couple of |about |over )?(?:\d+|a|two|three|few|several|many)? ?(?:days?|weeks?|months?|years?|ages)|months?|years?|weeks?|ages|as a boy|in the spring|in march|all my life|always been)\b/;
const TOLD =
  /\b(?:told|tell|talked to|talk to|spoken to|knows|doesnt know|dont know|noticed|havent told|nobody knows|no one knows|haven t told)\b/;

// "She's not the one being called thick every day" is not worry about her (fresh14's readers:
// a lad's mum, quoted, got the steps for a mum at risk); "he's not himself" is.
// "It's about my son really. He rang and said it's time to sell the farm" names who a family
// matter is with, not a worry for his safety (fresh17's farmer got the suicide-asking steps for a
// son who was only urging him to move): a son, a dad or a wife needs a sign of worry as well.
const WORRY_ABOUT_OTHER =
  /\b(?:not (?:actually |really )?about me|isnt (?:actually |really )?about me|its about my (?:\w+ )?(?:mate|friend|pal|buddy|colleague|workmate|flatmate)|about my \w+,? not (?:about )?me|(?:ask|talk|asking|talking) about my (?:friend|mate|pal|buddy|brother|son|dad|father|colleague|workmate|flatmate|cousin)|worried about|worrying about|concerned about|scared for|worried for)\b|\b(?:isnt|not) (?:doing (?:great|well|good|ok)|himself|herself|ok|okay|right)\b|\b(?:brother|dad|mate|son|sister|mum|mom|friend|pal|cousin)s (?:not (?:himself|herself|right|coping|eating|sleeping|answering)|stopped|been (?:down|low|quiet|off|drinking|struggling|in a bad way|different|withdrawn|distant))\b|\b(?:hes|shes) (?:not (?:himself|herself|right|coping|eating|sleeping|ok|okay|well|good|doing (?:well|great|good|ok|okay)|answering|the same|been (?:right|himself|herself))|stopped|been (?:down|low|quiet|off|drinking|struggling|in a bad way|different|withdrawn|distant|strange|weird|not right|talking|saying|giving))\b|\bdoesnt see the point\b/;

export function remember(history: readonly HistoryItem[]): Memory {
  const earlier: Reading[] = [];
  const bot: string[] = [];
  for (const item of history) {
    if (item.sender === 'user') earlier.push(read(item.text));
    else bot.push(item.text);
  }
  const people = new Map<Person, Mention>();
  const themes = new Set<Theme>();
  let worriedAbout: Mention | undefined;
  let waitingForName = false;
  for (const reading of earlier) {
    for (const mention of reading.people) people.set(mention.person, mention);
    // Themes in a sentence about someone else ("he's drinking") are not his.
    if (reading.themesAreHis) for (const theme of reading.themes) themes.add(theme);
    const other = personWorriedAbout(reading, waitingForName);
    if (other) worriedAbout = other;
    waitingForName = !other && !worriedAbout && aboutSomeoneUnnamed(reading);
  }
  const said = earlier.map((r) => r.text).join(' ');
  return {
    earlier,
    people,
    themes,
    botSaid: bot.join('\n').toLowerCase(),
    botReplies: bot,
    workEnded: themes.has('jobloss') || WORK_ENDED.test(said),
    answered: {
      duration: DURATION.test(said),
      toldSomeone: TOLD.test(said),
      sleep: themes.has('sleep'),
    },
    ...(worriedAbout ? { worriedAbout } : {}),
    waitingForName,
  };
}

const CONCERN_PEOPLE: readonly Person[] = ['mate', 'sibling', 'kids', 'parent', 'colleague'];

/** The mate, brother or son a message names, if any. */
export const concernPerson = (reading: Reading): Mention | undefined =>
  reading.people.find((mention) => CONCERN_PEOPLE.includes(mention.person));

const NOT_ABOUT_ME = /\b(?:not|isnt) (?:actually |really )?about me\b/;

/** "It's not actually about me": about someone else, and no one named yet. */
export const aboutSomeoneUnnamed = (reading: Reading): boolean =>
  NOT_ABOUT_ME.test(reading.text) && reading.people.length === 0;

/** He is worried about someone else's wellbeing (not a row with them): a mate, a brother... */
export function otherAtRisk(reading: Reading): Mention | undefined {
  if (!WORRY_ABOUT_OTHER.test(reading.text)) return undefined;
  return concernPerson(reading);
}

/**
 * The person this message shows him worried about: named with the worry, or simply named after
 * he said it was not about him ("it's not actually about me", then "my best mate Gaz...").
 */
export const personWorriedAbout = (reading: Reading, waitingForName: boolean) =>
  otherAtRisk(reading) ?? (waitingForName ? concernPerson(reading) : undefined);
