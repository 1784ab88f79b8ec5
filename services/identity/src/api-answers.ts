import { ROLES, schema } from '@shop/common';

/** What the identity service's answers carry (OpenAPI). */
export const USER = schema.object({
  _id: schema.id,
  name: schema.string,
  email: schema.string,
  avatar: schema.string,
  mobile: schema.string,
  verify_email: schema.boolean,
  last_login_date: schema.nullable(schema.date),
  status: schema.enum('Active', 'Inactive', 'Suspended'),
  address_details: schema.array(schema.string),
  shopping_cart: schema.array(schema.string),
  orderHistory: schema.array(schema.string),
  role: schema.enum(...ROLES),
  createdAt: schema.date,
  updatedAt: schema.date,
});

/** update-user: the user, and the new address waiting for its code when the e-mail is being changed. */
/** Registration answers alike for a new and a taken address, so it names nothing but what was sent. */
export const REGISTERED = schema.object({ name: schema.string, email: schema.string });
export const UPDATED_USER = schema.object({ ...USER.properties, pending_email: schema.string }, ['pending_email']);

const REFRESH_TOKEN = {
  ...schema.string,
  description: 'Left out when the client asks for the cookie only (X-Token-Delivery: cookie, the web app)',
};

/** The spec's client reads `accesstoken` (sic) from login; the tokens are also set as httpOnly cookies. */
export const LOGGED_IN = schema.object({ accesstoken: schema.string, refreshToken: REFRESH_TOKEN }, ['refreshToken']);
export const REFRESHED = schema.object({ accessToken: schema.string, refreshToken: REFRESH_TOKEN }, ['refreshToken']);
export const AVATAR = schema.object({ _id: schema.id, avatar: schema.string });
export const CODE_SENT = schema.object({ email: schema.string });
const RESET_TOKEN = {
  ...schema.string,
  description: 'Single-use, for reset-password within 10 minutes (also set as an httpOnly cookie on that route)',
};
export const CODE_VERIFIED = schema.object({ email: schema.string, verified: schema.boolean, resetToken: RESET_TOKEN });

/** A member of the shop's staff, as the staff screen lists them. */
export const STAFF_MEMBER = schema.object({
  _id: schema.id,
  name: schema.string,
  email: schema.string,
  mobile: schema.string,
  role: schema.enum(...ROLES),
});
export const STAFF_LIST = schema.array(STAFF_MEMBER);
