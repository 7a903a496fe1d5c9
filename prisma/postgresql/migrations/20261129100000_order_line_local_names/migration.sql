-- Order lines keep the product's Kinyarwanda and French names as sold, as they keep its English one.
ALTER TABLE "OrderLine" ADD COLUMN "nameFr" TEXT NOT NULL DEFAULT '',
ADD COLUMN "nameRw" TEXT NOT NULL DEFAULT '';
-- Lines sold before: the product's local names, where it still has the English name it was sold under.
UPDATE "OrderLine" AS "line"
   SET "nameRw" = "p"."nameRw", "nameFr" = "p"."nameFr"
  FROM "Product" AS "p"
 WHERE "p"."id" = "line"."productId" AND "p"."name" = "line"."name";
