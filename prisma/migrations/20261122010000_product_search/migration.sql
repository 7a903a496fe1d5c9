-- Full-text search over products (SQLite FTS5): name, description and the names of the product's categories
-- and sub-categories. Triggers keep it in step with every write path, so no service can forget it.
-- product_fts_map finds a product's FTS row through an index (an FTS column cannot be indexed), so a write
-- touches one row instead of scanning the whole index.
-- A migration that redefines "Product", "Category", "SubCategory" or the join tables drops their triggers:
-- such a migration must re-create them (scripts/check-drift.ts fails when one is missing).

CREATE VIRTUAL TABLE "product_fts" USING fts5(
    product_id UNINDEXED,
    name,
    description,
    categories,
    tokenize = 'unicode61 remove_diacritics 2',
    prefix = '1 2 3'
);

CREATE TABLE "product_fts_map" (
    "fts_rowid" INTEGER NOT NULL PRIMARY KEY,
    "product_id" TEXT NOT NULL UNIQUE
);

INSERT INTO "product_fts" (product_id, name, description, categories)
SELECT p."id", p."name", p."description",
       coalesce((SELECT group_concat(c."name", ' ') FROM "_CategoryToProduct" cp JOIN "Category" c ON c."id" = cp."A" WHERE cp."B" = p."id"), '')
        || ' ' ||
        coalesce((SELECT group_concat(s."name", ' ') FROM "_ProductToSubCategory" ps JOIN "SubCategory" s ON s."id" = ps."B" WHERE ps."A" = p."id"), '')
FROM "Product" p
WHERE p."deletedAt" IS NULL;

INSERT INTO "product_fts_map" ("fts_rowid", "product_id") SELECT rowid, product_id FROM "product_fts";

CREATE TRIGGER "product_fts_after_insert" AFTER INSERT ON "Product" WHEN new."deletedAt" IS NULL BEGIN
    INSERT INTO "product_fts" (product_id, name, description, categories) VALUES (new."id", new."name", new."description", '');
    INSERT INTO "product_fts_map" ("fts_rowid", "product_id") VALUES (last_insert_rowid(), new."id");
END;

CREATE TRIGGER "product_fts_after_update" AFTER UPDATE OF "name", "description", "deletedAt" ON "Product" BEGIN
    DELETE FROM "product_fts" WHERE rowid = (SELECT "fts_rowid" FROM "product_fts_map" WHERE "product_id" = old."id");
    DELETE FROM "product_fts_map" WHERE "product_id" = old."id";
    INSERT INTO "product_fts" (product_id, name, description, categories)
    SELECT new."id", new."name", new."description",
           coalesce((SELECT group_concat(c."name", ' ') FROM "_CategoryToProduct" cp JOIN "Category" c ON c."id" = cp."A" WHERE cp."B" = new."id"), '')
        || ' ' ||
        coalesce((SELECT group_concat(s."name", ' ') FROM "_ProductToSubCategory" ps JOIN "SubCategory" s ON s."id" = ps."B" WHERE ps."A" = new."id"), '')
    WHERE new."deletedAt" IS NULL;
    INSERT INTO "product_fts_map" ("fts_rowid", "product_id") SELECT last_insert_rowid(), new."id" WHERE new."deletedAt" IS NULL;
END;

CREATE TRIGGER "product_fts_after_delete" AFTER DELETE ON "Product" BEGIN
    DELETE FROM "product_fts" WHERE rowid = (SELECT "fts_rowid" FROM "product_fts_map" WHERE "product_id" = old."id");
    DELETE FROM "product_fts_map" WHERE "product_id" = old."id";
END;

-- Category links change: rebuild that product's category text.
CREATE TRIGGER "product_fts_category_link_insert" AFTER INSERT ON "_CategoryToProduct" BEGIN
    UPDATE "product_fts" SET categories =
        coalesce((SELECT group_concat(c."name", ' ') FROM "_CategoryToProduct" cp JOIN "Category" c ON c."id" = cp."A" WHERE cp."B" = new."B"), '')
        || ' ' ||
        coalesce((SELECT group_concat(s."name", ' ') FROM "_ProductToSubCategory" ps JOIN "SubCategory" s ON s."id" = ps."B" WHERE ps."A" = new."B"), '')
    WHERE rowid = (SELECT "fts_rowid" FROM "product_fts_map" WHERE "product_id" = new."B");
