/**
 * When the landscape-phone overlay shows (hands.md §2: "when the orientation is 90 or 270 and
 * the width is 900px or less"; §9: "Landscape overlay threshold: width 900px or less").
 */
import { useSyncExternalStore } from 'react';

/** The widest screen, in CSS pixels, that counts as a phone turned on its side. */
export const LANDSCAPE_OVERLAY_MAX_WIDTH = 900;

/**
 * Whether a screen turned by `angle` degrees (the screen orientation angle; the legacy
 * `window.orientation` gives -90 for 270) and `width` pixels wide asks to be turned upright.
 *
 * @example
 * isLandscapePhone(90, 844)  // true
 * isLandscapePhone(0, 390)   // false: upright
 * isLandscapePhone(90, 1280) // false: wider than a phone
 */
export function isLandscapePhone(angle: number, width: number): boolean {
  const turned = ((angle % 360) + 360) % 360;
  return (turned === 90 || turned === 270) && width <= LANDSCAPE_OVERLAY_MAX_WIDTH;
}

function screenAngle(): number {
  const legacy = (window as { orientation?: unknown }).orientation;
  return window.screen.orientation?.angle ?? (typeof legacy === 'number' ? legacy : 0);
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  window.screen.orientation?.addEventListener('change', onChange);
  return () => {
    window.removeEventListener('resize', onChange);
    window.screen.orientation?.removeEventListener('change', onChange);
  };
}

/** Whether this screen is a phone on its side now; follows turns and resizes. */
export function useLandscapePhone(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isLandscapePhone(screenAngle(), window.innerWidth),
    () => false,
  );
}
