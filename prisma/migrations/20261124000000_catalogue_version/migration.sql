-- The response cache's invalidation: every write to a table that a public catalogue answer reads moves
-- CatalogueVersion.version, whatever wrote it (Prisma, raw SQL on another connection, the order transaction, a
-- script, another process). The cache reads this one row per request and serves an answer only when the version
-- it was made at is still current (server/database/catalogue-version.ts).
-- Tables: products, categories and sub-categories with their link tables (listings, names), promo codes (the
-- 'Code' badge), reviews (lists, averages), reviewers' names and avatars (shown with reviews) and search synonyms
-- (search results). A later migration that redefines one of these tables must create its triggers again.

-- CreateTable
CREATE TABLE "CatalogueVersion" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "version" INTEGER NOT NULL DEFAULT 0
);

INSERT INTO "CatalogueVersion" ("id", "version") VALUES (1, 0);

CREATE TRIGGER "catalogue_version_product_insert" AFTER INSERT ON "Product" BEGIN
    UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1;
END;

CREATE TRIGGER "catalogue_version_product_update" AFTER UPDATE ON "Product" BEGIN
    UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1;
END;

CREATE TRIGGER "catalogue_version_product_delete" AFTER DELETE ON "Product" BEGIN
    UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1;
END;

CREATE TRIGGER "catalogue_version_category_insert" AFTER INSERT ON "Category" BEGIN
    UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1;
END;

CREATE TRIGGER "catalogue_version_category_update" AFTER UPDATE ON "Category" BEGIN
    UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1;
END;

CREATE TRIGGER "catalogue_version_category_delete" AFTER DELETE ON "Category" BEGIN
    UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1;
END;

CREATE TRIGGER "catalogue_version_subcategory_insert" AFTER INSERT ON "SubCategory" BEGIN
    UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1;
END;

CREATE TRIGGER "catalogue_version_subcategory_update" AFTER UPDATE ON "SubCategory" BEGIN
    UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1;
END;

CREATE TRIGGER "catalogue_version_subcategory_delete" AFTER DELETE ON "SubCategory" BEGIN
    UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1;
END;

CREATE TRIGGER "catalogue_version_categorytoproduct_insert" AFTER INSERT ON "_CategoryToProduct" BEGIN
    UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1;
END;

CREATE TRIGGER "catalogue_version_categorytoproduct_update" AFTER UPDATE ON "_CategoryToProduct" BEGIN
    UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1;
END;

CREATE TRIGGER "catalogue_version_categorytoproduct_delete" AFTER DELETE ON "_CategoryToProduct" BEGIN
    UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1;
END;

CREATE TRIGGER "catalogue_version_producttosubcategory_insert" AFTER INSERT ON "_ProductToSubCategory" BEGIN
    UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1;
END;

CREATE TRIGGER "catalogue_version_producttosubcategory_update" AFTER UPDATE ON "_ProductToSubCategory" BEGIN
    UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1;
END;

CREATE TRIGGER "catalogue_version_producttosubcategory_delete" AFTER DELETE ON "_ProductToSubCategory" BEGIN
    UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1;
END;

CREATE TRIGGER "catalogue_version_categorytosubcategory_insert" AFTER INSERT ON "_CategoryToSubCategory" BEGIN
    UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1;
END;

CREATE TRIGGER "catalogue_version_categorytosubcategory_update" AFTER UPDATE ON "_CategoryToSubCategory" BEGIN
    UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1;
END;

CREATE TRIGGER "catalogue_version_categorytosubcategory_delete" AFTER DELETE ON "_CategoryToSubCategory" BEGIN
    UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1;
END;

CREATE TRIGGER "catalogue_version_promocode_insert" AFTER INSERT ON "PromoCode" BEGIN
    UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1;
END;

CREATE TRIGGER "catalogue_version_promocode_update" AFTER UPDATE ON "PromoCode" BEGIN
    UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1;
END;

CREATE TRIGGER "catalogue_version_promocode_delete" AFTER DELETE ON "PromoCode" BEGIN
    UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1;
END;

CREATE TRIGGER "catalogue_version_review_insert" AFTER INSERT ON "Review" BEGIN
    UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1;
END;

CREATE TRIGGER "catalogue_version_review_update" AFTER UPDATE ON "Review" BEGIN
    UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1;
END;

CREATE TRIGGER "catalogue_version_review_delete" AFTER DELETE ON "Review" BEGIN
    UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1;
END;

CREATE TRIGGER "catalogue_version_searchsynonym_insert" AFTER INSERT ON "SearchSynonym" BEGIN
    UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1;
END;

CREATE TRIGGER "catalogue_version_searchsynonym_update" AFTER UPDATE ON "SearchSynonym" BEGIN
    UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1;
END;

CREATE TRIGGER "catalogue_version_searchsynonym_delete" AFTER DELETE ON "SearchSynonym" BEGIN
    UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1;
END;

-- Only what reviews show of their author: sign-ins and other account writes leave cached answers alone.
CREATE TRIGGER "catalogue_version_user_update" AFTER UPDATE OF "name", "avatar" ON "User" BEGIN
    UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1;
END;

CREATE TRIGGER "catalogue_version_user_delete" AFTER DELETE ON "User" BEGIN
    UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1;
END;
