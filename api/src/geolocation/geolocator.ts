import type { Whereabouts } from '../services/locale/locale-rules.js';

/**
 * Finds where a client address is (DESIGN.md "Decisions": IP geolocation has a real adapter and
 * an embedded default). The embedded default knows nothing; the country then comes from a
 * request header such as Cloudflare's `CF-IPCountry`, or the defaults apply.
 */
export interface Geolocator {
  /** Undefined when the address cannot be placed. Never rejects. */
  locate(ip: string): Promise<Whereabouts | undefined>;
}

/** The embedded default: no lookup. */
export const noGeolocator: Geolocator = {
  async locate() {
    return undefined;
  },
};
