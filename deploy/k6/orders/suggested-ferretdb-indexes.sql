-- The fix suggested by the orders-at-scale benchmark (results/orders-at-scale-findings.md), for trying
-- it on a seeded database: GIN indexes on the order fields FerretDB filters by in PostgreSQL.
--
-- FerretDB 1.24 hands PostgreSQL an equality as `_jsonb->'field' @> '"value"'`. The btree indexes it
-- builds for the schema's declared indexes (e.g. ((_jsonb->'userId'), (_jsonb->'createdAt') DESC))
-- cannot serve `@>`, so every such read scans the whole orders table; a GIN index on the same
-- expression can. Fields: the shopper's order list (userId), a look-up by Order No (orderId), the
-- admin list's hour (createdHour) and status.
-- The lasting fix is deploy/local/ferretdb-equality-indexes.sql: a GIN twin of every index the schemas
-- declare, which infra-up.sh applies; this file remains for trying fields the schemas do not declare.
--
-- psql "$POSTGRES_URL/<database>" -v schema=order -f suggested-ferretdb-indexes.sql

SELECT set_config('shop.schema', :'schema', false);

DO $$
DECLARE
  target text := current_setting('shop.schema');
  orders_table text;
  field text;
BEGIN
  EXECUTE format('SELECT _jsonb->>%L FROM %I._ferretdb_database_metadata WHERE _jsonb->>%L = %L', 'table', target, '_id', 'orders')
    INTO orders_table;
  FOREACH field IN ARRAY ARRAY['userId', 'orderId', 'createdHour', 'status'] LOOP
    EXECUTE format('CREATE INDEX IF NOT EXISTS %I ON %I.%I USING gin ((_jsonb->%L) jsonb_path_ops)',
      orders_table || '_' || lower(field) || '_gin', target, orders_table, field);
  END LOOP;
  EXECUTE format('ANALYZE %I.%I', target, orders_table);
END $$;
