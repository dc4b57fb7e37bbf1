import { describe, expect, it } from 'vitest';
import { placeOfPersona } from './companion-checks';

describe('placeOfPersona', () => {
  it('reads the place the persona names first', () => {
    expect(placeOfPersona('45, Nigeria, Lagos, wife wants to relocate to the UK')).toEqual({
      country: 'US',
      countryGuessed: true,
    });
    expect(placeOfPersona('29, Nigerian staff nurse in south London, dad back in Lagos')).toEqual({
      country: 'GB',
      countryGuessed: false,
    });
    expect(placeOfPersona('34, Canada, Brampton near Toronto, from Lagos')).toEqual({
      country: 'CA',
      countryGuessed: false,
    });
  });

  it('gives a US persona, named by no place we list, the default lines as sure', () => {
    expect(placeOfPersona('61, Texas oilfield crew boss')).toEqual({
      country: 'US',
      countryGuessed: false,
    });
  });
});
