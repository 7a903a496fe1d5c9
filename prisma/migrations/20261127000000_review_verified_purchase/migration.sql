-- A review by a shopper who received the product (a Delivered order holds it) is marked as a verified purchase.
ALTER TABLE "Review" ADD COLUMN "verifiedPurchase" BOOLEAN NOT NULL DEFAULT false;

UPDATE "Review" SET "verifiedPurchase" = true
WHERE EXISTS (
    SELECT 1 FROM "OrderLine" AS "line"
    JOIN "Order" AS "order" ON "order"."id" = "line"."orderId"
    WHERE "line"."productId" = "Review"."productId" AND "order"."userId" = "Review"."userId" AND "order"."status" = 'DELIVERED'
);
