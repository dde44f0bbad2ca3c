-- Keeps search_words (the vocabulary used for typo tolerance) filled from every searchable
-- table. A new search source adds one trigger like these on its table; rows whose words are no
-- longer used are harmless (a correction to a word that matches nothing finds nothing).
CREATE OR REPLACE FUNCTION public.search_words_collect() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO public.search_words (word)
  SELECT DISTINCT w FROM regexp_split_to_table(NEW.search_text, '[^[:alnum:]]+') AS w
  WHERE length(w) BETWEEN 4 AND 40
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER positions_search_words AFTER INSERT OR UPDATE ON positions
  FOR EACH ROW EXECUTE FUNCTION public.search_words_collect();
--> statement-breakpoint
CREATE TRIGGER proposals_search_words AFTER INSERT OR UPDATE ON proposals
  FOR EACH ROW EXECUTE FUNCTION public.search_words_collect();
