/**
 * storefront.md §9: "Mobile breakpoints: … 770 px". Used as a container query on the store
 * header's own width (the header is the container), so the header's parts lay out alike.
 */
export const MOBILE = '(max-width: 770px)';
