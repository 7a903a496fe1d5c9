import { useEffect } from 'react';

/** Names the browser tab after the screen ('Register | Isoko'), in the shopper's language. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
