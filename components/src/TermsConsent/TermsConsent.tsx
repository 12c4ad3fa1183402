/**
 * A consent the customer must give by ticking its box (docs/decisions.md "Legal"): a native
 * checkbox with its label, a link to the page it refers to, and the message to show while it is
 * left unticked after an attempt to go on, tied to the box for screen readers.
 */
import { type ReactNode, useId } from 'react';
import { NativeLink } from '../store/NativeLink.js';
import * as styles from './TermsConsent.css.js';

export interface TermsConsentProps {
  readonly isSelected: boolean;
  readonly onChange: (isSelected: boolean) => void;
  /** The label before the link (e.g. "I accept the"). */
  readonly label: ReactNode;
  /** The link's text and address (e.g. "terms and conditions", /terms). */
  readonly link?: { readonly text: string; readonly href: string };
  /** The message shown while unticked, once the customer tried to go on. */
  readonly error?: string;
  /** Whether to show `error` now. @default false */
  readonly showError?: boolean;
  /** For tests and journeys. */
  readonly name?: string;
}

/**
 * @example
 * <TermsConsent isSelected={accepted} onChange={setAccepted} label="I accept the"
 *   link={{ text: 'terms and conditions', href: '/terms' }} error="Please accept the terms and conditions" />
 */
export function TermsConsent(props: TermsConsentProps) {
  const { isSelected, onChange, label, link, error, showError = false, name } = props;
  const errorId = useId();
  const invalid = showError && !isSelected && error !== undefined;
  return (
    <div className={styles.consent} data-invalid={invalid || undefined}>
      <label className={styles.choice}>
        <input
          type="checkbox"
          className={styles.box}
          name={name}
          checked={isSelected}
          required
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>
          {label}
          {link && (
            <>
              {' '}
              <NativeLink className={styles.link} href={link.href} target="_blank">
                {link.text}
              </NativeLink>
            </>
          )}
        </span>
      </label>
      {invalid && (
        <p id={errorId} className={styles.problem}>
          {error}
        </p>
      )}
    </div>
  );
}
