import { describe, expect, it } from 'vitest';
import type { TopicId } from '@shared/constants/topics';
import type { HistoryItem } from '@shared/contracts/chat';
import { CHAT_HISTORY_MAX } from '@shared/contracts/chat-limits';
import { concernReply } from '@shared/safety/fixed-replies';
import type { CountryCode } from '@shared/safety/countries';
import { converse, greeting, withoutNote } from '../../../../../test/companion-support';
import { builtinReply } from './builtin-companion';
import { flowById } from './flows';
import { BUILTIN_DISCLOSURE } from './phrases';

// The kinds of message the first blind readers found the companion fumbling (issue 16): each test
// names the kind, not the transcript line it came from, and uses wording of its own.

const last = (replies: string[]) => withoutNote(replies.at(-1) ?? '');
/** His one message, first in a conversation on the topic: the reply, without the note. */
const replyTo = (topic: TopicId, message: string) => last(converse(topic, [message]));
const DODGE = /I don't know|rather not guess|can't answer it well|can't give you a good answer/;

describe('built-in companion: figures of speech and what a sentence is', () => {
  it('reads "baby steps" as small steps, not a baby', () => {
    const reply = last(converse('relationships', ['gonna unfollow him. baby steps']));
    expect(reply).not.toMatch(/baby|newborn|dad/i);
  });

  it('reads "stopping dead" and "dead on my feet" as figures, not death words', () => {
    const reply = last(converse('other', ['tried stopping dead in january, lasted a week']));
    expect(reply).not.toMatch(/got out of hand|honest about that/);
    const tired = last(converse('work', ['dead on my feet after the night shift']));
    expect(tired).not.toMatch(/dead/i);
  });

  it('does not take "will do" or "dont really like talking about it" as questions', () => {
    for (const message of ['ya. will do', 'dont really like talking about work stuff']) {
      const reply = last(converse('work', ['boss is on my case', message]));
      expect(reply).not.toMatch(/fair question|I don't know|rather not guess/);
    }
  });

  it('does not take "it doesn\'t work" as a word about his job', () => {
    const reply = last(converse('stress', ['tried the no phone thing, doesnt work for me']));
    expect(reply).not.toMatch(/\bwork\b/i);
  });

  it('does not hear "I can tell she is fed up" as a plan he has made', () => {
    const reply = last(converse('relationships', ['i can tell shes fed up with me lately']));
    expect(reply).not.toMatch(/plan|good step|get in the way/i);
  });

  it('keeps someone else’s years out of his: "my dad did 40 years there"', () => {
    const reply = last(
      converse('identity', [
        'lost my job last month',
        'my dad did 40 years there, he’ll be gutted',
      ]),
    );
    expect(reply).not.toMatch(/40 years/);
    const his = last(converse('identity', ['laid off after 25 years at the depot']));
    expect(his).toMatch(/25 years/);
  });
});

describe('built-in companion: questions outside the answer bank', () => {
  it('never answers a question with "I don\'t know"', () => {
    const questions = [
      'why does she keep doing that to me',
      'what if he just laughs at me',
      'would it be ok if i said i need a break from it?',
      'how do i even start that conversation with my dad',
      'what would you do',
      'why do i always mess things up',
      'you reckon i should just tell her?',
    ];
    for (const question of questions) {
      const reply = last(converse('relationships', ['things at home are rough', question]));
      expect(reply, question).not.toMatch(DODGE);
    }
  });

  it('says it cannot read another person’s mind, about the right person', () => {
    const reply = last(converse('relationships', ['does it mean he never cared about me?']));
    expect(reply).toMatch(/can't know what's going on in his head/);
  });

  it('gives a first line for a hard talk, shaped by who it is with', () => {
    const boss = last(converse('work', ['my manager piles it all on me', 'how do i even open it']));
    expect(boss).toMatch(/workload/);
    const partner = last(
      converse('relationships', ['my wife and i barely talk', 'what do i even say']),
    );
    expect(partner).toMatch(/calm moment/);
  });

  it('reads his own draft wording, and takes the heat out of it when it has some', () => {
    const calm = last(converse('work', ["ok so something like 'i need help with the rota'?"]));
    expect(calm).toMatch(/^That works/);
    const heated = last(converse('work', ["would it work if i said 'you always dump it on me'"]));
    expect(heated).toMatch(/take some heat out/);
  });

  it('gives the breathing exercise itself when he asks for it', () => {
    const reply = last(converse('stress', ['cant sleep', 'ok whats the breathing thing then']));
    expect(reply).toMatch(/count of four/);
    expect(reply).toContain('/meditation');
    expect(reply).not.toMatch(/GP|911/);
  });

  it('answers "is this normal" from what he has just said, not from anything said since hello', () => {
    const reply = last(
      converse('stress', [
        'we had a baby in the summer',
        'but its the nights. awake at 3am every night',
        'is that normal?',
      ]),
    );
    expect(reply).toMatch(/sleep/);
    expect(reply).not.toMatch(/bond|rush of love/);
  });

  it('sends chest symptoms to a GP with the emergency number, not to talking therapy', () => {
    const reply = last(
      converse('stress', ['getting a tight chest on sunday nights', 'should i see a doctor?']),
    );
    expect(reply).toMatch(/GP/);
    expect(reply).toContain('911');
    expect(reply).not.toMatch(/talking therapy/);
  });
});

describe('built-in companion: moments in a conversation', () => {
  it('hears him playing it down, and then owning up', () => {
    const [down, up] = converse('relationships', [
      'im grand tbh. not bothered',
      'ok thats a lie. havent eaten properly in days',
    ]).map(withoutNote);
    expect(down).toMatch(/doesn't always land straight away/);
    expect(up).toMatch(/^Thanks for being straight with me/);
    expect(up).toMatch(/eating/);
  });

  it('says back what it is not, and asks what it is', () => {
    const reply = last(converse('identity', ['got laid off', 'moneys fine. thats not it']));
    expect(reply).toMatch(/not the money/);
  });

  it('never meets a disclosure with a bare "Fair enough" or "Understood"', () => {
    const replies = converse('emotions', [
      'my wife died in june',
      '38 years we had',
      'the house is so quiet now',
      'my son thinks im not coping',
    ]).map(withoutNote);
    for (const reply of replies) expect(reply).not.toMatch(/^(?:Fair enough|Understood)\./);
  });

  it('backs a small win without piling a question on it', () => {
    const reply = last(converse('other', ['3 months off the drink', 'rang my sponsor instead']));
    expect(reply).not.toMatch(/\?/);
  });

  it('does not ask a man who is off the drink about his drinking, and offers the urge exercise', () => {
    const replies = converse('other', [
      'six months sober this week',
      'at a wedding and the free bar is calling',
      'i just want one, to feel normal',
    ]).map(withoutNote);
    expect(replies.join(' ')).not.toMatch(/how do you feel about the drinking|drink do for you/i);
    expect(replies.at(-1)).toMatch(/ride it out together/);
  });

  it('closes on thanks at the end of a long message, backing the plan he names', () => {
    const reply = last(
      converse('stress', [
        'cant switch off at night',
        'might write the worries down before bed and see. cheers mate',
      ]),
    );
    expect(reply).toMatch(/onto paper/);
    expect(reply).toMatch(/Glad|here whenever|Come back/);
    expect(reply).not.toMatch(/\?/);
  });
});

describe('built-in companion: after the safety question', () => {
  const asked = (before: string): HistoryItem[] => [
    { sender: 'user', text: before },
    { sender: 'bot', text: concernReply('wish-to-die', 'GB') },
  ];

  it('thanks him for a plain no and goes back to what he was saying', () => {
    const reply = last(
      converse(
        'stress',
        ['no, nothing like that'],
        'GB',
        asked('money is a nightmare and i cant sleep'),
      ),
    );
    expect(reply).toMatch(/^(?:Okay, good|Thanks for telling me|Good to hear)/);
    expect(reply).toMatch(/sleep|money/i);
  });

  it('takes his no as a no when what set off the question was not despair about himself', () => {
    for (const before of [
      'my brother still pays my car insurance and i feel like a freeloader',
      'the dog is better off with my sister, she has a garden',
    ]) {
      const reply = last(converse('other', ['no, nothing like that'], 'GB', asked(before)));
      expect(reply, before).not.toMatch(/out loud|like you just did|thoughts like that/i);
      expect(reply, before).toMatch(/^(?:Okay, good|Thanks for telling me|Good to hear)/);
    }
  });

  it('answers the question the safety question cut in on, once he has said no', () => {
    const pills = last(
      converse(
        'emotions',
        ['no, nothing like that'],
        'GB',
        asked('would tablets help? my cousin went on the antidepressant ones'),
      ),
    );
    expect(pills).toMatch(/GP|doctor/);
    expect(pills).not.toMatch(/Carry on, I was listening/);
    const seeSomeone = last(
      converse(
        'other',
        ['nah'],
        'GB',
        asked('is it normal to feel this flat for months on end or am i broken'),
      ),
    );
    expect(seeSomeone).not.toMatch(DODGE);
    expect(seeSomeone).not.toMatch(/Carry on, I was listening/);
  });

  it('does not joke straight after the safety question', () => {
    const reply = last(
      converse(
        'relationships',
        ['no, nothing like that'],
        'GB',
        asked('kicked the bin across the yard. neighbour saw the whole thing ha'),
      ),
    );
    expect(reply).not.toMatch(
      /^(?:Okay, good|Thanks for telling me|Good to hear)[^.]*\.[^.]*\.? Ha\b/,
    );
    expect(reply).not.toMatch(/\bHa\b/);
  });

  it('does not pass over a despairing thought in one line, and gives his country’s line', () => {
    const reply = last(
      converse(
        'emotions',
        ['no i wouldnt. the kids'],
        'GB',
        asked('some days i think theyd be better off without me'),
      ),
    );
    expect(reply).toMatch(/Thoughts like that/);
    expect(reply).toContain('116 123');
    expect(reply).not.toMatch(/Back to what you were saying/);
  });
});

describe('built-in companion: what to do about what he already named', () => {
  it('answers "what are you meant to do" from the theme he named before', () => {
    const reply = last(
      converse('emotions', [
        'my temper is getting worse. snapped at the kids again over nothing',
        'what are you supposed to do when its happening, like in the moment',
      ]),
    );
    expect(reply).not.toMatch(DODGE);
    expect(reply).toMatch(/room|breathe|Breathe/);
  });
});

describe('built-in companion: plain questions it used to dodge', () => {
  const cases: [string, string[], RegExp][] = [
    [
      'his verdict on a thought of his, asked',
      ['sometimes i wish id never moved here for her job. is that an awful thing to think'],
      /isn't the same as acting on it/,
    ],
    [
      'whether what he did was wrong',
      ['told my lad his goldfish went to live on a farm. was that wrong?'],
      /doesn't sound wrong/,
    ],
    [
      'whether keeping the hard part back is lying',
      ['my folks think the new job is going great. it isnt. is that lying'],
      /isn't the same as lying/,
    ],
    [
      'whether a counsellor is overkill',
      ['mate says i should see a therapist about it. bit over the top no?'],
      /Not overkill/,
    ],
    [
      'what pills he has named would do to him',
      ['doc put me on mirtazapine last week. will it make me feel numb?'],
      /GP/,
    ],
    [
      'whether a test will hurt',
      ['got a colonoscopy booked for thursday. does it hurt?'],
      /clinic/,
    ],
    [
      'whether the app is anonymous, asked his way',
      ['evening. this is all private yeah? dont fancy my boss reading any of it'],
      /isn't saved anywhere/,
    ],
    [
      'whether seeing someone reaches his employer',
      ['if i see the eap bloke will my manager find out'],
      /confidential/,
    ],
    [
      'a request to help word a message',
      ['think ill email him instead. can you help me word it'],
      /Keep it short and plain/,
    ],
    [
      'whether self-exclusion is real, without taking "a real thing" for "are you real"',
      [
        'lost another grand on the footy',
        'can you block yourself from the bookies? is that a real thing',
      ],
      /self-exclusion/,
    ],
    [
      'a doubt about whether to talk to someone',
      ['not sure if i should see a counsellor or just get on with it'],
      /GP/,
    ],
    [
      'how to stop a racing head',
      ['how do you switch your mind off when its racing like this'],
      /worry a slot/,
    ],
  ];
  for (const [kind, messages, answer] of cases)
    it(`answers ${kind}`, () => {
      const reply = last(converse('other', messages));
      expect(reply).not.toMatch(DODGE);
      expect(reply).toMatch(answer);
    });

  it('does not pass a verdict when what he did was harm', () => {
    const reply = last(converse('relationships', ['i shoved her into the door. was that wrong?']));
    expect(reply).not.toMatch(/doesn't sound wrong/);
  });
});

describe('built-in companion: work named in passing is not work pressure', () => {
  it('does not read a mention of work as strain from it', () => {
    for (const message of [
      'my lad asked what i do for a job for his homework and i went blank',
      'her cousin saw me getting a lift from a woman from work and now its all over the village',
      'weekends are fine. work, footy, kids, the usual. its the evenings',
    ]) {
      const reply = last(converse('relationships', [message]));
      expect(reply).not.toMatch(
        /pressure coming from work|more than its share|asking a lot of you/,
      );
    }
  });

  it('still hears work as the strain when it is, or when he names it as the subject', () => {
    const strain = last(
      converse('work', ['new supervisor is on my back every shift and the targets went up again']),
    );
    expect(strain).toMatch(/work/i);
    expect(last(converse('work', ['work stuff mostly']))).toMatch(/work/i);
  });

  it('does not hear good news in "better than I ever could" or "how it comes good"', () => {
    for (const message of [
      'the bank would do better than i ever could with it',
      'cant see how any of this comes good',
    ]) {
      const reply = last(converse('other', ['farm is in a bad way', message]));
      expect(reply).not.toMatch(/good to hear|counts for something/);
    }
  });
});

describe('built-in companion: what a question about his own words is about', () => {
  it('answers a sleep question as sleep after an angry week, not with the anger script', () => {
    const reply = last(
      converse('stress', [
        'lost my temper with the lads again today',
        'any tips for getting to sleep when the shifts have wrecked your body clock',
      ]),
    );
    expect(reply).toMatch(/bed|awake/);
    expect(reply).not.toMatch(/out of the room/);
  });

  it('names free debt advice for his country', () => {
    expect(last(converse('stress', ['where would i get free debt advice'], 'IE'))).toMatch(/MABS/);
    expect(last(converse('stress', ['is there any free money advice round here?'], 'AU'))).toMatch(
      /National Debt Helpline/,
    );
  });

  it('says a lump is worth checking soon, unless he has already been seen', () => {
    expect(last(converse('other', ['noticed a lump in my neck a month ago. ignoring it']))).toMatch(
      /checked soon/,
    );
    expect(
      last(converse('other', ['found a lump, gp has sent me for a scan next week'])),
    ).not.toMatch(/checked soon/);
  });

  it('hears "I need to tell someone this" as a wish to talk, not a step to back', () => {
    const reply = last(
      converse('other', ['i need to talk to someone about this and it cant be my wife']),
    );
    expect(reply).not.toMatch(/good step|Sounds like a plan|Notice how it goes/);
  });
});

describe('built-in companion: tone it used to mistake', () => {
  it('does not laugh along with "I\'m not even joking"', () => {
    const reply = last(
      converse('stress', ['every time a car backfires im on the floor again, not even joking']),
    );
    expect(reply).not.toMatch(/\bHa\b/);
  });

  it('does not thank him back for sarcasm', () => {
    const reply = last(
      converse('emotions', ['the counsellor told me to try yoga. cheers, real helpful']),
    );
    expect(reply).not.toMatch(/Glad (?:it|that) (?:helped|was useful)/);
  });

  it('does not take a six-year-old for a newborn', () => {
    const reply = last(
      converse('relationships', ['two boys, 10 and 6. the little one was 3 when we split']),
    );
    expect(reply).not.toMatch(/newborn|new baby/i);
  });
});

describe('built-in companion: saying what it is', () => {
  it('does not say it again once the history is cut to its last items', () => {
    const long: HistoryItem[] = Array.from({ length: CHAT_HISTORY_MAX }, (_, i) =>
      i % 2 === 0
        ? { sender: 'user' as const, text: `message ${i}` }
        : { sender: 'bot' as const, text: 'Go on.' },
    );
    const reply = builtinReply({ message: 'still here', topic: 'stress', history: long });
    expect(reply).not.toContain(BUILTIN_DISCLOSURE);
    const first = builtinReply({ message: 'hi', topic: 'stress', history: [greeting('stress')] });
    expect(first).toContain(BUILTIN_DISCLOSURE);
  });

  it('does not add the note after answering "are you a real person" in full', () => {
    const [reply] = converse('other', ['are you a real person?']);
    expect(reply).not.toContain(BUILTIN_DISCLOSURE);
    expect(reply).toMatch(/not a person/);
  });
});

describe('built-in companion: the conversation after worrying about a mate', () => {
  const worried = ['worried about my mate, hes not been himself for months'];

  it('answers how to ask, confirms asking straight, and gives the number for him', () => {
    const [, how, confirm, number] = converse(
      'relationships',
      [
        ...worried,
        'how do you even ask that. feels like id be putting ideas in his head',
        'ok so just ask him straight out',
        'whats the number i should give him',
      ],
      'GB',
    ).map(withoutNote);
    expect(how).toMatch(/"Are you thinking about suicide\?"/);
    expect(confirm).toMatch(/^Yes\. Straight out/);
    expect(number).toContain('116 123');
    expect(new Set([how, confirm, number]).size).toBe(3);
  });
});

describe('built-in companion: more kinds of moment', () => {
  it('hears not wanting to be a burden as that, not as feeling daft', () => {
    const reply = last(converse('emotions', ['i dont want to be a burden to my son']));
    expect(reply).toMatch(/feel trusted/);
  });

  it('gives a first line when he names the talk he needs to have', () => {
    const reply = last(
      converse('work', ['my manager. i need to tell him i cant keep doing weekends']),
    );
    expect(reply).toMatch(/workload|fifteen minutes/);
  });

  it('starts an exercise on a late "yeah lets do that", one reply after the offer', () => {
    const replies = converse('work', [
      'work has been rough',
      'i keep replaying the meeting, convinced im getting sacked',
      'nobody has said anything though',
      'yeah lets do that',
    ]).map(withoutNote);
    expect(replies[1]).toMatch(/thought check/);
    expect(replies[3]).toMatch(/^Okay, a thought check/);
  });

  it('hears "been off it 3 weeks" as staying off the drink', () => {
    const replies = converse('emotions', ['really want a drink right now', 'been off it 3 weeks']);
    expect(replies.join(' ')).not.toMatch(/how do you feel about the drinking/i);
  });
});

describe('built-in companion: each kind of moment gets its own reply', () => {
  // [kind, what he says (after an opening line), what the reply must hold]
  const cases: [string, string, RegExp][] = [
    ['a first disclosure', 'never told anyone that before', /first time/],
    ['someone he loves is ill', 'my dads not well, waiting on biopsy results', /Waiting on news/],
    [
      'passed over',
      'they gave it to a lad who started in spring. passed over again',
      /passed over/,
    ],
    ['sent by someone', 'my missus made me download this', /nudge you/],
    ['not wanting to go there', 'dont really want to talk about work', /don't have to go there/],
    ['drifting apart', 'we barely talk anymore, like flatmates', /without really talking/],
    ['made to feel thick', 'it just makes me feel thick', /confidence|thick/],
    ['a bleak forecast', 'no one is going to hire a 60 year old', /forecast/],
    ['a loss named as "passed"', 'my wife passed in the spring', /sorry|loss|Grief/i],
  ];
  for (const [kind, message, expected] of cases)
    it(kind, () => {
      const reply = last(converse('other', ['its been a rough few weeks', message]));
      expect(reply).toMatch(expected);
    });

  it('treats shakes on stopping drink as withdrawal, to be done with a GP', () => {
    const reply = last(
      converse('other', ['drinking every night', 'tried stopping and got the shakes']),
    );
    expect(reply).toMatch(/GP/);
    expect(reply).toMatch(/risky/);
  });

  it('keeps the heavier reply after "no" for despair, not for an ordinary long message', () => {
    const ordinary: HistoryItem[] = [
      { sender: 'user', text: 'im gone 5 nights a week and we end up snapping at each other' },
      { sender: 'bot', text: concernReply('wish-to-die', 'US') },
    ];
    const reply = last(converse('relationships', ['no, nothing like that'], 'US', ordinary));
    expect(reply).not.toMatch(/Thoughts like that/);
  });
});

describe('built-in companion: what the fresh2 readers found', () => {
  const cases: [string, string[], RegExp, RegExp?][] = [
    ['"not sure how this works" gets a way in', ['hi. no idea how this works tbh'], /no right way/],
    [
      'a stay-at-home dad is not told work is taking too much',
      ['i left my job last year to stay home with the kids'],
      /.*/,
      /Work sounds like/,
    ],
    [
      'a figure of speech with "kills" is not met as violence',
      ['the power cut kills the fan every night and i cant sleep'],
      /.*/,
      /got out of hand/,
    ],
    [
      '"is it weird that..." with its own subject gets a no, not an earlier theme',
      ['cant sleep lately', 'is it weird that i dont even want to go to uni?'],
      /^Not weird at all/,
    ],
    [
      '"do you think im an alcoholic" is answered, not dodged',
      ['5 or 6 beers most nights to sleep', 'do you think im an alcoholic'],
      /can't put a label on you/,
    ],
    [
      '"is this anonymous" is answered',
      ['is this anonymous? my parents cant see it right'],
      /isn't saved/,
    ],
    [
      'a retired teacher’s years are a career, not a marriage',
      ['retired in june after 35 years teaching'],
      /35 years is a long time to give/,
    ],
    [
      'a doctor question with "they will just give me pills" gets more than the medication line',
      ['should i see the doctor about my sleep? theyll just give me pills'],
      /more than a prescription/,
    ],
    [
      '"not depressed, just tired" hears the tiredness',
      ['not depressed just tired all the time'],
      /tired|empty/i,
    ],
  ];
  for (const [kind, messages, expected, not] of cases)
    it(kind, () => {
      const reply = last(converse('other', messages));
      expect(reply).toMatch(expected);
      if (not) expect(reply).not.toMatch(not);
    });
});

describe('built-in companion: goodbyes', () => {
  it('hears "night" as goodbye only on its own, not in "I can\'t switch off at night"', () => {
    const [atNight] = converse('stress', ["I can't switch off at night"]);
    expect(withoutNote(atNight ?? '')).not.toMatch(
      /Take care|Come back any time|Thanks for talking/,
    );
    expect(atNight).toContain('?');
    const bye = last(
      converse('relationships', [
        'my ex and i argued again',
        'righto. gonna delete the texts. night',
      ]),
    );
    expect(bye).toMatch(/Take care|Come back|Thanks for talking/);
  });
});

describe('built-in companion: what the fresh4 readers found', () => {
  const cases: [string, string[], RegExp, RegExp?][] = [
    [
      'a man unsure he is using the app right gets a way in, not "a lot in one go"',
      ['my granddaughter set this up for me. not sure im doing it right'],
      /no right way|No pressure here/,
      /a lot in one go/,
    ],
    [
      'a death is met with sorry, by name when he gives one, not "waiting on news"',
      ['my wife Rose passed in the spring. cancer, it was fast'],
      /^I'm sorry about Rose\./,
      /Waiting on news/,
    ],
    [
      '"my dad passed his test" is not a death',
      ['my dad passed his driving test at 60 lol'],
      /.*/,
      /sorry/,
    ],
    [
      'energy drinks and coffee are not drinking',
      ['i drink about 4 red bulls a night to stay awake on shift'],
      /.*/,
      /drinking/,
    ],
    [
      'a 25 year old manager is an age, not 25 years given to a place',
      ['shouted at the depot manager, 25 year old lad with a clipboard'],
      /.*/,
      /25 years/,
    ],
    [
      'a pharmacist asking about an email is not asking about medication',
      [
        "I'll put it in writing rather than on the phone between prescriptions. Would that come across as confrontational?",
      ],
      /.*/,
      /can't advise on medication/,
    ],
    [
      'a bare "what should I do?" after naming his medication still goes to the GP',
      ["I've been on sertraline a month and I feel worse. What should I do?"],
      /GP/,
    ],
    [
      'his plant closing after 28 years is his job going, not "a lot in one go"',
      ["plant's closing in march. 28 years. they told us in the break room like it was nothing"],
      /^28 years/,
      /a lot in one go/,
    ],
    [
      '"not seen a doctor in 3 years" is a gap, not years given to a place',
      [
        'the plant is closing after 20 years',
        'no i havent seen a doctor in like 3 years. my wife keeps on me about it',
      ],
      /.*/,
      /3 years is a long time/,
    ],
    [
      'years left on a mortgage are not years given to a place',
      ['lost my job. mortgage got 9 yrs left and the numbers dont work'],
      /.*/,
      /9 years is a long time/,
    ],
    [
      "other men's divorces are not his break-up",
      [
        'the thing is she wants to talk about getting married. and im 20. half my squad already married and going thru divorces',
      ],
      /.*/,
      /Splitting up/,
    ],
    [
      '"doesn\'t asking put the idea in his head" gets the plain answer',
      ['my mate has been talking dark. if i ask him straight wont that put the idea in his head'],
      /won't plant the thought/,
    ],
    [
      '"I haven\'t told anyone. Should I?" gets a yes',
      ["I haven't told anyone about the drinking. Not the doctor, not anyone. Should I?"],
      /^Yes, I think so/,
    ],
    [
      'someone to talk to in the small hours gets the line that answers then',
      ['is there someone i can actually talk to at 3am when it gets bad'],
      /any hour[\s\S]*988/,
    ],
    [
      '"is it ridiculous at my age" gets an answer, not a dodge',
      ['thinking of retraining as a sparky at 52. is it ridiculous at my age?'],
      /not ridiculous/,
    ],
    [
      '"would you stay talking" is answered plainly',
      ['would you stay talking a bit longer'],
      /not going anywhere/,
    ],
  ];
  for (const [kind, messages, expected, not] of cases)
    it(kind, () => {
      const reply = last(converse('emotions', messages));
      expect(reply).toMatch(expected);
      if (not) expect(reply).not.toMatch(not);
    });
});

describe('built-in companion: when it has no answer', () => {
  it('says so a different way each time, and "what do you mean" gets its question said again', () => {
    const replies = converse('other', [
      'why do magpies follow me on the walk to work?',
      'and why does the kettle always boil over when im tired?',
    ]);
    const openers = replies.map((reply) => reply.split('.')[0]);
    expect(new Set(openers).size).toBe(2);
    const history: HistoryItem[] = [
      { sender: 'user', text: 'work is grim' },
      { sender: 'bot', text: 'That sounds wearing. What part of it gets to you most?' },
    ];
    expect(last(converse('work', ['what do you mean by that'], 'US', history))).toMatch(
      /I meant: what part of it gets to you most\?/,
    );
  });
});

describe('built-in companion: what a message is mainly about', () => {
  it('"what do you mean by that, exactly?" after advice gets the advice said again, not a dodge', () => {
    const history: HistoryItem[] = [
      { sender: 'user', text: 'how do i bring it up with her' },
      { sender: 'bot', text: 'Pick a quiet moment and start with how it has been for you.' },
    ];
    const reply = last(
      converse('relationships', ['What do you mean by that, exactly?'], 'US', history),
    );
    expect(reply).toMatch(/getting at: pick a quiet moment/);
    expect(reply).not.toMatch(DODGE);
  });

  it('hears "I\'ll just start" as how he starts talking, and answers what follows it', () => {
    const reply = last(
      converse('work', [
        "never used one of these, so I'll just start. my manager has doubled my workload since june",
      ]),
    );
    expect(reply).not.toMatch(/good step|get in the way|no right way/i);
    expect(reply).toMatch(/work/i);
  });

  it('does not give him a feeling he was asked about and denied', () => {
    const reply = last(
      converse('relationships', [
        'the wife asked me if i was angry with her. i wasnt. i just go quiet after work',
      ]),
    );
    expect(reply).not.toMatch(/anger|boiled over|you were not/i);
  });

  it('says "if you were", not "if you was", when it says his words back', () => {
    const reply = last(
      converse('relationships', ['my daughter asked if i was coming to her match']),
    );
    expect(reply).not.toMatch(/\byou was\b/i);
  });
});

describe('built-in companion: years told of people', () => {
  it('hears years with a friend as shared life, not years given to a place, after he retired', () => {
    const reply = last(
      converse('other', [
        'retired now, 35 years on the railways. live alone since the wife passed',
        'Gordon. We have played darts together Fridays for near on 25 years. his wife is poorly and he has gone quiet',
      ]),
    );
    expect(reply).not.toMatch(/to one place|leaves a gap/);
    expect(reply).toMatch(/shared life/);
    // A loss told with the years is still met as the gap it leaves.
    const widower = last(
      converse('emotions', ['its about the wife. she passed in march. 41 years married']),
    );
    expect(widower).toMatch(/gap/);
  });
});

describe('built-in companion: plain answers to plain tool questions', () => {
  it('answers how to block betting, whatever the question looks like', () => {
    const reply = last(
      converse('stress', [
        'lost the rent money on the horses again',
        'can i lock myself out of the apps or something',
      ]),
    );
    expect(reply).toMatch(/self-exclusion|blocker/);
    expect(reply).not.toMatch(DODGE);
    const blockedByHim = last(
      converse('stress', [
        'lost the rent money on the horses again',
        'why did my brother block me?',
      ]),
    );
    expect(blockedByHim).not.toMatch(/self-exclusion|blocker/);
  });

  it('answers "what do I actually say to them" with how to say a hard thing, on any topic', () => {
    for (const message of [
      'what do i even tell the lads on my team on monday?',
      'how do people even start that conversation with their parents',
    ]) {
      const reply = last(converse('identity', [message]));
      // The words to open with (fresh13's readers asked for words, not advice about words).
      expect(reply).toMatch(/Something like: "[^"]+"/);
      expect(reply).not.toMatch(DODGE);
    }
  });
});

describe('built-in companion: asking leave, asking what to say, and who is worried about', () => {
  it('says yes when he asks whether he can talk about someone else, or just vent', () => {
    const mate = last(converse('other', ['is it ok if i talk about my brother, not me?']));
    expect(mate).toMatch(/^Of course it is\..*Tell me about him/);
    // Asking for a person is not asking leave: he is told where a real one is.
    expect(last(converse('other', ['can i talk to a real person']))).toMatch(
      /not a person[\s\S]*988/,
    );
    const vent = last(converse('stress', ['can i just vent for a minute']));
    expect(vent).toMatch(/^Of course\./);
    expect(vent).not.toMatch(DODGE);
  });

  it('hears "what should I say to him?" as asking for words, not as his own draft', () => {
    const reply = last(
      converse('relationships', [
        'me and my dad havent spoken in a year. what should i say to him?',
      ]),
    );
    expect(reply).not.toMatch(/^That works/);
    expect(reply).not.toMatch(DODGE);
  });

  it('still gives a straight read of wording he has drafted and asks about', () => {
    const reply = last(converse('relationships', ["i'll say we need to talk money. is that ok?"]));
    expect(reply).toMatch(/^That works/);
  });

  it('does not take a mate who has been good to him as a mate he is worried about', () => {
    const reply = last(
      converse('relationships', [
        "split with the wife. staying at my mate's place, he's been good about it",
      ]),
    );
    expect(reply).not.toMatch(/keeping an eye on|looking out for/);
  });

  it('answers "what do you actually do when it comes up" with what to do, not a dodge', () => {
    const reply = last(
      converse('emotions', [
        'snapped at the kids again and kicked the bin across the yard',
        'what do you actually do when you feel it building',
      ]),
    );
    expect(reply).not.toMatch(DODGE);
    expect(reply).toMatch(/twenty minutes|breathe/i);
  });

  it('answers "is this thing actually a person" as the question about what it is', () => {
    const reply = last(converse('other', ['is this thing actually a person or a bot']));
    expect(reply).toMatch(/not a person/);
  });
});

describe('built-in companion: remedies, amounts and asides', () => {
  it('sends a question about a sleep aid or supplement to a pharmacist or GP', () => {
    for (const message of ['are sleeping aids any good', 'is cbd oil actually a thing for sleep']) {
      const reply = last(converse('stress', ['lying awake till 3 most nights', message]));
      expect(reply).toMatch(/pharmacist or a GP/);
    }
  });

  it('answers how much he drinks, told plainly, and never says to stop all at once', () => {
    const reply = last(
      converse('emotions', [
        'been drinking more since the job went',
        'probably 6 or 7 cans every night',
      ]),
    );
    expect(reply).toMatch(/gradually and talk to a GP first/);
    expect(reply).not.toMatch(DODGE);
  });

  it('hears pills he gives someone else as caring, not as his own medication', () => {
    const reply = last(
      converse('other', ["I'm his carer now. Tablets at 8 and 8, and his dressings"]),
    );
    expect(reply).not.toMatch(/Medication isn't the only option/);
    const own = last(converse('other', ["i don't want to end up on tablets"]));
    expect(own).toMatch(/Medication isn't the only option/);
  });

  it('does not say his asides back to him', () => {
    const reply = last(converse('relationships', ['she works hard to be fair, dont get me wrong']));
    expect(reply).not.toMatch(/don't get you wrong|to be fair/i);
  });
});

describe('built-in companion: someone else, named later, and a partner who cheated', () => {
  it('hears "not actually about me" and then the mate he names as the one he is worried about', () => {
    const replies = converse('other', [
      "bit of a strange one, it's not really about me",
      'my oldest mate Tez, his marriage has gone and he has stopped coming out',
    ]);
    expect(withoutNote(replies[0] ?? '')).toMatch(/worried about someone else\. Who is it/);
    expect(last(replies)).toMatch(/your oldest mate[\s\S]*ask him/);
  });

  it('does not take "someone from her work" as his work', () => {
    const reply = last(
      converse('relationships', ['turns out she was seeing a lad from her work since the summer']),
    );
    expect(reply).not.toMatch(/\bwork\b/i);
    expect(reply).toMatch(/kick in the guts/);
  });

  it("keeps a mate's partner who cheated as the mate's trouble, not his", () => {
    const reply = last(converse('other', ["my cousin's wife cheated on him with his boss"]));
    expect(reply).not.toMatch(/kick in the guts/);
  });
});

describe('built-in companion: plain questions with plain answers, and question marks that ask nothing', () => {
  const answers = (topic: Parameters<typeof converse>[0], message: string, before: string[] = []) =>
    last(converse(topic, [...before, message]));

  it('answers what the app is for and how to use it', () => {
    expect(answers('stress', 'what do people actually do on this. no bubble baths pls')).toMatch(
      /Honest answer/,
    );
    // How to use it gets how to use it (fresh13's readers found the pitch beside the point).
    expect(answers('other', 'My son put this on for me. Do I just type')).toMatch(/just type/);
  });

  it('answers "you a real person?" as the question about what it is', () => {
    expect(answers('other', 'u a real person or what')).toMatch(/not a person/);
  });

  it('answers "is this an anger thing" and "should I get bloods done" with a GP, not a dodge', () => {
    expect(
      answers('emotions', 'is this a stress thing or is it something else', [
        'snapping at everyone',
      ]),
    ).toMatch(/can't diagnose/);
    expect(answers('stress', 'should i get bloods done? im 40 next year')).toMatch(/GP|doctor/);
    expect(
      answers('stress', 'is it a waste of the doctors time?', ['cant sleep for weeks']),
    ).toMatch(/GPs would much rather/);
  });

  it('hears "is that dumb", "am I overthinking this" and a "not gonna tell him" before "is it normal"', () => {
    for (const message of [
      'thinking of taking up boxing again at 45. is that dumb',
      'she went quiet at tea. am i overthinking this?',
      'i aint gonna tell him. is it normal to feel this wound up?',
    ])
      expect(answers('stress', message)).not.toMatch(DODGE);
  });

  it('gives words when asked "what would you actually say to him"', () => {
    expect(
      answers('work', 'what would you actually say to my manager', [
        'my contract might not be renewed',
      ]),
    ).toMatch(/fifteen minutes|keep it short|calm moment/);
  });

  it('does not take "did my knee in", "you know?" or "since 2019?" as questions', () => {
    for (const message of [
      'did my knee in last year, surgeon says thats me done playing',
      'i love being home with the kids. but i feel like the nanny, you know?',
      'we havent had a night out since. 2019?',
    ])
      expect(answers('identity', message)).not.toMatch(DODGE);
  });
});

describe('built-in companion: money that is not a worry', () => {
  it('does not hear "good money, that\'s why I do it" as money worry', () => {
    const reply = last(converse('work', ['rigger up north. good money thats why i do it']));
    expect(reply).not.toMatch(/Money worry/);
    expect(last(converse('work', ['money is tight and the van needs doing']))).toMatch(/[Mm]oney/);
  });
});

describe('built-in companion: "my dad\'s not doing great"', () => {
  it('hears the possessive as his dad, and starts the steps for someone he is worried about', () => {
    const reply = last(converse('other', ["my dad's not himself since mum died"]));
    expect(reply).toMatch(/your dad\b/);
    expect(reply).not.toMatch(/your dads/);
    const brother = last(converse('other', ["my brother's been drinking on his own every night"]));
    expect(brother).toMatch(/your brother[\s\S]*ask him/);
  });
});

describe('built-in companion: the fear of turning into his father', () => {
  it('answers it plainly once, in the ways men say it', () => {
    for (const message of [
      'my dad was a shouter. i swore id never be like him',
      'caught myself yelling at the kids. im turning into my old man',
    ]) {
      const reply = last(converse('emotions', ['lost it with the kids again', message]));
      expect(reply).toMatch(/break that pattern/);
    }
    const twice = converse('emotions', [
      'swore i would never be like my dad',
      'and now im just like my dad',
    ]);
    expect(last(twice)).not.toMatch(/break that pattern/);
  });
});

describe('built-in companion: a message with nothing placed in it (unplaced.ts)', () => {
  const STOCK =
    /^(?:Okay\.|Go on\.|Mm\. Keep going\.|Right, I follow\.|With you so far\.)$|a lot in one go|There's a lot in that/;
  const cases: [string, string[], RegExp][] = [
    [
      'a hard moment he does not name as a feeling is met as hard',
      ['my lad said it was fine, dad, which somehow made it worse'],
      /hard thing|wear anyone|stays with you|lot to be carrying/,
    ],
    [
      'the scene he sets (his job, where he is) gets a question that invites the rest',
      ['so im a postie, been doing it nineteen years round the same estates'],
      /\?$/,
    ],
    [
      'a man trying the app out is told it answers, not thanked for "a lot"',
      ['hello. just testing to see if this thing answers back'],
      /I do answer/,
    ],
    [
      'a man who says he is no talker is met where he is',
      ['not really one for this sort of thing if im honest'],
      /Plenty of men/,
    ],
    [
      'a man who needs a rant is told to go ahead',
      ['just need to vent for a minute if thats alright'],
      /Rant away/,
    ],
    ['a joke is taken as one', ['the dog is the only one who listens, ha'], /^Ha\b/],
    [
      '"decent guy but..." is not heard as good news',
      ['the foreman is a decent bloke but he tells us nothing about the contract'],
      /^(?!Good|That's good)/,
    ],
  ];
  for (const [name, messages, expected] of cases)
    it(name, () => {
      const reply = last(converse('other', messages));
      expect(reply).toMatch(expected);
      expect(reply).not.toMatch(STOCK);
    });
});

describe('built-in companion: what the fresh8 readers found', () => {
  it('answers whether couples counselling is only for the nearly finished', () => {
    const reply = last(
      converse('relationships', [
        'we keep rowing about nothing',
        'should we try marriage counselling or is that for people who are already done',
      ]),
    );
    expect(reply).toMatch(/isn't just for couples/);
  });

  it('answers "should I see my GP" as seeing someone, not as a call it cannot make', () => {
    const reply = last(
      converse('emotions', ['flat for months now', 'should i see my doc about it']),
    );
    expect(reply).not.toMatch(/can't make that call/);
    expect(reply).not.toMatch(DODGE);
  });

  it('never says his verdict on himself back to him', () => {
    const reply = last(converse('emotions', ['i feel so pathetic typing this out']));
    expect(reply).not.toMatch(/pathetic/i);
  });

  it('hears a dead mate in a joke as heavy, not as a joke', () => {
    const reply = last(
      converse('identity', ['most of the lads i served with are in the cemetery now ha']),
    );
    expect(reply).not.toMatch(/^Ha\b/);
  });

  it('does not ask about drink he says he does not have', () => {
    const reply = last(
      converse('stress', ['wired every night', 'no pints on school nights, never']),
    );
    expect(reply).not.toMatch(/drink/i);
  });

  it('hears "get it off my chest" as wanting to talk: not a plan, not a chest pain', () => {
    const reply = last(converse('other', ['just want to get a few things off my chest tonight']));
    expect(reply).not.toMatch(/good step|plan|body|physical|GP/i);
  });

  it('backs a second step for his mate without giving him the same script again', () => {
    const replies = converse('relationships', [
      'worried about my brother, hes gone quiet since the divorce',
      'ill text him tonight',
      'sound. ill ring him sunday as well',
    ]).map(withoutNote);
    expect(replies.filter((reply) => reply.includes("You don't need a speech"))).toHaveLength(1);
  });

  it("meets a mate's trouble as a worry to him, not as a mate in his corner", () => {
    const reply = last(
      converse('other', ['my best mate has been hammering the betting apps, rent money and all']),
    );
    expect(reply).not.toMatch(/in your corner|knows a thing or two/);
    expect(reply).toMatch(/best mate/);
  });

  it('takes "give me something to do" as a request for something to do', () => {
    const reply = last(
      converse('stress', [
        'cant switch off at all',
        'ok give me something actual to do. right now',
      ]),
    );
    expect(reply).toMatch(/paper|phone|wind-down/);
  });
});

// Fillers fresh13's and fresh14's readers marked down ("Tell me a bit more", "I'm with you") on
// moments a listener would meet: each kind in wording of our own.
describe('built-in companion: moments that deserve more than a filler', () => {
  const reply = (topic: TopicId, messages: string[]) =>
    withoutNote(converse(topic, messages).at(-1) ?? '');

  it('meets a pet put down, and the things left behind after a loss', () => {
    expect(reply('emotions', ['we had the old collie put to sleep on friday, she was 15'])).toMatch(
      /^I'm sorry\. A dog/,
    );
    expect(
      reply('emotions', [
        'my wife died in the spring',
        'i still set two places at the table some nights without thinking',
      ]),
    ).toMatch(/small, ordinary things/);
  });

  it('meets results being waited on, advice handed out, and being spoken down to', () => {
    expect(
      reply('stress', [
        'had the biopsy on monday and they said the results take another fortnight',
      ]),
    ).toMatch(/waiting can be the hardest part/);
    expect(reply('work', ['my foreman keeps telling me to man up and get on with it'])).toMatch(
      /never fixed anything/,
    );
    expect(
      reply('work', ['the new manager talks to me like a child in front of the whole crew']),
    ).toMatch(/spoken to like that/);
  });

  it('hears what he keeps from her as his to carry', () => {
    const kept = reply('relationships', ['the wife doesnt know about the second credit card']);
    expect(kept).toMatch(/nobody can see|from the outside|one person see/);
  });

  it('leaves ordinary uses alone', () => {
    expect(reply('relationships', ['she keeps putting me down in front of her mates'])).not.toMatch(
      /A dog|A cat/,
    );
    expect(reply('work', ['the boss said to take friday off if i want'])).not.toMatch(
      /never fixed anything/,
    );
  });
});

describe('built-in companion: "does anyone else know" only after something heavy of his own', () => {
  const WHO = /Does anyone else know what you are dealing with\?/;
  const opening = ['work has been rough lately', 'they let half the office go on friday'];

  it('is not asked after a bare yes or a plain fact', () => {
    for (const message of ['ya', 'the hr woman read it off a script over teams'])
      expect(withoutNote(converse('work', [...opening, message]).at(-1) ?? '')).not.toMatch(WHO);
  });
});

describe('built-in companion: leaving, apologising, and judging himself for saying it', () => {
  const reply = (topic: TopicId, messages: string[]) =>
    withoutNote(converse(topic, messages).at(-1) ?? '');

  it('answers a goodbye with thanks in it as a goodbye, however long', () => {
    const bye = reply('work', [
      'the gaffer keeps moving my shifts about',
      'right thanks for that, really. going to ask him for a fixed rota on monday. catch you later',
    ]);
    expect(bye).toMatch(/Glad|Come back|come back/);
    expect(bye).not.toMatch(/\?$/);
    expect(
      reply('other', ['been retired a year now', "footy's on in ten so i'll let you go"]),
    ).toMatch(/come back/i);
  });

  it('meets sorry to the app, and "feel daft saying this"', () => {
    expect(reply('emotions', ['rough week', 'soz, bit of a rant that, its not you'])).toMatch(
      /No need to apologise/,
    );
    expect(
      reply('emotions', ['rough week', 'this probably sounds soft but i miss my mum']),
    ).toMatch(/It's not daft/);
  });

  it('hears "flat" and "boiling" as feelings, not a home or a kettle', () => {
    expect(reply('emotions', ['just feel a bit flat all the time lately'])).toMatch(
      /nothing|numb|flat/i,
    );
    expect(reply('emotions', ['smallest thing and im boiling, zero to a hundred'])).toMatch(
      /boils over|temper|anger|building/i,
    );
    expect(reply('other', ['just moved into a flat in town'])).not.toMatch(/Feeling nothing/);
  });
});

describe('built-in companion: what he denies, and practical questions with a place to take them', () => {
  const reply = (topic: TopicId, messages: string[]) =>
    withoutNote(converse(topic, messages).at(-1) ?? '');

  it('does not console him for sleep he says is fine, nor read working alone as loneliness', () => {
    for (const message of [
      'sleeping alright to be fair, its the weekends that drag',
      'no trouble sleeping, i go out like a light. its work',
    ])
      expect(reply('stress', [message])).not.toMatch(/sleep|awake|night|bed/i);
    expect(reply('stress', ['cant sleep, awake at 3 most nights'])).toMatch(/sleep|night|awake/i);
    expect(
      reply('work', ['been on my own nine years now, sole trader, just me and the ute']),
    ).not.toMatch(/lonel|on your own/i);
    expect(
      reply('identity', ['eating fine, sleeping fine. i just dont know what im for these days']),
    ).toMatch(/for|purpose|yourself|useful/i);
    expect(reply('emotions', ['been on my own since she left, the house is dead quiet'])).toMatch(
      /on your own|who|lonel|quiet/i,
    );
  });

  it('says where to take a question about his rights at work, for his country, in confidence', () => {
    const asked = converse(
      'work',
      [
        'manager docks our breaks',
        'is that even legal? who can i check my contract with without him finding out',
      ],
      'GB',
    );
    expect(withoutNote(asked.at(-1) ?? '')).toMatch(/Acas/);
    expect(withoutNote(asked.at(-1) ?? '')).not.toMatch(DODGE);
    const nz = converse('work', ['what should i be looking for in the contract theyve sent'], 'NZ');
    expect(withoutNote(nz.at(-1) ?? '')).toMatch(/Employment New Zealand/);
  });

  it('tells him how to check an outfit is genuine before he pays, not debt advice', () => {
    const answer = reply('other', ['how do i know this visa agent is legit before i send the fee']);
    expect(answer).toMatch(/register/);
    expect(answer).not.toMatch(DODGE);
    expect(answer).not.toMatch(/debt/i);
  });

  it('reads "who could I ask" as a question, not as asking leave to talk', () => {
    const answer = reply('stress', ['who could i ask about any of this']);
    expect(answer).not.toMatch(/Say it however it comes out/);
    expect(answer).toMatch(/GP|mate/);
    expect(reply('stress', ['could i ask you something'])).toMatch(/Of course/);
  });
});

describe('built-in companion: moments that used to get a filler', () => {
  const reply = (topic: TopicId, messages: string[]) =>
    withoutNote(converse(topic, messages).at(-1) ?? '');
  const FILLER =
    /^(?:I hear you\.|I'm with you\.|Go on, I'm following\.|Tell me a bit more about that\.)$/;

  it('meets a man turning into his father, family expectations, unfairness and not being believed', () => {
    const cases: [TopicId, string, RegExp][] = [
      [
        'emotions',
        'i promised myself id never end up like my old man. now the kids go quiet when i come in',
        /swearing you wouldn't/,
      ],
      [
        'identity',
        'my parents keep asking when im going to settle down and get a proper career, in our community thats just how it is',
        /family expects/,
      ],
      [
        'work',
        'got a warning for my phone. meanwhile the supervisor is on his all shift',
        /carrying the can/,
      ],
      [
        'relationships',
        'my brother took her side over mine, never even asked me',
        /Not being believed/,
      ],
      [
        'stress',
        'most days i sit in the van for 20 mins before i go in the house, just for some quiet',
        /in the car|quiet/,
      ],
    ];
    for (const [topic, message, expected] of cases) {
      const answer = reply(topic, [message]);
      expect({ message, answer }).toEqual({ message, answer: expect.stringMatching(expected) });
      expect(answer).not.toMatch(FILLER);
    }
  });

  it('hears a step put tentatively as a step', () => {
    expect(
      reply('relationships', [
        'things are bad with the wife',
        'maybe i ring my brother first, just him',
      ]),
    ).toMatch(/good step|plan|Notice how it goes/);
  });
});

describe('built-in companion: his idea or feeling, put up for a verdict', () => {
  const reply = (topic: TopicId, messages: string[]) =>
    withoutNote(converse(topic, messages).at(-1) ?? '');

  it('answers "is that dumb?" about an idea of his, and a feeling, instead of dodging', () => {
    const cases: [TopicId, string[], RegExp][] = [
      [
        'other',
        ['thinking of joining the walking group at the leisure centre. is that daft'],
        /Not daft|good idea/,
      ],
      [
        'stress',
        ['might try writing a list before bed, maybe a notebook by the bed. is that overkill'],
        /Not overkill/,
      ],
      [
        'relationships',
        [
          'maybe we do every second weekend at first, a trial run. is that fair or am i being too much',
        ],
        /reasonable|fair/,
      ],
      [
        'work',
        ['i could put it in an email instead of saying it in the meeting', 'would that look weak'],
        /come across|clear/,
      ],
      [
        'emotions',
        ['i felt relieved when the trip got cancelled, is that stupid'],
        /Feelings don't line up/,
      ],
    ];
    for (const [topic, messages, expected] of cases) {
      const answer = reply(topic, messages);
      expect({ messages, answer }).toEqual({ messages, answer: expect.stringMatching(expected) });
      expect(answer).not.toMatch(DODGE);
    }
  });
});

describe('built-in companion: where to take it, and texting instead of calling', () => {
  const reply = (topic: TopicId, messages: string[], country: CountryCode = 'US') =>
    withoutNote(converse(topic, messages, country).at(-1) ?? '');

  it('offers the text line to a man who hates phones', () => {
    expect(
      reply('emotions', ['phone calls are not my thing. is there a way to text instead'], 'NZ'),
    ).toMatch(/Text 1737/);
  });

  it('says gambling belongs here, and names who deals with nothing else', () => {
    const answer = reply(
      'other',
      ['can i talk about the betting on here or is that a different service'],
      'GB',
    );
    expect(answer).toMatch(/GamCare/);
    expect(answer).not.toMatch(DODGE);
  });

  it('hears "people who deal with the debt side" as asking for debt advice', () => {
    expect(
      reply('stress', ['are there folk who deal with the debt side of things, properly'], 'IE'),
    ).toMatch(/MABS/);
  });
});

describe('built-in companion: questions about getting help and about the app', () => {
  const reply = (topic: TopicId, messages: string[], country: CountryCode = 'US') =>
    withoutNote(converse(topic, messages, country).at(-1) ?? '');

  it('answers them plainly instead of dodging', () => {
    const cases: [TopicId, string, RegExp][] = [
      [
        'stress',
        'will this app send the police round to mine if i say something wrong',
        /can't call anyone/,
      ],
      ['stress', 'does it cost anything to ring them from my mobile', /free from a mobile/],
      [
        'other',
        'can people in south africa use this or is it just for the states',
        /Anyone can use it/,
      ],
      [
        'stress',
        'the missus wants me at the gp but what would the doctor even do for me',
        /GP can check/,
      ],
      [
        'emotions',
        'is there any help with my temper that doesnt involve a court',
        /refer yourself/,
      ],
      [
        'work',
        'do people really get burnt out from work they actually enjoy',
        /common in exactly the jobs/,
      ],
      [
        'emotions',
        'not depressed, just low and tired all the time. is that the same thing',
        /Depression hangs on/,
      ],
      [
        'emotions',
        'theres a widowers group at the church hall. would it do me any good',
        /Worth one go/,
      ],
      [
        'work',
        'how would i even ask my manager for fewer nights without looking soft',
        /Ask plainly/,
      ],
      [
        'relationships',
        'how can you tell if its a bad patch with the wife or if were actually done',
        /rough patch/,
      ],
    ];
    for (const [topic, message, expected] of cases) {
      const answer = reply(topic, [message]);
      expect({ message, answer }).toEqual({ message, answer: expect.stringMatching(expected) });
      expect(answer).not.toMatch(DODGE);
    }
  });
});

describe('built-in companion: a flow asked for in his own words', () => {
  it('starts the wind-down or the values check when he asks for "the thing" or "a way to figure it out"', () => {
    const night = withoutNote(
      converse('stress', ['is there a trick for when your head wont switch off in bed']).at(-1) ??
        '',
    );
    expect(night).toMatch(/let's wind down/);
    const wants = withoutNote(
      converse('identity', ['no clue what i want anymore. how do i figure it out']).at(-1) ?? '',
    );
    expect(wants).toMatch(/values check/);
  });
});

describe('built-in companion: fresh16 readers, as kinds', () => {
  const reply = (topic: TopicId, messages: string[]) =>
    withoutNote(converse(topic, messages).at(-1) ?? '');
  const PLAN = /Sounds like a plan|good step|Notice how it goes|good move|worth doing/;

  it('does not take a chore list, "how i can go home" or "i could go days" as a plan', () => {
    for (const message of [
      'get in, make his dinner, sort his pills, lock the back door, then home to my own',
      'if the business goes under i dont know how i can face the lads',
      'some weeks i could go days and not speak to a soul',
      'the doctor said i should talk to someone so im talking to you',
    ])
      expect({ message, answer: reply('stress', [message]) }).not.toEqual({
        message,
        answer: expect.stringMatching(PLAN),
      });
    expect(reply('stress', ['work is mad', 'ok, ill ring my brother tonight'])).toMatch(PLAN);
  });

  it('says no when asked whether anything is saved, and yes when asked if it is private', () => {
    expect(reply('other', ['does this keep anything i type']).startsWith('No.')).toBe(true);
    expect(reply('other', ['is this chat private']).startsWith('Yes.')).toBe(true);
  });

  it('hears "is normal to..." as asking whether it is normal', () => {
    expect(reply('emotions', ['is normal to cry in the car at my age'])).toMatch(/a lot of men/);
  });

  it('sends a custody question to family law, not to a union', () => {
    const answer = reply('relationships', ['should i take her to court for access to my son']);
    expect(answer).toMatch(/family law|mediation/);
    expect(answer).not.toMatch(/union/);
  });
});

describe('built-in companion: fresh17 readers, as kinds', () => {
  const reply = (topic: TopicId, messages: string[], country?: CountryCode) =>
    withoutNote(converse(topic, messages, country).at(-1) ?? '');
  const PLAN =
    /Sounds like a plan|good step|Notice how it goes|Glad that was useful|good move|worth doing/;

  it('starts the exercise it offered when he asks "what can I actually do when it hits?"', () => {
    const replies = converse('stress', [
      'cant sleep, exams soon and my mum is ill',
      'work is grim and every night i want a drink, like eight cans',
      'not saying im an alcoholic or anything',
      'is there something i can do when the craving hits? im stood at the fridge now',
    ]);
    expect(withoutNote(replies[1] ?? '')).toMatch(/ride it out/);
    expect(withoutNote(replies.at(-1) ?? '')).not.toMatch(DODGE);
    expect(withoutNote(replies.at(-1) ?? '')).toMatch(/urge|craving|minutes/i);
  });

  it('starts an offered exercise when he comes back to it a few replies later', () => {
    const replies = converse('identity', [
      'retired after thirty years on the tools and i dont know what im for now',
      'dont know who i am if nobody rings me for jobs',
      'is that just what happens to blokes',
      'hmm maybe',
      'ok. can we do that properly then, the what matters thing',
    ]);
    expect(replies.some((r) => /values check/.test(r))).toBe(true);
    expect(withoutNote(replies.at(-1) ?? '')).not.toMatch(DODGE);
  });

  it("hears someone else's idea turned down as his no, not as his plan or his thanks", () => {
    for (const message of [
      'my daughter reckons i should try the walking group. yeah nah, not my scene',
      'the missus wants me to go to the community night at the club. no thanks',
    ])
      expect({ message, answer: reply('identity', ['been at a loose end', message]) }).not.toEqual({
        message,
        answer: expect.stringMatching(PLAN),
      });
    expect(reply('identity', ['been at a loose end', 'yeah nah'])).not.toMatch(PLAN);
  });

  it('does not ask what he has just told it, and hears "right thats me" as goodbye (fresh20 readers)', () => {
    expect(
      last(converse('emotions', ['lonely since the divorce, sundays are the worst'])),
    ).not.toMatch(/When is it worst/);
    expect(last(converse('emotions', ['lonely since the divorce']))).toMatch(/When is it worst/);
    const leaving = last(
      converse('work', [
        'boss has me on nights again',
        'right thats me, cheers. beats the canteen anyway, the lads there would only be slagging me',
      ]),
    );
    expect(leaving).not.toMatch(/Tell me a bit more/);
    expect(leaving).toMatch(/Glad|Take care|Come back|Look after/);
    // "no offense", spelled either way, is not said back to him.
    expect(
      last(
        converse('relationships', [
          'wife wants me to see a counsellor',
          'i dont trust that therapy stuff, no offense',
        ]),
      ),
    ).not.toMatch(/offen[sc]e/);
    // "meself" is said back as "yourself", and a father who "means well" is not run down.
    expect(
      last(converse('identity', ['done my knee in', 'i just dont know what to do with meself'])),
    ).not.toMatch(/meself/);
    const father = last(
      converse('identity', [
        'done my knee in',
        'my father says stop moping and get out and do the milking. he means well',
      ]),
    );
    expect(father).not.toMatch(/never fixed anything/);
    // The urge exercise's closing names no service he never mentioned.
    expect(flowById('urge').closing).not.toMatch(/alcohol|anger/);
  });

  it('does not start an exercise he names to turn it down (fresh20 readers)', () => {
    const STARTED = /Type 'stop' whenever you want/;
    for (const [topic, opening, message] of [
      [
        'relationships',
        'we keep rowing about money',
        'nah not the conversation planning thing, waste of time',
      ],
      ['other', 'feel lost since i retired', 'the purpose exercise is a bit cringe mate'],
      [
        'stress',
        'had a skinful last night and cant stop replaying it',
        'oh no not the drinking stuff, im not some alky',
      ],
    ] as const) {
      const answer = last(converse(topic, [opening, message]));
      expect({ message, answer }).not.toEqual({ message, answer: expect.stringMatching(STARTED) });
    }
    // Named to be chosen, it still starts.
    expect(last(converse('stress', ['cant sleep', 'can we do the sleep one']))).toMatch(STARTED);
  });

  it('takes "thanks for this" as goodbye, and backs the step he names on the way out', () => {
    const answer = reply('identity', [
      'feel a bit useless since the shop shut',
      'might pop over to the lad next door tomorrow and give him a hand with his fence. cheers for this, beats sitting in front of the telly',
    ]);
    expect(answer).not.toMatch(/Tell me a bit more/);
    expect(answer).toMatch(/plan|helped|Glad/);
  });

  it('does not say back what he takes back: "not the money. well ok it is a bit"', () => {
    const answer = reply('work', [
      'its not really the job. well alright it is a bit, if im honest',
    ]);
    expect(answer).not.toMatch(/so it's not the job/);
  });

  it("does not give him his father's years as his own", () => {
    const answer = reply('work', [
      'lost my job last month',
      'my dad was at the council, 40 years same office, he wont understand',
    ]);
    expect(answer).not.toMatch(/40 years is a long time to give/);
  });

  it('hears "it\'s about my son" as who a family matter is with, not a worry for his safety', () => {
    const answer = reply('relationships', [
      'its about my son really. he rang and said its time we sold the house and moved near them',
    ]);
    expect(answer).not.toMatch(/suicide|keeping an eye on/);
    expect(
      reply('other', ['its about my brother. hes been drinking a lot and stopped answering']),
    ).toMatch(/keeping an eye on your brother/);
  });

  it('hears a new baby by its age, an in-law as an in-law, and a chore as no invitation', () => {
    const replies = converse('emotions', [
      'our son is 3 weeks old. first child. everyone says congrats and i just feel flat',
      'and my mother in law is staying for a month, she corrects everything',
      'yesterday i snapped at my wife because she asked me to pick up milk on the way home',
    ]).map(withoutNote);
    expect(replies[0]).toMatch(/newborn|baby/);
    expect(replies[0]).not.toMatch(/your son/);
    expect(replies[1]).not.toMatch(/your mother\b/);
    expect(replies[2]).not.toMatch(/worth saying yes/);
  });

  it('does not back "this is me talking to somebody" as a plan: the step is this chat', () => {
    expect(
      reply('emotions', [
        'my brother said i should talk to someone, so this is me talking to someone',
      ]),
    ).not.toMatch(PLAN);
  });

  it('points a carer asking about allowances to who checks them, for his country', () => {
    const answer = reply(
      'stress',
      [
        'looking after my dad since his stroke',
        'can i get any benefits for that or is it just family stuff?',
      ],
      'GB',
    );
    expect(answer).toMatch(/Citizens Advice|Carers UK/);
    expect(answer).not.toMatch(DODGE);
  });
});

describe('built-in companion: fresh18 readers, as kinds', () => {
  const reply = (topic: TopicId, messages: string[]) =>
    withoutNote(converse(topic, messages).at(-1) ?? '');

  it('hears talking to a photo of someone who died as grief, not something to diagnose', () => {
    const answer = reply('emotions', [
      'lost my dad in the summer',
      'i still talk to his photo on the mantelpiece every night. am i losing it or is that normal',
    ]);
    expect(answer).toMatch(/normal/i);
    expect(answer).not.toMatch(/diagnose|GP/);
  });

  it('starts an exercise when he asks for "something I can do" or "teach me something", not a dodge', () => {
    for (const [topic, messages] of [
      [
        'stress',
        [
          'mind racing every night',
          'got anything i could actually do in bed when it starts? no tablets',
        ],
      ],
      [
        'other',
        [
          'evenings are the worst since she went',
          'teach me something simple to do at teatime when it gets heavy',
        ],
      ],
    ] as [TopicId, string[]][])
      expect({ messages, answer: reply(topic, messages) }).not.toEqual({
        messages,
        answer: expect.stringMatching(DODGE),
      });
  });

  it('gives the breathing he asks for by name, not the urge exercise', () => {
    const answer = reply('work', [
      'supervisor screams at me on the floor',
      'whats a breathing thing i can do in the moment, step by step',
    ]);
    expect(answer).toMatch(/Breathe in/);
    expect(answer).not.toMatch(/ride it out|urge/i);
  });

  it('starts the values check when he asks to work out what really matters to him', () => {
    const answer = reply('identity', [
      'sold the business in the spring and i rattle round the house',
      'could you help me work out what really matters to me these days',
    ]);
    expect(answer).toMatch(/a values check/);
    expect(answer).not.toMatch(/Fancy giving it a go/);
  });

  it('hears "being useful" as what matters to him, not as thanks', () => {
    const answer = reply('identity', [
      'packed in the farm last year and my son runs it now',
      'feel like a spare part, dont know what im for',
      'ok. being useful. thats the main one',
    ]);
    expect(answer).not.toMatch(/Glad it helped|Glad that was useful/);
  });

  it('meets playing it down, doubting he belongs here and a small win as what they are, not with a filler', () => {
    const FILLER =
      /^(?:How did that leave you\?|Go on, I'm following\.|Tell me a bit more|I'm with you\.|I hear you\.|What did you make of that\?)/;
    const cases: [TopicId, string[], RegExp][] = [
      ['other', ['ignore me, im being daft. its only a car'], /play it down|worst thing going/],
      ['other', ['not sure this is the right place for this tbh'], /right place/],
      [
        'identity',
        ['my grandson rang just to ask me how to fix his bike chain. made my week that'],
        /hold on to|worth noticing/,
      ],
    ];
    for (const [topic, messages, expected] of cases) {
      const answer = reply(topic, messages);
      expect({ messages, answer }).toEqual({ messages, answer: expect.stringMatching(expected) });
      expect(answer).not.toMatch(FILLER);
    }
  });

  it('finishes the exercise with its summary when he answers the last step on his way out', () => {
    const replies = converse('identity', [
      'packed in the haulage firm last year, 30 years of it',
      'can you help me work out what actually matters to me now',
      'my kids, being useful, being outdoors',
      'hardly at all, i watch telly most days',
      'right. im going to offer to coach the under 9s at the club. cheers for this',
    ]).map(withoutNote);
    expect(replies.at(-1)).toMatch(/values check done/);
    expect(replies.at(-1)).toMatch(/This week: im going to offer to coach the under 9s/);
  });

  it('does not take "10 minutes" as a 10 out of 10 for the urge', () => {
    const replies = converse('stress', [
      'every night i want a drink, like 6 cans',
      'can you walk me through riding out the craving',
      'going to make a brew and give it 10 minutes',
    ]).map(withoutNote);
    expect(replies[1]).toMatch(/0 to 10/);
    expect(replies[2]).not.toMatch(/that is strong/i);
  });

  it('answers a side question mid-exercise and asks the step again, not as if it were answered', () => {
    const replies = converse(
      'stress',
      [
        'every night i want a drink, like 6 cans',
        'can you walk me through riding out the craving',
        'about a 7',
        'random but can i claim carers allowance for looking after my dad?',
      ],
      'GB',
    ).map(withoutNote);
    expect(replies[3]).toMatch(/Citizens Advice|Carers UK/);
    expect(replies[3]).toMatch(/Back to where we were/);
    expect(replies[3]).not.toMatch(/half the work/);
  });

  it('starts the wind-down when he asks for "something for getting to sleep", and backs the GP step he names leaving', () => {
    expect(
      reply('stress', [
        'working lates, head going when i get in',
        'go on, give me something for getting to sleep',
      ]),
    ).toMatch(/wind down/i);
    expect(
      reply('stress', [
        'working lates, head going when i get in',
        'cheers mate. might actually book the doctor like the nurse said',
      ]),
    ).toMatch(/Booking it is often the hardest part/);
  });

  it('hears "here, totally different thing" mid-exercise as an aside, not his answer', () => {
    const replies = converse('stress', [
      'head going every night when i get in from the late shift',
      'give me something for getting to sleep',
      'here, totally different thing but my daughter wants a phone for her birthday',
    ]).map(withoutNote);
    expect(replies[1]).toMatch(/wind down/i);
    expect(replies[2]).not.toMatch(/parked for tonight/i);
  });

  it('leaves an aside out of the journal summary too, not only out of the reply', () => {
    const replies = converse('stress', [
      'head going every night when i get in from the late shift',
      'give me something for getting to sleep',
      'the rent, the van, my mams hip',
      'random but my lad wants new boots for football. 90 quid. cheeky sod',
      'a hot shower usually',
      'put the kettle on and read for a bit',
    ]).map(withoutNote);
    expect(replies[3]).toMatch(/Back to it/);
    expect(replies.at(-1)).toMatch(/winding down for sleep done/);
    expect(replies.at(-1)).not.toMatch(/boots|90 quid/);
    expect(replies.at(-1)).toMatch(/What helps me settle: a hot shower usually/);
  });

  it('keeps a question asked mid-exercise out of his journal summary', () => {
    const replies = converse('relationships', [
      'i need to talk to my brother about the money he owes',
      'can you help me plan what to say to him',
      'that i need it back by march',
      'is it better to do it by text or face to face?',
      'he might get defensive',
      'sunday at mums',
    ]).map(withoutNote);
    expect(replies[3]).toMatch(/Good question/);
    expect(replies.join('\n')).not.toMatch(/summary[\s\S]*by text or face to face/);
  });

  it("hears someone else's shouting at him as theirs, not his temper", () => {
    const answer = reply('work', ['my supervisor shouts at me most days']);
    expect(answer).not.toMatch(/boils over|your temper|the anger/i);
  });
});

describe('built-in companion: what other men did', () => {
  it('answers "what did other blokes do?" about lost footing with what helps, not the problem-solving pitch', () => {
    const answer = withoutNote(
      converse('identity', [
        'finished up at the mill last month',
        'what have other men done when theyre at a loose end like this',
      ]).at(-1) ?? '',
    );
    expect(answer).toMatch(/something regular to get up for/);
  });
});

describe('built-in companion: the years line once a conversation', () => {
  it('does not say the long-years line twice', () => {
    const replies = converse('identity', [
      'finished at the depot in march, 31 years driving for them, retired now',
      'and 40 years supporting a club that never wins anything lol',
    ]).map(withoutNote);
    expect(replies[0]).toMatch(/long time to give/);
    expect(replies[1]).not.toMatch(/long time to give|years is/);
  });
});

describe('built-in companion: caring for a parent with dementia', () => {
  const reply = (topic: TopicId, messages: string[]) =>
    withoutNote(converse(topic, messages).at(-1) ?? '');

  it('meets the caring, answers whether to keep telling him, and takes "ignore me" as an apology', () => {
    expect(reply('stress', ['mams got alzheimers now, im round there every night'])).toMatch(
      /hard road/,
    );
    expect(
      reply('stress', [
        'my grandad has dementia',
        'he keeps asking for nan. should i keep telling him shes gone',
      ]),
    ).toMatch(/answering the feeling/);
    expect(reply('stress', ['rough week', 'sorry, daft question for an app. ignore me'])).toMatch(
      /No need to apologise/,
    );
  });
});

describe('built-in companion: "you think I should see someone?"', () => {
  it('answers it, pointing a student to his university first', () => {
    const student = withoutNote(
      converse('stress', [
        'exams in two weeks and i cant eat',
        'do you reckon i should talk to someone at uni about it',
      ]).at(-1) ?? '',
    );
    expect(student).toMatch(/wellbeing service/);
    const worker = withoutNote(converse('stress', ['you think i should see someone']).at(-1) ?? '');
    expect(worker).toMatch(/GP is a good first door/);
    expect(
      withoutNote(
        converse('emotions', ['any number i could text instead of calling']).at(-1) ?? '',
      ),
    ).toMatch(/Text 988/);
  });
});

// fresh21's blind readers (2026-11-29): each kind in wording of its own.
describe('built-in companion: what fresh21 readers found', () => {
  const reply = (topic: TopicId, messages: string[]) =>
    withoutNote(converse(topic, messages).at(-1) ?? '');

  it('takes a step turned down as his call, and keeps it out of the journal summary', () => {
    const replies = converse('stress', [
      'help me get to sleep',
      'bills, the van, my knee',
      'nah im not putting the phone in another room, the kids might need me',
      'bath then bed',
    ]).map(withoutNote);
    expect(replies[2]).toMatch(/^Fair enough, that's your call/);
    expect(replies[2]).not.toMatch(/^Good/);
    expect(replies[3]).not.toMatch(/settle: nah/);
  });

  it('does not take a question asked as a change of subject for his pick', () => {
    const replies = converse('work', [
      'can we make a plan',
      'whether to go self employed',
      'stay put, go it alone, or go part time',
      'change the subject but is it weird to be scared of the doctor',
    ]).map(withoutNote);
    expect(replies[3]).not.toMatch(/sensible pick|Good choice/);
  });

  it('does not call one option he hates a list', () => {
    const replies = converse('work', [
      'can we make a plan',
      'what to do now i cant drive',
      'the wife says i could do a desk job but id hate it',
    ]).map(withoutNote);
    expect(replies[2]).not.toMatch(/more options than/);
  });

  it('does not laugh along when the joke is about feeling less of a man', () => {
    expect(
      reply('relationships', ['since the op i keep avoiding her in bed. feel useless lol']),
    ).not.toMatch(/^Ha/);
  });

  it('hears "cheers dad" as said to his dad, not thanks to the app', () => {
    expect(
      reply('emotions', ['told my old man i was struggling, he said get a grip. cheers dad']),
    ).not.toMatch(/Glad that was useful|Glad it helped/);
  });

  it('hears his own illness as his, not news about someone he loves', () => {
    expect(reply('emotions', ['got diagnosed with bowel cancer in june, im 49'])).not.toMatch(
      /someone you love/,
    );
  });

  it('does not call years in a trade "shared life"', () => {
    expect(
      reply('identity', [
        'got laid off',
        'been a welder 30 years at the yard, thats my life that is, my mates are all there',
      ]),
    ).not.toMatch(/shared life/);
  });

  it('puts aside what he says it is not only about, and does not read "work and sleep" as bad sleep', () => {
    expect(
      reply('emotions', ['its not only the money mate. i just feel on my own over here']),
    ).not.toMatch(/money/i);
    expect(reply('emotions', ['nothing here for me, just work and sleep, every day'])).not.toMatch(
      /Broken sleep/,
    );
  });

  it('leaves the label he has refused: not depressed, just fed up', () => {
    expect(
      reply('identity', [
        "i'm not depressed before you say it, im just fed up, there's a difference",
      ]),
    ).not.toMatch(/low mood/);
  });
});

describe('built-in companion: kinds that only ever got a filler (fresh19 to fresh21)', () => {
  const reply = (topic: TopicId, messages: string[]) =>
    withoutNote(converse(topic, messages).at(-1) ?? '');
  const FILLER =
    /^(?:I hear you|I'm with you|Go on, I'm following|How did that leave you|Tell me a bit more)/;

  it('meets each with a line of its own, and leaves their everyday neighbours alone', () => {
    const met: [string, RegExp][] = [
      ['went to ring my brother and i froze', /Bottling it/],
      ['right. dont know how to put this', /Take your time/],
      ['since the op i cant get it up and im too embarrassed to say', /hardest things for a man/],
      ['12 hours a day on the tools, seven days a week lately', /Hours like that/],
      ['my dad told me im a waste of space. maybe hes right', /harsh verdict/],
      ['theres a running club on thursdays, maybe ill meet some people', /worth a try/],
      ['dont have any mates over here, just the lads on site', /its own kind of lonely/],
    ];
    for (const [message, expected] of met) {
      const said = reply('emotions', [message]);
      expect(said, message).toMatch(expected);
      expect(said, message).not.toMatch(FILLER);
    }
    for (const [message, notExpected] of [
      ['the keeper froze and we lost 2-1', /Bottling it/],
      ['my boss said im a waste of overtime lol', /harsh verdict/],
      ['i work 6 hours a day, its fine', /Hours like that/],
    ] as const)
      expect(reply('emotions', [message]), message).not.toMatch(notExpected);
  });
});

describe('built-in companion: fresh22 readers, the hard conversation a step behind', () => {
  it('keeps an answer to a later step where it belongs, and the summary reads plainly', () => {
    const replies = converse('relationships', [
      'can you help me plan a hard conversation',
      'what i want her to know is im not angry, im just tired all the time',
      'probably over a coffee on saturday morning',
    ]).map(withoutNote);
    expect(replies[1]).toMatch(/What are you worried might happen/);
    const summary = replies[2] ?? '';
    expect(summary).toMatch(/Talk with her\. What I want them to hear: what i want her to know/);
    expect(summary).toMatch(/When: probably over a coffee on saturday/);
    expect(summary).not.toMatch(/not sure yet|When: \./);
  });

  it('reads "giving him grief" as hassle, not a bereavement', () => {
    const reply = withoutNote(
      converse('work', ['lads at school keep giving my son grief because of me']).at(-1) ?? '',
    );
    expect(reply).not.toMatch(/Loss|miss most|grief/i);
  });
});

describe('built-in companion: a man on nights (fresh22)', () => {
  it('gives day-sleep basics, not the night-time wind-down, and hears tiredness at the controls', () => {
    const replies = converse('work', [
      'on nights at the depot, 4 on 4 off, cant sleep on my days off',
      'nearly nodding off at the wheel on the way home some mornings',
      'go on then, the sleep one',
    ]).map(withoutNote);
    expect(replies[0]).toMatch(/Nights wreck sleep/);
    expect(replies[0]).not.toMatch(/wind-down for a racing mind/);
    expect(replies[1]).toMatch(/tired at the controls/);
    expect(replies[2]).toMatch(/sleeping by day after nights/);
    expect(replies[2]).not.toMatch(/let's wind down/);
    // A man not on nights still gets the wind-down.
    const evening = converse('stress', [
      'cant sleep, head going all night',
      'go on then, the sleep one',
    ])
      .map(withoutNote)
      .at(-1);
    expect(evening).toMatch(/let's wind down/);
  });
});

describe('built-in companion: a question in the last sentence of a step answer (fresh23)', () => {
  it('holds the question instead of filing it as his answer', () => {
    const replies = converse('work', [
      'can we make a plan',
      'whether to stay at the depot',
      'stay, or ask for a transfer',
      'the union rep said maybe a transfer. should i take it or is that just running away',
    ]).map(withoutNote);
    expect(replies[3]).toMatch(/Good question/);
    expect(replies[3]).not.toMatch(/should i take it/);
  });
});

describe("built-in companion: fresh23's readers' kinds, in other words (fifteenth session)", () => {
  it('answers whether Steady keeps his words about Steady, not about a counsellor', () => {
    const app = replyTo('stress', 'does this keep what i write or is it all private');
    expect(app).toMatch(/isn't saved/);
    expect(app).not.toMatch(/EAP/);
    expect(replyTo('work', 'is the counselling private or does it get back to my boss')).toMatch(
      /EAP/,
    );
  });

  it('does not tell him to take his time when he has just said it', () => {
    expect(
      replyTo(
        'emotions',
        'dont know how to put it. the lads at work rib me about my accent and i eat on my own',
      ),
    ).not.toMatch(/Take your time/);
    expect(replyTo('emotions', 'right. dont know how to put this')).toMatch(/Take your time/);
  });

  it('hears money as a goal, and good money as a trade against home', () => {
    expect(
      replyTo('work', 'just want to finish the contract and come home with a bit of money'),
    ).not.toMatch(/Money (?:worry|pressure)/);
    expect(replyTo('work', 'cant pay the rent this month, money is gone')).toMatch(
      /Money (?:worry|pressure)/,
    );
    expect(
      replyTo(
        'relationships',
        'the wages are too good to walk away from but the kids barely know me',
      ),
    ).toMatch(/hard trade/);
  });

  it('meets jokes made at his expense, and not fitting in, with a line of their own', () => {
    expect(
      replyTo('identity', 'theres always jokes about me being the foreign one on the crew'),
    ).toMatch(/jokes land on/);
    expect(replyTo('identity', 'i never really fit in at this depot')).toMatch(/Not fitting in/);
    expect(replyTo('identity', 'good banter on the crew, always a laugh')).not.toMatch(
      /jokes land on/,
    );
  });

  it('hears survivor guilt, nightly drinking and a question about his kids', () => {
    expect(
      replyTo('emotions', 'my brother died on the rigs in may. should have been me on that shift'),
    ).toMatch(/should have been me/);
    expect(replyTo('emotions', 'was meant to be there at six but the bus was late')).not.toMatch(
      /should have been me/,
    );
    expect(replyTo('emotions', 'been on the beer most nights since she left')).toMatch(
      /worth noticing/,
    );
    expect(
      replyTo('relationships', 'my girl hides behind her mum when i get home. normal for kids?'),
    ).toMatch(/common for kids/);
  });

  it('hears the quiet after a shift as that, not as sleep, and an early start as work', () => {
    const quiet = replyTo(
      'emotions',
      'work is fine, 200 covers from 5am. its when i clock off and the room goes quiet',
    );
    expect(quiet).toMatch(/the quiet/);
    expect(quiet).not.toMatch(/Lying awake|before bed/);
    expect(replyTo('stress', 'wide awake at 3am every night now')).toMatch(/sleep/i);
  });
});

describe("built-in companion: fresh24's readers' kinds, in other words (fifteenth session)", () => {
  it('hears a visa sponsor as a job, and broken pay and hours as not normal', () => {
    expect(
      replyTo('work', 'my boss is my visa sponsor so i cant really say no to him'),
    ).not.toMatch(/Staying off it/);
    expect(replyTo('other', '90 days sober, rang my sponsor tonight')).not.toMatch(/Money/);
    const rights = replyTo(
      'work',
      'wages were paid late again and the contract says 40 hours but i do 60. is that normal?',
    );
    expect(rights).toMatch(/^No/);
    expect(rights).toMatch(/Citizens Advice|union/);
    // Where to ask is his country's, from the services list.
    const inBritain = withoutNote(
      converse('work', ['paid late again and no payslips. is that even legal?'], 'GB').at(-1) ?? '',
    );
    expect(inBritain).toMatch(/^No/);
    expect(inBritain).toMatch(/Acas/);
  });

  it('hears a loss in his own words, and what his family asks as theirs, not his question', () => {
    expect(replyTo('emotions', 'short with everyone since my da passed in the spring')).toMatch(
      /sorry|Grief/,
    );
    const reported = replyTo(
      'identity',
      'mum rings every sunday asking are you eating, how is work. i keep telling her its fine',
    );
    expect(reported).not.toMatch(/fair question/);
    expect(reported).toMatch(/heavy thing to keep up/);
  });

  it('does not say back a sentence with a name he capitalised', () => {
    expect(replyTo('work', 'I drive for a firm in Leicester now')).not.toMatch(/leicester/);
  });

  it('meets him in bed, and tension in his body, inside the wind-down', () => {
    const replies = converse('stress', [
      'help me wind down',
      'in bed now, phone away',
      'my jaw is tight and my shoulders are up',
      'gonna try the breathing',
    ]).map(withoutNote);
    expect(replies[1]).toMatch(/you're set up/);
    expect(replies[1]).not.toMatch(/parked/);
    expect(replies[2]).toMatch(/body still braced/);
    expect(replies[3]).toMatch(/Where I hold it: /);
    expect(replies[3]).not.toMatch(/Parked until morning/);
  });
});

describe("built-in companion: the kinds fresh25's readers named", () => {
  it('hears breathing turned down, and goes on to what he wants instead', () => {
    const refused = replyTo('stress', 'nah skip the breathing stuff mate, not for me');
    expect(refused).toMatch(/^Fair enough, no breathing/);
    expect(refused).not.toMatch(/count of four/);
    const instead = last(
      converse('relationships', [
        'my brother and me havent spoken since the funeral',
        'not doing breathing exercises pal. i need to work out what to say to him',
      ]),
    );
    expect(instead).toMatch(/^Fair enough, no breathing\. Okay, let's plan it/);
    // Asking for it still gets it, unsure or not.
    expect(replyTo('stress', 'not sure how the breathing thing works, show me')).toMatch(
      /count of four/,
    );
    expect(replyTo('stress', 'give me a breathing exercise')).toMatch(/count of four/);
  });

  it('does not back a day told in the present, or a step someone else suggested, as his plan', () => {
    const PLAN =
      /Sounds like a plan|good step|Notice how it goes|What might get in the way|good move|worth doing/;
    expect(
      replyTo('identity', 'ex-pro, now i coach the under 9s. drive the minibus to away games'),
    ).not.toMatch(PLAN);
    expect(
      replyTo('relationships', 'i can take the moaning about money. its the silence i cant take'),
    ).not.toMatch(PLAN);
    const suggested = replyTo(
      'work',
      'the wife keeps telling me i should see someone. says im short with everyone. she has a point',
    );
    expect(suggested).not.toMatch(PLAN);
    expect(suggested).toMatch(/might be right/);
    // A step he names with a time is still backed.
    expect(replyTo('work', 'ring the union rep tomorrow')).toMatch(PLAN);
  });

  it('meets the one thing in the way of a step he names, going in on his own', () => {
    const reply = replyTo(
      'emotions',
      'there is a walking group on thursdays, i could go. its turning up on my own i dread',
    );
    expect(reply).toMatch(/go with you the first time/);
  });

  it('says nothing back that was said to the app', () => {
    expect(replyTo('emotions', 'im not great at typing so youll excuse me')).not.toMatch(
      /excuse you/,
    );
  });

  it('answers "is that normal?" about a loss as grief, whatever words it comes in', () => {
    const replies = converse('emotions', [
      'my dad died in april, we ran the yard together 30 years',
      'the yard is very quiet now. i still make two brews at ten. is that normal?',
    ]).map(withoutNote);
    expect(replies[1]).toMatch(/^Yes, very\. Habits built over years/);
    expect(replies[1]).not.toMatch(/after a move/);
  });

  it('meets "who am I now?" as the real question, and his own step put as a question', () => {
    const replies = converse('identity', [
      'had to give up the trade after my back went. 30 years a brickie',
      'so who am i now then. just some bloke at home',
    ]).map(withoutNote);
    expect(replies[1]).not.toMatch(DODGE);
    expect(replies[1]).toMatch(/What did the work give you/);
    expect(replyTo('stress', 'show the list to my brother tomorrow?')).not.toMatch(DODGE);
  });

  it('hears an embedded question, and answers going to HR', () => {
    const reply = last(
      converse(
        'work',
        [
          'supervisor keeps singling me out in front of the line',
          'what i need to know is should i report it to HR or will that make it worse',
        ],
        'GB',
      ),
    );
    expect(reply).toMatch(/write down what happened/);
    expect(reply).toMatch(/Acas/);
  });

  it('reads an old clock after the work has ended, a settled heart and a dying wife as what they are', () => {
    const clock = last(
      converse('identity', [
        'retired from the post office in may after 40 years',
        'still up at 5 every morning. body clock hasnt got the memo',
      ]),
    );
    expect(clock).not.toMatch(/lying awake|before bed/);
    expect(clock).toMatch(/early starts/);
    expect(replyTo('stress', 'did the breathing. heart isnt racing as hard now')).not.toMatch(
      /in your body is unsettling/,
    );
    const caring = replyTo(
      'stress',
      'my dad is dying, palliative care at home now, its me and my sister',
    );
    expect(caring).not.toMatch(/Waiting on news/);
    expect(caring).toMatch(/looking out for you/);
  });

  it('reads a rota that flips between earlies and lates as the rota, not a racing mind (left alone from fresh24)', () => {
    const replies = converse('stress', [
      'on the trams. swing shifts this month, one day a 4am start the next a midnight finish',
      'aye its the sleep that gets me',
    ]).map(withoutNote);
    expect(replies[0]).toMatch(/settle on a clock/);
    expect(replies[1]).toMatch(/anchor/);
    expect(replies[1]).not.toMatch(/head going/);
  });

  it('meets pride and jealousy together as a human mix, not a filler', () => {
    const reply = replyTo(
      'identity',
      'my brother got the promotion i wanted. jealous of my own brother, and proud',
    );
    expect(reply).toMatch(/most human mixes/);
    expect(replyTo('relationships', 'my wife is proud of me for going to the gp')).not.toMatch(
      /most human mixes/,
    );
  });

  it('hears an offer made to him a while back as an open door, and "asked me if i was ok" as not one', () => {
    expect(
      replyTo('identity', 'the bowls club asked me in june if id help run the juniors'),
    ).toMatch(/worth saying yes to/);
    expect(replyTo('emotions', 'the wife asked me if i was alright last night')).not.toMatch(
      /worth saying yes to/,
    );
  });

  it('lets him step away and come back', () => {
    expect(replyTo('work', 'kid is screaming, gimme a sec')).toMatch(/I'll be here/);
    expect(
      replyTo('work', 'back in a minute is not how my boss talks, its all urgent'),
    ).not.toMatch(/I'll be here/);
  });

  it('does not start an exercise when "go on then" is about his own step', () => {
    const replies = converse('identity', [
      'retired from the force after 30 years',
      'what would i even do tho. not going back to school at 55',
      'aye go on then ill ring the club tomorrow about helping out',
    ]).map(withoutNote);
    expect(replies[1]).toMatch(/values check/);
    expect(replies[2]).not.toMatch(/What matters most to you/);
  });
});

describe("built-in companion: the kinds fresh26's readers named", () => {
  it('answers plain questions about the app in few words: text only, and who can see it', () => {
    expect(replyTo('stress', 'hard of hearing. is it text only?')).toMatch(/^Yes, it's all text/);
    const seen = replyTo('relationships', 'my husband wont see this?');
    expect(seen).toMatch(/^Nobody else sees it/);
    expect(seen).not.toMatch(DODGE);
    expect(replyTo('stress', 'is there a voice option?')).toMatch(/all text/);
  });

  it('answers "is this normal?" about the temper he has just told of, and not "from what you\'ve said" first', () => {
    const replies = converse('emotions', [
      'shouted at the grandkids over nothing on sunday',
      'is this normal? im 60 not 6',
    ]).map(withoutNote);
    expect(replies[1]).toMatch(/Feeling angry is normal/);
    expect(replyTo('stress', 'is it normal to be this tired at 20')).not.toMatch(
      /^From what you've said/,
    );
  });

  it('drops a word he turns down, and meets a life-changing injury as one', () => {
    const refused = replyTo(
      'emotions',
      'grief? not sure about that word. nobody died, i just cant drive now',
    );
    expect(refused).toMatch(/whatever word fits/);
    expect(refused).not.toMatch(/Grief/);
    expect(replyTo('work', 'spinal injury off a scaffold, in a wheelchair now')).toMatch(
      /huge thing to happen/,
    );
    expect(replyTo('work', 'sat in my chair at the desk all day')).not.toMatch(/huge thing/);
  });

  it('reads his draft written out as a statement, and "the one thing?" as his answer, not a question', () => {
    const draft = replyTo(
      'relationships',
      "i'd say something like, son i need to tell you something about me and your mum. it was never about you. you can ask me anything",
    );
    expect(draft).toMatch(/^That works/);
    const answer = replyTo(
      'relationships',
      'the main thing? that i still love them and nothing changes that',
    );
    expect(answer).not.toMatch(DODGE);
  });

  it('hears a tag question as a tag, and being left out at his own table', () => {
    const reply = replyTo(
      'relationships',
      'hard of hearing. kids say never mind when i ask what was funny. worst words going, you know that?',
    );
    expect(reply).not.toMatch(DODGE);
    expect(reply).toMatch(/your own table/);
  });

  it('hears a family member setting the app up as why he is here, and "so i can see it" as no plan', () => {
    const reply = replyTo(
      'identity',
      'not sure how this works, my grandson set it up and put the text big so i can read it',
    );
    expect(reply).toMatch(/good of them to nudge you/);
    expect(reply).not.toMatch(/good step|get in the way/);
  });

  it('answers an outing he cannot stretch to with the words to say, and debt with debt advice', () => {
    expect(
      replyTo(
        'relationships',
        'mates stag do in prague, i cant afford it, flights alone are 200. do i just tell them?',
      ),
    ).toMatch(/can't stretch to it/);
    expect(
      replyTo('stress', 'cant afford the rent and the credit card is maxed, what do i do'),
    ).toMatch(/debt advice/);
  });

  it('hears "going to try and get some sleep... thanks" as a goodnight', () => {
    const reply = last(
      converse('stress', [
        'lying awake going over the figures again',
        'ok. im going to try and get some sleep. will check in tomorrow. thanks for not being weird about it eh',
      ]),
    );
    expect(reply).not.toMatch(/get in the way/);
    expect(reply).toMatch(/Glad it helped|here whenever/);
  });

  it('does not ask how things are with someone he has just told about at length', () => {
    const reply = replyTo(
      'identity',
      'my brother was funny about it for years but now he rings every sunday and we go fishing together when we can',
    );
    expect(reply).not.toMatch(/things(?: been)? between you and your brother/);
  });

  it('starts the wind-down when he asks for something for a head going round at night', () => {
    expect(
      last(converse('stress', ['new baby', 'you got anything for when my mind is racing in bed'])),
    ).toMatch(/wind down/);
  });
});

describe("built-in companion: the kinds fresh27's readers named", () => {
  it('gives the breathing exercise for "one of them calming exercise things"', () => {
    expect(replyTo('stress', 'go on then, give us one of them calming exercise things')).toMatch(
      /Breathe in/,
    );
    expect(replyTo('stress', 'got a relaxation technique i could try?')).toMatch(/Breathe in/);
  });

  it('follows 5-4-3-2-1 step by step when he does it unasked, and closes it', () => {
    const replies = converse('stress', [
      'sat in the car park before work',
      'five things i can see: the barrier, a gull, my lanyard, rain, the clock',
      'four i can feel, the wheel, my coat, the seatbelt, cold hands',
      'three i can hear: wipers, the radio, someone reversing. two smells, coffee and wet dog',
      'one taste, mint. ok that actually helped a bit',
    ]).map(withoutNote);
    expect(replies[1]).toMatch(/Four things you can feel/);
    expect(replies[2]).toMatch(/Three things you can hear/);
    expect(replies[3]).toMatch(/one thing you can taste/);
    expect(replies[4]).toMatch(/all five done, and good that it took the edge off/);
    // Asked for by name, it is given from the start.
    expect(replyTo('stress', 'can we do the 54321 thing')).toMatch(/Start with five things/);
  });

  it('does not take everyday numbers for grounding steps', () => {
    for (const message of [
      'three sounds good to me, the four of us can go',
      'i see five things wrong with the rota',
    ])
      expect(replyTo('work', message)).not.toMatch(/things you can|all five done/);
  });
  it('meets an ill parent on top of the work, not the work alone', () => {
    const caring = replyTo(
      'emotions',
      'my mams in the infirmary with her heart. doing my shifts then the hospital after',
    );
    expect(caring).toMatch(/^Full shifts and then the hospital/);
    expect(caring).not.toMatch(/make work feel more manageable/);
    // Waiting on results is still waiting, and an illness without it is not called waiting.
    expect(replyTo('emotions', 'dad had a scan on monday, waiting on the results')).toMatch(
      /Waiting on news/,
    );
    expect(replyTo('emotions', 'my brother is poorly again, chest infection')).not.toMatch(
      /Waiting on news/,
    );
  });

  it('hears a message that starts with "hi" and goes on, and a tight chest as stress in the body', () => {
    expect(replyTo('identity', 'hiya. single dad, two girls, 9 and 6. work nights')).not.toMatch(
      /What's on your mind\?/,
    );
    expect(replyTo('identity', 'hiya')).toMatch(/^Hey/);
    const chest = replyTo('stress', 'every time the boss mentions the review my chest goes tight');
    expect(chest).toMatch(/body bracing/);
    expect(chest).not.toMatch(/Health worries/);
  });

  it('does not take Friday nights or 4am after a shift for a sleep problem', () => {
    expect(
      replyTo(
        'emotions',
        'saturday nights are the worst, cant hear the crowd from the ground anymore',
      ),
    ).not.toMatch(/sleep|bed/i);
    expect(
      replyTo('relationships', 'checking her instagram at 3am after a shift like an eejit'),
    ).not.toMatch(/before bed|sleep/i);
    // A night that is about sleep still is.
    expect(replyTo('stress', 'awake at 3am every night with my head going')).toMatch(
      /awake|sleep|bed|night/i,
    );
  });

  it('does not say back four words as his feeling', () => {
    expect(replyTo('emotions', 'i just feel off')).not.toMatch(/^You just feel off/);
  });
  it('names the person in a step that is his own, and hears a no to what someone keeps pushing', () => {
    const replies = converse('work', [
      'lost the job at the mill in june',
      'might give Shane a ring back, he said theres shifts going at the depot',
    ]).map(withoutNote);
    expect(replies[1]).toMatch(/^Giving Shane a ring back sounds like a good move/);
    expect(replyTo('work', 'i might talk to my brother about it')).toMatch(
      /^Talking to your brother/,
    );
    // Not a person: "call it a day", "ring round".
    expect(replyTo('work', 'ill call it a day')).not.toMatch(/Calling it/);
    const refused = converse('work', [
      'the job centre keeps pushing this forklift course on me',
      'no chance. i fix engines, im not sitting in a classroom',
    ]).map(withoutNote);
    expect(refused[1]).toMatch(/^Fair enough/);
  });

  it('meets boredom after a job and a big drop in pay, not with a filler', () => {
    expect(replyTo('work', 'honestly im just bored out of my mind since they let me go')).toMatch(
      /days lose their shape/,
    );
    expect(replyTo('work', 'the new place is 16 an hour. i was on 31 at the yard')).toMatch(
      /big drop from what you were on/,
    );
    expect(replyTo('work', 'im on 16 an hour and its fine')).not.toMatch(/big drop/);
  });
  it('meets a moment that moved him, an open offer, prayer gone flat, a lost language, generations at one works and a waiting list', () => {
    expect(
      replyTo('emotions', 'my brother rang to say he was proud of me. that got to me if im honest'),
    ).toMatch(/would get to anyone/);
    expect(replyTo('emotions', 'the pastor told me to drop by whenever i want. well see')).toMatch(
      /real offer/,
    );
    expect(replyTo('emotions', 'even at mass lately its like im going thru the motions')).toMatch(
      /how stretched you are/,
    );
    expect(
      replyTo('identity', 'nana spoke welsh to me as a kid. i cant speak welsh properly now'),
    ).toMatch(/Losing the language/);
    expect(
      replyTo('work', 'my dad worked down the pit, and his dad before him. now its shut'),
    ).toMatch(/Generations in one place/);
    expect(replyTo('stress', 'the gp said talking therapy but its a six month wait list')).toMatch(
      /Waiting lists are a real problem/,
    );
    // Not a language he is learning, nor a housing list.
    expect(replyTo('identity', 'i cant speak to her without it turning into a row')).not.toMatch(
      /Losing the language/,
    );
    expect(replyTo('stress', 'been on the council house waiting list two years')).not.toMatch(
      /self-referral/,
    );
  });
  it('follows 5-4-3-2-1 even inside the wind-down, and hears the exercise working as that', () => {
    const replies = converse('stress', [
      'got anything for sleep? something i can do in bed now',
      'ok five things i can see. the alarm clock, my boots, the door',
      'that did something actually. chest isnt going as fast',
    ]).map(withoutNote);
    expect(replies[0]).toMatch(/wind down/);
    expect(replies[1]).toMatch(/Four things you can feel/);
    expect(replies[2]).toMatch(/exercise working/);
    expect(replies[2]).not.toMatch(/lit you up/);
    // Not after anything else: a good gym session is not the exercise working.
    expect(replyTo('stress', 'my heart isnt going as fast as it was at the gym')).not.toMatch(
      /exercise working/,
    );
  });
  it('does not take a remark he takes back for his answer to a step of a flow', () => {
    const replies = converse('work', [
      'lost my job in may',
      'go on then, the problem solving thing',
      'rent is due on the 1st and i have 60 quid',
      'ask my sister. sell the bike. ring the council',
      'the spurs were awful on sunday. sorry, no idea why i said that',
      'sell the bike',
    ]).map(withoutNote);
    expect(replies[4]).toMatch(/Back to it/);
    expect(replies[5]).toMatch(/first step/);
  });
});
