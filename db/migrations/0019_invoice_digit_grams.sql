-- Hand-written: the runs of six digits in a text, which the search looks a number in an invoice up by
-- (lib/search/name-or-invoice.ts): every six consecutive digits of each run of six or more ("INV-000123456" →
-- {000123,001234,012345,123456}). Digits have no case, so every invoice that contains a text (ILIKE) has all the
-- text's runs of six, and a lookup by them only narrows what the whole text is then checked against. A digit trigram
-- is in about one invoice in a hundred, so the trigram index reads lists that grow with the table; six digits are in
-- a few invoices in a million.
CREATE FUNCTION digit_grams(value text) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT substr(run[1], i, 6)), '{}')
  FROM regexp_matches(value, '([0-9]{6,})', 'g') AS run, generate_series(1, length(run[1]) - 5) AS i
$$;--> statement-breakpoint
CREATE INDEX "payin_charges_invoice_digit_grams_idx" ON "payin_charges" USING gin (digit_grams("invoice"));--> statement-breakpoint
CREATE INDEX "payout_payments_invoice_digit_grams_idx" ON "payout_payments" USING gin (digit_grams("invoice"));