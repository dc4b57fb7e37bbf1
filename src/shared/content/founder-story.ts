// The founder's story, in the first person, for /about-founder (the home teaser is in
// founder-teaser.ts, kept apart so the home page does not ship the whole story). Edit freely.
// It deliberately names no one, including the founder.

export const FOUNDER_STORY = {
  title: 'Meet the Founder',
  subtitle: 'Why I built Steady, in my own words.',
  sections: [
    {
      heading: 'The version of me everyone saw',
      paragraphs: [
        'For most of my twenties and early thirties, I was the reliable one. Good job, always up for a game on Sunday, the guy people called when their car broke down. If you\'d asked me how I was doing, I\'d have said "busy, but good" without thinking about it.',
        "What nobody saw was the other version. The one lying awake at three in the morning running through every mistake I'd ever made. The one who needed a few beers every night to switch off, and who snapped at the people he loved over nothing. I didn't have a word for it. I just thought this was what being an adult felt like.",
      ],
    },
    {
      heading: 'The year it caught up with me',
      paragraphs: [
        'It came to a head in a year when a lot went wrong at once: a job that was grinding me down, money worries, and a relationship ending. I kept going the only way I knew how, by working harder and saying less. Eventually I stopped sleeping properly, stopped returning calls, and stopped enjoying anything at all.',
        "The turning point wasn't dramatic. A friend I'd known since school sat next to me in his truck one evening and asked, \"How are you actually doing?\" and then waited. I don't know why that time was different, but I told him. It was the first time I'd said any of it out loud, and it felt like putting down something I'd been carrying for years.",
      ],
    },
    {
      heading: 'What helped',
      paragraphs: [
        'That conversation got me to a doctor, and the doctor got me to a therapist. Therapy was not what I expected: less lying on a couch, more practical work on how I handled stress, sleep and anger. I learned slow breathing for the nights my mind raced. I started walking every morning. I began writing down what was bothering me instead of carrying it around.',
        "None of it was magic, and I still have hard weeks. But I stopped feeling like I was the only man who had ever felt this way. I wasn't. Men die by suicide at around three and a half times the rate of women, and far fewer of us ever ask for help. For years I was one of the men who didn't ask.",
      ],
    },
    {
      heading: 'Why Steady exists',
      paragraphs: [
        "The hardest part for me was the first step. I wasn't ready to call a hotline, book a therapist or tell my family. I needed something in between: somewhere private and free, where I could get my thoughts in order at two in the morning without anyone knowing my name.",
        "That's what Steady is. An AI companion you can talk to without an account. Breathing exercises that work when your chest is tight. A journal that stays on your own device. Short, honest reading about stress, sleep, work and anger, written for men. And, when you're ready, clear directions to real people who can help.",
        "Steady is not a therapist, and it never pretends to be one. It's a first step. If it helps one guy say the thing out loud a little sooner than I did, it was worth building.",
      ],
    },
    {
      heading: 'A promise about your privacy',
      paragraphs: [
        "I built Steady the way I would have needed it. Your conversations are never stored. You don't need an account. There are no ads and no trackers, and nothing you share here is sold to anyone. That isn't a feature; it's the whole point.",
      ],
    },
  ],
  signOff:
    "If you're reading this at a hard moment: you're not weak, and you're not alone. Start small. Start today. — The founder",
};
