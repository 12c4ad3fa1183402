/**
 * The bottom menu of the player on portrait screens and phones (hands.md §2: "a bottom menu
 * offers Show Menu, Hide Menu, Back to Set, Restart, Summary and Guidance"). Show Menu opens it,
 * Hide Menu folds it away again (a disclosure: the button says whether the menu is expanded).
 */
import { useId, useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import * as styles from './MobileMenu.css.js';

export interface MobileMenuProps {
  /** Back to the set; without it there is no Back to Set (embeds and previews). */
  readonly onBackToSet?: () => void;
  /**
   * Where the way back leads: a hand opened from an article goes back to it (hands.md §2), and
   * the button says so.
   * @default 'set'
   */
  readonly backTo?: 'set' | 'article';
  readonly onRestart: () => void;
  /** Skips to the summary; without it Summary is disabled (the hand is over). */
  readonly onSummary?: () => void;
  /** Opens the conversation with the author. */
  readonly onGuidance: () => void;
  /**
   * Whether the menu starts open.
   * @default false
   */
  readonly defaultExpanded?: boolean;
}

/**
 * @example
 * <MobileMenu onRestart={restart} onSummary={skip} onGuidance={openConversation} />
 */
export function MobileMenu(props: MobileMenuProps) {
  const { onBackToSet, onRestart, onSummary, onGuidance } = props;
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(props.defaultExpanded ?? false);
  const itemsId = useId();
  const act = (action: () => void) => () => {
    setExpanded(false);
    action();
  };
  return (
    <nav
      className={styles.menu}
      aria-label={t('mobileMenu.label')}
      data-expanded={expanded || undefined}
    >
      {expanded && (
        <ul className={styles.items} id={itemsId}>
          {onBackToSet && (
            <li>
              <Button className={styles.item} onPress={act(onBackToSet)}>
                {t(
                  props.backTo === 'article' ? 'mobileMenu.backToArticle' : 'mobileMenu.backToSet',
                )}
              </Button>
            </li>
          )}
          <li>
            <Button className={styles.item} onPress={act(onRestart)}>
              {t('mobileMenu.restart')}
            </Button>
          </li>
          <li>
            <Button
              className={styles.item}
              isDisabled={!onSummary}
              onPress={onSummary && act(onSummary)}
            >
              {t('mobileMenu.summary')}
            </Button>
          </li>
          <li>
            <Button className={styles.item} onPress={act(onGuidance)}>
              {t('mobileMenu.guidance')}
            </Button>
          </li>
        </ul>
      )}
      <Button
        className={styles.toggle}
        aria-expanded={expanded}
        aria-controls={expanded ? itemsId : undefined}
        onPress={() => setExpanded((open) => !open)}
      >
        {t(expanded ? 'mobileMenu.hide' : 'mobileMenu.show')}
      </Button>
    </nav>
  );
}
