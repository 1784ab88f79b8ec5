import { shopApi } from '../../../api/shopApi';
import type { Envelope, RoleChange, StaffMember, StaffRole } from '../../../api/types';

/**
 * Staff (roles): who works for the shop, and an admin giving someone a role or taking it back (USER).
 * A change applies from that user's next request on; the user's own details are read again in case
 * the admin changed their own role.
 */
export const staffApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    /** Everyone with a staff role, or those of one role (the riders an order can be given to). */
    getStaff: build.query<StaffMember[], StaffRole | void>({
      query: (role) => ({ url: '/user/admin/staff', params: role ? { role } : undefined }),
      transformResponse: (response: Envelope<StaffMember[]>) => response.data,
      providesTags: ['Staff'],
    }),
    changeRole: build.mutation<Envelope<StaffMember>, RoleChange>({
      query: (body) => ({ url: '/user/admin/role', method: 'PUT', body }),
      invalidatesTags: (result) => (result ? ['Staff', 'User'] : []),
    }),
  }),
});

export const { useGetStaffQuery, useChangeRoleMutation } = staffApi;
