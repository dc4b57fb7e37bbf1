import { describe, expect, it } from 'vitest';
import { pickCountry, placeCountry } from './countries';

describe('pickCountry', () => {
  it('follows the time zone where it names one of our countries', () => {
    expect(pickCountry({ timeZone: 'Europe/London', languages: ['en-US'] })).toBe('GB');
    expect(pickCountry({ timeZone: 'Europe/Dublin', languages: ['en-GB'] })).toBe('IE');
    expect(pickCountry({ timeZone: 'Australia/Perth', languages: ['en'] })).toBe('AU');
    expect(pickCountry({ timeZone: 'Pacific/Auckland', languages: ['en-US'] })).toBe('NZ');
    expect(pickCountry({ timeZone: 'America/Toronto', languages: ['en-US'] })).toBe('CA');
  });

  it('falls back to the language region when the zone says nothing (UTC, elsewhere)', () => {
    expect(pickCountry({ timeZone: 'Etc/UTC', languages: ['en-GB', 'en'] })).toBe('GB');
    expect(pickCountry({ timeZone: 'Asia/Tokyo', languages: ['en-AU'] })).toBe('AU');
    expect(pickCountry({ languages: ['fr-CA'] })).toBe('CA');
  });

  it('knows US zones from the rest of the Americas', () => {
    expect(pickCountry({ timeZone: 'America/New_York', languages: ['en-GB'] })).toBe('US');
    expect(pickCountry({ timeZone: 'America/Indiana/Knox', languages: ['en'] })).toBe('US');
    expect(pickCountry({ timeZone: 'America/Mexico_City', languages: ['en-GB'] })).toBe('GB');
  });

  it('defaults to the US', () => {
    expect(pickCountry({ timeZone: 'Etc/UTC', languages: ['en'] })).toBe('US');
    expect(pickCountry({ languages: [] })).toBe('US');
  });
});

describe('placeCountry', () => {
  it('is sure only when the time zone is one of our countries', () => {
    expect(placeCountry({ timeZone: 'Europe/London', languages: ['en-US'] })).toEqual({
      country: 'GB',
      sure: true,
    });
    expect(placeCountry({ timeZone: 'America/Chicago', languages: [] })).toEqual({
      country: 'US',
      sure: true,
    });
  });

  it('is a guess when only the language, or nothing, names the country', () => {
    // A man in Johannesburg or Warsaw whose phone is set to US English is not in the US.
    expect(placeCountry({ timeZone: 'Africa/Johannesburg', languages: ['en-US'] })).toEqual({
      country: 'US',
      sure: false,
    });
    expect(placeCountry({ timeZone: 'Asia/Tokyo', languages: ['en-AU'] })).toEqual({
      country: 'AU',
      sure: false,
    });
    expect(placeCountry({ timeZone: 'Etc/UTC', languages: ['en'] })).toEqual({
      country: 'US',
      sure: false,
    });
  });
});
