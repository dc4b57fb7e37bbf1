import { describe, expect, it } from 'vitest';
import { normalizeMessage } from './normalize';

const plain = (text: string) => normalizeMessage(text).trim();

describe('normalizeMessage', () => {
  it('lowercases, drops apostrophes and marks sentence ends', () => {
    expect(plain("I DON'T know what to do. It's all too much!")).toBe(
      'i dont know what to do | its all too much',
    );
  });

  it('undoes leetspeak, spaced, dotted and starred letters', () => {
    expect(plain('k1ll mys3lf')).toBe('kill myself');
    expect(plain('s u i c i d a l')).toBe('suicidal');
    expect(plain('k.m.s')).toBe('kill myself');
    expect(plain('s*icide')).toBe('suicide');
  });

  it('leaves a number with its unit or ordinal as a number (c22: "4am" had become "aam")', () => {
    expect(plain('at 4am took 20 500mg for 48hrs on the 3rd')).toBe(
      'at 4am took 20 500mg for 48hrs on the 3rd',
    );
    expect(plain('gonna 3nd it')).toBe('going to end it');
  });

  it('mends misspelt key words but never an ordinary word', () => {
    expect(plain('sucidal myslef')).toBe('suicidal myself');
    expect(plain('the noise and the filling')).toBe('the noise and the filling');
  });

  it('gives dropped g back only where no real word ends in -in', () => {
    expect(plain('thinkin bout endin it')).toBe('thinking about ending it');
    expect(plain('skin again cabin')).toBe('skin again cabin');
  });

  it('expands texting shorthand and Scots and Northern forms', () => {
    expect(plain('kms 2nite fr')).toBe('kill myself tonight for real');
    expect(plain('I didnae want tae wake up')).toBe('i didnt want to wake up');
    expect(plain('everyone wd be better off w/o me')).toBe(
      'everyone would be better off without me',
    );
  });

  it('stretches back: dieeee, killl', () => {
    expect(plain('wanna dieeee')).toBe('want to die');
  });

  it('joins a fragment of one or two words to the sentence before it', () => {
    expect(plain('I just want it to stop. Permanently.')).toBe(
      'i just want it to stop permanently',
    );
  });
});
