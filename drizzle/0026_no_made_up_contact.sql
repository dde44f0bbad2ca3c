-- Issue 36: no contact address is made up for the association. Earlier versions showed
-- contact@adpl-lyon.fr until one was entered, and the identity form, prefilled with it, saved it
-- as the association's; a saved identity still holding it now holds none (the site offers the
-- contact form and the association's mail reaches its administrators until one is entered; the
-- go-live checklist asks for it).
UPDATE "site_settings" SET "value" = jsonb_set("value", '{public,email}', 'null'::jsonb)
WHERE "key" = 'identity' AND ("value" #>> '{public,email}') = 'contact@adpl-lyon.fr';
