import type { LearningModule } from './module-types';
import { moduleSummary } from './catalogue';
import { sourcesSection } from './sources';

export const angerManagement: LearningModule = {
  ...moduleSummary('anger-management'),
  content: `
<p>Anger is a normal, healthy emotion. It tells you that something feels unfair, threatening or wrong, and it gives you the energy to deal with it. The problem is never the feeling itself. The problem is what happens when anger comes too often, too strongly, or comes out in ways that hurt you or the people around you.</p>
<p>For many men, anger is also the one emotion that feels allowed. Sadness, fear, shame and hurt can get converted into anger before we have even noticed them. Learning to manage anger is partly about learning what is underneath it.</p>

<h2>What is underneath anger</h2>
<p>Anger is often a <strong>secondary emotion</strong>: a reaction to something more vulnerable. Next time you feel it, ask yourself whether any of these are also there:</p>
<ul>
  <li><strong>hurt</strong>: feeling disrespected, ignored or let down;</li>
  <li><strong>fear</strong>: worry about money, your health, your job or losing someone;</li>
  <li><strong>shame</strong>: feeling you have failed or been shown up;</li>
  <li><strong>helplessness</strong>: feeling stuck in a situation you cannot control;</li>
  <li><strong>exhaustion</strong>: running on too little sleep and too much stress.</li>
</ul>
<p>Naming the feeling underneath does not make the anger wrong. It gives you a better idea of what actually needs fixing.</p>

<h2>Know your warning signs</h2>
<p>Anger builds in stages. The earlier you catch it, the more choice you have. Common early signs are:</p>
<ul>
  <li>a faster heartbeat, heat in your face or neck, clenched fists or jaw;</li>
  <li>tight shoulders and shallow breathing;</li>
  <li>thoughts like "he's doing this on purpose" or "I'm not having this";</li>
  <li>raising your voice, pacing, or going very quiet and cold.</li>
</ul>
<p>Think of anger as a scale from 1 to 10. At 3 or 4 you can still think clearly and choose what to do. By 8 or 9 the thinking part of your brain has largely gone offline, and you are acting on instinct. The techniques below work best when you use them early.</p>

<h2>Techniques for the moment</h2>
<h3>Take a time-out</h3>
<p>Leaving a heated situation is not losing. It is the single most effective way to stop things getting worse. Agree on the plan in advance with the people close to you, so they know what is happening:</p>
<ul>
  <li>Say it calmly: "I'm getting too angry. I'm taking a break and I'll be back in 30 minutes."</li>
  <li>Go somewhere else. Walk, breathe, do something physical.</li>
  <li>Avoid replaying the argument, driving, or drinking while you cool down.</li>
  <li>Come back when you said you would and pick up the conversation calmly.</li>
</ul>
<h3>Slow your breathing</h3>
<p>Breathe in through your nose for a count of 4 and out slowly through your mouth for a count of 6 to 8. A long out-breath is a direct signal to your nervous system to stand down. A few minutes of this can bring you from an 8 back to a 5.</p>
<h3>Buy yourself ten seconds</h3>
<p>Counting slowly to ten, or taking a sip of water before you reply, creates a gap between the trigger and your response. That gap is where control lives.</p>
<h3>Move your body</h3>
<p>Anger floods you with energy. A brisk walk, a run or a set of push-ups gives it somewhere to go that does not involve people or property.</p>
<h3>Change the words in your head</h3>
<p>Angry thinking tends to be extreme: "always", "never", "ruined". Try swapping in more accurate words: "This is frustrating, but it isn't the end of the world." "He was late again, and I'm going to talk to him about it."</p>

<h2>Techniques for the long run</h2>
<h3>Say it, don't show it</h3>
<p>Once you are calm, express what bothered you directly and respectfully, using "I" statements: "I felt disrespected when the plan changed without anyone asking me." This is how anger gets a problem solved rather than a relationship damaged.</p>
<h3>Solve the problem that keeps coming up</h3>
<p>If the same thing makes you angry every week, such as the morning rush, a colleague or money arguments, treat it as a problem to solve. Write it down, list some options and try one. Sometimes the answer is changing the situation, not just your reaction to it.</p>
<h3>Look after the basics</h3>
<p>Tired, hungry, stressed and hungover people have shorter fuses. Sleep, regular meals, exercise and cutting back on alcohol all raise the threshold at which anger takes over.</p>
<h3>Let go of grudges</h3>
<p>Holding on to old resentments keeps you in a low-level state of anger all the time. Forgiving someone does not mean pretending it was fine. It means deciding to stop letting it run your day.</p>
<h3>Use humor carefully</h3>
<p>Seeing the funny side can take the heat out of a situation, but sarcasm aimed at someone else usually pours fuel on it.</p>

<h2>When anger is a problem</h2>
<p>It is time to get support if:</p>
<ul>
  <li>your anger is damaging your relationships, your work or your health;</li>
  <li>people around you seem wary of you, or walk on eggshells;</li>
  <li>you have broken things, driven dangerously or got into fights;</li>
  <li>you regularly feel out of control or ashamed after you calm down;</li>
  <li>you are using alcohol or drugs to manage how you feel.</li>
</ul>
<p>Anger management courses and talking therapies such as cognitive behavioral therapy (CBT) are effective, and many men find them practical and down to earth. A doctor can point you to local options.</p>
<p><strong>If you have hurt someone, or you are worried you might</strong>, reach out for help now. In the US, the National Domestic Violence Hotline (call 1-800-799-7233) also supports people who want to change their own behavior. If anyone is in immediate danger, call 911.</p>

<h2>Key takeaways</h2>
<ul>
  <li>Anger is normal. What matters is catching it early and choosing what you do with it.</li>
  <li>Time-outs, slow breathing, movement and a pause before replying work in the moment.</li>
  <li>Sleep, less alcohol, solving recurring problems and saying what bothers you calmly reduce anger over time.</li>
</ul>

${sourcesSection([
  {
    body: 'American Psychological Association (APA)',
    title: 'Control anger before it controls you',
    url: 'https://www.apa.org/topics/anger/control',
  },
  {
    body: 'Mayo Clinic',
    title: 'Anger management: 10 tips to tame your temper',
    url: 'https://www.mayoclinic.org/healthy-lifestyle/adult-health/in-depth/anger-management/art-20045434',
  },
  {
    body: 'NHS',
    title: 'Get help with anger',
    url: 'https://www.nhs.uk/mental-health/feelings-symptoms-behaviours/feelings-and-symptoms/anger/',
  },
  {
    body: 'National Domestic Violence Hotline',
    title: 'Get help',
    url: 'https://www.thehotline.org/get-help/',
  },
])}
`,
};
