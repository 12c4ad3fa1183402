/** A set's hands, read-only (admin.md §2 "A set shows its hands list"; §3 Hand (admin view)). */
import { useTranslation } from 'react-i18next';
import type { AdminProductQuery } from '../graphql/operations.generated.js';

type Hand = NonNullable<AdminProductQuery['productByIdAdmin']>['hands'][number];

export function SetHandsPanel({ hands }: { hands: readonly Hand[] }) {
  const { t } = useTranslation('admin');
  return (
    <section className="admin-panel" aria-labelledby="product-hands">
      <h2 id="product-hands">{t('product.hands')}</h2>
      {hands.length === 0 ? (
        <p>{t('product.noHands')}</p>
      ) : (
        <table className="admin-simple-table">
          <thead>
            <tr>
              <th scope="col">{t('product.handTitle')}</th>
              <th scope="col">{t('product.handStatus')}</th>
              <th scope="col">{t('product.handFree')}</th>
            </tr>
          </thead>
          <tbody>
            {hands.map((hand) => (
              <tr key={hand.id}>
                <td>{hand.title}</td>
                <td>{hand.status}</td>
                <td>{hand.freeToPlay ? t('product.yes') : t('product.no')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
