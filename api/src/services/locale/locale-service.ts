import type { Outcome } from '../../failure.js';
import { succeed } from '../../failure.js';
import type { Geolocator } from '../../geolocation/geolocator.js';
import type { ReaderSource } from '../access/reader.js';
import type { Caller } from '../accounts/session-service.js';
import { countryCode, DEFAULT_LOCALE, type Locale, localeOfCountry } from './locale-rules.js';

/** What a request says about where it comes from. */
export interface Origin {
  /** The country a proxy in front reported (`CF-IPCountry`), if any. */
  readonly country: string | undefined;
  /** The continent it reported alongside (`CF-IPContinent`), if any. */
  readonly continent: string | undefined;
}

/**
 * The `locale` query (storefront.md §4 "Locale and currency"). The cookie of step 1 is the
 * client's; the server answers steps 2 to 4: the signed-in user's own language and currency,
 * else the country's (from the proxy's header, else the geolocator), else en-gb and USD.
 *
 * @example
 * const locale = createLocaleService({ readers, geolocator: noGeolocator });
 * await locale.locale(caller, { country: 'NL', continent: undefined }) // nl-nl, EUR
 */
export function createLocaleService(deps: {
  readonly readers: ReaderSource;
  readonly geolocator: Geolocator;
}) {
  return {
    async locale(caller: Caller, origin: Origin): Promise<Outcome<Locale>> {
      const reader = await deps.readers.of(caller);
      if (!reader.ok) return reader;
      const { user } = reader.value;
      if (user !== undefined) return succeed({ language: user.language, currency: user.currency });
      const country = countryCode(origin.country);
      if (country !== undefined) {
        return succeed(
          localeOfCountry({ country, ...(origin.continent && { continent: origin.continent }) }),
        );
      }
      const located =
        caller.clientIp === undefined ? undefined : await deps.geolocator.locate(caller.clientIp);
      return succeed(located === undefined ? DEFAULT_LOCALE : localeOfCountry(located));
    },
  };
}

export type LocaleService = ReturnType<typeof createLocaleService>;
