/** The shapes the API answers with (spec section 3 and 7), as the services return them. */

/** Every /api call answers with this envelope, errors included; list calls add paging fields. */
export interface Envelope<T> {
  success: boolean;
  error: boolean;
  message: string;
  data: T;
}

export interface Page<T> {
  data: T[];
  page: number;
  totalCount: number;
  /** Pages in all (the API names it totalNoPage on product/get and totalPage on search). */
  totalPages: number;
}

export interface NamedRef {
  _id: string;
  name: string;
}

export type Role = 'ADMIN' | 'USER';

export interface User {
  _id: string;
  name: string;
  email: string;
  avatar: string;
  mobile: string | null;
  role: Role;
  verify_email?: boolean;
  last_login_date?: string | null;
  status?: string;
}

export interface Category {
  _id: string;
  name: string;
  image: string;
}

export interface SubCategory {
  _id: string;
  name: string;
  image: string;
  category: NamedRef[];
}

export interface Product {
  _id: string;
  name: string;
  image: string[];
  category: NamedRef[];
  subCategory: NamedRef[];
  unit: string;
  stock: number;
  price: number;
  discount: number;
  description: string;
  more_details: Record<string, string>;
  publish?: boolean;
}

/** The product as a cart line embeds it (`publish: false` also for a product deleted since it was added). */
export type CartProduct = Pick<Product, '_id' | 'name' | 'image' | 'price' | 'discount' | 'stock' | 'unit' | 'publish'>;

export interface CartLine {
  _id: string;
  quantity: number;
  productId: CartProduct;
  /** The price the shopper added the product at, or last saw (null on lines older than this field). */
  priceWhenAdded?: { price: number; discount: number } | null;
}

export interface Address {
  _id: string;
  userId: string;
  address_line: string;
  city: string;
  state: string;
  country: string;
  pincode: string;
  mobile: string;
  status: boolean;
}

export type AddressFields = Pick<Address, 'address_line' | 'city' | 'state' | 'country' | 'pincode' | 'mobile'>;

export type OrderStatus = 'PLACED' | 'PAYMENT_PENDING' | 'PAID' | 'CANCELLED';

export interface OrderLine {
  productId: string;
  product_details: { name: string; image: string[] };
  quantity: number;
  price: number;
  discount: number;
  unitPrice: number;
  lineTotal: number;
}

export interface Order {
  _id: string;
  orderId: string;
  product_details: { name: string; image: string[] };
  items: OrderLine[];
  subTotalAmt: number;
  totalAmt: number;
  currency: string;
  delivery_address: Omit<Address, 'status'>;
  paymentMethod: 'CASH_ON_DELIVERY' | 'CARD';
  /** 'Payment Mode' as the spec's original client shows it. */
  payment_status: 'CASH ON DELIVERY' | 'PAID' | 'PENDING' | 'UNPAID';
  status: OrderStatus;
  /** The card provider's checkout session; /success finds the paid order by it. */
  paymentSessionId: string | null;
  statusHistory: { status: OrderStatus; at: string }[];
  createdAt: string;
}
