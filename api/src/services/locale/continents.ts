/**
 * The continent of a country, for the currency rule of storefront.md §4, which looks at Europe,
 * North America and Oceania only (every other continent pays in USD). The assignments follow
 * GeoNames' country list, which IP geolocation services report as `continent_code`.
 */
const COUNTRIES_BY_CONTINENT = {
  EU: 'AD AL AT AX BA BE BG BY CH CY CZ DE DK EE ES FI FO FR GB GG GI GR HR HU IE IM IS IT JE LI LT LU LV MC MD ME MK MT NL NO PL PT RO RS RU SE SI SJ SK SM UA VA XK',
  NA: 'AG AI AW BB BL BM BQ BS BZ CA CR CU CW DM DO GD GL GP GT HN HT JM KN KY LC MF MQ MS MX NI PA PM PR SV SX TC TT US VC VG VI',
  OC: 'AS AU CK FJ FM GU KI MH MP NC NF NR NU NZ PF PG PN PW SB TK TO TV UM VU WF WS',
} as const;

/** The continents the currency rule distinguishes. */
export type RuledContinent = keyof typeof COUNTRIES_BY_CONTINENT;

const CONTINENT_OF = new Map<string, RuledContinent>(
  (Object.entries(COUNTRIES_BY_CONTINENT) as [RuledContinent, string][]).flatMap(
    ([continent, countries]) =>
      countries.split(' ').map((country) => [country, continent] as const),
  ),
);

/**
 * The continent of an ISO 3166-1 alpha-2 country code, when it is one the currency rule names.
 *
 * @example
 * continentOf('BE') // 'EU'
 * continentOf('JP') // undefined
 */
export function continentOf(country: string): RuledContinent | undefined {
  return CONTINENT_OF.get(country.toUpperCase());
}
