import { useEffect } from 'react';

const SHOP = 'shopit';

/** Each route names itself in the tab and for screen readers. */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SHOP}` : `${SHOP}: groceries and electronics, delivered`;
  }, [title]);
}
