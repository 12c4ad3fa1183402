/** /forgottenpassword: the reset e-mail form (storefront.md §4). */
import { useTranslation } from 'react-i18next';
import { ForgottenContainer } from '../forms/ForgottenContainer.js';

export default function ForgottenPasswordPage() {
  const { t } = useTranslation('app');
  return (
    <section className="narrow">
      <h1>{t('forgotten.title')}</h1>
      <ForgottenContainer />
    </section>
  );
}
