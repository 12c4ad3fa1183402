import { describe, expect, it } from 'vitest';
import { isUnsupportedDevice, mobileOs } from './unsupported-device.js';

describe('unsupported devices (storefront.md §2, §9)', () => {
  it('refuses Android below 4 and iOS below 11', () => {
    expect(isUnsupportedDevice('Mozilla/5.0 (Linux; U; Android 2.3.6; en-us)')).toBe(true);
    expect(isUnsupportedDevice('Mozilla/5.0 (Linux; Android 4.4; Nexus 5)')).toBe(false);
    expect(isUnsupportedDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 10_3 like Mac OS X)')).toBe(
      true,
    );
    expect(isUnsupportedDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 11_0 like Mac OS X)')).toBe(
      false,
    );
    expect(isUnsupportedDevice('Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0')).toBe(false);
  });

  it('names the mobile OS', () => {
    expect(mobileOs('Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X)')).toBe('iOS 17.2');
    expect(mobileOs('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe('Android 14');
    expect(mobileOs('Mozilla/5.0 (X11; Linux x86_64)')).toBeUndefined();
  });
});
