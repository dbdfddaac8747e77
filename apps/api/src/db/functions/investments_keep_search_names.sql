-- The investment search's narrow copy of the folded names (investment_search_names) with the columns the
-- totals of a word search read: a common word's count and value visit its few thousand narrow pages instead
-- of ~20,000 pages of the wide investments (spec platform 2.3). Inserted and updated per statement; a
-- deleted investment's row goes with it (foreign key, on delete cascade).
CREATE OR REPLACE FUNCTION investments_keep_search_names() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO investment_search_names (investment_id, search_folded, province_id, stage_id, archived, value_pln)
    SELECT id, search_folded, province_id, stage_id, archived, value_pln FROM new_rows ORDER BY id;
  ELSE
    UPDATE investment_search_names s
       SET search_folded = n.search_folded, province_id = n.province_id, stage_id = n.stage_id,
           archived = n.archived, value_pln = n.value_pln
      FROM new_rows n
     WHERE s.investment_id = n.id
       AND (s.search_folded, s.province_id, s.stage_id, s.archived, s.value_pln)
           IS DISTINCT FROM (n.search_folded, n.province_id, n.stage_id, n.archived, n.value_pln);
  END IF;
  RETURN NULL;
END $$;
CREATE OR REPLACE TRIGGER investments_search_names_insert AFTER INSERT ON investments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION investments_keep_search_names();
CREATE OR REPLACE TRIGGER investments_search_names_update AFTER UPDATE ON investments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION investments_keep_search_names();
