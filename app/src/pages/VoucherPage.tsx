/** /products/vouchers/{id}/{title}: a gift voucher, to buy or to give. */
import { useParams } from 'react-router';
import { useQuery } from 'urql';
import { BuyButtons } from '../catalogue/BuyButtons.js';
import { plainText } from '../catalogue/plain-text.js';
import { useLocaleVariables } from '../catalogue/use-locale-variables.js';
import { GiftVoucherByIdDocument } from '../graphql/documents/GiftVoucherById.generated.js';
import { useCrumbName } from '../layout/crumb-names.js';
import { PageSkeleton } from '../layout/PageSkeleton.js';
import { routeId } from '../lib/route-id.js';
import NotFoundPage from './NotFoundPage.js';

export default function VoucherPage() {
  const id = routeId(useParams().id);
  const { currency } = useLocaleVariables();
  const [{ data, fetching }] = useQuery({
    query: GiftVoucherByIdDocument,
    variables: { id: id ?? 0, currency },
    pause: id === null,
  });
  useCrumbName('title', data?.giftVoucherProductById?.title);
  if (id === null) return <NotFoundPage />;
  if (fetching && !data) return <PageSkeleton />;
  const voucher = data?.giftVoucherProductById;
  if (!voucher) return <NotFoundPage />;
  return (
    <article className="product">
      <div className="product-head">
        {voucher.images.cover && <img src={voucher.images.cover} alt="" width={240} height={240} />}
        <div>
          <h1>{voucher.title}</h1>
          {voucher.onSale && <BuyButtons product={voucher} owned={false} />}
        </div>
      </div>
      <p className="description">{plainText(voucher.description)}</p>
    </article>
  );
}
