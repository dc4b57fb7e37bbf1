import type { LearningModule } from './module-types';
import { moduleSummary } from './catalogue';
import { sourcesSection } from './sources';

export const workStress: LearningModule = {
  ...moduleSummary('work-stress'),
  content: `
<p>For many men, work is more than a paycheck. It is where we prove ourselves, provide for others and measure whether we are doing all right. That is exactly why work stress hits so hard, and why it is so easy to let it run unchecked until something gives.</p>

<h2>Pressure, stress and burnout</h2>
<p>Some pressure at work is healthy. A challenge you can meet, with the right tools and some say in how you do it, is motivating. Stress builds when the demands on you keep outrunning the time, resources and control you have. When that goes on for months, it can tip into burnout.</p>
<p>The World Health Organization describes burnout as the result of chronic workplace stress that has not been successfully managed. It has three signs:</p>
<ul>
  <li><strong>exhaustion</strong>: feeling drained, with nothing left in the tank even after a weekend off;</li>
  <li><strong>distance</strong>: feeling cynical or negative about your job, or simply not caring any more;</li>
  <li><strong>reduced effectiveness</strong>: working longer but achieving less, and doubting you are any good at it.</li>
</ul>
<p>Other warning signs include Sunday-night dread, trouble switching off, drinking to unwind most evenings, frequent colds or headaches, and snapping at people at home.</p>

<h2>What tends to cause it</h2>
<p>Research on workplace stress points to the same handful of causes again and again: too much work for the time available, little control over how you do it, unclear expectations, poor support from managers, unfair treatment, and job insecurity. Knowing which of these applies to you helps you aim your efforts in the right place.</p>

<h2>Practical steps that help</h2>
<h3>Draw a line at the end of the day</h3>
<p>Decide when your working day ends and make a small ritual of it: write tomorrow's top three tasks, close the laptop, change clothes, go for a short walk. A clear finish helps your brain stop treating home as an extension of the office.</p>
<h3>Pick three priorities</h3>
<p>When everything feels urgent, nothing gets your best effort. Each morning, choose the three tasks that would make the day a success and protect time for them before email and messages take over.</p>
<h3>Take real breaks</h3>
<p>Short breaks away from the screen restore focus. Eat lunch away from your desk when you can, and use your holiday time. Working through every break is not dedication; it is running on empty.</p>
<h3>Talk to your manager with specifics</h3>
<p>"I'm stressed" is easy to brush aside. "I have five projects due this month and can deliver three well. Which two can move?" is a problem your manager can solve. Come with the facts and a suggestion.</p>
<h3>Use the support on offer</h3>
<p>Many employers offer an Employee Assistance Program (EAP) with free, confidential counseling. It is there to be used, and your manager does not find out that you called.</p>
<h3>Keep something that is not work</h3>
<p>If your job is your whole identity, a bad week at work becomes a bad week at being you. Protect time for the people, sport, hobbies and rest that remind you who you are outside of your job title.</p>

<h2>When the problem is bigger than your habits</h2>
<p>Sometimes the job itself is the problem: a toxic culture, an impossible workload, bullying, or a role that no longer fits. Coping strategies help, but they cannot fix a situation that is fundamentally wrong. It is not failure to raise a formal concern, ask for a move, or start looking elsewhere.</p>
<p>Losing a job or facing money trouble is one of the heaviest stresses a man can carry. If that is where you are, you are not alone, and it is worth talking to someone early rather than late.</p>

<h2>When to get help</h2>
<p>See a doctor or mental-health professional if you have felt exhausted, hopeless or numb for more than a couple of weeks, if you are relying on alcohol to get through, or if work stress is harming your health or relationships. If you ever feel you cannot go on, call or text 988 in the US, or your local emergency number.</p>

<h2>Key takeaways</h2>
<ul>
  <li>Burnout comes from chronic stress that is not managed: exhaustion, cynicism and feeling ineffective.</li>
  <li>A clear end to the day, three priorities, real breaks and specific conversations with your manager make a real difference.</li>
  <li>If the job itself is the problem, changing the situation is a legitimate answer.</li>
</ul>

${sourcesSection([
  {
    body: 'World Health Organization (WHO)',
    title: 'Mental health at work',
    url: 'https://www.who.int/news-room/fact-sheets/detail/mental-health-at-work',
  },
  {
    body: 'World Health Organization (WHO)',
    title: 'Burn-out an "occupational phenomenon"',
    url: 'https://www.who.int/news/item/28-05-2019-burn-out-an-occupational-phenomenon-international-classification-of-diseases',
  },
  {
    body: 'American Psychological Association (APA)',
    title: 'Coping with stress at work',
    url: 'https://www.apa.org/topics/healthy-workplaces/work-stress',
  },
  {
    body: 'Mayo Clinic',
    title: 'Job burnout: How to spot it and take action',
    url: 'https://www.mayoclinic.org/healthy-lifestyle/adult-health/in-depth/burnout/art-20046642',
  },
])}
`,
};
