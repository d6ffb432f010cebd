-- Every part has a part number (DECISIONS.md "Buying many parts at once"): unique, in capitals,
-- searched exactly and by prefix. A part added without one is numbered SL-<two letters of its
-- name>-<its catalogue position>, e.g. SL-BC-0001 (Bobbin Case, the first part); the parts already there are numbered so too.

-- The two letters: the initials of the name's first two words (Bobbin Case: BC), or the first
-- two letters of a one-word name; letters and digits of the name only, so any name gives a
-- number the format below accepts.
CREATE FUNCTION default_part_number(name text, seq bigint) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT 'SL-'
    || coalesce(nullif(upper(left(split_part(w, ' ', 1), 1) || coalesce(nullif(left(split_part(w, ' ', 2), 1), ''), substr(split_part(w, ' ', 1), 2, 1))), ''), 'XX')
    || '-' || lpad(seq::text, greatest(4, length(seq::text)), '0')
  FROM (SELECT btrim(regexp_replace(regexp_replace(name, '[^A-Za-z0-9 ]', '', 'g'), ' +', ' ', 'g')) AS w) AS words
$$;

ALTER TABLE parts ADD COLUMN sku text;
UPDATE parts SET sku = default_part_number(name, seq);
ALTER TABLE parts ALTER COLUMN sku SET NOT NULL;
ALTER TABLE parts ADD CONSTRAINT parts_sku_format CHECK (sku ~ '^[A-Z0-9][A-Z0-9-]{1,31}$');
-- Unique, and in pattern order: it serves `sku = $1` and the prefix search `sku LIKE 'SL-BC%'`.
CREATE UNIQUE INDEX parts_sku_key ON parts (sku text_pattern_ops);

CREATE FUNCTION number_new_part() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.sku IS NULL THEN
    NEW.sku := default_part_number(NEW.name, NEW.seq);
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER parts_numbered BEFORE INSERT ON parts FOR EACH ROW EXECUTE FUNCTION number_new_part();
