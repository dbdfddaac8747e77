-- Polish, case-insensitive order of names ('Altbet' before 'ALTMIR', 'Łódź' after 'Lublin')
-- on both databases. PGlite has no ICU collations (no "pl-x-icu"), so the order is a sort key compared
-- byte-wise (COLLATE "C"): lower case; the Polish letters put aside, other accents folded (é -> e),
-- then every letter mapped to a private-use character ranked as in the Polish alphabet
-- (a ą b c ć d e ę ... z ź ż). Digits, spaces and punctuation keep their ASCII places before letters.
CREATE OR REPLACE FUNCTION polish_sort_key(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT translate(
    public.unaccent('public.unaccent'::regdictionary, translate(lower(value), 'ąćęłńóśźż', U&'\E001\E002\E003\E004\E005\E006\E007\E008\E009')),
    U&'abcdefghijklmnopqrstuvwxyz\E001\E002\E003\E004\E005\E006\E007\E008\E009',
    U&'\E100\E102\E103\E105\E106\E108\E109\E10A\E10B\E10C\E10D\E10E\E110\E111\E113\E115\E116\E117\E118\E11A\E11B\E11C\E11D\E11E\E11F\E120\E101\E104\E107\E10F\E112\E114\E119\E121\E122') $$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "companies_name_sort_idx" ON "companies" (polish_sort_key("name") COLLATE "C", "id") WHERE NOT "deleted";
