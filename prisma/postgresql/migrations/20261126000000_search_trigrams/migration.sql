-- Typo tolerance through pg_trgm (server/modules/search/postgres-product-search.ts): the words of the search
-- index in a table with a trigram GIN index, so a typo's candidate corrections are found by the index instead of
-- by comparing the typo with every word of the catalogue. Which candidate wins is decided by the same rules as on
-- SQLite (server/modules/search/search-vocabulary.ts); pg_trgm only narrows the words those rules look at, without
-- ever leaving out one they could pick (see product_search_words_near).
-- pg_trgm is in postgresql-contrib (Debian's postgresql package) and trusted, so the database's owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Every word the search index has held. Words are only added (an edit that drops a product's last use of a word
-- leaves it here): the vocabulary read from the index itself (ts_stat) decides which words exist, so a word left
-- here is never offered as a correction, and adding without counting keeps concurrent catalogue edits from
-- waiting on each other's word rows.
CREATE TABLE "product_search_word" (
    "word" TEXT NOT NULL PRIMARY KEY
);
CREATE INDEX "product_search_word_trigram_idx" ON "product_search_word" USING GIN ("word" gin_trgm_ops);

INSERT INTO "product_search_word" ("word")
SELECT "word" FROM ts_stat('SELECT "document" FROM "product_search"') ORDER BY 1 ON CONFLICT DO NOTHING;

-- New words of a statement's rows, in one sorted insert (two edits adding the same words lock them in the same
-- order, so they never deadlock).
CREATE FUNCTION "product_search_words_seen"() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
    BEGIN
        INSERT INTO "product_search_word" ("word")
        SELECT DISTINCT unnest(tsvector_to_array(n."document")) FROM "new_rows" n ORDER BY 1
        ON CONFLICT DO NOTHING;
        RETURN NULL;
    END $$;
CREATE TRIGGER "product_search_words_after_insert" AFTER INSERT ON "product_search"
    REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "product_search_words_seen"();
CREATE TRIGGER "product_search_words_after_update" AFTER UPDATE ON "product_search"
    REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "product_search_words_seen"();

-- The indexed words that may be at most `edits` edits (optimal string alignment: insertions, deletions,
-- substitutions, adjacent transpositions) from a typed word of at least 4 letters (8 for two edits): a superset,
-- which the search's own rules then filter and rank.
--
-- Why no such word is left out: pg_trgm splits a word padded as '  word ' into length + 1 trigrams. An edit
-- touches at most 4 of them (a transposition; a substitution or deletion 3, an insertion 2), so at least
-- length + 1 - 4 * edits trigram positions survive, which is at least 1 for the lengths above. Counted as distinct
-- trigrams (what similarity() compares), at least shared = max(1, T - 4 * edits) survive, T being the typed word's
-- distinct trigrams. A word within `edits` edits has at most length + edits + 1 trigrams, so its similarity
-- (shared / union) is at least shared / (T + length + edits + 1 - shared): that bound is the threshold of the
-- index scan (the SET clause restores the session's threshold on return).
CREATE FUNCTION "product_search_words_near"(typed TEXT, edits INTEGER) RETURNS SETOF TEXT
    LANGUAGE plpgsql STABLE
    SET pg_trgm.similarity_threshold = 0.3
    AS $$
    DECLARE
        trigrams INTEGER := cardinality(show_trgm(typed));
        shared INTEGER := greatest(1, trigrams - 4 * edits);
    BEGIN
        -- Slightly under the bound, so rounding in real arithmetic can only add a candidate, never drop one.
        PERFORM set_config('pg_trgm.similarity_threshold',
            (0.999 * shared / (trigrams + length(typed) + edits + 1 - shared))::real::text, true);
        RETURN QUERY SELECT w."word" FROM "product_search_word" w WHERE w."word" % typed;
    END $$;
