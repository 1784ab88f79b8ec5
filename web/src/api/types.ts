/**
 * The shapes the API answers with, by the names the app uses: each one read from the types generated
 * from the API description (generated/schema.ts, `npm run api-types`), so a server change that breaks
 * the app fails its type check instead of its users.
 */
import type { components, paths } from './generated/schema';

type Method = 'get' | 'post' | 'put' | 'delete';
type JsonOf<Response> = Response extends { content: { 'application/json': infer Body } } ? Body : never;

/** The whole successful answer of a route: the envelope, its `data`, and any fields beside it (page counts). */
export type Answer<Path extends keyof paths, M extends Method> =
  NonNullable<paths[Path][M]> extends { responses: infer Responses }
    ? JsonOf<Responses[Extract<keyof Responses, 200 | 201>]>
    : never;

/** What a route's successful answer carries in `data`. */
export type AnswerData<Path extends keyof paths, M extends Method> = Answer<Path, M>['data'];

/** The JSON body a route accepts. */
export type RequestBody<Path extends keyof paths, M extends Method> =
  NonNullable<paths[Path][M]> extends { requestBody?: infer Request } ? JsonOf<NonNullable<Request>> : never;

/** Every /api call answers with this envelope, errors included. */
export type Envelope<T> = Omit<components['schemas']['Envelope'], 'data'> & { data: T };

/** A page of a list as the app keeps it (the API names the page count totalNoPage on product/get and totalPage on search). */
export interface Page<T> {
  data: T[];
  page: number;
  totalCount: number;
  totalPages: number;
}

export type User = AnswerData<'/api/user/user-details', 'get'>;
export type Role = User['role'];

export type Category = AnswerData<'/api/category/get', 'get'>[number];
export type SubCategory = AnswerData<'/api/subcategory/get', 'post'>[number];
export type NamedRef = SubCategory['category'][number];
export type Product = AnswerData<'/api/product/get-product-details', 'post'>;
/** Issue 38: a product is sold by the unit or by weight (price per kg, stock in grams, quantities in kg). */
export type SellBy = Product['sellBy'];

/** Search (issue 22): a page of results with its facets, the header bar's suggestions, the admins' insights. */
export type SearchQuery = RequestBody<'/api/product/search-product', 'post'>;
export type SearchAnswer = Answer<'/api/product/search-product', 'post'>;
export type Suggestions = AnswerData<'/api/product/suggest', 'get'>;
export type SearchInsights = AnswerData<'/api/product/search-insights', 'get'>;
/** Issue 36: the admin's synonym groups, as stored (phrases normalised). */
export type SynonymGroup = AnswerData<'/api/product/synonyms', 'get'>[number];
export type SynonymGroupFields = RequestBody<'/api/product/synonyms/create', 'post'>;

export type CartLine = AnswerData<'/api/cart/get', 'get'>[number];
/** The product as a cart line embeds it. */
export type CartProduct = CartLine['productId'];

export type Address = AnswerData<'/api/address/get', 'get'>[number];
export type AddressFields = RequestBody<'/api/address/create', 'post'>;

/** `order-list` answers orders (the app's view) or, with `view=items`, one entry per ordered product. */
type OrderListEntry = AnswerData<'/api/order/order-list', 'get'>[number];
export type Order = Extract<OrderListEntry, { items: unknown }>;
export type OrderLine = Order['items'][number];
export type OrderStatus = Order['status'];
export type PaymentMethod = Order['paymentMethod'];

/** Fulfilment (issue 19): the statuses shoppers and admins follow an order through. */
export type OrderDetails = AnswerData<'/api/order/details', 'get'>;
export type FulfilmentStatus = OrderDetails['nextStatuses'][number];
export type StatusChange = Order['statusHistory'][number];

export type AdminOrderList = Answer<'/api/order/admin/list', 'post'>;
export type AdminOrderListQuery = RequestBody<'/api/order/admin/list', 'post'>;
export type AdminOrder = AdminOrderList['data'][number];
export type AdminOrderDetails = AnswerData<'/api/order/admin/details', 'post'>;
export type OrderPayment = NonNullable<AdminOrderDetails['payment']>;
export type StatusUpdate = RequestBody<'/api/order/admin/update-status', 'put'>;
export type OrderSummary = AnswerData<'/api/order/admin/summary', 'get'>;
export type AwaitingPaymentOrder = AnswerData<'/api/order/admin/awaiting-payment', 'get'>[number];
export type HoldRelease = RequestBody<'/api/order/admin/release-hold', 'put'>;
export type RiderAssignment = RequestBody<'/api/order/admin/assign-rider', 'put'>;

/** Staff (roles): who works for the shop, and an admin's change of someone's role. */
export type StaffMember = AnswerData<'/api/user/admin/staff', 'get'>[number];
export type StaffRole = Exclude<Role, 'USER'>;
export type RoleChange = RequestBody<'/api/user/admin/role', 'put'>;

/** A rider's round: the orders an admin gave them, still to deliver and delivered today. */
export type RiderRound = AnswerData<'/api/order/rider/list', 'get'>;
export type RiderOrder = RiderRound['open'][number];
export type RiderDelivered = RequestBody<'/api/order/rider/delivered', 'put'>;
export type RiderDeliveryFailed = RequestBody<'/api/order/rider/delivery-failed', 'put'>;

/** Delivery (issue 37): where, when and at what cost the shop delivers, and a checkout's quote. */
export type PincodeCheck = AnswerData<'/api/delivery/check', 'get'>;
export type DeliverySlot = AnswerData<'/api/delivery/slots', 'get'>[number];
export type Quote = AnswerData<'/api/order/quote', 'post'>;
export type QuoteRequest = RequestBody<'/api/order/quote', 'post'>;
export type Zone = AnswerData<'/api/delivery/admin/zones', 'get'>[number];
export type ZoneFields = RequestBody<'/api/delivery/admin/zones', 'post'>;
export type SlotTemplate = ZoneFields['slotTemplates'][number];
export type ZoneFees = ZoneFields['fees'];

/** Every refusal code the API answers (its `code`), for the app to branch on. */
export type RefusalCode = components['schemas']['Refusal']['code'];

/** The live stream's events (GET /api/live), as the gateway describes them (gateway/src/live/live-contract.ts). */
export type LiveProductEvent = components['schemas']['LiveProductEvent'];
export type LiveOrderEvent = components['schemas']['LiveOrderEvent'];
export type LiveCartEvent = components['schemas']['LiveCartEvent'];
export type LiveAdminOrderEvent = components['schemas']['LiveAdminOrderEvent'];
export type LiveRefetchEvent = components['schemas']['LiveRefetchEvent'];

/**
 * Packing and substitutions (issue 38): what checkout allows when an item is missing, what the packer
 * changed, the queue of orders to pack and the pack itself.
 */
export type SubstitutionPreferences = NonNullable<RequestBody<'/api/order/cash-on-delivery', 'post'>['substitution']>;
export type SubstitutionChoice = SubstitutionPreferences['default'];
export type OrderAdjustment = Order['adjustments'][number];
export type PackingQueueAnswer = Answer<'/api/order/admin/packing-queue', 'get'>;
export type PackRequest = RequestBody<'/api/order/admin/pack', 'put'>;
export type PackLine = PackRequest['lines'][number];
