/** The snackbar (storefront.md §2): top right, hidden after 3000 ms (§9). */
import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { SNACKBAR_HIDE_MS } from '../config.js';
import { snackbarAtom } from '../state/snackbar.js';

export function Snackbar() {
  const [message, setMessage] = useAtom(snackbarAtom);
  useEffect(() => {
    if (message === null) return;
    const timer = setTimeout(() => setMessage(null), SNACKBAR_HIDE_MS);
    return () => clearTimeout(timer);
  }, [message, setMessage]);
  return (
    <div className="snackbar" role="status" aria-live="polite">
      {message?.text}
    </div>
  );
}
