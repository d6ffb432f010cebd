-- Every list is read in pages, in a stable order with a unique tie-breaker (keyset paging), and
-- searched on the server. Each sort has an index on (sort column, tie-breaker); each search a
-- trigram index on the text it looks in (the same expression as the query, so the planner
-- matches them). pg_trgm ships with PostgreSQL and with PGlite.

CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- parts: catalogue order is seq (its unique index); newest is seq descending
CREATE INDEX parts_name_idx ON parts (lower(name), seq);
CREATE INDEX parts_price_idx ON parts (price, seq);
CREATE INDEX parts_search_idx ON parts USING gin ((name || ' ' || description) gin_trgm_ops);

-- orders
DROP INDEX orders_created_idx;
CREATE INDEX orders_created_idx ON orders (created_at, seq);
CREATE INDEX orders_total_idx ON orders (total_price, seq);
CREATE INDEX orders_status_created_idx ON orders (status, created_at, seq);
DROP INDEX orders_user_idx;
CREATE INDEX orders_user_created_idx ON orders (user_id, created_at, seq);
CREATE INDEX orders_search_idx ON orders USING gin ((id::text || ' ' || email || ' ' || name || ' ' || part_name) gin_trgm_ops);

-- users
CREATE INDEX users_created_idx ON users (created_at, id);
CREATE INDEX users_email_sort_idx ON users (email, id);
CREATE INDEX users_name_idx ON users (lower(name), id);
CREATE INDEX users_search_idx ON users USING gin ((email || ' ' || name) gin_trgm_ops);

-- reviews: newest first
CREATE INDEX reviews_created_idx ON reviews (created_at, seq);
