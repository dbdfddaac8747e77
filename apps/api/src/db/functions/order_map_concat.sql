-- The union of the industry-only sets of an investment and status, with order_map_distinct (the pins
-- of the order map, order_map_merge_pins).
CREATE OR REPLACE AGGREGATE order_map_concat(int[]) (SFUNC = array_cat, STYPE = int[], INITCOND = '{}');
