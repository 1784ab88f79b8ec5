/**
 * Lua scripts run by Redis as one step each, so concurrent clicks on "+" or a merge racing an add
 * never lose an update. Hash layout: see cart-keys.ts. ARGV "ttl" is 0 for user carts (kept until
 * emptied) and the guest-cart lifetime for guest carts (refreshed on every change).
 */

const TOUCH = `
local function touch(key, ttl)
  if tonumber(ttl) > 0 and redis.call('EXISTS', key) == 1 then redis.call('EXPIRE', key, ttl) end
end
local function removeLine(key, productId)
  local lineId = redis.call('HGET', key, 'l:' .. productId)
  if lineId then redis.call('HDEL', key, 'p:' .. lineId) end
  redis.call('HDEL', key, 'l:' .. productId, 'q:' .. productId, 'a:' .. productId)
end
local function lineCount(key)
  local count = 0
  for _, field in ipairs(redis.call('HKEYS', key)) do
    if string.sub(field, 1, 2) == 'l:' then count = count + 1 end
  end
  return count
end
`;

/**
 * KEYS: cart. ARGV: productId, lineId for a new line, the most the line may hold, ttl, most lines a cart
 * may hold, the product as added (JSON; the shopper adds at the price they see, so it also becomes the
 * line's seen price), what a new line starts at, what an add adds to a line (1 and 1 by the unit; the
 * minimum and the step, in grams, by weight). Returns {quantity, lineId}, {-1, current} over the most,
 * or {-2, 0} when the cart is full.
 */
export const ADD_STEP = `${TOUCH}
local key, productId, freshLineId, most, ttl, maxLines, added = KEYS[1], ARGV[1], ARGV[2], tonumber(ARGV[3]), ARGV[4], tonumber(ARGV[5]), ARGV[6]
local first, step = tonumber(ARGV[7]), tonumber(ARGV[8])
local current = tonumber(redis.call('HGET', key, 'q:' .. productId) or '0')
local increment = step
if current == 0 then increment = first end
if current + increment > most then return {-1, current} end
local lineId = redis.call('HGET', key, 'l:' .. productId)
if not lineId then
  if lineCount(key) >= maxLines then return {-2, 0} end
  lineId = freshLineId
  redis.call('HSET', key, 'l:' .. productId, lineId, 'p:' .. lineId, productId)
end
local quantity = redis.call('HINCRBY', key, 'q:' .. productId, increment)
redis.call('HSET', key, 'a:' .. productId, added)
touch(key, ttl)
return {quantity, lineId}
`;

/**
 * The compare-and-set of a line's quantity: ARGV "expected" is the quantity the client last saw ('' to
 * skip the check, for clients of the spec's shape), so a stale tab is refused instead of undoing another's change.
 */
const EXPECTED = `
local function stale(key, productId, expected)
  local current = tonumber(redis.call('HGET', key, 'q:' .. productId) or '0')
  if expected ~= '' and tonumber(expected) ~= current then return current end
  return nil
end
`;

/**
 * KEYS: cart. ARGV: lineId, its productId (as read before), quantity, stock, ttl, expected quantity or ''.
 * Returns {1, quantity}, {-1, 0} over stock, {-2, 0} line gone, {-3, current} when the expected quantity is stale.
 */
export const SET_QUANTITY = `${TOUCH}${EXPECTED}
local key, lineId, productId, quantity, stock, ttl, expected = KEYS[1], ARGV[1], ARGV[2], tonumber(ARGV[3]), tonumber(ARGV[4]), ARGV[5], ARGV[6]
if redis.call('HGET', key, 'p:' .. lineId) ~= productId then return {-2, 0} end
local current = stale(key, productId, expected)
if current then return {-3, current} end
if quantity > stock then return {-1, 0} end
redis.call('HSET', key, 'q:' .. productId, quantity)
touch(key, ttl)
return {1, quantity}
`;

/**
 * KEYS: cart. ARGV: lineId, ttl, expected quantity or ''. Returns {1, 0} when the line was removed,
 * {0, 0} when the cart has no such line, {-3, current} when the expected quantity is stale.
 */
export const REMOVE_LINE = `${TOUCH}${EXPECTED}
local key, lineId, ttl, expected = KEYS[1], ARGV[1], ARGV[2], ARGV[3]
local productId = redis.call('HGET', key, 'p:' .. lineId)
if not productId then return {0, 0} end
local current = stale(key, productId, expected)
if current then return {-3, current} end
removeLine(key, productId)
touch(key, ttl)
return {1, 0}
`;

/** KEYS: cart. ARGV: lineId, its productId (as read before), the product now (JSON), ttl. Returns 1, or 0 when the line is gone. */
export const PRICE_SEEN = `${TOUCH}
local key, lineId, productId, seen, ttl = KEYS[1], ARGV[1], ARGV[2], ARGV[3], ARGV[4]
if redis.call('HGET', key, 'p:' .. lineId) ~= productId then return 0 end
redis.call('HSET', key, 'a:' .. productId, seen)
touch(key, ttl)
return 1
`;

/** KEYS: cart. ARGV: productId... Removes the lines of products that no longer exist. */
export const REMOVE_PRODUCTS = `${TOUCH}
for _, productId in ipairs(ARGV) do removeLine(KEYS[1], productId) end
return 1
`;

/**
 * KEYS: cart, cleared-order marker. ARGV: marker ttl, then productId, quantity pairs.
 * Takes the ordered quantities out of the cart once per order; returns 0 when already done.
 */
export const REMOVE_ORDERED = `${TOUCH}
local key = KEYS[1]
if not redis.call('SET', KEYS[2], '1', 'NX', 'EX', ARGV[1]) then return 0 end
for i = 2, #ARGV, 2 do
  local productId, ordered = ARGV[i], tonumber(ARGV[i + 1])
  local current = tonumber(redis.call('HGET', key, 'q:' .. productId) or '0')
  if current > 0 then
    if current - ordered <= 0 then removeLine(key, productId)
    else redis.call('HSET', key, 'q:' .. productId, current - ordered) end
  end
end
return 1
`;

/**
 * KEYS: guest cart, user cart. ARGV: productId, stock, lineId-for-a-new-line triples (products the
 * catalog still knows). Adds guest quantities to the user's, capped at stock (never lowering what the
 * user already had), then deletes the guest cart. Returns the number of products merged.
 */
export const MERGE_GUEST = `${TOUCH}
local guest, user = KEYS[1], KEYS[2]
local merged = 0
for i = 1, #ARGV, 3 do
  local productId, stock, freshLineId = ARGV[i], tonumber(ARGV[i + 1]), ARGV[i + 2]
  local guestQuantity = tonumber(redis.call('HGET', guest, 'q:' .. productId) or '0')
  local userQuantity = tonumber(redis.call('HGET', user, 'q:' .. productId) or '0')
  local quantity = math.max(userQuantity, math.min(userQuantity + guestQuantity, stock))
  if guestQuantity > 0 and quantity > userQuantity then
    if not redis.call('HGET', user, 'l:' .. productId) then
      redis.call('HSET', user, 'l:' .. productId, freshLineId, 'p:' .. freshLineId, productId)
      local added = redis.call('HGET', guest, 'a:' .. productId)
      if added then redis.call('HSET', user, 'a:' .. productId, added) end
    end
    redis.call('HSET', user, 'q:' .. productId, quantity)
    merged = merged + 1
  end
end
redis.call('DEL', guest)
return merged
`;
