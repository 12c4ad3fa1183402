/**
 * A set's PBN upload and its uploads (hands.md §4 "PBN upload", §7 PbnByFilename, PbnsByProductId,
 * §8): the kit's PbnUpload sends the file to `pbns` and polls its conversion; once it ends the
 * set's hands and the uploads list are read again, each game with the problems the engine found.
 */
import { type PbnConversionState, PbnUpload, PbnUploadReport } from '@tenace/components';
import { useTranslation } from 'react-i18next';
import { useClient, useQuery } from 'urql';
import { serverText } from '../../i18n/i18n.js';
import { pbnUploader } from '../../lib/upload.js';
import { AdminPbnByFilenameDocument } from '../graphql/documents/AdminPbnByFilename.generated.js';
import { AdminPbnUploadsDocument } from '../graphql/documents/AdminPbnUploads.generated.js';

export interface PbnUploadPanelProps {
  readonly setId: number;
  /** Heard once a conversion ends: the set's hands are read again. */
  readonly onConverted: () => void;
}

export function PbnUploadPanel({ setId, onConverted }: PbnUploadPanelProps) {
  const { t, i18n } = useTranslation('admin');
  const client = useClient();
  const [{ data, error }, refetch] = useQuery({
    query: AdminPbnUploadsDocument,
    variables: { productId: setId },
    requestPolicy: 'cache-and-network',
  });
  const translate = (message: string) => serverText(i18n, message);

  const check = async (filename: string): Promise<PbnConversionState | null> => {
    const answer = await client
      .query(AdminPbnByFilenameDocument, { filename }, { requestPolicy: 'network-only' })
      .toPromise();
    if (answer.error !== undefined) throw answer.error;
    const upload = answer.data?.pbnByFilename;
    if (upload == null) return null;
    return {
      status: upload.status,
      error: upload.error == null ? null : translate(upload.error),
      games: upload.games.length,
    };
  };

  const uploads = (data?.pbnsByProductId ?? []).map((upload) => ({
    ...upload,
    error: upload.error == null ? null : translate(upload.error),
  }));
  return (
    <section className="admin-panel" aria-labelledby="product-pbn">
      <h2 id="product-pbn">{t('product.pbnUploads')}</h2>
      <PbnUpload
        upload={pbnUploader({
          client,
          destination: { folder: 'pbns', parentType: 'Set', parentId: setId },
          translate,
        })}
        check={check}
        onConverted={() => {
          refetch({ requestPolicy: 'network-only' });
          onConverted();
        }}
      />
      {error !== undefined ? (
        <p role="alert">{t('product.pbnUploadsError')}</p>
      ) : (
        data !== undefined && <PbnUploadReport uploads={uploads} />
      )}
    </section>
  );
}
