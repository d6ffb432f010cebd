-- The parts book's public reads (an assembly's page, a machine's assemblies, a part's "In the
-- parts books", the sitemap's assemblies) are kept in memory by every API replica with the parts'
-- lists (migration 007; server/src/assemblies/assembly-pages.routes.ts): a change to an assembly,
-- its rows or its hotspots, whichever replica commits it, drops them everywhere.
CREATE TRIGGER assemblies_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON assemblies
  FOR EACH STATEMENT EXECUTE FUNCTION notify_parts_changed();
CREATE TRIGGER assembly_lines_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON assembly_lines
  FOR EACH STATEMENT EXECUTE FUNCTION notify_parts_changed();
CREATE TRIGGER assembly_hotspots_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON assembly_hotspots
  FOR EACH STATEMENT EXECUTE FUNCTION notify_parts_changed();
