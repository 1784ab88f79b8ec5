-- Takes the next product write count (KEYS[1]) and marks each product (KEYS[2..], for ARGV[1] seconds)
-- with it, atomically. Returns the count.
local count = redis.call('INCR', KEYS[1])
for i = 2, #KEYS do redis.call('SET', KEYS[i], count, 'EX', ARGV[1]) end
return count
