-- Look-ups by _id on FerretDB served by an index instead of a scan of the whole collection.
--
-- FerretDB 1.24 on PostgreSQL keeps each collection as a table of one jsonb column, with a unique
-- btree index on (_jsonb->'_id'). But it reads a document by its _id (findById, and the read before
-- every update) with `WHERE _jsonb->$1 @> $2`, which that index cannot serve: every read of one
-- document scanned the whole table. Under 100 concurrent checkouts PostgreSQL spent 71 ms of CPU per
-- order doing so, half of the machine (deploy/k6/results/checkout-benchmark.md). A GIN index on the
-- same expression serves `@>`: PostgreSQL plans FerretDB's prepared statement with the values filled
-- in, and uses it (a read of one of 5,000 products: a full scan before, one index probe after).
--
-- One prepared statement serves FerretDB's reads of a collection by any field, so after a few runs
-- PostgreSQL would settle on one generic plan for all of them: a scan, since the field is a parameter
-- (measured: the products table was still scanned 3,604 times in 30 s of checkouts, the index used
-- 147 times). plan_cache_mode = force_custom_plan plans each run with its values, so a read by _id
-- always finds the index; planning costs a few microseconds more per statement.
--
-- An event trigger gives every table FerretDB creates from now on this index; the loop gives it to
-- the tables already there. Applied by infra-up.sh on every start; running it again changes nothing.

SET client_min_messages = warning;

CREATE OR REPLACE FUNCTION public.shop_index_ferretdb_id(target regclass) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_attribute WHERE attrelid = target AND attname = '_jsonb' AND NOT attisdropped) THEN
    EXECUTE format(
      'CREATE INDEX IF NOT EXISTS %I ON %s USING gin ((_jsonb->''_id'') jsonb_path_ops)',
      left((SELECT relname FROM pg_class WHERE oid = target), 50) || '_id_gin',
      target
    );
  END IF;
END $$;

CREATE OR REPLACE FUNCTION public.shop_index_new_ferretdb_table() RETURNS event_trigger
LANGUAGE plpgsql AS $$
DECLARE
  created record;
BEGIN
  FOR created IN SELECT objid FROM pg_event_trigger_ddl_commands() WHERE command_tag = 'CREATE TABLE' AND object_type = 'table' LOOP
    PERFORM public.shop_index_ferretdb_id(created.objid::regclass);
  END LOOP;
END $$;

DO $$
BEGIN
  EXECUTE format('ALTER DATABASE %I SET plan_cache_mode = force_custom_plan', current_database());
END $$;

DROP EVENT TRIGGER IF EXISTS shop_index_new_ferretdb_table;
CREATE EVENT TRIGGER shop_index_new_ferretdb_table ON ddl_command_end WHEN TAG IN ('CREATE TABLE')
  EXECUTE FUNCTION public.shop_index_new_ferretdb_table();

DO $$
DECLARE
  existing record;
BEGIN
  FOR existing IN
    SELECT c.oid FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relkind = 'r' AND n.nspname NOT IN ('pg_catalog', 'information_schema', 'public') AND n.nspname NOT LIKE 'pg_%'
  LOOP
    PERFORM public.shop_index_ferretdb_id(existing.oid::regclass);
  END LOOP;
END $$;
