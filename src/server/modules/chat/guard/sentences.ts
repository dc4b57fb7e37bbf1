// Turns a model's token stream into whole sentences, so the output guard can pass each one before
// a word of it is shown: he never sees half of a reply that fails.

// A sentence ends at . ! ? … (and any closing quotes or brackets) followed by white space, or at a
// line break. Not after a digit when a digit follows ("call 555. 0100" stays one piece, so a
// number is never split across two releases).
const BOUNDARY = /[.!?…]+["'”’)\]]*\s+|\n+/g;
const isDigit = (char: string | undefined) => char !== undefined && char >= '0' && char <= '9';

/** Splits `buffer` into complete sentences (with their trailing space) and the unfinished rest. */
export function takeSentences(buffer: string): { sentences: string[]; rest: string } {
  const sentences: string[] = [];
  let start = 0;
  BOUNDARY.lastIndex = 0;
  for (let match = BOUNDARY.exec(buffer); match; match = BOUNDARY.exec(buffer)) {
    const end = match.index + match[0].length;
    // A boundary at the very end may still grow ("..." then "?"); wait for the next token.
    if (end >= buffer.length) break;
    if (isDigit(buffer[match.index - 1]) && isDigit(buffer[end])) continue;
    sentences.push(buffer.slice(start, end));
    start = end;
  }
  return { sentences, rest: buffer.slice(start) };
}

/** Whole sentences from a stream of text deltas; the tail comes out when the stream ends. */
export async function* bySentence(deltas: AsyncIterable<string>): AsyncIterable<string> {
  let buffer = '';
  for await (const delta of deltas) {
    buffer += delta;
    const { sentences, rest } = takeSentences(buffer);
    buffer = rest;
    for (const sentence of sentences) yield sentence;
  }
  if (buffer !== '') yield buffer;
}
