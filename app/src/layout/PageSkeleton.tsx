/** A loading placeholder (storefront.md §2 /skeletons): grey rows in the page's shape. */
export function PageSkeleton({ rows = 3 }: { readonly rows?: number }) {
  return (
    <div className="skeleton" aria-busy="true">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder rows
        <div key={i} className="skeleton-row" />
      ))}
    </div>
  );
}
