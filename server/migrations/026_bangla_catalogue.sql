-- The catalogue in Bangla beside English (issue 61): a part's name and description, a machine's
-- and an assembly's name. Empty: none (the English one shows). The API stores them in Unicode NFC
-- and the limits are the English fields'.
ALTER TABLE parts ADD COLUMN name_bn text NOT NULL DEFAULT '' CHECK (char_length(name_bn) <= 200);
ALTER TABLE parts ADD COLUMN description_bn text NOT NULL DEFAULT '' CHECK (char_length(description_bn) <= 5000);
ALTER TABLE machines ADD COLUMN name_bn text NOT NULL DEFAULT '' CHECK (char_length(name_bn) <= 200);
ALTER TABLE assemblies ADD COLUMN name_bn text NOT NULL DEFAULT '' CHECK (char_length(name_bn) <= 80);

-- Bangla text's words as the search documents and the queries hold them (server/src/parts/
-- search.repo.ts does the same to what is typed): NFC; khanda ta (ৎ) as ত্, which older
-- keyboards type (with a zero-width joiner, dropped like the non-joiner); Bangla digits as
-- 0-9; every run of other characters (danda, punctuation, taka sign) one space. Latin letters
-- and digits stay, so a Bangla name's brand (JUKI) is a word too.
CREATE FUNCTION bangla_search_words(value text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT regexp_replace(
    translate(replace(normalize(lower(coalesce(value, '')), NFC), 'ৎ', 'ত্'), '০১২৩৪৫৬৭৮৯' || U&'\200C\200D', '0123456789'),
    '[^a-z0-9\u0980-\u09f1\u09fc-\u09fe]+', ' ', 'g')
$$;

-- A part's search document (migration 017) with its Bangla name (weight A, as the name) and
-- description (C). The parser of 'simple' keeps a Bangla word whole (vowel signs and virama too).
CREATE FUNCTION part_search_document(part uuid, name text, sku text, description text, name_bn text, description_bn text)
RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT part_search_document(part, name, sku, description)
    || setweight(to_tsvector('simple', bangla_search_words(name_bn)), 'A')
    || setweight(to_tsvector('simple', bangla_search_words(description_bn)), 'C')
$$;

CREATE OR REPLACE FUNCTION part_search_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_document := part_search_document(NEW.id, NEW.name, NEW.sku, NEW.description, NEW.name_bn, NEW.description_bn);
  PERFORM remember_search_words(NEW.search_document);
  RETURN NEW;
END;
$$;
DROP TRIGGER parts_search ON parts;
CREATE TRIGGER parts_search BEFORE INSERT OR UPDATE OF name, sku, description, name_bn, description_bn ON parts
  FOR EACH ROW EXECUTE FUNCTION part_search_row();

CREATE OR REPLACE FUNCTION refresh_part_search(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH written AS (
    UPDATE parts SET search_document = part_search_document(id, name, sku, description, name_bn, description_bn)
    WHERE id = ANY(ids) RETURNING search_document
  )
  INSERT INTO search_vocabulary (word)
  SELECT DISTINCT w FROM written, unnest(tsvector_to_array(written.search_document)) AS w WHERE char_length(w) BETWEEN 4 AND 40
  ON CONFLICT DO NOTHING;
END;
$$;
