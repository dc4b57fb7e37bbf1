// Turns one of his own "I ..." sentences into a "you ..." reflection, the core move of supportive
// listening: he hears that what he said landed, in his words rather than a template's.

const SWAPS: Record<string, string> = {
  i: 'you',
  im: "you're",
  "i'm": "you're",
  ive: "you've",
  "i've": "you've",
  id: "you'd",
  "i'd": "you'd",
  ill: "you'll",
  "i'll": "you'll",
  me: 'you',
  my: 'your',
  mine: 'yours',
  myself: 'yourself',
  am: 'are',
  was: 'were',
  wasnt: "weren't",
  "wasn't": "weren't",
  you: 'I',
  your: 'my',
  yours: 'mine',
  yourself: 'myself',
};

const OPENERS =
  /\b(?:(?:i'm|im|i've|ive)\s+\w|i\s+(?:\w+\s+){0,2}?(?:feel\w*|felt|keep\w*|can't|cant|cannot|don't|dont|have|haven't|havent|had|hate|miss\w*|need|want|wish|worr\w*|think|lost|struggl\w*|find\w*|get|getting|got|am|just|really|never|always)\b)[^.!?\n]*/i;

/** "I can't switch off at night" -> "you can't switch off at night"; undefined when nothing fits. */
export function reflectClause(message: string): string | undefined {
  const match = OPENERS.exec(message.replace(/[’‘]/g, "'"));
  if (!match) return undefined;
  let clause =
    match[0].split(/,\s*(?:and|but|so)\b|\s+(?:but|because|cos|cause)\s+/i)[0]?.trim() ?? '';
  const words = clause.split(/\s+/);
  if (words.length < 3 || words.length > 16) return undefined;
  clause = words
    .map((word, index) => {
      const bare = word.toLowerCase().replace(/[^a-z']/g, '');
      const swap = SWAPS[bare];
      if (!swap) return index === 0 ? word.toLowerCase() : word;
      // "was" only follows "I" as a verb of his own; elsewhere it is someone else's.
      if ((bare === 'was' || bare === 'am') && words[index - 1]?.toLowerCase() !== 'i') return word;
      return word.replace(/[A-Za-z']+/, swap);
    })
    .join(' ')
    .replace(/[\s,;:-]+$/, '');
  // A stray "I" (from "you") must stay capitalised, and "you am" never reads right.
  return clause.replace(/\byou are\b(?= (?:feeling|just|really|so))/g, "you're");
}
