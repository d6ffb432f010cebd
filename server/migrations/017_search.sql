-- Search that finds (docs/lists.md, "Searching the catalogue"): every word of a search must match
-- somewhere among a part's name, number, description, the machines it fits and the makers' (OEM)
-- numbers it replaces; the best matches first. Each part keeps one search document (a tsvector,
-- weighted: name and number A, machines and OEM numbers B, description C), kept up to date by the
-- triggers below whatever writes the part, its fitment or its OEM numbers. A number is in it both
-- in pieces (DDL-8700: ddl, 8700) and joined (ddl8700), so that "ddl8700", "DDL 8700" and
-- "ddl-8700" all find it. The words of every document are also kept in a small table with a
-- trigram index (pg_trgm, migration 003), where a mistyped word finds the word that was meant.

-- A text's words as the search document and the queries hold them: lower case, each run of
-- other characters one space (DDL-8700 → ddl 8700).
CREATE FUNCTION search_words(value text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT regexp_replace(lower(coalesce(value, '')), '[^[:alnum:]]+', ' ', 'g')
$$;

-- A number's pieces and its joined form (SL-FD-0003 → sl fd 0003 slfd0003).
CREATE FUNCTION search_number(value text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT search_words(value) || ' ' || lower(oem_key(coalesce(value, '')))
$$;

-- A machine's model and subclass as search words (DDL-8700, 7 → ddl 8700 ddl8700 7 ddl87007), and
-- the whole machine's with its brand: a machine is found by these, a part by those of the machines it fits.
CREATE FUNCTION machine_model_words(model text, subclass text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT search_number(model) || ' ' || search_number(subclass) || ' ' || lower(oem_key(model || coalesce(subclass, '')))
$$;
-- (Its search path is its own: an index's upkeep runs it with no other, PostgreSQL 17.)
CREATE FUNCTION machine_search_document(brand text, model text, subclass text) RETURNS tsvector LANGUAGE sql IMMUTABLE
SET search_path FROM CURRENT AS $$
  SELECT to_tsvector('simple', search_words(brand) || ' ' || machine_model_words(model, subclass))
$$;
CREATE INDEX machines_search_document_idx ON machines USING gin (machine_search_document(brand, model, subclass)) WITH (fastupdate = off);

-- The search document of a part, from its own fields and what is stored of its machines and OEM
-- numbers (with and without the brand: juki 110 45400 11045400 juki11045400).
CREATE FUNCTION part_search_document(part uuid, name text, sku text, description text) RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT setweight(to_tsvector('simple', search_words(name) || ' ' || search_number(sku)), 'A')
    || setweight(to_tsvector('simple', coalesce((
         SELECT string_agg(DISTINCT search_words(m.brand) || ' ' || machine_model_words(m.model, m.subclass), ' ')
         FROM part_fits f JOIN machines m ON m.id = f.machine_id WHERE f.part_id = part), '')
       || ' ' || coalesce((
         SELECT string_agg(search_words(o.brand) || ' ' || search_number(o.number) || ' ' || lower(o.brand_key), ' ')
         FROM part_oem_numbers o WHERE o.part_id = part), '')), 'B')
    || setweight(to_tsvector('simple', search_words(description)), 'C')
$$;

ALTER TABLE parts ADD COLUMN search_document tsvector;

-- Every word of the documents, for a mistyped word to find the one meant (`pressr` → presser).
CREATE TABLE search_vocabulary (word text PRIMARY KEY);
CREATE INDEX search_vocabulary_trgm_idx ON search_vocabulary USING gin (word gin_trgm_ops) WITH (fastupdate = off);

CREATE FUNCTION remember_search_words(document tsvector) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_vocabulary (word)
  SELECT w FROM unnest(tsvector_to_array(document)) AS w WHERE char_length(w) BETWEEN 4 AND 40
  ON CONFLICT DO NOTHING
$$;

-- A part's own fields change: its document is written with the row (after it is numbered,
-- parts_numbered, which runs first by name).
CREATE FUNCTION part_search_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_document := part_search_document(NEW.id, NEW.name, NEW.sku, NEW.description);
  PERFORM remember_search_words(NEW.search_document);
  RETURN NEW;
END;
$$;
CREATE TRIGGER parts_search BEFORE INSERT OR UPDATE OF name, sku, description ON parts
  FOR EACH ROW EXECUTE FUNCTION part_search_row();

-- The parts whose machines or OEM numbers changed: their documents again, once per statement
-- (a fitment import of thousands of rows writes each part once).
CREATE FUNCTION refresh_part_search(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH written AS (
    UPDATE parts SET search_document = part_search_document(id, name, sku, description)
    WHERE id = ANY(ids) RETURNING search_document
  )
  INSERT INTO search_vocabulary (word)
  SELECT DISTINCT w FROM written, unnest(tsvector_to_array(written.search_document)) AS w WHERE char_length(w) BETWEEN 4 AND 40
  ON CONFLICT DO NOTHING;
END;
$$;

CREATE FUNCTION part_links_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_part_search(ARRAY(SELECT DISTINCT part_id FROM changed_rows));
  RETURN NULL;
END;
$$;
CREATE TRIGGER part_fits_search_added AFTER INSERT ON part_fits REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION part_links_added();
CREATE TRIGGER part_fits_search_removed AFTER DELETE ON part_fits REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION part_links_added();
CREATE TRIGGER part_oem_numbers_search_added AFTER INSERT ON part_oem_numbers REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION part_links_added();
CREATE TRIGGER part_oem_numbers_search_removed AFTER DELETE ON part_oem_numbers REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION part_links_added();
CREATE TRIGGER part_oem_numbers_search_changed AFTER UPDATE ON part_oem_numbers REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION part_links_added();

-- A machine renamed: the documents of the parts that fit it.
CREATE FUNCTION machine_search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_part_search(ARRAY(SELECT DISTINCT f.part_id FROM changed_rows c JOIN part_fits f ON f.machine_id = c.id));
  RETURN NULL;
END;
$$;
CREATE TRIGGER machines_search_changed AFTER UPDATE ON machines REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION machine_search_changed();

-- The parts already there.
UPDATE parts SET search_document = part_search_document(id, name, sku, description);
INSERT INTO search_vocabulary (word)
SELECT DISTINCT w FROM parts, unnest(tsvector_to_array(search_document)) AS w WHERE char_length(w) BETWEEN 4 AND 40
ON CONFLICT DO NOTHING;

-- Without a pending list (fastupdate): parts are written seldom, and a list of entries not yet
-- merged is read whole by every search (PGlite has no autovacuum to merge it), which makes the
-- planner rightly prefer reading every part.
CREATE INDEX parts_search_document_idx ON parts USING gin (search_document) WITH (fastupdate = off);
-- The search of name and description by trigrams (migration 003) is this document's now.
DROP INDEX IF EXISTS parts_search_idx;
