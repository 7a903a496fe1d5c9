-- Prisma's implicit many-to-many tables name their columns "A" and "B" (by model name order). Raw SQL reads these
-- views instead, whose columns say what they hold.
CREATE VIEW "ProductCategory" AS SELECT "B" AS "productId", "A" AS "categoryId" FROM "_CategoryToProduct";
CREATE VIEW "ProductSubCategory" AS SELECT "A" AS "productId", "B" AS "subCategoryId" FROM "_ProductToSubCategory";
