/** storefront.md §2: "Scroll returns to top on route change unless the path contains noscroll". */
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { keepsScroll } from '../lib/paths.js';

export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!keepsScroll(pathname)) window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
