// Resources page data. Every link is external and opens in a new tab.

export type ExternalLink = { title: string; description: string; url: string };

export const MYTHS: readonly { myth: string; truth: string }[] = [
  {
    myth: 'Asking for help is a sign of weakness.',
    truth:
      'It takes strength to admit something is wrong and do something about it. Getting support early is what people who handle hard times well actually do.',
  },
  {
    myth: "Talking about it won't change anything.",
    truth:
      'Talking therapies are among the best-tested treatments for depression and anxiety, and simply saying a problem out loud often makes it feel more manageable.',
  },
  {
    myth: "Mental health problems don't happen to men like me.",
    truth:
      'About 1 in 8 men experience depression or anxiety. They affect men of every job, age and background, and they often show up as anger, exhaustion or drinking more.',
  },
];

export const CRISIS_RESOURCES: readonly ExternalLink[] = [
  {
    title: '988 Suicide & Crisis Lifeline',
    description: 'Call or text 988, or chat online. Free, confidential, 24/7 in the US.',
    url: 'https://988lifeline.org/',
  },
  {
    title: 'Crisis Text Line',
    description: 'Text HOME to 741741 to reach a trained crisis counselor by text, 24/7.',
    url: 'https://www.crisistextline.org/',
  },
  {
    title: 'Veterans Crisis Line',
    description:
      'For veterans, service members and their families: call 988 and press 1, or text 838255.',
    url: 'https://www.veteranscrisisline.net/',
  },
];

export const SELF_HELP_RESOURCES: readonly ExternalLink[] = [
  {
    title: 'HeadsUpGuys',
    description:
      'Practical tips, stories and a self-check on depression in men, from the University of British Columbia.',
    url: 'https://headsupguys.org/',
  },
  {
    title: 'NIMH: Caring for Your Mental Health',
    description:
      'Plain-language self-care guidance from the US National Institute of Mental Health.',
    url: 'https://www.nimh.nih.gov/health/topics/caring-for-your-mental-health',
  },
  {
    title: 'NHS Every Mind Matters',
    description: 'Free expert advice and a short quiz to build your own mental health action plan.',
    url: 'https://www.nhs.uk/every-mind-matters/',
  },
];

export const THERAPIST_FINDERS: readonly ExternalLink[] = [
  {
    title: 'Psychology Today Therapist Finder',
    description:
      "Search therapists near you by location, insurance and specialty, including men's issues.",
    url: 'https://www.psychologytoday.com/us/therapists',
  },
  {
    title: 'FindTreatment.gov (SAMHSA)',
    description:
      'The US government’s confidential locator for mental health and substance use treatment.',
    url: 'https://findtreatment.gov/',
  },
];
