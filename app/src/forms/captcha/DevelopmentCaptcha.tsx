/**
 * The captcha of a store without a captcha provider (the API's development verifier accepts
 * only this key; production refuses it). A provider's widget takes its place when one is set up.
 */
import { useTranslation } from 'react-i18next';

/** The key the API's development verifier accepts (api/README.md, CAPTCHA_SECRET unset). */
export const DEVELOPMENT_CAPTCHA_KEY = 'tenace-development-captcha';

export function DevelopmentCaptcha({
  verifiedKey,
  onVerified,
}: {
  /** The key while the box is ticked; the captcha clears it once a submit has used it. */
  readonly verifiedKey: string | undefined;
  readonly onVerified: (key: string | undefined) => void;
}) {
  const { t } = useTranslation('app');
  return (
    <label className="captcha">
      <input
        type="checkbox"
        checked={verifiedKey !== undefined}
        onChange={(event) => onVerified(event.target.checked ? DEVELOPMENT_CAPTCHA_KEY : undefined)}
      />
      {t('register.captcha')}
    </label>
  );
}
