-- The distinct five-digit windows of every run of five or more digits in a text (decision 141):
-- a search word with five digits in a row is looked up by its windows, each in a few rows, where
-- its trigrams are each in a hundredth of them.
CREATE FUNCTION "digit_grams"(t text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT substr(run, i, 5)), '{}')
  FROM regexp_split_to_table(t, '[^0-9]+') run, generate_series(1, length(run) - 4) i
$$;
--> statement-breakpoint
CREATE INDEX "applications_search_digits" ON "applications" USING gin (digit_grams("search_text")) WITH (fastupdate=false);
