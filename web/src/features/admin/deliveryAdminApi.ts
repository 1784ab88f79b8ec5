import { shopApi, SHOP_ORDERS } from '../../api/shopApi';
import type { DeliverySlot, Envelope, Zone, ZoneFields } from '../../api/types';

/** A slot's bookings as the delivery service lists them (GET /api/delivery/admin/bookings). */
export interface SlotBookings {
  slot: DeliverySlot | null;
  bookings: { orderId: string; bookingId?: string; status?: string }[];
}

/**
 * Issue 37, the admin's side of delivery: the zones (where, how fast, slots, fees) and a slot's
 * bookings. A save reads the zones again, and the shop's slots and quotes ('Delivery') with them; a
 * save refused as stale reads the zones too, so the list shows the zone as it is now.
 */
export const deliveryAdminApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    getZones: build.query<Zone[], void>({
      query: () => '/delivery/admin/zones',
      transformResponse: (response: Envelope<Zone[]>) => response.data,
      providesTags: ['Zone'],
    }),
    createZone: build.mutation<Envelope<Zone>, ZoneFields>({
      query: (body) => ({ url: '/delivery/admin/zones', method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['Zone', 'Delivery'] : []),
    }),
    updateZone: build.mutation<Envelope<Zone>, ZoneFields & { _id: string; updatedAt: string }>({
      query: (body) => ({ url: '/delivery/admin/zones', method: 'PUT', body }),
      invalidatesTags: (result, error) =>
        result ? ['Zone', 'Delivery'] : (error as { status?: unknown } | undefined)?.status === 409 ? ['Zone'] : [],
    }),
    deactivateZone: build.mutation<Envelope<unknown>, { _id: string }>({
      query: (body) => ({ url: '/delivery/admin/zones', method: 'DELETE', body }),
      invalidatesTags: (result) => (result ? ['Zone', 'Delivery'] : []),
    }),
    getSlotBookings: build.query<SlotBookings, string>({
      query: (slotId) => ({ url: '/delivery/admin/bookings', params: { slotId } }),
      transformResponse: (response: Envelope<SlotBookings>) => response.data,
      providesTags: [SHOP_ORDERS, 'Delivery'],
    }),
  }),
});

export const {
  useGetZonesQuery,
  useCreateZoneMutation,
  useUpdateZoneMutation,
  useDeactivateZoneMutation,
  useGetSlotBookingsQuery,
} = deliveryAdminApi;

/** The id of a zone's template on a day: `<zoneId>-<YYYYMMDD>-<HHMM>` (the delivery contract's slot id). */
export const slotIdOf = (zoneId: string, date: string, start: string) =>
  `${zoneId}-${date.replaceAll('-', '')}-${start.replace(':', '')}`;

/** The slots a zone's templates make on a shop day ('YYYY-MM-DD'), by start time. */
export function slotsOnDay(zones: Zone[], date: string) {
  // Noon UTC is the same calendar day in the shop's time zone.
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  return zones
    .filter((zone) => zone.active)
    .flatMap((zone) =>
      zone.slotTemplates
        .filter((template) => template.days.includes(weekday))
        .map((template) => ({
          slotId: slotIdOf(zone._id, date, template.start),
          zone: zone.name,
          start: template.start,
          end: template.end,
        })),
    )
    .sort((a, b) => a.start.localeCompare(b.start) || a.zone.localeCompare(b.zone));
}
