/** /authors: every author, by surname. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { AuthorsDocument } from '../graphql/documents/Authors.generated.js';
import { PageSkeleton } from '../layout/PageSkeleton.js';
import { authorPath } from '../lib/paths.js';

export default function AuthorsPage() {
  const { t } = useTranslation('app');
  const [{ data, fetching }] = useQuery({ query: AuthorsDocument });
  return (
    <>
      <h1>{t('authors.title')}</h1>
      {fetching && !data ? (
        <PageSkeleton />
      ) : (
        <ul className="author-grid">
          {(data?.authors ?? []).map((author) => (
            <li key={author.id}>
              <Link to={authorPath(author)}>
                <img src={author.avatarPath} alt="" width={96} height={96} />
                <span>{author.fullName}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
