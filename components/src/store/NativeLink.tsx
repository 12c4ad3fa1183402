/**
 * A link drawn as a plain `<a>` that still navigates through the app's router: react-aria's
 * `RouterProvider` (the app's layout, the stories' spy) opens it, as it opens react-aria's Links,
 * when a plain click would stay on this site in this tab; a click with a modifier, or a link to
 * another site, is the browser's. The header, footer, breadcrumbs and product cards use it
 * rather than react-aria's Link so that react-aria's press, hover and focus machinery (about
 * 15 KB gzipped) is not in the JavaScript every page loads before its first paint (issue 5 §4);
 * a native link already activates with Enter, and CSS's `:focus-visible` draws the keyboard's
 * focus ring. Its styles select `:hover` and `:focus-visible`, not react-aria's data attributes.
 */
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
// react-aria-components' own Link reads the router from this module too (react-aria is pinned).
import { shouldClientNavigate, useRouter } from 'react-aria/private/utils/openLink';

export interface NativeLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of the app (or a full URL), as react-aria's Link takes it. */
  readonly href: string;
}

/**
 * @example
 * <NativeLink className={styles.link} href={STORE_PATHS.help}>{t('store.footer.help')}</NativeLink>
 */
export function NativeLink({ href, onClick, ...props }: NativeLinkProps) {
  const router = useRouter();
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || router.isNative || event.button !== 0) return;
    if (!shouldClientNavigate(event.currentTarget, event)) return;
    event.preventDefault();
    router.open(event.currentTarget, event, href, undefined);
  };
  return <a {...props} href={router.useHref(href)} onClick={click} />;
}
