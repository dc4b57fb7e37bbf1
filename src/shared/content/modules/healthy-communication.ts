import type { LearningModule } from './module-types';
import { moduleSummary } from './catalogue';
import { sourcesSection } from './sources';

export const healthyCommunication: LearningModule = {
  ...moduleSummary('healthy-communication'),
  content: `
<p>A lot of men were raised to keep things to themselves. Handle it, don't make a fuss, don't burden anyone. That habit can look like strength from the outside, but it often leaves you carrying more than you need to, and it can leave the people close to you guessing.</p>
<p>Healthy communication is not about becoming someone who talks about feelings all day. It is a set of practical skills: saying what you need clearly, listening well, and handling disagreement without it turning into a fight or a cold war. Like any skill, it gets easier with practice.</p>

<h2>Why it matters</h2>
<p>Strong relationships are one of the best protections for mental health that we know of. People who feel connected to others cope better with stress, recover faster from setbacks and live longer. Talking things through also helps you think more clearly: problems that feel huge in your head often shrink once they are said out loud.</p>

<h2>Saying what is going on</h2>
<h3>Start small</h3>
<p>You do not need the perfect words or a big sit-down talk. A simple opener is enough:</p>
<ul>
  <li>"Have you got a minute? Something's been on my mind."</li>
  <li>"I've been finding things harder than usual lately."</li>
  <li>"I'm not after advice, I just need to get this off my chest."</li>
</ul>
<p>Many men find it easier to talk side by side rather than face to face: on a walk, in the car, while fixing something or watching a game. There is less pressure when you are not staring at each other.</p>
<h3>Use "I" statements</h3>
<p>When something bothers you, describe your experience instead of the other person's faults. Compare:</p>
<ul>
  <li>"You never listen to me." (This invites a defense.)</li>
  <li>"I feel brushed off when I'm talking and you're on your phone." (This invites a conversation.)</li>
</ul>
<p>A useful shape is: <strong>"I feel ___ when ___, and I'd like ___."</strong> It is specific, it is honest, and it points towards a fix.</p>
<h3>Be direct about what you need</h3>
<p>People are not mind readers. "I need a quiet hour when I get home before we talk about the day" is far more useful than hoping they will work it out. Being assertive means stating your needs clearly and respectfully, without either bottling them up or steamrolling the other person.</p>

<h2>Listening so people feel heard</h2>
<p>Good communication is at least half listening. When someone comes to you with a problem, the urge to fix it straight away is strong. Often, what they want first is to be understood.</p>
<ul>
  <li><strong>Put the phone down</strong> and face them. Attention is the message.</li>
  <li><strong>Reflect back</strong> what you heard: "So it sounds like work has been piling up and nobody's noticed."</li>
  <li><strong>Ask before advising</strong>: "Do you want ideas, or do you just want to vent?"</li>
  <li><strong>Ask open questions</strong> that cannot be answered with yes or no: "What's been the hardest part?"</li>
  <li><strong>Let silences sit.</strong> People often say the important thing after a pause.</li>
</ul>

<h2>Handling conflict without damage</h2>
<p>Disagreement is normal in any close relationship. What matters is how it is handled.</p>
<h3>Check the timing</h3>
<p>Hard conversations go badly when either of you is hungry, angry, lonely or tired. If that is the case, agree on a better time: "This matters to me. Can we talk about it after dinner?"</p>
<h3>Stick to one issue</h3>
<p>Dragging in every past grievance turns a solvable problem into a trial. Deal with the thing in front of you.</p>
<h3>Take a break when it overheats</h3>
<p>If your heart is pounding and you are raising your voice, you are no longer problem-solving. Say so, and agree to come back to it: "I'm getting too worked up. I'm going to take twenty minutes and then I want to finish this." Then actually come back.</p>
<h3>Repair afterwards</h3>
<p>Every couple, family and friendship has rough moments. The strong ones have repair: owning your part, a genuine apology without a "but", and a plan for next time. "I was out of line earlier. I was stressed about work and took it out on you. I'm sorry."</p>

<h2>Talking to a mate who seems to be struggling</h2>
<p>If a friend has gone quiet, seems off or is drinking more, it is okay to ask. You do not need to be an expert.</p>
<ul>
  <li>Ask twice: "How are you doing? No, really, how are you doing?"</li>
  <li>Listen more than you talk, and do not rush to cheer him up.</li>
  <li>Ask directly if you are worried about his safety. Asking about suicide does not put the idea in someone's head; it gives them permission to be honest.</li>
  <li>Help him take a next step: a doctor, a counselor, or calling or texting 988 together.</li>
  <li>Check in again a few days later.</li>
</ul>

<h2>Practice this week</h2>
<ul>
  <li>Use one "I feel ___ when ___" sentence in a real conversation.</li>
  <li>In your next conversation, reflect back what you heard once before giving your view.</li>
  <li>Message one friend you have not spoken to in a while.</li>
</ul>

${sourcesSection([
  {
    body: 'Mayo Clinic',
    title: 'Being assertive: Reduce stress, communicate better',
    url: 'https://www.mayoclinic.org/healthy-lifestyle/stress-management/in-depth/assertive/art-20044644',
  },
  {
    body: 'NHS',
    title: '5 steps to mental wellbeing',
    url: 'https://www.nhs.uk/mental-health/self-help/guides-tools-and-activities/five-steps-to-mental-wellbeing/',
  },
  {
    body: 'National Institute of Mental Health (NIMH)',
    title: 'Caring for Your Mental Health',
    url: 'https://www.nimh.nih.gov/health/topics/caring-for-your-mental-health',
  },
  {
    body: '988 Suicide & Crisis Lifeline',
    title: 'Help Someone Else',
    url: 'https://988lifeline.org/help-someone-else/',
  },
])}
`,
};
