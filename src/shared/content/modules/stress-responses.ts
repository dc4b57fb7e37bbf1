import type { LearningModule } from './module-types';
import { moduleSummary } from './catalogue';
import { sourcesSection } from './sources';

export const stressResponses: LearningModule = {
  ...moduleSummary('stress-responses'),
  content: `
<p>Stress is not a weakness and it is not all in your head. It is a body-wide reaction that kept our ancestors alive, and it still switches on every time your brain decides something matters and might go wrong. A deadline, a tense conversation, a bill you cannot pay, a near miss on the highway: to your nervous system, they can all look like the same kind of threat.</p>
<p>Knowing what that reaction is, and what it is for, makes it much easier to work with instead of against.</p>

<h2>What happens in your body</h2>
<p>When your brain spots a threat, it sets off an alarm. Within seconds your adrenal glands release adrenaline, and a little later cortisol. Together they:</p>
<ul>
  <li>speed up your heart and breathing to get more oxygen to your muscles;</li>
  <li>tighten your muscles, especially in the neck, shoulders, jaw and back;</li>
  <li>release stored sugar into your blood for quick energy;</li>
  <li>narrow your attention onto the problem in front of you;</li>
  <li>put digestion, repair and sleep on hold, because they can wait.</li>
</ul>
<p>This is often called the <strong>fight-or-flight</strong> response. There is a third option too: <strong>freeze</strong>, when you go blank, numb or stuck. None of these is a choice. They are automatic, and they are your body trying to protect you.</p>

<h2>Short bursts help, constant alarms hurt</h2>
<p>In short bursts, stress is useful. It sharpens focus before a match, a presentation or a job interview. Once the moment passes, a healthy system switches the alarm off and you settle again.</p>
<p>The trouble starts when the alarm never switches off. Money worries, a job you dread, caring for someone, a relationship under strain: these do not end when the whistle blows. When stress becomes chronic, the same chemicals that help in an emergency start to wear you down. Public-health bodies link long-term stress with poor sleep, headaches, stomach problems, high blood pressure, a weaker immune system, and a higher risk of anxiety and depression.</p>

<h2>How stress often shows up in men</h2>
<p>Many men do not describe themselves as "stressed". They notice other things first:</p>
<ul>
  <li>a short fuse: snapping at your partner, your kids or other drivers;</li>
  <li>trouble sleeping, or waking at 4 a.m. with your mind already racing;</li>
  <li>drinking a bit more, or needing a drink to switch off;</li>
  <li>tight shoulders, a clenched jaw, headaches or an upset stomach;</li>
  <li>pulling away from friends, or losing interest in things you used to enjoy;</li>
  <li>working longer and longer hours while getting less done.</li>
</ul>
<p>If a few of these sound familiar, your body may have been running on alarm mode for a while. That is worth taking seriously, the same way you would take a warning light on a dashboard seriously.</p>

<h2>Practical ways to turn the alarm down</h2>
<h3>1. Breathe out longer than you breathe in</h3>
<p>Slow breathing is one of the few direct controls you have over your nervous system. A long out-breath signals to your body that the danger has passed. Try breathing in through your nose for 4 seconds and out slowly for 6 to 8 seconds, for two or three minutes. The breathing exercises in Steady walk you through this.</p>
<h3>2. Name it</h3>
<p>Saying to yourself "this is stress, my body is getting ready for a fight" sounds simple, but putting a label on what you feel helps your thinking brain catch up with your alarm system. It turns a vague sense of threat into a problem you can look at.</p>
<h3>3. Move it</h3>
<p>Stress hormones prepare you for physical action. Giving your body that action helps use them up. A brisk ten-minute walk, a few flights of stairs or a short workout can take the edge off faster than sitting and stewing.</p>
<h3>4. Watch the quick fixes</h3>
<p>Caffeine, nicotine and alcohol can feel like they help, but they keep the body on edge or disturb sleep, which leaves you with less capacity the next day. Cutting back, especially in the evening, is one of the most useful changes you can make.</p>
<h3>5. Shrink the problem</h3>
<p>Write down what is on your mind. Split it into what you can control, what you can influence, and what you cannot change. Pick one small action from the first list and do it today. Progress, however small, tells your brain the threat is being handled.</p>
<h3>6. Talk to someone</h3>
<p>Stress shrinks when it is shared. You do not need to pour your heart out: "I've had a rough few weeks at work" is enough to start. A friend, a partner, a brother, a colleague you trust, or the Steady chat are all places to begin.</p>

<h2>When to get more help</h2>
<p>Talk to a doctor or a mental-health professional if stress has lasted for weeks, if it is affecting your work, sleep or relationships, if you are relying on alcohol or other substances to cope, or if you feel hopeless. Those are signs that you deserve more support, not signs that you have failed.</p>
<p>If you ever have thoughts of harming yourself, call or text 988 in the US, or your local emergency number, straight away.</p>

<h2>Key takeaways</h2>
<ul>
  <li>The stress response is automatic and protective. Having it does not make you weak.</li>
  <li>Short bursts help you perform; stress that never switches off wears down body and mind.</li>
  <li>Long out-breaths, movement, less caffeine and alcohol, and talking are proven ways to turn it down.</li>
</ul>

${sourcesSection([
  {
    body: 'National Institute of Mental Health (NIMH)',
    title: "I'm So Stressed Out! Fact Sheet",
    url: 'https://www.nimh.nih.gov/health/publications/so-stressed-out-fact-sheet',
  },
  {
    body: 'American Psychological Association (APA)',
    title: 'Stress effects on the body',
    url: 'https://www.apa.org/topics/stress/body',
  },
  {
    body: 'NHS',
    title: 'Stress',
    url: 'https://www.nhs.uk/mental-health/feelings-symptoms-behaviours/feelings-and-symptoms/stress/',
  },
  {
    body: 'Mayo Clinic',
    title: 'Chronic stress puts your health at risk',
    url: 'https://www.mayoclinic.org/healthy-lifestyle/stress-management/in-depth/stress/art-20046037',
  },
])}
`,
};
