-- Equality reads on FerretDB served by indexes: a GIN twin of every index FerretDB creates.
--
-- FerretDB 1.24 on PostgreSQL keeps each collection as a table of one jsonb column. It hands
-- PostgreSQL only equalities of top-level fields, as `_jsonb->'field' @> '"value"'` (a dotted path,
-- `$in`, a range or `$exists` is filtered in FerretDB after reading the rows), and it creates the
-- indexes the schemas declare (and the `_id` one) as btree indexes on `(_jsonb->'field')`, which cannot
-- serve `@>`. So every read but none was a sequential scan: a read by `_id` under 100 concurrent
-- checkouts (PostgreSQL spent 71 ms of CPU per order, deploy/k6/results/checkout-benchmark.md), and at
-- 1,000,000 orders a shopper's order list or a look-up by Order No took 13-23 s
-- (deploy/k6/results/orders-at-scale-findings.md). A GIN `jsonb_path_ops` index on the same
-- expression serves `@>` (one index probe instead of the scan, measured on both).
--
-- The indexes stay declared once, in the Mongoose schemas (MongoDB serves these queries from them
-- directly): for every btree index FerretDB creates, each column that is a top-level field
-- `(_jsonb->'field')` gets a GIN twin. Dotted fields (`((_jsonb->'category')->'_id')`) are skipped:
-- FerretDB never hands them to PostgreSQL. A field several indexes cover gets one twin.
--
-- One prepared statement serves FerretDB's reads of a collection by any field, so after a few runs
-- PostgreSQL would settle on one generic plan for all of them: a scan, since the field is a parameter
-- (measured: the products table was still scanned 3,604 times in 30 s of checkouts, the index used
-- 147 times). plan_cache_mode = force_custom_plan plans each run with its values, so a read finds its
-- index; planning costs a few microseconds more per statement.
--
-- The twins keep GIN's pending list short (gin_pending_list_limit = 256 kB, not 4 MB). Rows written
-- since the list was last merged wait in it unsorted, and every search reads it whole; autovacuum
-- merges it only after a fifth of a table's rows were inserted. At 1,000,000 orders an equality read
-- scanned about 460 pages of it: 13 ms for one counter by `_id` and 20 ms for ten minutes' orders,
-- where the index alone answers in 0.01 and 0.2 ms. Without the list (fastupdate = off) every write
-- goes into the index at once: reads were as fast, but checkout at 1,000,000 orders fell from 14 to 12
-- orders/s; with 256 kB it made 15 (deploy/k6/results/scale-benchmark.md).
--
-- An event trigger twins every index FerretDB creates from now on (each new collection's `_id` index,
-- and the declared ones when a service starts); the loop twins the indexes already there. Applied by
-- infra-up.sh on every start; running it again changes nothing.

SET client_min_messages = warning;

-- Earlier versions of this file gave only `_id` its twin, when a table was created.
DROP EVENT TRIGGER IF EXISTS shop_index_new_ferretdb_table;
DROP FUNCTION IF EXISTS public.shop_index_new_ferretdb_table();
DROP FUNCTION IF EXISTS public.shop_index_ferretdb_id(regclass);

-- Gives each top-level field of one btree index of a FerretDB table its GIN twin, unless the table has
-- one already (whatever its name: tables indexed by earlier versions keep theirs).
CREATE OR REPLACE FUNCTION public.shop_twin_ferretdb_index(source regclass) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  target regclass;
  relation text;
  field text;
  expression text;
