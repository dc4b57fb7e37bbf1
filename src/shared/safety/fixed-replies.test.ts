import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from './countries';
import { CRISIS_LINES } from './crisis-lines';
import {
  CONCERN_QUESTION,
  concernReply,
  crisisCheckIn,
  crisisReply,
  fixedReplyOf,
  checkInCue,
  checkInWhereGuessed,
  helperCue,
  urgentCue,
  wrongCountryReply,
  type CheckInCue,
  type HelperCue,
} from './fixed-replies';
import { RISK_CATEGORIES } from './risk';

describe('fixed replies', () => {
  it.each(COUNTRY_CODES)(
    'give %s its own main line and emergency number, in every category',
    (country) => {
      const lines = CRISIS_LINES[country];
      for (const category of RISK_CATEGORIES) {
        const reply = crisisReply(category, country);
        expect(reply).toContain(lines.emergency.number);
        if (category !== 'abuse-danger')
          expect(reply.toLowerCase()).toContain(lines.mainLine.toLowerCase());
        for (const other of COUNTRY_CODES.filter(
          (code) => CRISIS_LINES[code].emergency.number !== lines.emergency.number,
        ))
          expect(reply).not.toContain(`call ${CRISIS_LINES[other].emergency.number}`);
      }
    },
  );

  it('say to call the emergency number first for an overdose, and give abuse its own line', () => {
    expect(crisisReply('overdose-injury', 'US')).toMatch(/^Please call 911 now/);
    expect(crisisReply('abuse-danger', 'US')).toContain('1-800-799-7233');
    expect(crisisReply('abuse-danger', 'US')).toContain('text START to 88788');
    expect(crisisReply('harm-to-others', 'GB')).toMatch(/999[\s\S]*116 123/);
    expect(crisisReply('other-at-risk', 'US')).toMatch(/worried about someone/);
  });

  it('ask the direct question at concern, with the main line inline', () => {
    expect(concernReply('wish-to-die', 'US')).toContain(CONCERN_QUESTION);
    expect(concernReply('wish-to-die', 'US')).toContain('988');
    expect(concernReply('wish-to-die', 'AU')).toContain('13 11 14');
  });

  it('are recognised in a conversation history, with their level and category', () => {
    expect(fixedReplyOf(crisisReply('self-harm', 'NZ'))).toEqual({
      level: 'crisis',
      kind: 'crisis',
      category: 'self-harm',
    });
    expect(fixedReplyOf(`  ${concernReply('other-at-risk', 'IE')}\n`)).toMatchObject({
      level: 'concern',
      category: 'other-at-risk',
    });
    expect(fixedReplyOf(crisisCheckIn(4, 'CA'))?.kind).toBe('check-in');
    expect(fixedReplyOf(wrongCountryReply('US'))?.kind).toBe('wrong-country');
    expect(fixedReplyOf('That sounds hard. What happened?')).toBeUndefined();
  });

  it("say where the rest of the world's lines are when his country is a guess", () => {
    // A US-English phone in Johannesburg gets the US lines, which do not work there.
    const guessed = crisisReply('wish-to-die', 'US', true);
    // Said first, before the numbers that may not work for him.
    expect(guessed.endsWith(crisisReply('wish-to-die', 'US'))).toBe(true);
    expect(guessed).toMatch(/^Not in the US\? These numbers may not work where you are/);
    expect(guessed).toContain('findahelpline.com');
    expect(concernReply('wish-to-die', 'AU', true)).toMatch(
      /Not in Australia\?[\s\S]*findahelpline/,
    );
    expect(crisisReply('wish-to-die', 'US')).not.toContain('findahelpline');
    // Still read as the app's own reply when it comes back in the history.
    expect(fixedReplyOf(guessed)).toEqual({
      level: 'crisis',
      kind: 'crisis',
      category: 'wish-to-die',
    });
    expect(fixedReplyOf(concernReply('self-harm', 'GB', true))).toMatchObject({
      level: 'concern',
      category: 'self-harm',
    });
    // A reply from before the note moved to the top, still in a conversation's history.
    const older = `${crisisReply('wish-to-die', 'US')}\n\n${guessed.split('\n\n')[0]}`;
    expect(fixedReplyOf(older)).toMatchObject({ level: 'crisis', category: 'wish-to-die' });
  });

  it('never name a method, a dose or a place', () => {
    for (const country of COUNTRY_CODES)
      for (const category of RISK_CATEGORIES)
        expect(crisisReply(category, country)).not.toMatch(
          /\b(?:rope|pills?|tablets?|bridge|gun|dose|mg)\b/i,
        );
  });
});

