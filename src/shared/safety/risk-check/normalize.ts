// Turns how people type into one plain form the risk rules can read: lowercase words separated by
// single spaces, with "|" between sentences. Men dodge filters and type fast: "k1ll mys3lf",
// "s u i c i d a l", "s*icide", "sucidal", "kms", "2nite", "dieeee". Each is undone here, so a
// rule written once for "kill myself" holds for all of them. Spelling fixes only ever touch
// words in KEY_WORDS and never an ordinary English word, so "filling" never becomes "killing".

import { editDistanceAtMostOne } from './edit-distance';
import { KEY_WORDS } from './key-words';
import { NEAR_KEY_WORDS, WORDS_ENDING_IN_IN } from './word-lists';

const KEY_SET = new Set<string>(KEY_WORDS);
// Real English words one edit from a key word ("noise", "filling"): never "corrected".
const REAL_WORDS = new Set<string>(NEAR_KEY_WORDS);
const REAL_IN_WORDS = new Set<string>(WORDS_ENDING_IN_IN);

/** "thinkin" → "thinking", "prayin" → "praying"; real words ("skin", "again") and names stay. */
function regainG(token: string): string {
  if (token.length < 4 || !token.endsWith('in') || REAL_IN_WORDS.has(token)) return token;
  return `${token}g`;
}

const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'l',
};

// Shorthand and slang, as whole words, to the plain words the rules read.
const SHORTHAND: Record<string, string> = {
  kms: 'kill myself',
  kmss: 'kill myself',
  kmsl: 'kill myself',
  kys: 'kill yourself',
  ctb: 'suicide',
  sewerslide: 'suicide',
  sewerslided: 'suicide',
  suey: 'suicide',
  suicied: 'suicide',
  sudoku: 'suicide',
  unalive: 'kill',
  unaliving: 'killing',
  unalived: 'killed',
  selfharm: 'selfharm',
  selfharming: 'selfharm',
  selfharmed: 'selfharm',
  od: 'overdose',
  odd: 'odd',
  oding: 'overdosing',
  odd_: 'overdosed',
  ded: 'dead',
  tmrw: 'tomorrow',
  tmr: 'tomorrow',
  tmrrw: 'tomorrow',
  tomoz: 'tomorrow',
  tmoro: 'tomorrow',
  tomorow: 'tomorrow',
  '2moro': 'tomorrow',
  '2morrow': 'tomorrow',
  '2mrw': 'tomorrow',
  '2mo': 'tomorrow',
  '2mora': 'tomorrow',
  '2moz': 'tomorrow',
  nite: 'night',
  cnt: 'cant',
  c: 'see',
  '2nite': 'tonight',
  '2night': 'tonight',
  tonite: 'tonight',
  tn: 'tonight',
  tnight: 'tonight',
  '2day': 'today',
  rn: 'right now',
  wanna: 'want to',
  wana: 'want to',
  gonna: 'going to',
  gona: 'going to',
  finna: 'going to',
  tryna: 'trying to',
  gotta: 'got to',
  bout: 'about',
  abt: 'about',
  cuz: 'because',
  coz: 'because',
  cos: 'because',
  bc: 'because',
  u: 'you',
  ur: 'your',
  r: 'are',
  ppl: 'people',
  every1: 'everyone',
  no1: 'no one',
  noone: 'no one',
  nobody: 'no one',
  sum1: 'someone',
  any1: 'anyone',
  anymore: 'anymore',
  nomore: 'no more',
  meself: 'myself',
  mysef: 'myself',
  myslef: 'myself',
  mysel: 'myself',
  mself: 'myself',
  myselfe: 'myself',
  misself: 'myself',
  myseld: 'myself',
  me_self: 'myself',
  kil: 'kill',
  kll: 'kill',
  kiil: 'kill',
  kilin: 'killing',
  killin: 'killing',
  endin: 'ending',
  thinkin: 'thinking',
  tinkin: 'thinking',
  thinkn: 'thinking',
  toppin: 'topping',
  hangin: 'hanging',
  cuttin: 'cutting',
  hurtin: 'hurting',
  dyin: 'dying',
  livin: 'living',
  nothin: 'nothing',
  sumthin: 'something',
  somethin: 'something',
  goin: 'going',
  wiv: 'with',
  wi: 'with',
  w: 'with',
  wo: 'without',
  wout: 'without',
  dunno: 'do not know',
  idk: 'i do not know',
  ima: 'i am going to',
  imma: 'i am going to',
  ama: 'i am going to',
  im: 'im',
  iam: 'im',
  pils: 'pills',
  pilss: 'pills',
  tablts: 'tablets',
  tabs: 'tablets',
  meds: 'meds',
  bye: 'bye',
  gbye: 'goodbye',
  goodbyes: 'goodbye',
  wrist: 'wrists',
  fr: 'for real',
  frfr: 'for real',
  ngl: 'not going to lie',
  tbh: 'to be honest',
  istg: 'i swear',
  lol: 'lol',
  lmao: 'lol',
  lmfao: 'lol',
  haha: 'lol',
  hahaha: 'lol',
  jk: 'joking',
  sh: 'sh',
  n: 'and',
  em: 'them',
  msg: 'message',
  msgs: 'messages',
  nxt: 'next',
  tues: 'tuesday',
  tue: 'tuesday',
  weds: 'wednesday',
  thurs: 'thursday',
  fri: 'friday',
  wd: 'would',
  wud: 'would',
  shud: 'should',
  cud: 'could',
  theyd: 'they would',
  youd: 'you would',
  itd: 'it would',
  thatd: 'that would',
  hed: 'he would',
  everyoned: 'everyone would',
  everybodyd: 'everybody would',
  nobodyd: 'nobody would',
  // Scots and Northern forms
  didnae: 'didnt',
  cannae: 'cant',
  canny: 'cant',
  wouldna: 'wouldnt',
  wouldnae: 'wouldnt',
  wudnae: 'wouldnt',
  couldnae: 'couldnt',
  dinnae: 'dont',
  dinna: 'dont',
  dinny: 'dont',
  isnae: 'isnt',
  wisnae: 'wasnt',
  wasnae: 'wasnt',
  willnae: 'wont',
  nae: 'no',
  naw: 'no',
  aff: 'off',
  oot: 'out',
  heid: 'head',
  masel: 'myself',
  masell: 'myself',
  ma: 'my',
  tae: 'to',
  doon: 'down',
  nicht: 'night',
  gaun: 'going',
  gonnae: 'going to',
  wantae: 'want to',
  aboot: 'about',
  fae: 'from',
  ye: 'you',
  yerself: 'yourself',
  urself: 'yourself',
  yer: 'your',
  hame: 'home',
  noo: 'now',
  hale: 'whole',
  swallied: 'swallowed',
  telt: 'told',
  gied: 'gave',
  efter: 'after',
  ower: 'over',
  maist: 'most',
  ony: 'any',
  mair: 'more',
  naebody: 'nobody',
  dae: 'do',
  // Jamaican and West African forms (c26): "me nah want fi live". ("waan" stays itself: the
  // rules read "did waan dead" as the patois past.)
  fi: 'to',
  miself: 'myself',
  // And said as spoken: "birfday", "sed".
  birfday: 'birthday',
  birfdy: 'birthday',
  sed: 'said',
};

