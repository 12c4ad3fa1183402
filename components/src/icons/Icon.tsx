/**
 * The store's line icons, drawn by the kit (24-unit grid, current colour). Decorative: the control
 * that holds one is named by its text or label, so the icon is hidden from screen readers.
 */
import * as styles from './Icon.css.js';

const PATHS = {
  search: 'M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13ZM15.5 15.5 20 20',
  cart: 'M3 4h2.5l2.2 10.5h10.6L20.5 7H6.6M9.5 19.5a1 1 0 1 0 0 .01M17 19.5a1 1 0 1 0 0 .01',
  close: 'M6 6l12 12M18 6 6 18',
  menu: 'M4 7h16M4 12h16M4 17h16',
  chevronDown: 'm6 9 6 6 6-6',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM4.5 20a7.5 7.5 0 0 1 15 0',
  eye: 'M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12ZM12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6Z',
  eyeOff:
    'M3 3l18 18M10.6 6A9.8 9.8 0 0 1 12 5.5c6 0 9.5 6.5 9.5 6.5a17 17 0 0 1-3 3.8M6.6 6.7C4 8.3 2.5 12 2.5 12S6 18.5 12 18.5c1.6 0 3-.4 4.2-1M9.9 9.9a3 3 0 0 0 4.2 4.2',
  alert: 'M12 3.5 2.5 20h19L12 3.5ZM12 10v4.5M12 17.2v.01',
  gift: 'M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-1.5-3-5-3.5-5-1.3S10 7 12 7Zm0 0c1.5-3 5-3.5 5-1.3S14 7 12 7Z',
} as const;

export type IconName = keyof typeof PATHS;

export interface IconProps {
  readonly name: IconName;
  /** @default 'm' */
  readonly size?: 's' | 'm';
}

/**
 * @example
 * <Button aria-label={t('store.search.submit')}><Icon name="search" /></Button>
 */
export function Icon({ name, size = 'm' }: IconProps) {
  return (
    <svg className={styles.icon} data-size={size} viewBox="0 0 24 24" aria-hidden="true">
      <path d={PATHS[name]} />
    </svg>
  );
}
