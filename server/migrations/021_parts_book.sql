-- The parts book (docs/parts-book.md): a machine's assemblies, each with an exploded drawing, its
-- parts list by callout number and the hotspots that place each callout on the drawing; and
-- supersession, the part that replaces a part no longer sold.

-- An assembly of a machine ("Hook and bobbin case"). Its public address is
-- /machines/<brand>/<model>/<slug>; a draft (published = false) is the admin's alone.
CREATE TABLE assemblies (
  id             uuid PRIMARY KEY,
  machine_id     uuid NOT NULL REFERENCES machines (id) ON DELETE CASCADE,
  name           text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 80),
  slug           text GENERATED ALWAYS AS (machine_slug(name)) STORED,
  -- The order on the machine's page (1, 2, 3…; renumbered by the API when one moves).
  position       integer NOT NULL CHECK (position >= 1),
  -- The drawing: a stored image's name (`<sha256>.svg`, `.png` or `.jpg`, the image store's), and
  -- its size in its own units (an SVG's viewBox, a picture's pixels), so a page can reserve its
  -- space before it loads. Hotspots are fractions of this size.
  drawing        text,
  drawing_width  real CHECK (drawing_width > 0),
  drawing_height real CHECK (drawing_height > 0),
  published      boolean NOT NULL DEFAULT false,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  CHECK (machine_slug(name) <> ''),
  CHECK ((drawing IS NULL) = (drawing_width IS NULL) AND (drawing IS NULL) = (drawing_height IS NULL))
);
-- One assembly per address on a machine ("Feed mechanism" and "feed  mechanism" are the same).
CREATE UNIQUE INDEX assemblies_slug_key ON assemblies (machine_id, slug);
CREATE INDEX assemblies_machine_idx ON assemblies (machine_id, position);

-- The assembly's parts list: one row per callout and part (a callout may have several rows, one
-- per subclass). A row names this manufacturer's part, or only the maker's number of a part not
-- sold here (with its description), or both (the maker's number printed in the book).
CREATE TABLE assembly_lines (
  id           uuid PRIMARY KEY,
  assembly_id  uuid NOT NULL REFERENCES assemblies (id) ON DELETE CASCADE,
  -- The list's order, as imported.
  position     integer NOT NULL CHECK (position >= 1),
  -- As printed on the drawing: `12`, `12A`, `3-1`.
  callout      text NOT NULL CHECK (callout ~ '^[A-Za-z0-9][A-Za-z0-9.-]{0,7}$'),
  part_id      uuid REFERENCES parts (id) ON DELETE SET NULL,
  maker_number text CHECK (char_length(maker_number) BETWEEN 1 AND 40),
  description  text CHECK (char_length(description) BETWEEN 1 AND 120),
  -- How many of the part the assembly holds.
  quantity     integer NOT NULL CHECK (quantity BETWEEN 1 AND 999),
  -- Subclass, gauge, anything the mechanic must know ("for -7 only", "gauge 3/16").
  remarks      text CHECK (char_length(remarks) BETWEEN 1 AND 200),
  -- The machine's subclass the row is for (null: every subclass).
  subclass     text CHECK (char_length(subclass) BETWEEN 1 AND 20),
  -- A row whose part was deleted keeps the maker's number or the part's number it had.
  CHECK (part_id IS NOT NULL OR maker_number IS NOT NULL OR description IS NOT NULL),
  UNIQUE (assembly_id, position)
);
CREATE INDEX assembly_lines_part_idx ON assembly_lines (part_id) WHERE part_id IS NOT NULL;

-- Where a callout sits on the drawing: x and y are fractions of the drawing's width and height
-- (0 left or top, 1 right or bottom), so they hold at any size. A callout may have several.
CREATE TABLE assembly_hotspots (
  id          uuid PRIMARY KEY,
  assembly_id uuid NOT NULL REFERENCES assemblies (id) ON DELETE CASCADE,
  callout     text NOT NULL CHECK (callout ~ '^[A-Za-z0-9][A-Za-z0-9.-]{0,7}$'),
  x           real NOT NULL CHECK (x >= 0 AND x <= 1),
  y           real NOT NULL CHECK (y >= 0 AND y <= 1)
);
CREATE INDEX assembly_hotspots_assembly_idx ON assembly_hotspots (assembly_id, callout);

-- Supersession: a part no longer sold points at the part that replaces it, whether the new one
-- fits as it is (interchangeable) and a note (what else to change). Chains (A → B → C) end at
-- the part sold today; the API refuses a loop.
ALTER TABLE parts ADD COLUMN replaced_by uuid REFERENCES parts (id) ON DELETE SET NULL;
ALTER TABLE parts ADD COLUMN replacement_interchangeable boolean NOT NULL DEFAULT true;
ALTER TABLE parts ADD COLUMN replacement_note text CHECK (char_length(replacement_note) BETWEEN 1 AND 300);
ALTER TABLE parts ADD CONSTRAINT parts_not_replaced_by_itself CHECK (replaced_by <> id);
CREATE INDEX parts_replaced_by_idx ON parts (replaced_by) WHERE replaced_by IS NOT NULL;

-- The catalogue's cached lists leave replaced parts out: a replacement is a change of the lists.
-- (parts' own trigger of migration 007 already notifies on any change of a part.)
