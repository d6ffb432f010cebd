-- Find by machine: the sewing machines parts fit (brand, model and, where it matters, subclass),
-- which machines each part fits, the machine makers' own part numbers a part replaces (OEM
-- numbers), and the machines on a customer's floor ("My machines").

-- A brand's or model's form in an address: lower case, each run of other characters one dash
-- (JUKI → juki, Union Special → union-special, DDL-8700 + subclass 7 → ddl-8700-7).
CREATE FUNCTION machine_slug(value text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT btrim(regexp_replace(lower(value), '[^a-z0-9]+', '-', 'g'), '-')
$$;

-- An OEM number as it is compared: capitals, letters and digits only (110-45400 = 11045400).
CREATE FUNCTION oem_key(value text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT upper(regexp_replace(value, '[^A-Za-z0-9]+', '', 'g'))
$$;

CREATE TABLE machines (
  id         uuid PRIMARY KEY,
  brand      text NOT NULL CHECK (char_length(brand) BETWEEN 1 AND 40),
  model      text NOT NULL CHECK (char_length(model) BETWEEN 1 AND 40),
  subclass   text CHECK (char_length(subclass) BETWEEN 1 AND 20),
  brand_slug text GENERATED ALWAYS AS (machine_slug(brand)) STORED,
  model_slug text GENERATED ALWAYS AS (machine_slug(model || coalesce('-' || subclass, ''))) STORED,
  -- The list's order (brand, then model and subclass) and its keyset column.
  name_key   text GENERATED ALWAYS AS (machine_slug(brand) || '/' || machine_slug(model || coalesce('-' || subclass, ''))) STORED,
  seq        bigint GENERATED ALWAYS AS IDENTITY,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz,
  CHECK (machine_slug(brand) <> '' AND machine_slug(model) <> '')
);
-- One machine per address: "Juki ddl 8700" is JUKI DDL-8700 again. Also the page's lookup.
CREATE UNIQUE INDEX machines_slug_key ON machines (brand_slug, model_slug);
CREATE INDEX machines_name_idx ON machines (name_key, seq);
CREATE INDEX machines_search_idx ON machines USING gin ((brand || ' ' || model || ' ' || coalesce(subclass, '')) gin_trgm_ops);

-- Which machines a part fits. The machine's parts read by machine, the part's machines by part.
CREATE TABLE part_fits (
  machine_id uuid NOT NULL REFERENCES machines (id) ON DELETE CASCADE,
  part_id    uuid NOT NULL REFERENCES parts (id) ON DELETE CASCADE,
  PRIMARY KEY (machine_id, part_id)
);
CREATE INDEX part_fits_part_idx ON part_fits (part_id);

-- The machine makers' numbers a part replaces ("replaces JUKI 110-45400"). Searched exactly and by
-- prefix, with or without the brand.
CREATE TABLE part_oem_numbers (
  part_id   uuid NOT NULL REFERENCES parts (id) ON DELETE CASCADE,
  brand     text NOT NULL CHECK (char_length(brand) BETWEEN 1 AND 40),
  number    text NOT NULL CHECK (char_length(number) BETWEEN 1 AND 40),
  key       text GENERATED ALWAYS AS (oem_key(number)) STORED,
  brand_key text GENERATED ALWAYS AS (oem_key(brand) || oem_key(number)) STORED,
  CHECK (oem_key(number) <> ''),
  PRIMARY KEY (part_id, brand_key)
);
CREATE INDEX part_oem_numbers_key_idx ON part_oem_numbers (key text_pattern_ops);
CREATE INDEX part_oem_numbers_brand_key_idx ON part_oem_numbers (brand_key text_pattern_ops);

-- The machines on a customer's floor, and how many of each.
CREATE TABLE user_machines (
  user_id    uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  machine_id uuid NOT NULL REFERENCES machines (id) ON DELETE CASCADE,
  quantity   integer NOT NULL CHECK (quantity BETWEEN 1 AND 10000),
  added_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, machine_id)
);
CREATE INDEX user_machines_machine_idx ON user_machines (machine_id);

-- The catalogue's lists are kept in memory by every API replica (migration 007): the machine
-- filter and the OEM search read these tables, so a change to them is a change of the parts' lists.
CREATE FUNCTION notify_parts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('storefront_cache', 'parts');
  RETURN NULL;
END;
$$;
CREATE TRIGGER machines_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON machines
  FOR EACH STATEMENT EXECUTE FUNCTION notify_parts_changed();
CREATE TRIGGER part_fits_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON part_fits
  FOR EACH STATEMENT EXECUTE FUNCTION notify_parts_changed();
CREATE TRIGGER part_oem_numbers_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON part_oem_numbers
  FOR EACH STATEMENT EXECUTE FUNCTION notify_parts_changed();
