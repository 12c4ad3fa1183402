import type { Logger } from '../logging/logger.js';
import { countryCode } from '../services/locale/locale-rules.js';
import type { Geolocator } from './geolocator.js';

/** How long to wait for the service: the locale falls back to its defaults rather than hang. */
const LOOKUP_TIMEOUT_MS = 1500;
/** Addresses remembered, so a visitor's repeated requests cost one lookup. */
const CACHE_SIZE = 1000;

/**
 * An IP geolocation service over HTTP that answers JSON with `country_code` and
 * `continent_code`, the fields storefront.md §7 names (ipapi.co does). `urlTemplate` holds
 * `{ip}` where the address goes. Failures are logged and answered as unknown.
 *
 * @example
 * const geolocator = createHttpGeolocator({ urlTemplate: 'https://ipapi.co/{ip}/json/', logger });
 * await geolocator.locate('81.2.69.160') // { country: 'GB', continent: 'EU' }
 */
export function createHttpGeolocator(options: {
  readonly urlTemplate: string;
  readonly logger: Logger;
  readonly fetch?: typeof fetch;
}): Geolocator {
  const send = options.fetch ?? fetch;
  const cache = new Map<string, Awaited<ReturnType<Geolocator['locate']>>>();
  return {
    async locate(ip) {
      if (cache.has(ip)) return cache.get(ip);
      let found: Awaited<ReturnType<Geolocator['locate']>>;
      try {
        const response = await send(options.urlTemplate.replace('{ip}', encodeURIComponent(ip)), {
          signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
        });
        if (!response.ok) throw new Error(`geolocation service answered HTTP ${response.status}`);
        const reply = (await response.json()) as {
          country_code?: unknown;
          continent_code?: unknown;
        };
        const country = countryCode(
          typeof reply.country_code === 'string' ? reply.country_code : undefined,
        );
        found =
          country === undefined
            ? undefined
            : {
                country,
                ...(typeof reply.continent_code === 'string' && {
                  continent: reply.continent_code,
                }),
              };
      } catch (error) {
        options.logger.warn('geolocation failed', { error });
        return undefined;
      }
      if (cache.size >= CACHE_SIZE) {
        const oldest = cache.keys().next();
        if (!oldest.done) cache.delete(oldest.value);
      }
      cache.set(ip, found);
      return found;
    },
  };
}
