/**
 * The sort dropdown as the product list draws it on its first load: react-aria's Select (its
 * select, list box and popover code, the largest part of the list page's first render) loads
 * once the page has loaded and the browser is idle (store/lazy-part.ts), so the product cards,
 * the list's largest paint, do not wait for it. Until then its placeholder shows the order.
 */
import { lazyPart } from '../store/lazy-part.js';
import { SortControlPlaceholder } from './SortControlPlaceholder.js';

export const LazySortControl = lazyPart(
  () => import('./SortControl.js').then((m) => m.SortControl),
  SortControlPlaceholder,
);
