// An alternation of many plain words, as a regular expression V8 can run quickly. Irregexp tries
// the alternatives of `rope|ropes|rafter|...` one after another at every position; folded into a
// trie (`r(?:ope(?:s)?|after)`) it reads each character once. Only plain alternatives (letters,
// digits, spaces, apostrophes) are folded; any with regex syntax stay as they are, after them.
// Whether a message matches is unchanged: backtracking still tries every alternative.

type Node = { end: boolean; children: Map<string, Node> };

const PLAIN = /^[a-z0-9 ']+$/;

function insert(root: Node, word: string): void {
  let node = root;
  for (const char of word) {
    let next = node.children.get(char);
    if (!next) {
      next = { end: false, children: new Map() };
      node.children.set(char, next);
    }
    node = next;
  }
  node.end = true;
}

function toSource(node: Node): string {
  // Longer continuations first, then the word ending here: the longest word wins at a position,
  // as a reader would expect of "ropes" over "rope".
  const branches = [...node.children].map(([char, child]) => char + toSource(child));
  if (branches.length === 0) return '';
  const body = branches.length === 1 ? branches[0]! : `(?:${branches.join('|')})`;
  if (!node.end) return body;
  return branches.length === 1 && branches[0]!.length === 1 ? `${body}?` : `(?:${body})?`;
}

export function wordAlternation(items: readonly string[]): string {
  const plain = items.filter((item) => PLAIN.test(item));
  const other = items.filter((item) => !PLAIN.test(item));
  const root: Node = { end: false, children: new Map() };
  for (const word of plain) insert(root, word);
  const folded = plain.length ? [toSource(root)] : [];
  return `(?:${[...folded, ...other].join('|')})`;
}
