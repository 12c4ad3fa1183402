import { describe, expect, it } from 'vitest';
import { createJsonLogger } from '../logging/logger.js';
import { createHttpGeolocator } from './http-geolocator.js';

function setUp(reply: () => Response | Promise<Response>) {
  const asked: string[] = [];
  const logs: Record<string, unknown>[] = [];
  const geolocator = createHttpGeolocator({
    urlTemplate: 'https://geo.example/{ip}/json/',
    logger: createJsonLogger('debug', (line) => logs.push(JSON.parse(line))),
    fetch: async (url) => {
      asked.push(String(url));
      return reply();
    },
  });
  return { geolocator, asked, logs };
}

describe('the HTTP geolocator (storefront.md §7: country_code and continent_code)', () => {
  it('reads the country and continent, and asks once per address', async () => {
    const { geolocator, asked } = setUp(() =>
      Response.json({ country_code: 'nz', continent_code: 'OC' }),
    );
    expect(await geolocator.locate('203.0.113.9')).toEqual({ country: 'NZ', continent: 'OC' });
    expect(await geolocator.locate('203.0.113.9')).toEqual({ country: 'NZ', continent: 'OC' });
    expect(asked).toEqual(['https://geo.example/203.0.113.9/json/']);
  });

  it('answers unknown for an address the service cannot place', async () => {
    const { geolocator } = setUp(() =>
      Response.json({ error: true, reason: 'Reserved IP Address' }),
    );
    expect(await geolocator.locate('127.0.0.1')).toBeUndefined();
  });

  it('answers unknown, and logs, when the service fails', async () => {
    const { geolocator, logs } = setUp(() => new Response('busy', { status: 503 }));
    expect(await geolocator.locate('198.51.100.1')).toBeUndefined();
    expect(logs).toContainEqual(
      expect.objectContaining({ level: 'warn', msg: 'geolocation failed' }),
    );
  });
});