// Runs of single characters ("s u i c i d e", "k.m.s", "c-u-t") are joined when the result
// reads as a word we know; other runs ("a b c") are left alone.
const SPACED_RUN =
  /(?<![\p{L}\p{N}])(?:[\p{L}\p{N}@$*!][ .\-_·•]){2,}[\p{L}\p{N}@$*!](?![\p{L}\p{N}])/gu;

const HAS_LEET = /[0-9@$!|]/;
const HAS_LETTER = /[a-z]/;

// A number with its unit or ordinal ("4am", "48hrs", "500mg", "3rd", "90s") is a number: read as
// leetspeak, "4am" became "aam" and "1am" "im", so "ill do it at 2am" lost its time (c22). A
// leet word never starts with its digits and ends in a unit ("3nd" is still "end").
const NUMBER_WITH_UNIT =
  /^\d+(?:[.:]\d+)?(?:am|pm|h|hr|hrs|hour|hours|min|mins|sec|secs|mg|mcg|g|kg|ml|k|x|s|ft|km|mi|mph|lb|lbs|oz|yo|yr|yrs|wk|wks|day|days|quid|p|st)$|^\d*(?:1st|2nd|3rd|[04-9]th|1[123]th)$/;

function deLeet(token: string): string {
  if (!HAS_LEET.test(token) || !HAS_LETTER.test(token)) return token;
  if (NUMBER_WITH_UNIT.test(token)) return token;
  // "2nite", "2moro": a leading 2 is "to".
  if (SHORTHAND[token]) return token;
  return token.replace(/[0-9@$!|]/g, (char) => LEET[char] ?? char);
}

function starMatch(token: string): string {
  if (token.indexOf('*') === -1) return token;
  const pattern = new RegExp(
    `^${token.replace(/\*+/g, (stars) => `[a-z]{${stars.length},${stars.length + 1}}`)}$`,
  );
  return KEY_WORDS.find((word) => pattern.test(word)) ?? token.replace(/\*/g, '');
}

// Typos nearly always keep the first letter ("sucide", "myslef"), and one edit changes the length
// by at most one: only key words with the same first letter and a near length are compared.
const KEY_BY_START = new Map<string, string[]>();
for (const word of KEY_WORDS) {
  if (word.length < 5) continue;
  for (const length of [word.length - 1, word.length, word.length + 1]) {
    const key = `${word[0]}${length}`;
    KEY_BY_START.set(key, [...(KEY_BY_START.get(key) ?? []), word]);
  }
}