describe('helper check-ins answer what the helper asks', () => {
  it('answers "what should I do", "how do I ask" and "what if he says yes", each with the lines', () => {
    const asked: [string, HelperCue, RegExp][] = [
      ['maybe im overthinking it. what should i do', 'what-to-do', /ask him straight out/],
      ['how would i even ask him that', 'how-to-ask', /"Are you thinking about suicide\?"/],
      ['and if he says yes, then what', 'if-yes', /stay with him/],
      ['right, im heading up to him now', 'going', /right move/],
      // His mate has a rifle; he wonders whether to wait (fresh5's readers).
      ['hes got his rifle in the ute', 'means', /out of his reach tonight/],
      ['should i ring someone now or wait till morning', 'now', /^Now\./],
      // fresh11's readers: the helper's practical questions got the same blocks in turn.
      ['what would i actually say to him when i turn up', 'how-to-ask', /"Are you thinking/],
      ['and what if he tells me to get lost', 'brushed-off', /leave the door open/],
      ['should i tell his sister or is that going behind his back', 'family', /more people/],
      // fresh13's readers: the words asked for got the same block again, and his plan for tonight
      // with a question about the man's wife got "Are you safe right now?".
      ['ok but what do i say. exact words, im useless at this', 'words', /Word for word/],
      [
        'right im popping round after work. do i ring his missus before or after',
        'family',
        /more people/,
      ],
      ['im heading over there tonight', 'going', /right move/],
    ];
    for (const [message, cue, expected] of asked) {
      expect(helperCue(message)).toBe(cue);
      const text = crisisCheckIn(0, 'IE', 'other-at-risk', undefined, cue);
      expect(text).toMatch(expected);
      expect(text).toContain(CRISIS_LINES.IE.emergency.number);
      // Recognised as the app's own fixed text when it comes back in the history.
      expect(fixedReplyOf(text)).toMatchObject({ level: 'crisis', category: 'other-at-risk' });
    }
  });

  it('a helper cue never changes his own check-in', () => {
    expect(crisisCheckIn(0, 'US', 'wish-to-die', undefined, 'if-yes')).toBe(
      crisisCheckIn(0, 'US', 'wish-to-die'),
    );
  });
});

describe('crisis check-ins answer means, a fear of being a burden, and "is there anyone"', () => {
  it('reads each cue, and its reply holds the lines', () => {
    const cues: [string, CheckInCue, RegExp][] = [
      ['my old shotgun is in the shed', 'means', /distance between you and it/],
      ['i dont want to be a burden to my daughter', 'burden', /wouldn't be a burden/],
      ['is there someone i can actually talk to at 3am', 'number', /Here it is/],
      // His questions get their answers, not "are you safe?" over them (fresh4's readers).
      ["I haven't told my GP. Not the doctor, not anyone. Should I?", 'doctor', /tell your doctor/],
      ['should i tell my brother', 'tell', /Yes, if you can/],
      ['wait are you a real person', 'person', /not a person/],
      ['are you going to ring someone on me', 'private', /I can't call anyone/],
      // The fear that stops the call gets its answer (fresh13's readers).
      [
        "not ringing anyone. they'd tell my wife and she'd never look at me the same",
        'confidential',
        /stays with them/,
      ],
      [
        "please don't keep telling me to phone someone, i dont want the lads knowing",
        'confidential',
        /don't have to give your name/,
      ],
      // fresh15's widower: his fear, and then who would pick up, were met with "Are you safe?".
      ["i wouldn't want my son knowing i'd been this low", 'confidential', /stays with them/],
      ['ok. who would pick up if i rang, is it some call centre', 'who-answers', /Real people/],
      ['what number would i ring', 'number', /Here it is/],
      // fresh15's dairy farmer, in crisis mode: "is there a number that isnt local?" got "Are you safe?".
      ['is there another line, one where nobody knows me', 'number', /Here it is/],
      // fresh16's widower: "does this thing keep what i type?" got "Are you safe?".
      ['dont be phoning my daughter now, will you', 'private', /can't call anyone/],
      ['does the app save what i write here', 'private', /isn't saved/],
      // fresh17's millwright asked for the number and for the words for his brother; he got only
      // the number.
      [
        'and could you help me work out what to say to my sister when she gets back',
        'tell-how',
        /Keep it simple/,
      ],
      ['help me figure out what to even say to jamie tonight', 'tell-how', /Keep it simple/],
      // fresh18's new dad: whether a GP sees dads, and the words for the receptionist.
      [
        'could i go to the doctor with this or is that only for mothers',
        'doctor-judged',
        /GPs see dads/,
      ],
      [
        "they'd think i was dangerous and take the kids off me",
        'doctor-judged',
        /not the same as being a danger/,
      ],
      ['what do i tell reception when i phone the surgery', 'receptionist', /urgent appointment/],
    ];
    for (const [message, cue, expected] of cues) {
      expect(urgentCue(message) ?? checkInCue(message)).toBe(cue);
      const text = crisisCheckIn(0, 'AU', 'wish-to-die', cue);
      expect(text).toMatch(expected);
      expect(text).toContain(CRISIS_LINES.AU.emergency.number);
      expect(fixedReplyOf(text)).toMatchObject({ level: 'crisis', kind: 'check-in' });
    }
  });

  it('reminds a man it could not place where his own line is, on every check-in, and still knows them', () => {
    const placed = crisisCheckIn(1, 'US', 'wish-to-die');
    const unplaced = checkInWhereGuessed(placed, 'US', true);
    expect(unplaced).toMatch(/^[\s\S]*Not in the US\? findahelpline\.com has the free line/);
    expect(checkInWhereGuessed(placed, 'US', false)).toBe(placed);
    expect(fixedReplyOf(unplaced)).toMatchObject({ level: 'crisis', kind: 'check-in' });
  });

  it("hears what keeps him here, a step for tomorrow and 'thanks for not laughing' (fresh21)", () => {
    const cues: [string, CheckInCue, RegExp][] = [
      ['my kids. it would destroy them if i went', 'reasons', /^Hold on to that/],
      ['honestly my dog and my nan are what keep me going', 'reasons', /^Hold on to that/],
      ['after my shift i call my brother, maybe', 'step-later', /good plan/],
      ["i'll ring the gp first thing tomorrow", 'step-later', /good plan/],
      ['cheers for taking me seriously', 'not-laughed', /nothing to laugh at/],
      // fresh22: 3am with the mission shut; a rifle's bolt handed to his pastor; pills.
      ['who would i even ring at this time of night', 'number', /answer any time/],
      ['i could give the bolt to my brother, he would hold it', 'means-away', /most protective/],
      ['do i need tablets for this or what', 'pills', /one for a doctor/],
    ];
    for (const [message, cue, expected] of cues) {
      expect(urgentCue(message) ?? checkInCue(message), message).toBe(cue);
      const text = crisisCheckIn(0, 'GB', 'wish-to-die', cue);
      expect(text).toMatch(expected);
      expect(text).toContain(CRISIS_LINES.GB.emergency.number);
      expect(fixedReplyOf(text)).toMatchObject({ level: 'crisis', kind: 'check-in' });
    }
    expect(checkInCue('my mom. if something happened to me it would break her')).toBe('reasons');
    // The fear of telling her is not a reason to stay: "it would break her" said of the telling.
    expect(checkInCue('if i told my mum it would break her')).not.toBe('reasons');
    // A step for now is still "do it now".
    expect(checkInCue("i'm going to ring my brother now")).toBe('step');
  });

  it('puts the directory first when a man it could not place asks for someone to talk to', () => {
    const reply = crisisCheckIn(0, 'US', 'wish-to-die', 'number');
    const asked = checkInWhereGuessed(reply, 'US', true, true);
    expect(asked.indexOf('findahelpline.com')).toBeLessThan(asked.indexOf('988'));
  });

  it('takes only his own plan as a step: "are you going to ring someone" is not one', () => {
    expect(checkInCue("i'm going to ring my brother tonight")).toBe('step');
    expect(checkInCue('ok gonna ring them now')).toBe('step');
    expect(checkInCue('maybe i could tell ciaran, hes the one i talk to')).toBe('step');
    expect(checkInCue('I could ring my sister. She would come over')).toBe('step');
    expect(checkInCue('maybe, a lad at work used the samaritans once. i dunno')).toBe('step');
    expect(checkInCue('theres a padre on the base i think. maybe')).toBe('step');
    expect(checkInCue('are you going to ring someone on me')).not.toBe('step');
    expect(
      checkInCue('no i havent told the bank manager. hes decent but its embarrassing'),
    ).not.toBe('step');
    expect(checkInCue('never actually told my brother any of this')).not.toBe('step');
    expect(checkInCue('ok i told my brother, hes coming over')).toBe('step');
    // Whether a line or a doctor reports him to immigration gets its answer (fresh24).
    expect(checkInCue('would the helpline tell the home office? im on a work visa')).toBe(
      'immigration',
    );
    expect(checkInCue('if i call will it affect my study permit')).toBe('immigration');
    expect(checkInCue('my visa runs out next year anyway')).toBeUndefined();
    // Whether this is private, and whether ringing brings the police, gets its answer (fresh25).
    expect(checkInCue('is this confidential? dont want the police turning up, kids are here')).toBe(
      'private-police',
    );
    expect(checkInCue('if i ring them will the cops show up')).toBe('private-police');
    expect(crisisCheckIn(0, 'US', undefined, 'private-police')).toMatch(/^Yes\. Nobody sees/);
    expect(checkInCue('my brother is a cop, he works nights')).toBeUndefined();
    // What keeps him here, said of "our" boy or "the kids" (fresh25: asked about means instead).
    expect(checkInCue('the girls are the reason. couldnt do that to our sophie')).toBe('reasons');
    expect(checkInCue('the kids are the reason i moved back home')).not.toBe('reasons');
    // Nobody told yet, with someone who has already asked (fresh25).
    expect(checkInCue('not told anyone. my mate asked was i ok and i said grand')).toBe('not-told');
    expect(crisisCheckIn(0, 'IE', undefined, 'not-told')).toMatch(/opened the door/);
    // What to say to a line, however "them" is spelled.
    expect(checkInCue('never phoned one before. what would i say to em')).toBe('what-to-say');
  });

  it('answers an apology and a fear of how family would take it, not "are you safe?" over them', () => {
    expect(checkInCue('sorry for rambling on like this at this hour')).toBe('sorry');
    expect(crisisCheckIn(0, 'IE', undefined, 'sorry')).toMatch(/^Don't be sorry/);
    expect(urgentCue('never told anyone. my dad would go mental')).toBe('burden');
  });

  it('gives him the words to start with when he does not know what to say to the line', () => {
    for (const message of [
      'the lifeline. maybe. wouldnt know what to say to them though',
      "might ring them. dunno what i'd even say",
      'what do i even say when they pick up',
    ])
      expect(checkInCue(message)).toBe('what-to-say');
    expect(checkInCue('wouldnt know what to say to my wife')).not.toBe('what-to-say');
    expect(crisisCheckIn(0, 'GB', undefined, 'what-to-say')).toMatch(
      /^You don't need the right words.*Samaritans/s,
    );
  });

  it('backs handing in the pills or the gun as the step it is, whatever else the message says', () => {
    for (const message of [
      "i'll ring my son in the morning. and i could drop the old tablets off at the chemist",
      'gonna get rid of those meds of hers tomorrow',
    ])
      expect(urgentCue(message)).toBe('means-away');
    expect(urgentCue('thinking of taking all the pills tonight')).not.toBe('means-away');
    expect(crisisCheckIn(0, 'US', undefined, 'means-away')).toMatch(/most protective/);
  });

  it('backs a rifle or pills handed to someone to hold, and reads a .22 as means', () => {
    for (const message of [
      'maybe i could get my brother to hold onto the shotgun for a bit',
      'i could give the rifles to my uncle till this passes',
      'suppose i could lock the pills away in the car',
    ])
      expect(urgentCue(message)).toBe('means-away');
    expect(urgentCue('the old .303 is still in the wardrobe')).toBe('means');
  });

  it('gives the words to open with when he asks what to say to his own people', () => {
    for (const message of [
      'might text my sister. what would i even say to her',
      'i dont know how to start that with my dad',
    ])
      expect(checkInCue(message)).toBe('tell-how');
    expect(checkInCue('dunno what id even say to them on the phone')).toBe('what-to-say');
    expect(crisisCheckIn(0, 'AU', undefined, 'tell-how')).toMatch(/Can you come over\?.*13 11 14/s);
  });

  it('takes only a step towards help as a step: "call it a night for good" is not one', () => {
    expect(checkInCue("i'll call it a night for good")).not.toBe('step');
    expect(checkInCue('gonna call it quits with all of it')).not.toBe('step');
    expect(checkInCue("i'll call my sister in a bit")).toBe('step');
  });

  it('hears thanks said anywhere in the message', () => {
    expect(checkInCue('right, off to bed. thanks for listening mate')).toBe('thanks');
    // A step said on the way out is answered as a goodbye, not "do it now" again (fresh20).
    expect(checkInCue('ok, ill phone my brother first thing. cheers for tonight')).toBe(
      'step-leaving',
    );
    expect(checkInCue('rang the line, theyre calling me back. got to go')).toBe('step-leaving');
    expect(checkInCue('ok ill ring my brother now')).toBe('step');
    // In crisis mode a pull towards drink is met as the danger it is (fresh20).
    expect(checkInCue('keep thinking about the pub round the corner, its like a 7')).toBe('drink');
    expect(checkInCue('craving a beer so bad right now')).toBe('drink');
  });

  it('offers a text when he cannot ring for being heard, backs the number saved, and lets him sleep (fresh27)', () => {
    for (const message of [
      'no chance im ringing from the yard, the other lads would hear',
      "can't talk, the walls in this place are paper thin",
    ])
      expect(checkInCue(message), message).toBe('text-instead');
    expect(checkInCue('put 116 123 in me phone as Gary')).toBe('saved');
    expect(checkInCue('988? just so i have it right')).toBe('saved');
    expect(checkInCue('right, going to try and get a couple of hours')).toBe('rest');
    // Each holds his country's text line or the lines, and the emergency number.
    const gb = crisisCheckIn(3, 'GB', 'wish-to-die', 'text-instead');
    expect(gb).toMatch(/text SHOUT to 85258 instead/);
    expect(gb).toContain('999');
    expect(crisisCheckIn(3, 'US', 'wish-to-die', 'saved')).toMatch(
      /^That's the one: call or text 988/,
    );
    expect(crisisCheckIn(3, 'AU', 'wish-to-die', 'rest')).toMatch(/Lifeline on 13 11 14[^]*000/);
    expect(checkInCue('ive put the samaritans number in my phone. not saying ill ring it')).toBe(
      'saved',
    );
    // fresh27's steelworker had told his wife nothing, and nobody had asked him: the answer to
    // "havent told her" no longer starts from someone having asked, and her reaction is the fear.
    expect(crisisCheckIn(3, 'GB', 'wish-to-die', 'not-told')).toMatch(
      /^You don't have to carry this on your own, and you don't have to tell it all at once/,
    );
    expect(urgentCue('havent told her any of this. shed go spare')).toBe('burden');
    // Not a reason he can't ring: a flat refusal is still the confidential answer.
    expect(checkInCue("im not calling anyone, they'd tell my wife")).toBe('confidential');
  });

  it('answers his fear of the police at the door', () => {
    expect(checkInCue('youre not gonna send the cops round are ya')).toBe('private');
    expect(checkInCue('just dont go sending the police round mate')).toBe('private');
  });

  it("hears the helper heading over now as the helper's step", () => {
    expect(helperCue('ok im gonna head over now. chur')).toBe('going');
  });

  it('reads rifles in the plural as means', () => {
    expect(urgentCue('the rifles in the truck anyway for the gophers')).toBe('means');
  });

  it('no fixed text calls the companion an AI: the built-in one is not a full AI model', () => {
    for (const category of RISK_CATEGORIES)
      expect(crisisReply(category, 'US')).not.toMatch(/I'm an AI/);
  });
});
