import { useGetCartQuery } from './cartApi';
import { useLiveProducts } from '../live/useLiveProducts';

/** The cart's products stay live on every page: the header's count and total depend on their stock and price. */
export function useLiveCart(): void {
  const { data: lines } = useGetCartQuery();
  useLiveProducts(lines?.map((line) => line.productId._id));
}
