// 5-4-3-2-1 grounding: five things he can see, four he can feel, three he can hear, two he can
// smell, one he can taste. Men know it and do it here unasked: fresh27's two writers each had a
// man work through it step by step after asking for "a breathing thing" or "one of them calming
// exercise things", and each step got a filler ("Go on, I'm following", "Ha, I can see that") or
// a misreading ("Sounds like a plan... What might get in the way?"). So the steps are recognised
// wherever he is, the next one is given, and the last one closes it.

const STEPS = [
  {
    re: /\b(?:5|five) (?:things? )?(?:that )?(?:i )?(?:can )?(?:see|i see)\b(?! (?:you|ya|him|her|them|it|what|that|the point|why|how)\b)/,
    next: 'four',
  },
  {
    re: /\b(?:4|four) (?:things? )?(?:that )?(?:i )?(?:can )?(?:touch|feel)\b(?! (?:like|that|bad|good|better|worse|sorry|guilty|sick|so|it|for)\b)/,
    next: 'three',
  },
  {
    re: /\b(?:3|three) (?:things? )?(?:that )?(?:i )?(?:can )?(?:hear|sounds?)\b(?! (?:you|ya|that|what|good|like|about|right|fine|great|ok|okay|bad|mad|grand)\b)/,
    next: 'two',
  },
  { re: /\b(?:2|two) (?:things? )?(?:that )?(?:i )?(?:can )?smell\w*\b/, next: 'one' },
  { re: /\b(?:1|one) (?:thing )?(?:that )?(?:i )?(?:can )?tastes?\b/, next: 'done' },
] as const;

const NEXT: Record<(typeof STEPS)[number]['next'], string> = {
  four: 'Good, keep going. Four things you can feel: your feet on the floor, the seat under you, whatever is in your hands.',
  three: "Good. Three things you can hear, near or far. Take a second over each; there's no rush.",
  two: 'Nearly there. Two things you can smell. If nothing comes, name two smells you like.',
  one: 'And last, one thing you can taste.',
  done: "That's all five done. It works by pulling your attention out of your head and into what's around you, which is why it can take the edge off. How are you now, compared with when you started?",
};
// He says it helped as he finishes ("ok that was weirdly alright actually").
const HELPED =
  /\b(?:worked|helped|alright actually|not bad|better|calmer|came down|come down|settled|weirdly (?:alright|good|ok))\b/;
const DONE_AND_HELPED =
  "That's all five done, and good that it took the edge off. It works the same at 2am or in a car park: it pulls your attention out of your head and into what's around you. Worth keeping in your back pocket.";

// Asked for by name: "can we do the 5 4 3 2 1 thing", "give us a grounding exercise".
const ASKED = /\b(?:5 ?4 ?3 ?2 ?1|54321|five four three two one|grounding)\b/;
const GROUNDING_START =
  "Here's one called 5-4-3-2-1. It pulls your attention out of your head and into the room. Name five things you can see, four you can feel, three you can hear, two you can smell and one you can taste, taking your time over each. Type them here if it helps. Start with five things you can see.";

/** His next grounding step, if he is working through the exercise or has asked for it. */
export function groundingReply(text: string): string | undefined {
  const last = STEPS.reduce<number>(
    (found, step, index) => (step.re.test(text) ? index : found),
    -1,
  );
  if (last === -1) return ASKED.test(text) ? GROUNDING_START : undefined;
  const next = STEPS[last]!.next;
  if (next === 'done' && HELPED.test(text)) return DONE_AND_HELPED;
  return NEXT[next];
}
