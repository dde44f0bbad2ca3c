-- Full-text search support: unaccent (accent-insensitive matching), pg_trgm (substring and
-- typo-tolerant matching), and an IMMUTABLE wrapper around unaccent so that generated
-- columns and indexes can use it (unaccent itself is only STABLE).
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.search_normalize(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, lower(value)) $$;
