-- A per-product purchase limit: the cart and checkout cap a product's quantity by it (null: the stock alone).
-- AlterTable
ALTER TABLE "Product" ADD COLUMN "maxPerOrder" INTEGER;