BEGIN
  SELECT i.indrelid, t.relname INTO target, relation
  FROM pg_index i
  JOIN pg_class c ON c.oid = i.indexrelid
  JOIN pg_am am ON am.oid = c.relam
  JOIN pg_class t ON t.oid = i.indrelid
  JOIN pg_namespace n ON n.oid = t.relnamespace
  WHERE i.indexrelid = source AND am.amname = 'btree' AND t.relkind = 'r'
    AND n.nspname NOT IN ('pg_catalog', 'information_schema', 'public') AND n.nspname NOT LIKE 'pg_%'
    AND EXISTS (SELECT 1 FROM pg_attribute WHERE attrelid = t.oid AND attname = '_jsonb' AND NOT attisdropped);
  IF target IS NULL THEN
    RETURN;
  END IF;
  FOR expression IN
    SELECT pg_get_indexdef(source, k, true) FROM generate_series(1, (SELECT indnatts FROM pg_index WHERE indexrelid = source)) k
  LOOP
    -- A top-level field reads `(_jsonb -> 'name'::text)`; a dotted one nests a second `->`.
    field := substring(expression FROM '^\(_jsonb -> ''((?:[^'']|'''')*)''::text\)$');
    CONTINUE WHEN field IS NULL;
    field := replace(field, '''''', '''');
    CONTINUE WHEN EXISTS (
      SELECT 1 FROM pg_index i
      JOIN pg_class c ON c.oid = i.indexrelid
      JOIN pg_am am ON am.oid = c.relam
      WHERE i.indrelid = target AND am.amname = 'gin' AND i.indnatts = 1 AND pg_get_indexdef(i.indexrelid, 1, true) = expression
    );
    -- <table>_<field>_<hash of both>_gin: readable, unique in the schema, within PostgreSQL's 63 characters.
    EXECUTE format(
      'CREATE INDEX IF NOT EXISTS %I ON %s USING gin ((_jsonb->%L) jsonb_path_ops) WITH (gin_pending_list_limit = 256)',
      left(relation, 30) || '_' || left(lower(regexp_replace(field, '[^A-Za-z0-9]', '', 'g')), 16) || '_'
        || left(md5(relation || '.' || field), 8) || '_gin',
      target,
      field
    );
  END LOOP;
END $$;

CREATE OR REPLACE FUNCTION public.shop_twin_new_ferretdb_index() RETURNS event_trigger
LANGUAGE plpgsql AS $$
DECLARE
  created record;
BEGIN
  -- The twins' own CREATE INDEX fires this again: they are GIN indexes, which are not twinned.
  FOR created IN SELECT objid FROM pg_event_trigger_ddl_commands() WHERE command_tag = 'CREATE INDEX' AND object_type = 'index' LOOP
    PERFORM public.shop_twin_ferretdb_index(created.objid::regclass);
  END LOOP;
END $$;

DO $$
BEGIN
  EXECUTE format('ALTER DATABASE %I SET plan_cache_mode = force_custom_plan', current_database());
END $$;

DROP EVENT TRIGGER IF EXISTS shop_twin_new_ferretdb_index;
CREATE EVENT TRIGGER shop_twin_new_ferretdb_index ON ddl_command_end WHEN TAG IN ('CREATE INDEX')
  EXECUTE FUNCTION public.shop_twin_new_ferretdb_index();

DO $$
DECLARE
  existing record;
BEGIN
  FOR existing IN
    SELECT i.indexrelid FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid JOIN pg_namespace n ON n.oid = t.relnamespace
    WHERE t.relkind = 'r' AND n.nspname NOT IN ('pg_catalog', 'information_schema', 'public') AND n.nspname NOT LIKE 'pg_%'
  LOOP
    PERFORM public.shop_twin_ferretdb_index(existing.indexrelid::regclass);
  END LOOP;
END $$;

-- Twins made before their pending list was kept short: shortened, and what it holds merged.
DO $$
DECLARE
  twin regclass;
BEGIN
  FOR twin IN
    SELECT c.oid::regclass FROM pg_class c
    JOIN pg_am am ON am.oid = c.relam
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE am.amname = 'gin' AND c.relkind = 'i' AND n.nspname NOT IN ('pg_catalog', 'information_schema', 'public')
      AND n.nspname NOT LIKE 'pg_%' AND NOT coalesce(c.reloptions @> ARRAY['gin_pending_list_limit=256'], false)
  LOOP
    EXECUTE format('ALTER INDEX %s SET (gin_pending_list_limit = 256)', twin);
    PERFORM gin_clean_pending_list(twin);
  END LOOP;
END $$;
