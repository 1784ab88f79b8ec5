-- Keeps a product document (ARGV[2] under KEYS[1], for ARGV[3] seconds) read when the write count
-- stood at ARGV[1], unless the product's write mark (KEYS[2]) is newer: the read may predate the write.
-- Returns 1 when the document was kept.
local written = tonumber(redis.call('GET', KEYS[2]) or '0')
if written > tonumber(ARGV[1]) then return 0 end
redis.call('SET', KEYS[1], ARGV[2], 'EX', ARGV[3])
return 1
