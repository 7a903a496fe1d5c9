-- Search in three languages: products, categories and sub-categories carry Kinyarwanda and French names and
-- extra search words (keywords), and the admin keeps a list of synonyms (SearchSynonym, expanded at query time).
-- product_fts gains a column for the local names and keywords, weighed like the name; the categories column now
-- holds each category's and sub-category's local names and keywords too.
-- The old index, its vocabulary and its triggers go first: redefining "Product", "Category" and "SubCategory"
-- (Prisma's RedefineTables below) drops their triggers, and renaming a table fails while a trigger still names a
-- table that is gone. Everything is re-created after, and the index is filled again from the tables.
DROP TABLE "product_fts_vocab";
DROP TRIGGER "product_fts_after_insert";
DROP TRIGGER "product_fts_after_update";
DROP TRIGGER "product_fts_after_delete";
DROP TRIGGER "product_fts_category_link_insert";
DROP TRIGGER "product_fts_category_link_delete";
DROP TRIGGER "product_fts_subcategory_link_insert";
DROP TRIGGER "product_fts_subcategory_link_delete";
DROP TRIGGER "product_fts_category_rename";
DROP TRIGGER "product_fts_subcategory_rename";
DROP TABLE "product_fts";
DROP TABLE "product_fts_map";

-- CreateTable
CREATE TABLE "SearchSynonym" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "words" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Category" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "image" TEXT NOT NULL,
    "nameRw" TEXT NOT NULL DEFAULT '',
    "nameFr" TEXT NOT NULL DEFAULT '',
    "keywords" TEXT NOT NULL DEFAULT '',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);
INSERT INTO "new_Category" ("createdAt", "id", "image", "name", "updatedAt") SELECT "createdAt", "id", "image", "name", "updatedAt" FROM "Category";
DROP TABLE "Category";
ALTER TABLE "new_Category" RENAME TO "Category";
CREATE UNIQUE INDEX "Category_name_key" ON "Category"("name");
CREATE INDEX "Category_name_idx" ON "Category"("name");
CREATE TABLE "new_SubCategory" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "image" TEXT NOT NULL,
    "nameRw" TEXT NOT NULL DEFAULT '',
    "nameFr" TEXT NOT NULL DEFAULT '',
    "keywords" TEXT NOT NULL DEFAULT '',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);
INSERT INTO "new_SubCategory" ("createdAt", "id", "image", "name", "updatedAt") SELECT "createdAt", "id", "image", "name", "updatedAt" FROM "SubCategory";
DROP TABLE "SubCategory";
ALTER TABLE "new_SubCategory" RENAME TO "SubCategory";
CREATE UNIQUE INDEX "SubCategory_name_key" ON "SubCategory"("name");
CREATE TABLE "new_Product" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "nameRw" TEXT NOT NULL DEFAULT '',
    "nameFr" TEXT NOT NULL DEFAULT '',
    "keywords" TEXT NOT NULL DEFAULT '',
    "description" TEXT NOT NULL,
    "unit" TEXT NOT NULL,
    "stock" INTEGER NOT NULL,
    "price" INTEGER NOT NULL,
    "discount" INTEGER NOT NULL DEFAULT 0,
    "images" JSONB NOT NULL,
    "moreDetails" JSONB NOT NULL,
    "onPromotion" BOOLEAN NOT NULL DEFAULT false,
    "promotionStartTime" DATETIME,
    "promotionEndTime" DATETIME,
    "promotionPrice" INTEGER,
    "promotionLabel" TEXT NOT NULL DEFAULT 'PROMO',
    "stockAlertThreshold" INTEGER NOT NULL DEFAULT 5,
    "ratingCount" INTEGER NOT NULL DEFAULT 0,
    "ratingTotal" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    "deletedAt" DATETIME
);
INSERT INTO "new_Product" ("createdAt", "deletedAt", "description", "discount", "id", "images", "moreDetails", "name", "onPromotion", "price", "promotionEndTime", "promotionLabel", "promotionPrice", "promotionStartTime", "ratingCount", "ratingTotal", "stock", "stockAlertThreshold", "unit", "updatedAt") SELECT "createdAt", "deletedAt", "description", "discount", "id", "images", "moreDetails", "name", "onPromotion", "price", "promotionEndTime", "promotionLabel", "promotionPrice", "promotionStartTime", "ratingCount", "ratingTotal", "stock", "stockAlertThreshold", "unit", "updatedAt" FROM "Product";
DROP TABLE "Product";
ALTER TABLE "new_Product" RENAME TO "Product";
CREATE INDEX "Product_createdAt_idx" ON "Product"("createdAt");
CREATE INDEX "Product_name_idx" ON "Product"("name");
CREATE INDEX "Product_onPromotion_promotionEndTime_idx" ON "Product"("onPromotion", "promotionEndTime");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

