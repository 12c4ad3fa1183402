/**
 * The payment provider refused a browser call; `message` is its own text, shown unchanged
 * (storefront.md §7 "Provider error messages are passed on unchanged", §8).
 */
export class ProviderError extends Error {}
