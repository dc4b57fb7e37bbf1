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

  it('places English and Scottish towns in the UK (fresh21: a Barnsley carer was given 988)', () => {
    for (const persona of [
      '67, Barnsley, retired steelworker',
      '58, Sheffield, HGV driver',
      '39, Peterhead, trawler deckhand',
    ])
      expect(placeOfPersona(persona)).toEqual({ country: 'GB', countryGuessed: false });
  });

  it('places Canadian provinces and Australian states written short (QLD, Sask)', () => {
    expect(placeOfPersona('58, Bowen Basin QLD, camp cook').country).toBe('AU');
    expect(placeOfPersona('49, south of Swift Current Saskatchewan, farmer').country).toBe('CA');
    // Names and shorthand that are not places: his wife Victoria, "bc" for because.
    expect(placeOfPersona('52, Ohio, married to Victoria, moved bc of work').country).toBe('US');
    // fresh28's dairy farmer near Leongatha, South Gippsland, Victoria was given 988 and 911.
    expect(
      placeOfPersona('52, dairy farmer near Leongatha, South Gippsland, Victoria').country,
    ).toBe('AU');
    expect(placeOfPersona('40, Ballarat, Victoria, shearer').country).toBe('AU');
  });

  it('places a man in the Gulf or East Africa where the app carries no lines (a guess)', () => {
    for (const persona of ['36, UAE, Dubai, site engineer', '41, Kenya, Nairobi, accountant'])
      expect(placeOfPersona(persona)).toEqual({ country: 'US', countryGuessed: true });
  });

  it('gives a US persona, named by no place we list, the default lines as sure', () => {
    expect(placeOfPersona('61, Texas oilfield crew boss')).toEqual({
      country: 'US',
      countryGuessed: false,
    });
  });
});