CREATE VIRTUAL TABLE "product_fts" USING fts5(
    product_id UNINDEXED,
    name,
    local_names,
    description,
    categories,
    tokenize = 'unicode61 remove_diacritics 2',
    prefix = '1 2 3'
);

CREATE TABLE "product_fts_map" (
    "fts_rowid" INTEGER NOT NULL PRIMARY KEY,
    "product_id" TEXT NOT NULL UNIQUE
);

-- The vocabulary (one row per indexed word with the number of products holding it), read by the search for
-- word forms and typos; it reads the index itself, so it needs no triggers.
CREATE VIRTUAL TABLE "product_fts_vocab" USING fts5vocab("product_fts", 'row');

-- Oldest first, so rowids keep the products' creation order (the ranked window is the newest matches).
INSERT INTO "product_fts" (product_id, name, local_names, description, categories)
SELECT p."id", p."name", p."nameRw" || ' ' || p."nameFr" || ' ' || p."keywords", p."description",
       coalesce((SELECT group_concat(c."name" || ' ' || c."nameRw" || ' ' || c."nameFr" || ' ' || c."keywords", ' ') FROM "_CategoryToProduct" cp JOIN "Category" c ON c."id" = cp."A" WHERE cp."B" = p."id"), '')
        || ' ' ||
        coalesce((SELECT group_concat(s."name" || ' ' || s."nameRw" || ' ' || s."nameFr" || ' ' || s."keywords", ' ') FROM "_ProductToSubCategory" ps JOIN "SubCategory" s ON s."id" = ps."B" WHERE ps."A" = p."id"), '')
FROM "Product" p
WHERE p."deletedAt" IS NULL
ORDER BY p."createdAt", p."id";

INSERT INTO "product_fts_map" ("fts_rowid", "product_id") SELECT rowid, product_id FROM "product_fts";

CREATE TRIGGER "product_fts_after_insert" AFTER INSERT ON "Product" WHEN new."deletedAt" IS NULL BEGIN
    INSERT INTO "product_fts" (product_id, name, local_names, description, categories) VALUES (new."id", new."name", new."nameRw" || ' ' || new."nameFr" || ' ' || new."keywords", new."description", '');
    INSERT INTO "product_fts_map" ("fts_rowid", "product_id") VALUES (last_insert_rowid(), new."id");
END;

CREATE TRIGGER "product_fts_after_update" AFTER UPDATE OF "name", "nameRw", "nameFr", "keywords", "description", "deletedAt" ON "Product" BEGIN
    DELETE FROM "product_fts" WHERE rowid = (SELECT "fts_rowid" FROM "product_fts_map" WHERE "product_id" = old."id");
    DELETE FROM "product_fts_map" WHERE "product_id" = old."id";
    INSERT INTO "product_fts" (product_id, name, local_names, description, categories)
    SELECT new."id", new."name", new."nameRw" || ' ' || new."nameFr" || ' ' || new."keywords", new."description",
           coalesce((SELECT group_concat(c."name" || ' ' || c."nameRw" || ' ' || c."nameFr" || ' ' || c."keywords", ' ') FROM "_CategoryToProduct" cp JOIN "Category" c ON c."id" = cp."A" WHERE cp."B" = new."id"), '')
        || ' ' ||
        coalesce((SELECT group_concat(s."name" || ' ' || s."nameRw" || ' ' || s."nameFr" || ' ' || s."keywords", ' ') FROM "_ProductToSubCategory" ps JOIN "SubCategory" s ON s."id" = ps."B" WHERE ps."A" = new."id"), '')
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
        coalesce((SELECT group_concat(c."name" || ' ' || c."nameRw" || ' ' || c."nameFr" || ' ' || c."keywords", ' ') FROM "_CategoryToProduct" cp JOIN "Category" c ON c."id" = cp."A" WHERE cp."B" = new."B"), '')
        || ' ' ||
        coalesce((SELECT group_concat(s."name" || ' ' || s."nameRw" || ' ' || s."nameFr" || ' ' || s."keywords", ' ') FROM "_ProductToSubCategory" ps JOIN "SubCategory" s ON s."id" = ps."B" WHERE ps."A" = new."B"), '')
    WHERE rowid = (SELECT "fts_rowid" FROM "product_fts_map" WHERE "product_id" = new."B");
END;

