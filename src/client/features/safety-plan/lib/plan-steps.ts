import type { ListStep, PeopleStep } from '../store/safety-plan';

// All wording here is Steady's own, written in plain language for men. The steps follow the
// evidence on safety planning (warning signs, coping alone, company, people to ask, professionals,
// a safer space, reasons to live); the examples are starting points he can tap to add. The
// surroundings step names no method or means in detail (safe-messaging guidance).

export type StepCopy = {
  title: string;
  intro: string;
  examples: readonly string[];
  placeholder: string;
};

export const STEP_COPY: Record<ListStep | PeopleStep, StepCopy> = {
  warningSigns: {
    title: 'Signs it’s building',
    intro:
      'What tells you things are starting to slide? Thoughts, moods, places, times of day. Spotting them early gives you more time.',
    examples: [
      'Not sleeping, or sleeping all day',
      'Drinking more than usual',
      'Going quiet and dodging my mates',
      'Thinking everyone is better off without me',
      'Snapping at the people I care about',
      'Sunday nights',
      'After a row at home',
    ],
    placeholder: 'Something that tells you it’s building',
  },
  copingAlone: {
    title: 'Things I can do on my own',
    intro:
      'Small things that get you through the next hour without needing anyone. They don’t have to fix anything.',
    examples: [
      'Go for a walk or a run',
      'Do the 4-7-8 breathing in Steady',
      'Take a cold shower',
      'Put on music that helps',
      'Work on something with my hands',
      'Write it down in my journal',
      'Watch something that makes me laugh',
    ],
    placeholder: 'Something you can do alone',
  },
  distractions: {
    title: 'People and places that take my mind off it',
    intro:
      'Not to talk about it, just to be around people for a while. Somewhere you can go, someone you can sit with.',
    examples: [
      'The gym',
      'A coffee at the café in town',
      'Watching the match with my brother',
      'Five-a-side',
      'The barber’s',
      'My parents’ place',
      'The library',
    ],
    placeholder: 'A person or a place',
  },
  helpers: {
    title: 'People I can ask for help',
    intro:
      'People you can be straight with when it gets heavy. Add their number and you can call or text them from here.',
    examples: ['A mate', 'My brother', 'My partner', 'My dad', 'Someone from work I trust'],
    placeholder: 'Their name',
  },
  professionals: {
    title: 'Professionals and lines',
    intro:
      'Trained people who are there for exactly this. The lines for your country are already here; add your doctor, counsellor or anyone else.',
    examples: ['My doctor', 'My counsellor', 'Out-of-hours doctor', 'Local mental health team'],
    placeholder: 'Who they are',
  },
  saferSurroundings: {
    title: 'Making things safer around me',
    intro:
      'When things are at their worst, putting distance between you and anything you could use to hurt yourself buys time, and the worst usually passes. It isn’t weakness. It’s what you would do for someone you love.',
    examples: [
      'Ask someone to look after my medication for a while',
      'Give my car keys to someone for the night',
      'Keep anything dangerous at a friend’s place',
      'Stay off the drink when I notice the signs',
      'Go to a friend’s instead of staying home alone',
    ],
    placeholder: 'One thing that makes your space safer',
  },
  reasons: {
    title: 'My reasons to keep going',
    intro:
      'The people, plans and things that matter to you. Read them when it’s hard to remember. You can add photos too; they stay on this device.',
    examples: [
      'My kids',
      'My partner',
      'My dog',
      'My mum',
      'Seeing my team play next season',
      'A trip I still want to take',
      'Getting back to feeling like myself',
    ],
    placeholder: 'Something or someone worth staying for',
  },
};
