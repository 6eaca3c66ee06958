-- Hand-written: the seams between a name's words, which the search looks a name of several words up by
-- (lib/search/service.ts): for each two adjacent words of three characters or more, the last three characters of the
-- first and the first three of the second, in lower case ("Otávio Nunes Rocha" → {"vio nun","nes roc"}). Every name
-- that contains a text (ILIKE, which compares lower case) has all the text's seams, whether the text's first and last
-- words are whole or not, so a lookup by seams only narrows what the whole text is then checked against.
CREATE FUNCTION word_seams(value text) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(right(words[i], 3) || ' ' || left(words[i + 1], 3) ORDER BY i), '{}')
  FROM regexp_split_to_array(lower(value), '\s+') AS words, generate_subscripts(words, 1) AS i
  WHERE i < cardinality(words) AND length(words[i]) >= 3 AND length(words[i + 1]) >= 3
$$;--> statement-breakpoint
CREATE INDEX "payin_charges_buyer_name_seams_idx" ON "payin_charges" USING gin (word_seams("buyer"->>'name'));--> statement-breakpoint
CREATE INDEX "payout_payments_beneficiary_name_seams_idx" ON "payout_payments" USING gin (word_seams("beneficiary"->>'name'));