CREATE TRIGGER "product_fts_category_link_delete" AFTER DELETE ON "_CategoryToProduct" BEGIN
    UPDATE "product_fts" SET categories =
        coalesce((SELECT group_concat(c."name" || ' ' || c."nameRw" || ' ' || c."nameFr" || ' ' || c."keywords", ' ') FROM "_CategoryToProduct" cp JOIN "Category" c ON c."id" = cp."A" WHERE cp."B" = old."B"), '')
        || ' ' ||
        coalesce((SELECT group_concat(s."name" || ' ' || s."nameRw" || ' ' || s."nameFr" || ' ' || s."keywords", ' ') FROM "_ProductToSubCategory" ps JOIN "SubCategory" s ON s."id" = ps."B" WHERE ps."A" = old."B"), '')
    WHERE rowid = (SELECT "fts_rowid" FROM "product_fts_map" WHERE "product_id" = old."B");
END;

CREATE TRIGGER "product_fts_subcategory_link_insert" AFTER INSERT ON "_ProductToSubCategory" BEGIN
    UPDATE "product_fts" SET categories =
        coalesce((SELECT group_concat(c."name" || ' ' || c."nameRw" || ' ' || c."nameFr" || ' ' || c."keywords", ' ') FROM "_CategoryToProduct" cp JOIN "Category" c ON c."id" = cp."A" WHERE cp."B" = new."A"), '')
        || ' ' ||
        coalesce((SELECT group_concat(s."name" || ' ' || s."nameRw" || ' ' || s."nameFr" || ' ' || s."keywords", ' ') FROM "_ProductToSubCategory" ps JOIN "SubCategory" s ON s."id" = ps."B" WHERE ps."A" = new."A"), '')
    WHERE rowid = (SELECT "fts_rowid" FROM "product_fts_map" WHERE "product_id" = new."A");
END;

CREATE TRIGGER "product_fts_subcategory_link_delete" AFTER DELETE ON "_ProductToSubCategory" BEGIN
    UPDATE "product_fts" SET categories =
        coalesce((SELECT group_concat(c."name" || ' ' || c."nameRw" || ' ' || c."nameFr" || ' ' || c."keywords", ' ') FROM "_CategoryToProduct" cp JOIN "Category" c ON c."id" = cp."A" WHERE cp."B" = old."A"), '')
        || ' ' ||
        coalesce((SELECT group_concat(s."name" || ' ' || s."nameRw" || ' ' || s."nameFr" || ' ' || s."keywords", ' ') FROM "_ProductToSubCategory" ps JOIN "SubCategory" s ON s."id" = ps."B" WHERE ps."A" = old."A"), '')
    WHERE rowid = (SELECT "fts_rowid" FROM "product_fts_map" WHERE "product_id" = old."A");
END;

-- A renamed category or sub-category (in any language) renames it in every linked product's search text.
CREATE TRIGGER "product_fts_category_rename" AFTER UPDATE OF "name", "nameRw", "nameFr", "keywords" ON "Category" BEGIN
    UPDATE "product_fts" SET categories =
        coalesce((SELECT group_concat(c."name" || ' ' || c."nameRw" || ' ' || c."nameFr" || ' ' || c."keywords", ' ') FROM "_CategoryToProduct" cp JOIN "Category" c ON c."id" = cp."A" WHERE cp."B" = "product_fts".product_id), '')
        || ' ' ||
        coalesce((SELECT group_concat(s."name" || ' ' || s."nameRw" || ' ' || s."nameFr" || ' ' || s."keywords", ' ') FROM "_ProductToSubCategory" ps JOIN "SubCategory" s ON s."id" = ps."B" WHERE ps."A" = "product_fts".product_id), '')
    WHERE rowid IN (SELECT m."fts_rowid" FROM "product_fts_map" m JOIN "_CategoryToProduct" cp ON cp."B" = m."product_id" WHERE cp."A" = new."id");
END;

CREATE TRIGGER "product_fts_subcategory_rename" AFTER UPDATE OF "name", "nameRw", "nameFr", "keywords" ON "SubCategory" BEGIN
    UPDATE "product_fts" SET categories =
        coalesce((SELECT group_concat(c."name" || ' ' || c."nameRw" || ' ' || c."nameFr" || ' ' || c."keywords", ' ') FROM "_CategoryToProduct" cp JOIN "Category" c ON c."id" = cp."A" WHERE cp."B" = "product_fts".product_id), '')
        || ' ' ||
        coalesce((SELECT group_concat(s."name" || ' ' || s."nameRw" || ' ' || s."nameFr" || ' ' || s."keywords", ' ') FROM "_ProductToSubCategory" ps JOIN "SubCategory" s ON s."id" = ps."B" WHERE ps."A" = "product_fts".product_id), '')
    WHERE rowid IN (SELECT m."fts_rowid" FROM "product_fts_map" m JOIN "_ProductToSubCategory" ps ON ps."A" = m."product_id" WHERE ps."B" = new."id");
END;
