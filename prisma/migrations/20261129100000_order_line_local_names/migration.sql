-- Order lines keep the product's Kinyarwanda and French names as sold, as they keep its English one.
ALTER TABLE "OrderLine" ADD COLUMN "nameRw" TEXT NOT NULL DEFAULT '';
ALTER TABLE "OrderLine" ADD COLUMN "nameFr" TEXT NOT NULL DEFAULT '';
-- Lines sold before: the product's local names, where it still has the English name it was sold under.
UPDATE "OrderLine"
   SET "nameRw" = (SELECT "p"."nameRw" FROM "Product" AS "p" WHERE "p"."id" = "OrderLine"."productId"),
       "nameFr" = (SELECT "p"."nameFr" FROM "Product" AS "p" WHERE "p"."id" = "OrderLine"."productId")
 WHERE EXISTS (SELECT 1 FROM "Product" AS "p" WHERE "p"."id" = "OrderLine"."productId" AND "p"."name" = "OrderLine"."name");
