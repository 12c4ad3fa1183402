/**
 * The frame of the store's empty and error states: an icon, a heading, a text and actions,
 * centred in the space given. `ErrorPanel`, `NotFound`, `SessionExpired` and `SearchNoResults`
 * are built on it; an app page can use it for other states ('This product cannot be viewed').
 */
import type { ReactNode } from 'react';
import { Icon, type IconName } from '../icons/Icon.js';
import * as styles from './StatePanel.css.js';

export interface StatePanelProps {
  readonly title: string;
  /** The heading's level: 1 for a whole page, 2 inside one. @default 2 */
  readonly level?: 1 | 2 | 3;
  /** @default 'neutral' */
  readonly tone?: 'neutral' | 'error';
  /** @default 'search' for neutral, 'alert' for error */
  readonly icon?: IconName;
  /** Announces the panel as an alert when it appears (an error over a page). @default false */
  readonly isAlert?: boolean;
  readonly children?: ReactNode;
  /** Links or buttons under the text. */
  readonly actions?: ReactNode;
}

/**
 * @example
 * <StatePanel title={t('store.errors.cannotView')} tone="error" level={1} />
 */
export function StatePanel(props: StatePanelProps) {
  const { title, level = 2, tone = 'neutral', isAlert = false, children, actions } = props;
  const icon = props.icon ?? (tone === 'error' ? 'alert' : 'search');
  // A plain heading: the route's error page draws this panel, and it is part of the first load,
  // which react-aria's Heading (with its context machinery) need not be (issue 5 §4).
  const Heading = `h${level}` as const;
  return (
    <section className={styles.panel} data-tone={tone} role={isAlert ? 'alert' : undefined}>
      <span className={styles.icon}>
        <Icon name={icon} />
      </span>
      <Heading className={styles.title}>{title}</Heading>
      {children && <div className={styles.body}>{children}</div>}
      {actions && <div className={styles.actions}>{actions}</div>}
    </section>
  );
}
