import { describe, expect, it } from 'vitest';
import { converse, withoutNote } from '../../../../../test/companion-support';
import { builtinReply } from './builtin-companion';
import { flowById, MENU } from './flows';

// Kinds of message fresh10's blind readers found it ducking (issue 16), in wording of our own:
// an exercise asked for without its name, plain questions about pills, the body and the app, and
// sentences that only look like questions.

const last = (replies: string[]) => withoutNote(replies.at(-1) ?? '');
const DODGE = /I don't know|rather not guess|can't answer it well|can't give you a good answer/;

describe('built-in companion: an exercise asked for without its name', () => {
  it('starts the one his words point to', () => {
    const sleep = last(
      converse('stress', ['can you talk me through something so i can nod off, alarm is at 5']),
    );
    expect(sleep).toContain(flowById('sleep').intro);
    const thought = last(
      converse('emotions', [
        'could you do that thing where you pick apart a thought? a mate mentioned it',
      ]),
    );
    expect(thought).toContain(flowById('thought-check').intro);
  });

  it('starts the one that fits what he said before, when this message names nothing', () => {
    const urge = last(
      converse('work', [
        'the minute i walk in from work i go straight for the beers, every single night',
        'is there something i can do in that moment? step by step like',
      ]),
    );
    expect(urge).toContain(flowById('urge').intro);
  });

  it('says what it can run when nothing points anywhere', () => {
    expect(last(converse('other', ['can you walk me through something']))).toContain(MENU);
  });

  it('does not hear "step by step" or "in the moment" told as a story as a request', () => {
    const reply = last(converse('work', ['taking it step by step with the new job']));
    expect(reply).not.toContain(MENU);
    expect(reply).not.toMatch(/Okay, (?:a|the)/);
  });
});

