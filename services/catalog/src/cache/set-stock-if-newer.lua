-- Writes a product's stock entry (KEYS[1], "<stockVersion>:<stock>") only when ARGV[1], the stock
-- version, is newer than the entry's, then ranks the product (member ARGV[4] of KEYS[2]) by the stock
-- in force; a product selling out or coming back moves the catalogue version (KEYS[3]) on.
-- ARGV: stock version, stock, entry lifetime in seconds, product id. Returns 1 when the entry was written.
local current = redis.call('GET', KEYS[1])
local stock = ARGV[2]
local written = 1
if current then
  local version = tonumber(string.match(current, '^(%d+):'))
  if version and version >= tonumber(ARGV[1]) then
    stock = string.sub(current, string.find(current, ':') + 1)
    written = 0
  end
end
if written == 1 then redis.call('SET', KEYS[1], ARGV[1] .. ':' .. ARGV[2], 'EX', ARGV[3]) end
local ranked = redis.call('ZSCORE', KEYS[2], ARGV[4])
if written == 1 or not ranked then
  redis.call('ZADD', KEYS[2], stock, ARGV[4])
  local was_sold_out = ranked and tonumber(ranked) <= 0 or false
  if was_sold_out ~= (tonumber(stock) <= 0) then redis.call('INCR', KEYS[3]) end
end
return written
