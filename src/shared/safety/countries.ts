// The countries whose crisis lines Steady carries, and how the browser picks one. Privacy
// (DESIGN.md §5): the choice is made on the device from the browser's time zone and language,
// never from the IP address, and the man can always switch it.

export const COUNTRY_CODES = ['US', 'GB', 'IE', 'CA', 'AU', 'NZ'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

export const DEFAULT_COUNTRY: CountryCode = 'US';

export const COUNTRY_NAMES: Record<CountryCode, string> = {
  US: 'United States',
  GB: 'United Kingdom',
  IE: 'Ireland',
  CA: 'Canada',
  AU: 'Australia',
  NZ: 'New Zealand',
};

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && (COUNTRY_CODES as readonly string[]).includes(value);
}

// Time zones that only one of our countries uses. Canada shares zone rules with the US, but its
// cities have their own zone names, so a Torontonian is still told apart from a New Yorker.
const ZONE_PREFIXES: readonly [string, CountryCode][] = [
  ['Europe/London', 'GB'],
  ['Europe/Belfast', 'GB'],
  ['Europe/Guernsey', 'GB'],
  ['Europe/Jersey', 'GB'],
  ['Europe/Isle_of_Man', 'GB'],
  ['Europe/Dublin', 'IE'],
  ['Eire', 'IE'],
  ['GB', 'GB'],
  ['Australia/', 'AU'],
  ['Pacific/Auckland', 'NZ'],
  ['Pacific/Chatham', 'NZ'],
  ['NZ', 'NZ'],
  ['Canada/', 'CA'],
  ['America/Toronto', 'CA'],
  ['America/Vancouver', 'CA'],
  ['America/Edmonton', 'CA'],
  ['America/Winnipeg', 'CA'],
  ['America/Regina', 'CA'],
  ['America/Halifax', 'CA'],
  ['America/St_Johns', 'CA'],
  ['America/Moncton', 'CA'],
  ['America/Glace_Bay', 'CA'],
  ['America/Goose_Bay', 'CA'],
  ['America/Whitehorse', 'CA'],
  ['America/Yellowknife', 'CA'],
  ['America/Iqaluit', 'CA'],
  ['America/Dawson', 'CA'],
  ['America/Montreal', 'CA'],
  ['America/Thunder_Bay', 'CA'],
  ['America/Nipigon', 'CA'],
  ['America/Rainy_River', 'CA'],
  ['America/Rankin_Inlet', 'CA'],
  ['America/Swift_Current', 'CA'],
  ['America/Cambridge_Bay', 'CA'],
  ['America/Inuvik', 'CA'],
  ['America/Creston', 'CA'],
  ['America/Dawson_Creek', 'CA'],
  ['America/Fort_Nelson', 'CA'],
  ['America/Atikokan', 'CA'],
  ['America/Blanc-Sablon', 'CA'],
  ['America/Resolute', 'CA'],
  ...[
    'New_York',
    'Chicago',
    'Denver',
    'Los_Angeles',
    'Phoenix',
    'Anchorage',
    'Adak',
    'Boise',
    'Detroit',
    'Juneau',
    'Sitka',
    'Yakutat',
    'Nome',
    'Metlakatla',
    'Menominee',
    'Indiana/',
    'Kentucky/',
    'North_Dakota/',
    'Indianapolis',
    'Louisville',
  ].map((city): [string, CountryCode] => [`America/${city}`, 'US']),
  ['US/', 'US'],
  ['Pacific/Honolulu', 'US'],
];

const REGION_COUNTRY: Record<string, CountryCode> = {
  US: 'US',
  GB: 'GB',
  UK: 'GB',
  IE: 'IE',
  CA: 'CA',
  AU: 'AU',
  NZ: 'NZ',
};

function countryFromZone(timeZone: string | undefined): CountryCode | undefined {
  if (!timeZone) return undefined;
  const found = ZONE_PREFIXES.find(([prefix]) =>
    prefix.endsWith('/') ? timeZone.startsWith(prefix) : timeZone === prefix,
  );
  return found?.[1];
}

function countryFromLanguages(languages: readonly string[]): CountryCode | undefined {
  for (const language of languages) {
    const region = language.split(/[-_]/)[1]?.toUpperCase();
    const country = region ? REGION_COUNTRY[region] : undefined;
    if (country) return country;
  }
  return undefined;
}

type BrowserPlace = { timeZone?: string | undefined; languages: readonly string[] };

/**
 * Where he most likely is. The time zone wins, because it follows the device's location (a Brit
 * in New York needs US lines); the language's region settles it when the zone says nothing (UTC,
 * or a country we do not carry); the US is the default.
 */
export function pickCountry(input: BrowserPlace): CountryCode {
  return placeCountry(input).country;
}

/**
 * The country and whether the device's location backs it: only a time zone of that country does.
 * A language alone is a guess (an Australian phone in Tokyo, an en-US phone in Johannesburg), so
 * its lines come with a pointer to the rest of the world's (fixed-replies.ts, ELSEWHERE).
 */
export function placeCountry(input: BrowserPlace): { country: CountryCode; sure: boolean } {
  const zoned = countryFromZone(input.timeZone);
  if (zoned) return { country: zoned, sure: true };
  return { country: countryFromLanguages(input.languages) ?? DEFAULT_COUNTRY, sure: false };
}

/** Each country as a sentence names it: "Not in the UK?". */
export const COUNTRY_IN: Record<CountryCode, string> = {
  US: 'the US',
  GB: 'the UK',
  IE: 'Ireland',
  CA: 'Canada',
  AU: 'Australia',
  NZ: 'New Zealand',
};
