/**
 * The filter panel as the product list draws it on its first load: react-aria's checkbox groups
 * load once the page has loaded and the browser is idle (store/lazy-part.ts), so the product
 * cards, the list's largest paint, do not wait for them. Until then its placeholder shows the
 * groups and the chosen tags.
 */
import { lazyPart } from '../store/lazy-part.js';
import { FilterPanelPlaceholder } from './FilterPanelPlaceholder.js';

export const LazyFilterPanel = lazyPart(
  () => import('./FilterPanel.js').then((m) => m.FilterPanel),
  FilterPanelPlaceholder,
);
