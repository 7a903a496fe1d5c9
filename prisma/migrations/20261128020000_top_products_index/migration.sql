-- Sales Analytics' top products count order lines by product from one index (with the cancelled orders set aside),
-- instead of joining every line to its order; the new index also serves everything the productId index did.
DROP INDEX "OrderLine_productId_idx";
CREATE INDEX "OrderLine_productId_quantity_orderId_idx" ON "OrderLine"("productId", "quantity", "orderId");
