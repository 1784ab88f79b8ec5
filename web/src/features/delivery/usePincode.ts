import { useCallback, useSyncExternalStore } from 'react';
import { useCurrentUser } from '../auth/useCurrentUser';
import { useGetAddressesQuery } from '../addresses/addressApi';
import { isPincode } from './deliveryApi';

const KEY = 'shop.pincode';
const CHANGED = 'shop.pincode-changed';

const read = () => {
  try {
    const value = localStorage.getItem(KEY) ?? '';
    return isPincode(value) ? value : '';
  } catch {
    return '';
  }
};

const subscribe = (onChange: () => void) => {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGED, onChange);
  };
};

/** The pincode kept on this device (a guest's choice), shared by every tab. */
export function useStoredPincode(): [string, (pincode: string) => void] {
  const stored = useSyncExternalStore(subscribe, read, () => '');
  const store = useCallback((pincode: string) => {
    try {
      localStorage.setItem(KEY, pincode);
    } catch {
      // Private mode without storage: the choice lasts as long as the page.
    }
    window.dispatchEvent(new Event(CHANGED));
  }, []);
  return [stored, store];
}

/**
 * The pincode the header's delivery chip speaks of: a signed-in shopper's default address (the first
 * saved, which checkout also picks first), else the one chosen on this device, else none.
 */
export function useDeliveryPincode() {
  const { user } = useCurrentUser();
  const { data: addresses } = useGetAddressesQuery(undefined, { skip: !user });
  const [stored, store] = useStoredPincode();
  const fromAddress = user ? addresses?.find((address) => isPincode(address.pincode))?.pincode : undefined;
  return { pincode: fromAddress ?? stored, fromAddress: Boolean(fromAddress), stored, store };
}