END;

CREATE TRIGGER "product_fts_category_link_delete" AFTER DELETE ON "_CategoryToProduct" BEGIN
    UPDATE "product_fts" SET categories =
        coalesce((SELECT group_concat(c."name", ' ') FROM "_CategoryToProduct" cp JOIN "Category" c ON c."id" = cp."A" WHERE cp."B" = old."B"), '')
        || ' ' ||
        coalesce((SELECT group_concat(s."name", ' ') FROM "_ProductToSubCategory" ps JOIN "SubCategory" s ON s."id" = ps."B" WHERE ps."A" = old."B"), '')
    WHERE rowid = (SELECT "fts_rowid" FROM "product_fts_map" WHERE "product_id" = old."B");
END;

CREATE TRIGGER "product_fts_subcategory_link_insert" AFTER INSERT ON "_ProductToSubCategory" BEGIN
    UPDATE "product_fts" SET categories =
        coalesce((SELECT group_concat(c."name", ' ') FROM "_CategoryToProduct" cp JOIN "Category" c ON c."id" = cp."A" WHERE cp."B" = new."A"), '')
        || ' ' ||
        coalesce((SELECT group_concat(s."name", ' ') FROM "_ProductToSubCategory" ps JOIN "SubCategory" s ON s."id" = ps."B" WHERE ps."A" = new."A"), '')
    WHERE rowid = (SELECT "fts_rowid" FROM "product_fts_map" WHERE "product_id" = new."A");
END;

CREATE TRIGGER "product_fts_subcategory_link_delete" AFTER DELETE ON "_ProductToSubCategory" BEGIN
    UPDATE "product_fts" SET categories =
        coalesce((SELECT group_concat(c."name", ' ') FROM "_CategoryToProduct" cp JOIN "Category" c ON c."id" = cp."A" WHERE cp."B" = old."A"), '')
        || ' ' ||
        coalesce((SELECT group_concat(s."name", ' ') FROM "_ProductToSubCategory" ps JOIN "SubCategory" s ON s."id" = ps."B" WHERE ps."A" = old."A"), '')
    WHERE rowid = (SELECT "fts_rowid" FROM "product_fts_map" WHERE "product_id" = old."A");
END;

-- A renamed category or sub-category renames it in every linked product's search text.
CREATE TRIGGER "product_fts_category_rename" AFTER UPDATE OF "name" ON "Category" BEGIN
    UPDATE "product_fts" SET categories =
        coalesce((SELECT group_concat(c."name", ' ') FROM "_CategoryToProduct" cp JOIN "Category" c ON c."id" = cp."A" WHERE cp."B" = "product_fts".product_id), '')
        || ' ' ||
        coalesce((SELECT group_concat(s."name", ' ') FROM "_ProductToSubCategory" ps JOIN "SubCategory" s ON s."id" = ps."B" WHERE ps."A" = "product_fts".product_id), '')
    WHERE rowid IN (SELECT m."fts_rowid" FROM "product_fts_map" m JOIN "_CategoryToProduct" cp ON cp."B" = m."product_id" WHERE cp."A" = new."id");
END;

CREATE TRIGGER "product_fts_subcategory_rename" AFTER UPDATE OF "name" ON "SubCategory" BEGIN
    UPDATE "product_fts" SET categories =
        coalesce((SELECT group_concat(c."name", ' ') FROM "_CategoryToProduct" cp JOIN "Category" c ON c."id" = cp."A" WHERE cp."B" = "product_fts".product_id), '')
        || ' ' ||
        coalesce((SELECT group_concat(s."name", ' ') FROM "_ProductToSubCategory" ps JOIN "SubCategory" s ON s."id" = ps."B" WHERE ps."A" = "product_fts".product_id), '')
    WHERE rowid IN (SELECT m."fts_rowid" FROM "product_fts_map" m JOIN "_ProductToSubCategory" ps ON ps."A" = m."product_id" WHERE ps."B" = new."id");
END;
