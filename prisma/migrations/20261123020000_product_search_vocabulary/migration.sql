-- The catalogue's words, for search that forgives typos and word forms: an fts5vocab view over product_fts
-- (one row per indexed word with the number of products holding it). It reads the index itself, so it is in
-- step with every write the product_fts triggers make, and needs no triggers of its own.
-- The index keeps its unicode61 tokenizer: word forms are matched at query time (server/modules/search/
-- word-forms.ts), because FTS5's porter tokenizer also stems prefix queries ('chocola*' would miss 'chocolate').
CREATE VIRTUAL TABLE "product_fts_vocab" USING fts5vocab("product_fts", 'row');
