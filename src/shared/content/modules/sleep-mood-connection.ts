import type { LearningModule } from './module-types';
import { moduleSummary } from './catalogue';
import { sourcesSection } from './sources';

export const sleepMoodConnection: LearningModule = {
  ...moduleSummary('sleep-mood-connection'),
  content: `
<p>Most men treat sleep as the thing you cut when life gets busy. It feels like a fair trade: an hour less in bed for an hour more of work, gaming or scrolling. But sleep is not downtime for your brain. It is when your brain does some of its most important maintenance, and your mood depends on it.</p>

<h2>How sleep and mood feed each other</h2>
<p>After a short night, the part of the brain that reacts to threats becomes more sensitive, while the part that keeps reactions in check works less well. That is why small annoyances feel huge when you are tired, and why you snap more easily.</p>
<p>The link runs both ways. Stress, worry and low mood make it harder to fall asleep and stay asleep. Poor sleep then makes stress and low mood harder to handle. Left alone, the two can pull each other down for weeks. Long-term sleep problems are linked with a higher risk of depression and anxiety, and trouble sleeping is often one of the first signs that someone is struggling.</p>
<p>The good news is that the loop also works in reverse. Improving sleep is one of the most reliable ways to lift mood and steady your temper.</p>

<h2>How much is enough?</h2>
<p>The CDC recommends that adults get <strong>at least 7 hours</strong> of sleep a night. Around a third of US adults regularly get less. Needing an alarm, a coffee and a second coffee to function is common, but it is not a sign of toughness. It is a sign of a sleep debt.</p>

<h2>Habits that make a real difference</h2>
<h3>Keep a steady wake-up time</h3>
<p>Getting up at the same time every day, weekends included, is the single most powerful signal you can give your body clock. Bedtime tends to sort itself out once wake-up is fixed.</p>
<h3>Get daylight early</h3>
<p>Ten to twenty minutes outside in the morning helps set your internal clock, so you feel sleepy at the right time in the evening.</p>
<h3>Set a caffeine cut-off</h3>
<p>Caffeine stays in your system for hours. Try having your last coffee, energy drink or cola by early afternoon.</p>
<h3>Go easy on the nightcap</h3>
<p>Alcohol can help you drop off, but it breaks up sleep later in the night and cuts the deep, restoring stages. You wake less rested, and often in a worse mood.</p>
<h3>Build a wind-down</h3>
<p>Give yourself 30 to 60 minutes before bed with lower lights and no work email. Reading, a shower, stretching or a breathing exercise all tell your body the day is over.</p>
<h3>Keep the bed for sleep</h3>
<p>If you have been lying awake for what feels like 20 minutes, get up, go somewhere dim and do something quiet until you feel sleepy again. This stops your brain linking the bed with frustration.</p>
<h3>Park your worries</h3>
<p>If your mind races at night, write down what is on it earlier in the evening, with one next step for each item. Your brain is more willing to let go of a problem once it is written down somewhere safe.</p>

<h2>When to talk to a doctor</h2>
<ul>
  <li>You have struggled to sleep three or more nights a week for three months or longer. Cognitive behavioral therapy for insomnia (CBT-I) works well and is usually recommended before sleeping pills.</li>
  <li>You snore loudly, someone has noticed you stop breathing in your sleep, or you are very sleepy during the day. These can be signs of sleep apnea, which is more common in men and is treatable.</li>
  <li>Poor sleep comes with low mood, loss of interest or feelings of hopelessness that last more than two weeks.</li>
</ul>

<h2>Key takeaways</h2>
<ul>
  <li>Sleep and mood are tied together: improving one usually helps the other.</li>
  <li>Aim for at least 7 hours, with the same wake-up time every day.</li>
  <li>Daylight, less caffeine and alcohol, and a wind-down routine are the habits that count most.</li>
</ul>

${sourcesSection([
  {
    body: 'Centers for Disease Control and Prevention (CDC)',
    title: 'About Sleep',
    url: 'https://www.cdc.gov/sleep/about/index.html',
  },
  {
    body: 'National Heart, Lung, and Blood Institute (NIH)',
    title: 'Sleep Deprivation and Deficiency',
    url: 'https://www.nhlbi.nih.gov/health/sleep-deprivation',
  },
  {
    body: 'NHS',
    title: 'How to get to sleep',
    url: 'https://www.nhs.uk/live-well/sleep-and-tiredness/how-to-get-to-sleep/',
  },
  {
    body: 'Mayo Clinic',
    title: 'Sleep tips: 6 steps to better sleep',
    url: 'https://www.mayoclinic.org/healthy-lifestyle/adult-health/in-depth/sleep/art-20048379',
  },
])}
`,
};
