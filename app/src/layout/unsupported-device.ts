/** storefront.md §9: "Minimum OS: Android 4, iOS 11." */
export const MINIMUM_ANDROID = 4;
export const MINIMUM_IOS = 11;

/** Whether the browser runs on Android below 4 or iOS below 11 (storefront.md §2). */
export function isUnsupportedDevice(userAgent: string): boolean {
  const android = /Android (\d+)/.exec(userAgent);
  if (android?.[1] !== undefined) return Number(android[1]) < MINIMUM_ANDROID;
  const ios = /(?:iPhone|iPad|iPod).* OS (\d+)_/.exec(userAgent);
  if (ios?.[1] !== undefined) return Number(ios[1]) < MINIMUM_IOS;
  return false;
}

/** The mobile OS named in the footer (storefront.md §2), if any. */
export function mobileOs(userAgent: string): string | undefined {
  const android = /Android ([\d.]+)/.exec(userAgent);
  if (android?.[1] !== undefined) return `Android ${android[1]}`;
  const ios = /(?:iPhone|iPad|iPod).* OS ([\d_]+)/.exec(userAgent);
  if (ios?.[1] !== undefined) return `iOS ${ios[1].replaceAll('_', '.')}`;
  return undefined;
}
