import type { LearningModule } from './module-types';
import { moduleSummary } from './catalogue';
import { sourcesSection } from './sources';

export const exerciseMentalHealth: LearningModule = {
  ...moduleSummary('exercise-mental-health'),
  content: `
<p>You have probably noticed that you feel better after a walk, a game or a session at the gym. That is not just in your head, or rather, it is exactly in your head. Physical activity changes how your brain works, and it is one of the best-supported things you can do for your mental health.</p>

<h2>What exercise does for your mind</h2>
<p>Regular physical activity has been shown to:</p>
<ul>
  <li><strong>ease symptoms of depression and anxiety</strong>; for mild to moderate depression, structured exercise can help about as much as other first-line treatments for some people;</li>
  <li><strong>reduce stress</strong> by burning off stress hormones and giving your body the physical outlet the fight-or-flight response was preparing for;</li>
  <li><strong>improve sleep</strong>, helping you fall asleep faster and sleep more deeply;</li>
  <li><strong>sharpen thinking</strong> and memory, and protect the brain as you age;</li>
  <li><strong>build confidence</strong> through small, visible wins: lifting more, running further, feeling stronger.</li>
</ul>
<p>There are also indirect benefits. Exercise gets you out of the house, gives structure to your week, and often puts you around other people, all of which protect mood.</p>

<h2>How much is enough?</h2>
<p>The CDC and the World Health Organization recommend that adults aim for:</p>
<ul>
  <li><strong>150 minutes a week of moderate activity</strong> (brisk walking, cycling, mowing the lawn), or <strong>75 minutes of vigorous activity</strong> (running, basketball, hard cycling), or a mix of the two; and</li>
  <li><strong>muscle-strengthening activity on at least 2 days a week</strong> (weights, bodyweight exercises, heavy gardening).</li>
</ul>
<p>That sounds like a lot, but 150 minutes is about 20 minutes a day. And here is the important part: <strong>some is better than none</strong>. Even short bouts count, and people who go from doing nothing to doing a little see some of the biggest gains.</p>
<p>"Moderate" means you are breathing harder and warmer, but can still talk. "Vigorous" means you can only say a few words before pausing for breath.</p>

<h2>Starting when you do not feel like it</h2>
<p>When you are low, stressed or exhausted, exercise is the first thing to go. Motivation usually follows action rather than the other way around, so the trick is to make starting as easy as possible.</p>
<h3>Make it small</h3>
<p>Commit to ten minutes. A walk around the block counts. If you feel like carrying on after ten minutes, great; if not, you have still kept your promise to yourself.</p>
<h3>Attach it to something you already do</h3>
<p>Walk after lunch, do push-ups while the coffee brews, cycle to work one day a week. Linking activity to an existing habit means you do not have to rely on willpower.</p>
<h3>Put it in the calendar</h3>
<p>Treat a workout like a meeting. If it is on the calendar, it is more likely to happen.</p>
<h3>Bring someone along</h3>
<p>Training with a friend, joining a pickup league or a running club adds accountability and connection. For a lot of men, the conversation on the walk home matters as much as the exercise.</p>
<h3>Choose something you actually enjoy</h3>
<p>The best exercise is the one you will keep doing. If you hate running, do not run. Try swimming, climbing, boxing, hiking, dancing or martial arts until something sticks.</p>
<h3>Get outside when you can</h3>
<p>Activity in green spaces, such as parks, trails and open water, seems to give an extra lift to mood compared with the same effort indoors.</p>

<h2>Strength training counts too</h2>
<p>Cardio gets most of the attention, but resistance training has its own strong evidence for reducing symptoms of depression and anxiety. You do not need a gym: squats, push-ups, lunges and planks at home, twice a week, are a solid start. Focus on good form and gradual progress.</p>

<h2>A healthy relationship with exercise</h2>
<p>Exercise should support your mental health, not become another source of pressure. Watch for:</p>
<ul>
  <li>using training to punish yourself, or feeling guilty every time you miss a session;</li>
  <li>training through injury or pain because stopping feels like failure;</li>
  <li>exercise crowding out sleep, relationships or rest days;</li>
  <li>supplements or substances that promise fast results; many carry real risks to mood and health.</li>
</ul>
<p>Rest days are part of training. Your body gets stronger while it recovers, not while it works.</p>

<h2>A simple four-week starter plan</h2>
<ul>
  <li><strong>Week 1:</strong> a 10-minute brisk walk on 5 days.</li>
  <li><strong>Week 2:</strong> 15-minute walks on 5 days, plus one short bodyweight session (2 rounds of 10 squats, 5 to 10 push-ups and a 20-second plank).</li>
  <li><strong>Week 3:</strong> 20-minute walks or bike rides on 5 days, plus two bodyweight sessions.</li>
  <li><strong>Week 4:</strong> keep it up, and swap one walk for something new you want to try.</li>
</ul>
<p>Notice how you feel before and after each session. Many men find that noticing the mood lift is what keeps them going.</p>

<h2>A note on safety</h2>
<p>If you have a heart condition, chest pain, dizziness, high blood pressure or another health condition, or if you have been inactive for a long time, check with a doctor before starting anything strenuous. And while exercise is powerful, it is not a replacement for professional help if you are dealing with depression or anxiety that is not lifting. It works best alongside other support.</p>

<h2>Key takeaways</h2>
<ul>
  <li>Exercise eases depression, anxiety and stress, and improves sleep and confidence.</li>
  <li>Aim for 150 minutes of moderate activity and two strength sessions a week, but anything is better than nothing.</li>
  <li>Start small, make it social, and pick something you enjoy.</li>
</ul>

${sourcesSection([
  {
    body: 'Centers for Disease Control and Prevention (CDC)',
    title: 'Adult Activity: An Overview',
    url: 'https://www.cdc.gov/physical-activity-basics/guidelines/adults.html',
  },
  {
    body: 'World Health Organization (WHO)',
    title: 'Physical activity fact sheet',
    url: 'https://www.who.int/news-room/fact-sheets/detail/physical-activity',
  },
  {
    body: 'NHS',
    title: 'Exercise for depression',
    url: 'https://www.nhs.uk/mental-health/self-help/guides-tools-and-activities/exercise-for-depression/',
  },
  {
    body: 'Mayo Clinic',
    title: 'Depression and anxiety: Exercise eases symptoms',
    url: 'https://www.mayoclinic.org/diseases-conditions/depression/in-depth/depression-and-exercise/art-20046495',
  },
])}
`,
};
