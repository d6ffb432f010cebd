-- Quotes on parts not sold here (docs/prices-and-quotes.md "Maker's-number quotes"): a parts book
-- row that names only a machine maker's number can be asked for in a quote. Such a line has no
-- part of ours and no list price; it keeps the maker's number, the row's description and the
-- assembly it was asked from. Each answer names the part of ours that supplies it, per revision.

ALTER TABLE quote_lines ALTER COLUMN part_id DROP NOT NULL;
ALTER TABLE quote_lines ALTER COLUMN list_price DROP NOT NULL;
ALTER TABLE quote_lines ADD COLUMN maker_number text CHECK (char_length(maker_number) BETWEEN 1 AND 40);
ALTER TABLE quote_lines ADD COLUMN maker_description text CHECK (char_length(maker_description) BETWEEN 1 AND 120);
-- The assembly's id (kept, not a reference: deleting an assembly leaves the quote), its name as
-- "Brand Model: Assembly" and its page's path when it was asked for.
ALTER TABLE quote_lines ADD COLUMN assembly_id uuid;
ALTER TABLE quote_lines ADD COLUMN assembly_name text CHECK (char_length(assembly_name) <= 400);
ALTER TABLE quote_lines ADD COLUMN assembly_path text CHECK (char_length(assembly_path) <= 400);
-- A line is a part of ours with its list price, or a maker's number with its description.
ALTER TABLE quote_lines ADD CONSTRAINT quote_lines_part_or_maker CHECK (
  (maker_number IS NULL AND part_id IS NOT NULL AND list_price IS NOT NULL)
  OR (maker_number IS NOT NULL AND part_id IS NULL AND maker_description IS NOT NULL)
);

-- An answer's part supplying a maker's-number line: its id, number and name as they were then.
ALTER TABLE quote_answer_prices ADD COLUMN part_id uuid;
ALTER TABLE quote_answer_prices ADD COLUMN part_number text;
ALTER TABLE quote_answer_prices ADD COLUMN part_name text;
ALTER TABLE quote_answer_prices ADD CONSTRAINT quote_answer_prices_part_named CHECK (
  (part_id IS NULL AND part_number IS NULL AND part_name IS NULL) OR (part_id IS NOT NULL AND part_number IS NOT NULL AND part_name IS NOT NULL)
);
