/** storefront.md §8: "Other uncaught errors show a 'Something went wrong' panel with the error text." */
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { serverText } from '../i18n/i18n.js';

export function RouteError() {
  const error = useRouteError();
  const { i18n } = useTranslation();
  return (
    <section role="alert" className="panel">
      <h1>{serverText(i18n, 'Something went wrong')}</h1>
      <p>{error instanceof Error ? error.message : String(error)}</p>
    </section>
  );
}