describe('built-in companion: plain questions it used to duck', () => {
  it('sends pills-with-a-drink to the pharmacist, without advising on the pills', () => {
    const reply = last(
      converse('stress', [
        'gp put me on sleeping tablets. am i ok having them after a couple of pints?',
      ]),
    );
    expect(reply).toMatch(/pharmacist/);
    expect(reply).not.toMatch(DODGE);
  });

  it('explains the shakes after a blow-up as the body, and says when to see a GP', () => {
    const reply = last(
      converse('emotions', [
        'after i shout at the lads my legs go weak and i feel queasy. is that adrenaline?',
      ]),
    );
    expect(reply).toMatch(/adrenaline/);
    expect(reply).toMatch(/GP/);
  });

  it('answers "would it be weird going to a counsellor" in either order', () => {
    for (const message of [
      'would it be weird for a guy like me to see a counsellor?',
      'is a counsellor over the top for a breakup?',
    ]) {
      const reply = last(converse('relationships', [message]));
      expect(reply, message).toMatch(/^Not (?:weird|overkill|daft)/);
    }
  });

  it('answers a privacy question asked as a statement, and warns about a work phone', () => {
    const reply = last(converse('stress', ['this app is private? im on my work phone']));
    expect(reply).toMatch(/isn't saved/);
    expect(reply).toMatch(/work phone/);
  });

  it('answers "did you see the match" as a program would', () => {
    const reply = last(converse('other', ['did you see the game last night?']));
    expect(reply).toMatch(/being a program/);
  });

  it('does not take "what\'s getting me is..." or a word he trails off to as a question', () => {
    for (const message of [
      'whats really eating me is the farm going to the bank',
      'im not down exactly. more... pointless? cant settle to anything',
    ]) {
      expect(last(converse('identity', [message])), message).not.toMatch(DODGE);
    }
  });
});

describe('built-in companion: inside an exercise, and what he counts', () => {
  it('answers a question asked with a tag mid-exercise, and keeps asides out of his summary', () => {
    const replies = converse('stress', [
      'walk me through getting to sleep would you',
      'the mortgage, the car, work',
      'side note did you catch the darts last night',
      'this all stays between us right?',
    ]).map(withoutNote);
    // Laughed along with only when he is laughing (fresh21: "Ha, fair enough" to a man making
    // excuses to an old army mate read as dismissive).
    expect(replies[2]).toMatch(/^Noted; we can come back to that/);
    expect(replies[3]).toMatch(/isn't saved/);
    expect(replies.join('\n')).not.toMatch(/summary[^]*darts/);
    const joking = converse('stress', [
      'walk me through getting to sleep would you',
      'the mortgage, the car, work',
      'side note the dog just ate my sock lol',
    ]).map(withoutNote);
    expect(joking[2]).toMatch(/^Ha, fair enough/);
  });

  it('reads energy drinks counted a day as caffeine, not drink', () => {
    const reply = last(
      converse('stress', ['couple of beers at the weekend. but 5 red bulls a day on shift']),
    );
    expect(reply).toMatch(/caffeine/);
    expect(reply).not.toMatch(/stopping all at once|withdraw/);
  });

  it('hears a question asked after a comma', () => {
    const reply = last(
      converse('stress', ['my brother swears by magnesium, is that any good for sleep']),
    );
    expect(reply).toMatch(/pharmacist/);
  });
});

describe('built-in companion: leave asked, then the real question', () => {
  it('answers the question that follows "can I ask something"', () => {
    const reply = last(
      converse('other', [
        'can i ask something random, how do people make friends at my age when you dont drink',
      ]),
    );
    expect(reply).not.toMatch(/^Of course/);
    expect(reply).toMatch(/every week|keep turning up/);
    expect(last(converse('other', ['can i vent for a sec']))).toMatch(/^Of course/);
  });
});

describe('built-in companion: years told', () => {
  it('speaks of stepping away only when he has stepped away, and only of his own years', () => {
    const still = last(
      converse('work', ['19 years at the depot and the new manager is a nightmare']),
    );
    expect(still).not.toMatch(/Stepping away/);
    const hers = last(
      converse('relationships', ['shes been at the school 30 years. i worry about her']),
    );
    expect(hers).not.toMatch(/30 years/);
    const gone = last(
      converse('identity', ['took early retirement in june. 31 years on the railways']),
    );
    expect(gone).toMatch(/31 years is a long time to give to one place/);
  });
});

describe('built-in companion: a break-up told plainly, and leaving mid-exercise', () => {
  it('hears "she finished it" as the break-up, ahead of the mortgage it mentions', () => {
    const reply = last(
      converse('relationships', [
        'fiancee finished it last month. we had the mortgage sorted and everything',
      ]),
    );
    expect(reply).not.toMatch(/Money worry|money/);
  });

  it('lets him go when he has to, mid-exercise, without the next step', () => {
    const replies = converse('stress', [
      'can we do a thought check',
      'boss copied the whole team into an email about my mistake',
      'kids are kicking off, gotta go',
    ]).map(withoutNote);
    expect(replies[2]).toMatch(/pick this up/);
    expect(replies[2]).not.toMatch(/\?/);
  });
});

describe('built-in companion: the journal summary holds his answers, not his asides', () => {
  it('names the numbered option he picked, and leaves out the aside and the thanks', () => {
    const replies = converse('work', [
      'can we do some problem solving',
      'i cant hit my numbers without doing 60 hour weeks',
      '1 say nothing 2 ask for a smaller patch 3 quit',
      'honestly 2 is probably the one',
      'btw did you watch the rugby. cheers for this anyway, ill email my manager tomorrow morning',
    ]).map(withoutNote);
    const summary = replies.at(-1) ?? '';
    expect(summary).toMatch(/Problem: i cant hit my numbers/);
    expect(summary).toMatch(/Plan: ask for a smaller patch/);
    expect(summary).toMatch(/First step: ill email my manager tomorrow morning/);
    expect(summary).not.toMatch(/rugby|cheers/);
  });
});

describe('built-in companion: backing his plan on the way out', () => {
  it('does not say "good" twice when it backs his plan and says goodbye', () => {
    for (const message of [
      'right. ill ring my brother first thing tomorrow before work. thanks, that actually helped',
      'ok. i will speak to my dad on sunday after the match. thank you for this',
    ]) {
      const reply = last(
        converse('relationships', ['me and my brother fell out over the will', message]),
      );
      expect(reply, message).not.toMatch(/\bGood\b[^]*\bGood\b/);
      expect(reply, message).not.toMatch(/plan\. Good\./);
    }
  });
});

describe('built-in companion: breathing turned down, and questions with filler words', () => {
  it('does not hand him the breathing exercise he has just said will not work', () => {
    const reply = last(
      converse('emotions', [
        'i keep losing it with my stepdad',
        'so what do i actually do when it builds. cant exactly stand there doing breathing exercises while hes in my face',
      ]),
    );
    expect(reply).not.toMatch(/count of four|\/meditation/);
    expect(reply).not.toMatch(DODGE);
  });

  it('hears "should I see like a therapist" and "for people with real problems"', () => {
    const reply = last(
      converse('emotions', [
        'should i see like a counsellor or whatever? feels like its for people with real problems',
      ]),
    );
    expect(reply).toMatch(/^No, and your problems/);
  });
});

describe('built-in companion: more plain questions (fresh11 readers, new wording)', () => {
  it('answers "does anyone actually help with debt" and a service asked about by name', () => {
    const replies = converse(
      'stress',
      [
        'does anybody actually help with debts like mine or is it all sharks',
        'my cousin said stepchange. is that just for people out of work',
      ],
      'GB',
    ).map(withoutNote);
    expect(replies[0]).toMatch(/StepChange/);
    expect(replies[1]).toMatch(/working or not/);
  });

  it('says yes to "is that allowed on here" about a mate', () => {
    const reply = last(converse('other', ['its about my cousin not me, is that allowed on here']));
    expect(reply).toMatch(/^Of course/);
  });

  it('answers "is that messed up" with a no, and mixed feelings about a mate as both true', () => {
    const reply = last(
      converse('identity', [
        'my mate got the apprenticeship and im happy for him but also not. is that messed up',
      ]),
    );
    expect(reply).toMatch(/^Not at all/);
  });

  it('hears "should I go see a counsellor" as asking whether to see someone', () => {
    const reply = last(converse('stress', ['should i go see a counsellor or something']));
    expect(reply).toMatch(/^Honestly, yes/);
  });
});

describe('built-in companion: "need to go to..." is not a goodbye', () => {
  it('takes "need to go to bed" inside the wind-down as his answer', () => {
    const replies = converse('stress', [
      'walk me through getting to sleep would you',
      'the van, the loan, the kids',
      'music helps. i need to go to bed soon anyway',
    ]).map(withoutNote);
    expect(replies[2]).not.toMatch(/No bother, go/);
  });
});

describe('built-in companion: seeing someone new is not seeing a counsellor', () => {
  it('does not answer a question about dating as one about counselling', () => {
    const reply = last(
      converse('relationships', ['would it be weird if i started seeing someone new this soon?']),
    );
    expect(reply).not.toMatch(/Seeing someone isn't only for when/);
  });
});

describe('built-in companion: the exercise that fits what he asks for (fresh12 readers)', () => {
  it('plans the day for a list, even after he spoke of sleep', () => {
    const reply = last(
      converse('work', [
        'sleeping terribly, up at 4 most nights',
        'could you help me write a list, step by step, of what needs doing tomorrow? head is spinning',
      ]),
    );
    expect(reply).toContain(flowById('problem-solving').intro);
  });

  it('checks a thought he names, even after he mentioned a drink', () => {
    const reply = last(
      converse('emotions', [
        'had a few beers after the funeral',
        'theres one thought i cant shake, that i let my brother down. can you help me work through that thought step by step',
      ]),
    );
    expect(reply).toContain(flowById('thought-check').intro);
  });

  it('rides out a betting urge, though he is in bed when it comes', () => {
    const reply = last(
      converse('stress', [
        'every night in bed i end up on the betting app. give me something i can do in that moment, step by step',
      ]),
    );
    expect(reply).toContain(flowById('urge').intro);
  });
});

describe('built-in companion: a marriage gone quiet is not a break-up (fresh12 readers)', () => {
  it('hears a split he denies as no split, and the distance as distance', () => {
    for (const message of [
      'we are not separated or anything, we just dont really talk anymore',
      'nobody mentioned divorce. its like we are housemates now, kids, work, bed, repeat',
    ]) {
      const reply = last(converse('relationships', [message]));
      expect(reply).not.toMatch(/break-up|Splitting up|lying awake/);
      expect(reply).toMatch(/talking|drift/);
    }
  });
});

describe('built-in companion: small talk and statements are not unanswerable questions (fresh12 readers)', () => {
  it('answers "did you see the game" honestly, and gives him the floor', () => {
    for (const message of [
      'did you watch the grand final?? unreal',
      'did ya hear they are closing the plant after christmas',
    ]) {
      const reply = last(converse('other', [message]));
      expect(reply).not.toMatch(DODGE);
      expect(reply).toMatch(/program|news/);
    }
  });

  it('hears a relative clause or "what\'s left is" as telling, not asking', () => {
    for (const message of [
      'renting a room off a mate now, which is about as fun as you would think',
      'whats left of the savings is going on the rent',
    ])
      expect(last(converse('stress', [message]))).not.toMatch(DODGE);
  });
});

describe('built-in companion: asked for the words, it gives words (fresh13 readers)', () => {
  it('gives an opening line for the person he means, with or without a question mark', () => {
    const drifted = converse('relationships', [
      'the missus reckons we are like housemates now',
      'right so what do i actually say to her, word for word',
    ]).map(withoutNote);
    expect(drifted[1]).toMatch(/"[^"]+drift[^"]*"/);
    const boss = last(
      converse('work', ['the gaffer keeps piling on overtime', 'tell me what to say to him']),
    );
    expect(boss).toMatch(/"Have you got ten minutes/);
  });

  it('hears "checked out" as the two of them drifting, and plans the talk as steps', () => {
    const replies = converse('relationships', [
      "partner reckons i've checked out of the family",
      'what do i even say to her',
      'break it down for me step by step, what i say first and what i do if it goes sideways',
    ]).map(withoutNote);
    expect(replies[0]).toMatch(/drift/);
    expect(replies[2]).toContain(flowById('hard-conversation').intro);
  });

  it('plans the talk as steps when he asks for a checklist', () => {
    const reply = last(
      converse('relationships', [
        'we barely speak these days, me and the wife',
        'could we do it as steps? i like a checklist',
      ]),
    );
    expect(reply).toContain(flowById('hard-conversation').intro);
  });

  it('hears "my brother told me last week" as news, not as who sent him here', () => {
    const reply = last(converse('other', ["my brother told me last week he's moving to perth"]));
    expect(reply).not.toMatch(/nudge you/);
  });
});

describe('built-in companion: the first questions and day sleep (fresh13 readers)', () => {
  it('says "just type" to a man asking how it works, not the sales pitch', () => {
    const reply = last(converse('stress', ['first time on one of these, do i just type or what']));
    expect(reply).toMatch(/^Yep, just type/);
  });

  it('gives a day-sleep routine to a man on nights, not the night-time wind-down', () => {
    const reply = last(
      converse('work', [
        'on night shift at the depot all month, home at 7am',
        'any tips for sleeping during the day? the sun comes in and the bin lorries wake me',
      ]),
    );
    expect(reply).toMatch(/blackout/);
    expect(reply).not.toContain(flowById('sleep').intro);
  });
});

describe('built-in companion: "or am I just soft?" (fresh12 and fresh13 readers)', () => {
  it('says no, then answers the thing he asked about', () => {
    const sleep = last(
      converse('stress', [
        'lie there every night and my head wont switch off. normal or am i being soft?',
      ]),
    );
    expect(sleep).toMatch(/^Not soft at all\. Very common/);
    const shamed = last(
      converse('work', [
        'the foreman laid into me in front of the whole crew again',
        'is that just normal on site or am i soft',
      ]),
    );
    expect(shamed).toMatch(/isn't a normal you have to accept/);
    expect(shamed).not.toMatch(/particular move is fair/);
  });
});

describe('built-in companion: a question or an aside inside the wind-down (fresh13 readers)', () => {
  const start = ['can you walk me through winding down for sleep', 'the car loan and my mum'];

  it('answers "what if I am still awake" with getting up, not a body check', () => {
    const reply = last(
      converse('stress', [
        ...start,
        'ok ill try the breathing one. what if im still awake after half an hour, do i just lie there',
      ]),
    );
    expect(reply).toMatch(/Get up/);
    expect(reply).not.toMatch(/GP|chest pain/);
  });

  it('keeps an aside out of his journal summary', () => {
    const replies = converse('stress', [
      ...start,
      'random thing but the cricket was a shocker yesterday, whole house was in a mood',
      'a hot shower usually',
      'read for a bit with the lamp on',
    ]).map(withoutNote);
    expect(replies[2]).toMatch(/Back to it/);
    expect(replies.at(-1)).toMatch(/summary/);
    expect(replies.at(-1)).not.toMatch(/cricket/);
  });
});

describe('built-in companion: a step suggested or put off is not a step taken (fresh13 readers)', () => {
  it('asks what holds him back instead of backing a plan he has not made', () => {
    for (const message of [
      'the wife thinks i should ask for a transfer but we need the overtime money',
      'i know i should book the gp but i never get round to it',
    ]) {
      const reply = last(converse('work', ['long hours again', message]));
      expect(reply, message).toMatch(/holding (?:you )?back/);
      expect(reply, message).not.toMatch(/^(?:Good|Sounds like a plan|That's a good step)/);
    }
  });
});

describe('built-in companion: talk about the mate is about the mate (fresh13 readers)', () => {
  it('does not ask him about his own drinking or low days when the message is about his mate', () => {
    const replies = converse('other', [
      'this is about my mate not me',
      'popped in to see him friday. bit quiet. hes on the beers most nights now by himself in the garage',
    ]).map(withoutNote);
    expect(replies[1]).not.toMatch(/for you|your own/);
    expect(replies[1]).toMatch(/signs worth taking seriously/);
  });

  it("keeps the drinking his dad's, though the message also says what he does himself (fresh14)", () => {
    const reply = last(
      converse('other', [
        'its not really about me, its my dad',
        'the drinking has crept up, most nights in the garage on his own. i head out there sometimes and we just sit',
      ]),
    );
    expect(reply).not.toMatch(/for you|your own/);
  });
});

describe("built-in companion: grief's anger, a rating not given, thanks mid-exercise (fresh13 readers)", () => {
  it('says anger is part of grief when he asks, not that people talk to the dead', () => {
    const reply = last(
      converse('emotions', [
        'my dad died in the summer',
        'is it normal to be this angry all the time? nobody mentions that bit',
      ]),
    );
    expect(reply).toMatch(/Anger is one of the commonest parts of grief/);
  });

  it('acknowledges the rating he gave, and does not call a plan "strong"', () => {
    const start = 'can we do the urge one, i want to kick off at everyone tonight';
    expect(converse('emotions', [start, 'walk away and have a smoke i guess']).at(-1)).not.toMatch(
      /that is strong/,
    );
    expect(converse('emotions', [start, 'about an 8 honestly']).at(-1)).toMatch(/that is strong/);
  });

  it('lets him go when he thanks it on his way out of an exercise', () => {
    const reply = last(
      converse('emotions', [
        'can we do the urge one, i want to kick off at everyone tonight',
        'right, kids are home, better go make the tea. thanks, this helped a lot actually',
      ]),
    );
    expect(reply).toMatch(/^Glad it helped/);
    expect(reply).not.toMatch(/\?$/);
  });
});

describe('built-in companion: what others said to him is not parroted (fresh13 readers)', () => {
  it('meets a dig as hard to hear and advice as worry, without "So she says..."', () => {
    const dig = last(converse('relationships', ['my missus says im always on my phone']));
    expect(dig).toMatch(/not an easy thing to hear from her/);
    const advice = last(converse('emotions', ['my brother reckons i should get some help']));
    expect(advice).toMatch(/worried about you/);
    for (const reply of [dig, advice]) expect(reply).not.toMatch(/^So /);
  });
});

describe('built-in companion: a parent quoted is not a parent at risk (fresh14 readers)', () => {
  it('does not give the helper steps for "easy for him to say, he\'s not the one..."', () => {
    const reply = last(
      converse('work', [
        'supervisor keeps giving me every rubbish job',
        'my dad says stick at it, its character building. easy for him to say hes not the one carrying the drums',
      ]),
    );
    expect(reply).not.toMatch(/keeping an eye on your dad|thinking about suicide/);
  });

  it('hears a brother-in-law as not his brother', () => {
    const reply = last(
      converse('relationships', ['my brother in law is being a right pain about the wedding']),
    );
    expect(reply).not.toMatch(/your brother/);
  });

  it('hears her going to sleep with the kids as a row, not his sleep trouble', () => {
    const reply = last(
      converse('relationships', [
        'said something i shouldnt to the wife, she cried and went to sleep with the baby',
      ]),
    );
    expect(reply).not.toMatch(/sleep wears|Lying awake|lying awake|before bed/);
  });
});

describe('built-in companion: a man the device could not place (fresh12 readers)', () => {
  // Men in Durban and Pune were told to ring 911 about chest pain and to find an NFCC agency.
  const unplaced = (message: string) =>
    withoutNote(
      builtinReply({
        message,
        topic: 'stress',
        history: [{ sender: 'bot', text: 'Hey, how are things?' }],
        country: 'US',
        countryGuessed: true,
      }),
    );

  it('names no US number or service as his', () => {
    const body = unplaced(
      'heart goes like crazy at night and my chest gets tight, should i get it checked',
    );
    expect(body).toMatch(/your local emergency number/);
    expect(body).not.toMatch(/911/);
    const debt = unplaced(
      'is there anyone who helps with debt for free? the loan app people keep calling',
    );
    expect(debt).toMatch(/free/);
    expect(debt).not.toMatch(/NFCC|non-profit credit counselling/);
  });

  it("still names his own country's services when he was placed", () => {
    const debt = withoutNote(
      builtinReply({
        message: 'is there anyone who helps with debt for free?',
        topic: 'stress',
        history: [{ sender: 'bot', text: 'Hey, how are things?' }],
        country: 'AU',
      }),
    );
    expect(debt).toMatch(/National Debt Helpline/);
  });
});

// fresh14's readers: questions met with a filler, good news heard in a question, and a car that
// died taken for a death.
describe('built-in companion: plain questions a reader saw dodged (fresh14)', () => {
  it('answers an either-or question with a way to weigh the two, not a filler', () => {
    const reply = last(
      converse('work', [
        'quick question, should i stick it out at the depot or go back to driving taxis',
      ]),
    );
    expect(reply).toMatch(/^Both have a case/);
    expect(reply).toMatch(/regret less/);
  });

  it('answers whether a group or the GP is worth it, and never hears good news in the question', () => {
    const group = last(converse('emotions', ['would the shed do me any good or is it pointless']));
    expect(group).toMatch(/Worth one go/);
    expect(group).not.toMatch(/good to hear|counts for something/);
    const gp = last(converse('stress', ['is it even worth bothering the gp with this']));
    expect(gp).toMatch(/GP/);
    expect(gp).not.toMatch(DODGE);
  });

  it('does not take a car or a phone that died for a bereavement', () => {
    for (const message of ['the van died on the motorway this morning', 'phone died on me again'])
      expect(last(converse('stress', [message]))).not.toMatch(/miss most|sorry about|grief/i);
    expect(last(converse('emotions', ['my grandad died on sunday']))).toMatch(/sorry/i);
  });
});

describe('built-in companion: money sums, sums that fail, and pills for sleep unnamed (fresh14)', () => {
  it('hears a repair quote, a rent rise and failing sums as money, not a joke or a plan', () => {
    const quote = last(
      converse('stress', ['garage wants 2 grand to fix the clutch, van is worth about that lol']),
    );
    expect(quote).toMatch(/[Mm]oney/);
    expect(quote).not.toMatch(/^Ha/);
    const sums = last(
      converse('stress', [
        'the landlord put the rent up',
        'i can add up. the numbers just dont add up',
      ]),
    );
    expect(sums).not.toMatch(/plan|good step|Notice how it goes/);
  });

  it('answers "anything I can take for it" about sleep as a pharmacist or GP question', () => {
    const reply = last(
      converse('stress', [
        'lying awake every night going over the bills',
        'is there anything i can take or is that a cop out',
      ]),
    );
    expect(reply).toMatch(/pharmacist or a GP/);
    expect(reply).not.toMatch(/not ridiculous/);
  });
});

describe('built-in companion: a question after "but" (fresh14 readers)', () => {
  it('hears "odd one but can I talk about my dad on here" as asking leave', () => {
    const reply = last(converse('other', ['odd one but can i talk about my dad on here']));
    expect(reply).toMatch(/^Of course/);
  });
});

describe('built-in companion: a joke about divorce, and a counsellor "for a fella like me" (fresh12)', () => {
  it('does not take "she nearly divorced me" for a break-up', () => {
    const reply = last(
      converse('relationships', [
        'moved all her plants round the garden and she nearly divorced me',
      ]),
    );
    expect(reply).not.toMatch(/[Ss]plitting up|break-up|breakup/);
  });

  it('answers whether a counsellor is for "blokes like me" as seeing someone, not starting late', () => {
    const reply = last(
      converse('other', ['would a counselor even work for blokes like me at my age?']),
    );
    expect(reply).toMatch(/Seeing someone/);
    expect(reply).not.toMatch(/change course at every age/);
  });
});

describe('built-in companion: a tablet the app is on is not a pill (fresh13)', () => {
  it('hears the app put on his tablet as someone nudging him, with nothing of medication', () => {
    const reply = last(converse('other', ['not sure why im here, my son put it on my tablet']));
    expect(reply).toMatch(/nudge/);
    expect(reply).not.toMatch(/[Mm]edication|GP/);
    expect(last(converse('stress', ['should i go back on my tablets']))).toMatch(/GP|doctor/);
  });
});

describe('built-in companion: panic in the moment, and a doubt about one step (fresh13)', () => {
  it('says what to do there and then when panic comes back in the middle of something', () => {
    const reply = last(
      converse('stress', [
        'had what i think was a panic attack on the train yesterday',
        'how do i get through it if it hits while im driving the forklift?',
      ]),
    );
    expect(reply).toMatch(/feet flat|breathe out slowly/);
    expect(reply).not.toMatch(/break it down together/);
  });

  it('answers "a proper GP, or is that overkill" as seeing someone, not as two options', () => {
    const reply = last(converse('stress', ['should i see a proper gp or is that overkill']));
    expect(reply).not.toMatch(/Both have a case/);
    expect(reply).toMatch(/GP/);
  });
});

describe('built-in companion: a line asked for is always given (fresh15 first run)', () => {
  it('gives the line, and says it is anonymous, when he asks for a number away from home', () => {
    const reply = last(
      converse(
        'stress',
        [
          'the doctor round here went to school with my brother',
          'is there a helpline i could ring where nobody knows me',
        ],
        'IE',
      ),
    );
    expect(reply).toContain('116 123');
    expect(reply).toMatch(/don't have to give your name/);
    expect(reply).not.toMatch(DODGE);
  });

  it('does not give a crisis line for the number of a garage', () => {
    expect(last(converse('stress', ['whats the number of a decent garage near me']))).not.toMatch(
      /Samaritans|988|116 123/,
    );
  });

  it('does not meet "feels weird typing to a robot" as judging himself', () => {
    expect(
      last(
        converse('other', [
          'feels weird typing to a robot tbh. anyway my dad had a fall last week',
        ]),
      ),
    ).not.toMatch(/It's not daft/);
  });
});

describe('built-in companion: his answer opening with its question, and a question about something else (fresh15)', () => {
  it('does not hear "hours? 60 a week" as a question of his', () => {
    expect(
      last(converse('work', ['flat out at the moment', 'hours? fifty odd a week most weeks'])),
    ).not.toMatch(/fair question|can't answer/);
  });

  it('does not answer a specific question with advice about an earlier theme', () => {
    const reply = last(
      converse('stress', [
        'behind on the car loan and the credit card',
        'how can i find out if this landlord is actually registered',
      ]),
    );
    expect(reply).not.toMatch(/debt advice/);
  });
});

describe('built-in companion: a parent told as family history (fresh15)', () => {
  it('does not ask how things are with a father he named only as history', () => {
    const reply = last(
      converse('relationships', [
        'the boat is 40 foot, a crabber',
        'my dad fished her, and his dad before him',
      ]),
    );
    expect(reply).not.toMatch(/between you and your (?:dad|grandad)/);
    expect(last(converse('relationships', ['my dad keeps ringing me about the will']))).toMatch(
      /between you and your dad/,
    );
  });
});

describe('built-in companion: practical questions a new dad asks (fresh21)', () => {
  it('answers leave for a baby in neonatal care, and keeps the dad-in-ten answer for how he feels', () => {
    const leave = last(
      converse('stress', [
        'our girl came at 31 weeks, shes in the neonatal unit',
        'can fathers get more time off when the baby is in nicu?',
      ]),
    );
    expect(leave).toMatch(/Neonatal Care Leave/);
    expect(leave).not.toMatch(/one new dad in ten/);
    const feeling = last(
      converse('stress', ['our boy is 3 weeks old', 'do dads get low like this after a baby?']),
    );
    expect(feeling).toMatch(/one new dad in ten/);
  });
});

describe('built-in companion: whether the app is free, and whether to ring the EAP (fresh22)', () => {
  it('answers both plainly instead of "I can\'t answer it well"', () => {
    const free = last(converse('other', ['wait is this app actually free?']));
    expect(free).toMatch(/^Yes, Steady is free/);
    const eap = last(
      converse('work', [
        'work has an employee assistance line. would it get back to my manager if i used it',
      ]),
    );
    expect(eap).toMatch(/confidential/);
    expect(eap).not.toMatch(/gut telling you|can't answer/);
  });
});

describe('built-in companion: "is the jumpy thing normal in my line of work?" (fresh22)', () => {
  it('answers it, and still does not call a body symptom normal', () => {
    expect(
      last(converse('work', ['is being on edge normal for guys who do shifts like mine?'])),
    ).toMatch(/^Yes, very common, especially in jobs that keep you on alert/);
    expect(last(converse('work', ['is the night sweats thing normal?']))).not.toMatch(
      /a lot of men feel this/,
    );
  });
});

describe('built-in companion: fresh23 readers, a weird-question and the EAP', () => {
  it('does not open "Very." to "is it weird...?", which reads as "very weird"', () => {
    const reply = last(
      converse('identity', [
        'retired from the plant last month after 30 years',
        'i miss the place. is that weird?',
      ]),
    );
    expect(reply).not.toMatch(/^Very\b/);
    expect(reply).toMatch(/^Not weird at all/);
  });

  it('answers whether the EAP would tell the boss', () => {
    const reply = last(
      converse('work', ['thinking about the eap but would they tell my manager?']),
    );
    expect(reply).toMatch(/confidential/);
  });
});

describe('built-in companion: "mad" as angry is not a weird-question', () => {
  it('keeps "Very." for "is it normal to be mad at everyone since i retired?"', () => {
    expect(
      last(converse('identity', ['is it normal to be mad at everyone since i retired?'])),
    ).toMatch(/^Very\. Retirement/);
  });
});