/** A misspelt key word back to its spelling; ordinary words and short words stay as they are. */
function respell(token: string): string {
  if (token.length < 5 || KEY_SET.has(token) || REAL_WORDS.has(token)) return token;
  for (const word of KEY_BY_START.get(`${token[0]}${token.length}`) ?? []) {
    if (editDistanceAtMostOne(token, word)) return word;
  }
  return token;
}

function hasTripleLetter(token: string): boolean {
  for (let i = 2; i < token.length; i += 1) {
    if (token[i] === token[i - 1] && token[i] === token[i - 2]) return true;
  }
  return false;
}

/** "dieeee" → "die", "killl" → "kill", "noooo" → "no". */
function unstretch(token: string): string {
  if (!hasTripleLetter(token)) return token;
  const two = token.replace(/(\p{L})\1{2,}/gu, '$1$1');
  if (KEY_SET.has(two) || REAL_WORDS.has(two)) return two;
  return token.replace(/(\p{L})\1{2,}/gu, '$1');
}

function joinSpacedRuns(text: string): string {
  return text.replace(SPACED_RUN, (run) => {
    const joined = starMatch(deLeet(run.replace(/[ .\-_·•]/g, '')));
    const expanded = SHORTHAND[joined] ?? joined;
    return KEY_SET.has(joined) || SHORTHAND[joined] || joined.length >= 6 ? ` ${expanded} ` : run;
  });
}

function normalizeToken(raw: string): string {
  const token = unstretch(starMatch(deLeet(raw)));
  return SHORTHAND[token] ?? respell(regainG(token));
}

/** The plain form of a message: lowercase words, single spaces, "|" between sentences. */
// Printable ASCII and whitespace: nothing for the Unicode steps to do.
const ASCII_ONLY = /^[\t\n\r\x20-\x7e]*$/;
const NOT_WORD_ASCII = /[^a-z0-9@$*!|]+/g;
const NOT_WORD = /[^\p{L}\p{N}@$*!|]+/gu;
const SENTENCE_END = /(?<!\d)[.!?;:]+(?!\d)|\n+| - | – | — /g;
const TOKEN = /[^ ]+/g;

/** The plain form of a message: lowercase words, single spaces, "|" between sentences. */
export function normalizeMessage(text: string): string {
  let plain = text.toLowerCase();
  // Accents off ("suïcide"), but the common all-ASCII message skips the Unicode work.
  if (!ASCII_ONLY.test(plain)) plain = plain.normalize('NFKD').replace(/\p{M}/gu, '');
  plain = plain
    .replace(/[’‘`´']/g, '')
    .replace(/\bself[\s-]+(harm\w*|injur\w*|delet\w*)/g, 'self$1')
    .replace(/\bw\/o\b/g, 'without')
    .replace(/\bs\/h\b/g, 'selfharm')
    .replace(/\bw\//g, 'with ')
    .replace(/ & /g, ' and ')
    // Tears of laughter mark a dark joke ("honestly wanted to die 😂 never again", c18). Not 💀 or
    // 😅: a skull is as often the dark thing itself, and a sweat-smile is nerves.
    .replace(/[😂🤣]/gu, ' lol ')
    .replace(/\bthe nicht\b/g, 'tonight')
    .replace(/\bony mair\b/g, 'anymore')
    // "me nah want fi live again", "contemplate fi end mi life" (c26): patois "nah/nuh" is "don't"
    // only before "want", and "mi" is "my" before "life".
    .replace(
      /\b(?:mi|me|i) (?:nah|nuh|no|don|dont) (?:want|waan|wan|wah) (?=fi |to )/g,
      'i dont want ',
    )
    .replace(/\bmi (?=life\b)/g, 'my ');
  plain = joinSpacedRuns(plain)
    // Sentence ends (but not decimal points) become a boundary the rules do not cross.
    .replace(SENTENCE_END, ' | ');
  plain = plain.replace(ASCII_ONLY.test(plain) ? NOT_WORD_ASCII : NOT_WORD, ' ');
  // Each distinct word is worked out once per message.
  const seen = new Map<string, string>();
  const words = plain.replace(TOKEN, (token) => {
    if (token === '|') return token;
    let normal = seen.get(token);
    if (normal === undefined) {
      normal = normalizeToken(token);
      seen.set(token, normal);
    }
    return normal;
  });
  return ` ${joinFragments(
    words
      .replace(/ {2,}/g, ' ')
      .replace(/(?:\| )+\|/g, '|')
      .replace(/^ ?(?:\| )+|(?: \|)+ ?$/g, '')
      .trim(),
  )} `;
}

// "Just want it to stop. All of it. Permanently." is one thought typed in pieces: a fragment of one
// or two words belongs to the sentence before it.
function joinFragments(text: string): string {
  const sentences = text.split(' | ');
  const joined: string[] = [];
  for (const sentence of sentences) {
    const words = sentence.split(' ').length;
    if (words <= 2 && joined.length > 0) joined[joined.length - 1] += ` ${sentence}`;
    else joined.push(sentence);
  }
  return joined.join(' | ');
}
