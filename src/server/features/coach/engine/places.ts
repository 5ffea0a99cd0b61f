/**
 * DATA: which country an IANA time zone or a place name means, for crisis help local to the member (decision 090).
 * Read by name, never from a UTC offset: Toronto and New York share an offset and not a crisis line. Zones shared by
 * several countries (UTC, Etc/*) and names shared by places in different countries (Perth is kept, Georgia, Victoria,
 * Hamilton, Birmingham and Cambridge are left out) say nothing, so the answer falls back to the multi-country wording.
 */
import type { CountryCode } from './helplines.js';

/** Zones named in full. Old names (Asia/Calcutta, US/Eastern…) are here because browsers built on ICU still report them. */
const ZONE_LIST: Array<[CountryCode, string[]]> = [
  ['US', ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles', 'America/Phoenix', 'America/Anchorage', 'America/Adak', 'America/Boise', 'America/Detroit', 'America/Menominee', 'America/Juneau', 'America/Sitka', 'America/Yakutat', 'America/Nome', 'America/Metlakatla', 'America/Indianapolis', 'America/Louisville', 'America/Fort_Wayne', 'Pacific/Honolulu', 'Navajo']],
  ['CA', ['America/Toronto', 'America/Vancouver', 'America/Edmonton', 'America/Winnipeg', 'America/Halifax', 'America/St_Johns', 'America/Regina', 'America/Moncton', 'America/Glace_Bay', 'America/Goose_Bay', 'America/Whitehorse', 'America/Dawson', 'America/Dawson_Creek', 'America/Yellowknife', 'America/Iqaluit', 'America/Rankin_Inlet', 'America/Resolute', 'America/Cambridge_Bay', 'America/Swift_Current', 'America/Atikokan', 'America/Blanc-Sablon', 'America/Creston', 'America/Fort_Nelson', 'America/Inuvik', 'America/Montreal', 'America/Nipigon', 'America/Thunder_Bay', 'America/Rainy_River', 'America/Pangnirtung']],
  ['GB', ['Europe/London', 'Europe/Belfast', 'GB', 'GB-Eire']],
  ['IE', ['Europe/Dublin', 'Eire']],
  ['NZ', ['Pacific/Auckland', 'Pacific/Chatham', 'NZ', 'NZ-CHAT']],
  ['DE', ['Europe/Berlin']],
  ['AT', ['Europe/Vienna']],
  ['CH', ['Europe/Zurich']],
  ['FR', ['Europe/Paris']],
  ['ES', ['Europe/Madrid', 'Atlantic/Canary', 'Africa/Ceuta']],
  ['IT', ['Europe/Rome']],
  ['NL', ['Europe/Amsterdam']],
  ['BE', ['Europe/Brussels']],
  ['SE', ['Europe/Stockholm']],
  ['NO', ['Europe/Oslo']],
  ['DK', ['Europe/Copenhagen']],
  ['FI', ['Europe/Helsinki']],
  ['PL', ['Europe/Warsaw', 'Poland']],
  ['PT', ['Europe/Lisbon', 'Atlantic/Azores', 'Atlantic/Madeira', 'Portugal']],
  ['IN', ['Asia/Kolkata', 'Asia/Calcutta']],
  ['SG', ['Asia/Singapore', 'Singapore']],
  ['JP', ['Asia/Tokyo', 'Japan']],
  ['ZA', ['Africa/Johannesburg']],
  ['MX', ['America/Mexico_City', 'America/Cancun', 'America/Merida', 'America/Monterrey', 'America/Matamoros', 'America/Chihuahua', 'America/Ojinaga', 'America/Mazatlan', 'America/Bahia_Banderas', 'America/Hermosillo', 'America/Tijuana', 'America/Ciudad_Juarez', 'America/Ensenada']],
  ['BR', ['America/Sao_Paulo', 'America/Rio_Branco', 'America/Manaus', 'America/Fortaleza', 'America/Recife', 'America/Bahia', 'America/Belem', 'America/Maceio', 'America/Cuiaba', 'America/Campo_Grande', 'America/Porto_Velho', 'America/Boa_Vista', 'America/Araguaina', 'America/Santarem', 'America/Noronha', 'America/Eirunepe']],
  ['PH', ['Asia/Manila']],
  ['NG', ['Africa/Lagos']],
  ['KE', ['Africa/Nairobi']],
];

/** Zone families that belong to one country whatever follows the slash. */
export const ZONE_PREFIXES: Array<[string, CountryCode]> = [
  ['America/Indiana/', 'US'],
  ['America/Kentucky/', 'US'],
  ['America/North_Dakota/', 'US'],
  ['US/', 'US'],
  ['Canada/', 'CA'],
  ['Australia/', 'AU'],
  ['Mexico/', 'MX'],
  ['Brazil/', 'BR'],
];

export const ZONES: ReadonlyMap<string, CountryCode> = new Map(ZONE_LIST.flatMap(([code, zones]) => zones.map((z) => [z, code] as const)));

/**
 * Countries, regions and cities, written lower case without accents (the reader folds the text the same way).
 * "the us"/"the states" need their article: a bare "us" is the pronoun.
 */
const PLACE_LIST: Array<[CountryCode, string[]]> = [
  ['US', ['the us', 'the usa', 'usa', 'the states', 'the united states', 'united states', 'america', 'new york', 'nyc', 'brooklyn', 'manhattan', 'los angeles', 'chicago', 'houston', 'philadelphia', 'san antonio', 'san diego', 'dallas', 'austin', 'san francisco', 'seattle', 'boston', 'denver', 'atlanta', 'miami', 'washington', 'washington dc', 'detroit', 'minneapolis', 'nashville', 'portland', 'las vegas', 'orlando', 'baltimore', 'pittsburgh', 'new orleans', 'salt lake city', 'honolulu', 'california', 'texas', 'florida', 'ohio', 'michigan', 'illinois', 'arizona', 'colorado', 'massachusetts', 'oregon', 'pennsylvania', 'new jersey', 'virginia', 'north carolina', 'south carolina', 'tennessee', 'minnesota', 'wisconsin', 'utah', 'nevada', 'hawaii', 'alaska', 'indiana', 'new mexico', 'kentucky', 'missouri', 'iowa', 'kansas', 'oklahoma', 'alabama', 'louisiana', 'connecticut', 'maryland', 'vermont', 'maine']],
  ['CA', ['canada', 'toronto', 'montreal', 'vancouver', 'calgary', 'edmonton', 'ottawa', 'winnipeg', 'quebec', 'halifax', 'mississauga', 'ontario', 'british columbia', 'alberta', 'manitoba', 'saskatchewan', 'nova scotia', 'new brunswick']],
  ['GB', ['the uk', 'uk', 'the united kingdom', 'united kingdom', 'britain', 'great britain', 'england', 'scotland', 'wales', 'northern ireland', 'london', 'manchester', 'glasgow', 'edinburgh', 'liverpool', 'leeds', 'bristol', 'cardiff', 'belfast', 'sheffield', 'nottingham', 'leicester', 'brighton', 'oxford', 'southampton', 'coventry']],
  ['IE', ['ireland', 'the republic of ireland', 'dublin', 'cork', 'galway', 'limerick']],
  ['AU', ['australia', 'sydney', 'melbourne', 'brisbane', 'perth', 'adelaide', 'canberra', 'hobart', 'darwin', 'gold coast', 'queensland', 'new south wales', 'nsw', 'tasmania']],
  ['NZ', ['new zealand', 'aotearoa', 'auckland', 'wellington', 'christchurch', 'dunedin']],
  ['DE', ['germany', 'deutschland', 'berlin', 'munich', 'munchen', 'hamburg', 'cologne', 'koln', 'frankfurt', 'stuttgart', 'dusseldorf', 'leipzig', 'dresden', 'bremen', 'hanover', 'hannover', 'nuremberg']],
  ['AT', ['austria', 'vienna', 'wien', 'graz', 'salzburg', 'innsbruck', 'linz']],
  ['CH', ['switzerland', 'zurich', 'geneva', 'geneve', 'basel', 'bern', 'lausanne']],
  ['FR', ['france', 'paris', 'lyon', 'marseille', 'toulouse', 'bordeaux', 'lille', 'nantes', 'strasbourg']],
  ['ES', ['spain', 'espana', 'madrid', 'barcelona', 'valencia', 'seville', 'sevilla', 'malaga', 'bilbao']],
  ['IT', ['italy', 'italia', 'rome', 'roma', 'milan', 'milano', 'naples', 'napoli', 'turin', 'torino', 'florence', 'firenze', 'venice', 'bologna']],
  ['NL', ['the netherlands', 'netherlands', 'holland', 'amsterdam', 'rotterdam', 'the hague', 'utrecht', 'eindhoven']],
  ['BE', ['belgium', 'brussels', 'bruxelles', 'antwerp', 'ghent', 'gent', 'liege', 'bruges']],
  ['SE', ['sweden', 'stockholm', 'gothenburg', 'goteborg', 'malmo', 'uppsala']],
  ['NO', ['norway', 'oslo', 'bergen', 'trondheim', 'stavanger']],
  ['DK', ['denmark', 'copenhagen', 'kobenhavn', 'aarhus', 'odense']],
  ['FI', ['finland', 'helsinki', 'espoo', 'tampere', 'turku']],
  ['PL', ['poland', 'polska', 'warsaw', 'warszawa', 'krakow', 'wroclaw', 'gdansk', 'poznan', 'lodz']],
  ['PT', ['portugal', 'lisbon', 'lisboa', 'porto']],
  ['IN', ['india', 'mumbai', 'bombay', 'delhi', 'new delhi', 'bangalore', 'bengaluru', 'chennai', 'kolkata', 'calcutta', 'pune', 'ahmedabad', 'jaipur', 'gurgaon', 'gurugram', 'noida', 'kochi']],
  ['SG', ['singapore']],
  ['JP', ['japan', 'tokyo', 'osaka', 'kyoto', 'yokohama', 'nagoya', 'sapporo', 'fukuoka']],
  ['ZA', ['south africa', 'johannesburg', 'joburg', 'cape town', 'durban', 'pretoria']],
  ['MX', ['mexico', 'mexico city', 'cdmx', 'guadalajara', 'monterrey', 'cancun', 'tijuana', 'puebla']],
  ['BR', ['brazil', 'brasil', 'sao paulo', 'rio', 'rio de janeiro', 'brasilia', 'salvador', 'belo horizonte', 'recife', 'fortaleza', 'porto alegre', 'curitiba']],
  ['PH', ['the philippines', 'philippines', 'manila', 'quezon city', 'cebu', 'davao', 'makati']],
  ['NG', ['nigeria', 'lagos', 'abuja', 'ibadan', 'kano', 'port harcourt']],
  ['KE', ['kenya', 'nairobi', 'mombasa', 'kisumu']],
];

export const PLACES: ReadonlyMap<string, CountryCode> = new Map(PLACE_LIST.flatMap(([code, names]) => names.map((n) => [n, code] as const)));
