-- Deleted products leave their categories and sub-categories, so a listing's count is its links alone and no index
-- on deletedAt is needed: one on (deletedAt, createdAt) made SQLite pick it for "deletedAt IS NULL AND id IN (...)"
-- (every live product instead of a dozen), slowing each search page, since without statistics it guesses 10 rows.
-- A trigger keeps that true on every write path, as the search index's triggers do.
DELETE FROM "_CategoryToProduct" WHERE "B" IN (SELECT "id" FROM "Product" WHERE "deletedAt" IS NOT NULL);
DELETE FROM "_ProductToSubCategory" WHERE "A" IN (SELECT "id" FROM "Product" WHERE "deletedAt" IS NOT NULL);

CREATE TRIGGER "product_leaves_categories_when_deleted" AFTER UPDATE OF "deletedAt" ON "Product" WHEN new."deletedAt" IS NOT NULL BEGIN
    DELETE FROM "_CategoryToProduct" WHERE "B" = new."id";
    DELETE FROM "_ProductToSubCategory" WHERE "A" = new."id";
END;
-- DropIndex
DROP INDEX "Product_deletedAt_createdAt_idx";

