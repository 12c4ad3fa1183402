/**
 * The captcha of a store without a captcha provider (the API's development verifier accepts
 * only this key; production refuses it). A provider's widget takes its place when one is set up.
 */
import { useTranslation } from 'react-i18next';

/** The key the API's development verifier accepts (api/README.md, CAPTCHA_SECRET unset). */
export const DEVELOPMENT_CAPTCHA_KEY = 'tenace-development-captcha';

export function DevelopmentCaptcha({
  onVerified,
}: {
  readonly onVerified: (key: string | undefined) => void;
}) {
  const { t } = useTranslation('app');
  return (
    <label className="captcha">
      <input
        type="checkbox"
        onChange={(event) => onVerified(event.target.checked ? DEVELOPMENT_CAPTCHA_KEY : undefined)}
      />
      {t('register.captcha')}
    </label>
  );
}
