-- CreateEnum
CREATE TYPE "Role" AS ENUM ('ADMIN', 'USER');

-- CreateEnum
CREATE TYPE "UserStatus" AS ENUM ('ACTIVE', 'INACTIVE', 'SUSPENDED');

-- CreateEnum
CREATE TYPE "DiscountType" AS ENUM ('PERCENTAGE', 'FIXED');

-- CreateEnum
CREATE TYPE "OrderStatus" AS ENUM ('PENDING', 'PROCESSING', 'SHIPPED', 'DELIVERED', 'CANCELLED');

-- CreateEnum
CREATE TYPE "StockMovementReason" AS ENUM ('INITIAL_STOCK', 'ADMIN_ADJUSTMENT', 'ORDER_PLACED', 'ORDER_CANCELLED');

-- CreateTable
CREATE TABLE "User" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "avatar" TEXT,
    "mobile" TEXT,
    "verifyEmail" BOOLEAN NOT NULL DEFAULT false,
    "lastLoginDate" TIMESTAMPTZ(3),
    "status" "UserStatus" NOT NULL DEFAULT 'ACTIVE',
    "role" "Role" NOT NULL DEFAULT 'USER',
    "language" TEXT NOT NULL DEFAULT 'en',
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "User_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Session" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastUsedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "revokedAt" TIMESTAMPTZ(3),
    "revokedReason" TEXT,
    "userAgent" TEXT,
    "clientAddress" TEXT,

    CONSTRAINT "Session_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RefreshToken" (
    "id" TEXT NOT NULL,
    "sessionId" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "rotatedAt" TIMESTAMPTZ(3),

    CONSTRAINT "RefreshToken_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Category" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "image" TEXT NOT NULL,
    "nameRw" TEXT NOT NULL DEFAULT '',
    "nameFr" TEXT NOT NULL DEFAULT '',
    "keywords" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Category_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SubCategory" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "image" TEXT NOT NULL,
    "nameRw" TEXT NOT NULL DEFAULT '',
    "nameFr" TEXT NOT NULL DEFAULT '',
    "keywords" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "SubCategory_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Product" (
    "id" TEXT NOT NULL,
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
    "promotionStartTime" TIMESTAMPTZ(3),
    "promotionEndTime" TIMESTAMPTZ(3),
    "promotionPrice" INTEGER,
    "promotionLabel" TEXT NOT NULL DEFAULT 'PROMO',
    "stockAlertThreshold" INTEGER NOT NULL DEFAULT 5,
    "ratingCount" INTEGER NOT NULL DEFAULT 0,
    "ratingTotal" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,
    "deletedAt" TIMESTAMPTZ(3),

    CONSTRAINT "Product_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PromoCode" (
    "id" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "codeKey" TEXT NOT NULL,
    "discountType" "DiscountType" NOT NULL,
    "discountValue" INTEGER NOT NULL,
    "expiresAt" TIMESTAMPTZ(3),
    "usageLimit" INTEGER,
    "allowMultiple" BOOLEAN NOT NULL DEFAULT false,
    "usedCount" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "PromoCode_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CartLine" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "quantity" INTEGER NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "CartLine_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Address" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "district" TEXT NOT NULL,
    "sector" TEXT NOT NULL,
    "village" TEXT NOT NULL,
    "street" TEXT NOT NULL,
    "houseNumber" TEXT,
    "mobile" TEXT NOT NULL,
    "removedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Address_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Order" (
    "id" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "userId" TEXT NOT NULL,
    "addressId" TEXT,
    "district" TEXT NOT NULL,
    "sector" TEXT NOT NULL,
    "village" TEXT NOT NULL,
    "street" TEXT NOT NULL,
    "houseNumber" TEXT,
    "mobile" TEXT NOT NULL,
    "subtotal" INTEGER NOT NULL,
    "originalSubtotal" INTEGER NOT NULL,
    "discountTotal" INTEGER NOT NULL DEFAULT 0,
    "promoCodeText" TEXT,
    "total" INTEGER NOT NULL,
    "paymentMethod" TEXT NOT NULL DEFAULT 'CASH_ON_DELIVERY',
    "status" "OrderStatus" NOT NULL DEFAULT 'PENDING',
    "estimatedDeliveryDate" TIMESTAMPTZ(3) NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,
    "cancelledAt" TIMESTAMPTZ(3),

    CONSTRAINT "Order_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OrderLine" (
    "id" TEXT NOT NULL,
    "orderId" TEXT NOT NULL,
    "lineNumber" INTEGER NOT NULL,
    "productId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "image" TEXT,
    "unit" TEXT NOT NULL,
    "quantity" INTEGER NOT NULL,
    "originalUnitPrice" INTEGER NOT NULL,
    "unitPrice" INTEGER NOT NULL,
    "discountTotal" INTEGER NOT NULL DEFAULT 0,
    "lineTotal" INTEGER NOT NULL,

    CONSTRAINT "OrderLine_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OrderStatusChange" (
    "id" TEXT NOT NULL,
    "orderId" TEXT NOT NULL,
    "fromStatus" "OrderStatus",
    "toStatus" "OrderStatus" NOT NULL,
    "changedById" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OrderStatusChange_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StockMovement" (
    "id" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "delta" INTEGER NOT NULL,
    "stockAfter" INTEGER NOT NULL,
    "reason" "StockMovementReason" NOT NULL,
    "orderId" TEXT,
    "actorId" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "StockMovement_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PromoRedemption" (
    "id" TEXT NOT NULL,
    "promoCodeId" TEXT NOT NULL,
    "orderId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "units" INTEGER NOT NULL,
    "discountAmount" INTEGER NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "releasedAt" TIMESTAMPTZ(3),

    CONSTRAINT "PromoRedemption_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Review" (
    "id" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "stars" INTEGER NOT NULL,
    "comment" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Review_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PasswordResetCode" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "codeHash" TEXT NOT NULL,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "usedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PasswordResetCode_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AdminReadMarker" (
    "adminId" TEXT NOT NULL,
    "lastReadAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "AdminReadMarker_pkey" PRIMARY KEY ("adminId")
);

-- CreateTable
CREATE TABLE "IdempotencyKey" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "scope" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "requestHash" TEXT NOT NULL,
    "orderId" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "IdempotencyKey_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Counter" (
    "name" TEXT NOT NULL,
    "value" INTEGER NOT NULL,

    CONSTRAINT "Counter_pkey" PRIMARY KEY ("name")
);

-- CreateTable
CREATE TABLE "SearchSynonym" (
    "id" TEXT NOT NULL,
    "words" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "SearchSynonym_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CatalogueVersion" (
    "id" INTEGER NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "CatalogueVersion_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "_CategoryToSubCategory" (
    "A" TEXT NOT NULL,
    "B" TEXT NOT NULL,

    CONSTRAINT "_CategoryToSubCategory_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateTable
CREATE TABLE "_CategoryToProduct" (
    "A" TEXT NOT NULL,
    "B" TEXT NOT NULL,

    CONSTRAINT "_CategoryToProduct_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateTable
CREATE TABLE "_ProductToSubCategory" (
    "A" TEXT NOT NULL,
    "B" TEXT NOT NULL,

    CONSTRAINT "_ProductToSubCategory_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateIndex
CREATE UNIQUE INDEX "User_email_key" ON "User"("email");

-- CreateIndex
CREATE INDEX "Session_userId_revokedAt_idx" ON "Session"("userId", "revokedAt");

-- CreateIndex
CREATE INDEX "RefreshToken_sessionId_idx" ON "RefreshToken"("sessionId");

-- CreateIndex
CREATE UNIQUE INDEX "Category_name_key" ON "Category"("name");

-- CreateIndex
CREATE INDEX "Category_name_idx" ON "Category"("name");

-- CreateIndex
CREATE UNIQUE INDEX "SubCategory_name_key" ON "SubCategory"("name");

-- CreateIndex
CREATE INDEX "Product_createdAt_id_idx" ON "Product"("createdAt", "id");

-- CreateIndex
CREATE INDEX "Product_name_idx" ON "Product"("name");

-- CreateIndex
CREATE INDEX "Product_onPromotion_promotionEndTime_idx" ON "Product"("onPromotion", "promotionEndTime");

-- CreateIndex
CREATE UNIQUE INDEX "PromoCode_productId_key" ON "PromoCode"("productId");

-- CreateIndex
CREATE INDEX "PromoCode_codeKey_idx" ON "PromoCode"("codeKey");

-- CreateIndex
CREATE INDEX "CartLine_productId_idx" ON "CartLine"("productId");

-- CreateIndex
CREATE UNIQUE INDEX "CartLine_userId_productId_key" ON "CartLine"("userId", "productId");

-- CreateIndex
CREATE INDEX "Address_userId_removedAt_createdAt_idx" ON "Address"("userId", "removedAt", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Order_number_key" ON "Order"("number");

-- CreateIndex
CREATE INDEX "Order_userId_createdAt_idx" ON "Order"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "Order_createdAt_idx" ON "Order"("createdAt");

-- CreateIndex
CREATE INDEX "Order_status_createdAt_idx" ON "Order"("status", "createdAt");

-- CreateIndex
CREATE INDEX "OrderLine_productId_idx" ON "OrderLine"("productId");

-- CreateIndex
CREATE UNIQUE INDEX "OrderLine_orderId_lineNumber_key" ON "OrderLine"("orderId", "lineNumber");

-- CreateIndex
CREATE INDEX "OrderStatusChange_orderId_createdAt_idx" ON "OrderStatusChange"("orderId", "createdAt");

-- CreateIndex
CREATE INDEX "StockMovement_productId_createdAt_idx" ON "StockMovement"("productId", "createdAt");

-- CreateIndex
CREATE INDEX "StockMovement_orderId_idx" ON "StockMovement"("orderId");

-- CreateIndex
CREATE INDEX "PromoRedemption_promoCodeId_idx" ON "PromoRedemption"("promoCodeId");

-- CreateIndex
CREATE INDEX "PromoRedemption_orderId_idx" ON "PromoRedemption"("orderId");

-- CreateIndex
CREATE INDEX "PromoRedemption_userId_idx" ON "PromoRedemption"("userId");

-- CreateIndex
CREATE INDEX "Review_productId_createdAt_idx" ON "Review"("productId", "createdAt");

-- CreateIndex
CREATE INDEX "Review_userId_idx" ON "Review"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "Review_productId_userId_key" ON "Review"("productId", "userId");

-- CreateIndex
CREATE INDEX "PasswordResetCode_userId_createdAt_idx" ON "PasswordResetCode"("userId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "IdempotencyKey_orderId_key" ON "IdempotencyKey"("orderId");

-- CreateIndex
CREATE INDEX "IdempotencyKey_createdAt_idx" ON "IdempotencyKey"("createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "IdempotencyKey_userId_scope_key_key" ON "IdempotencyKey"("userId", "scope", "key");

-- CreateIndex
CREATE INDEX "_CategoryToSubCategory_B_index" ON "_CategoryToSubCategory"("B");

-- CreateIndex
CREATE INDEX "_CategoryToProduct_B_index" ON "_CategoryToProduct"("B");

-- CreateIndex
CREATE INDEX "_ProductToSubCategory_B_index" ON "_ProductToSubCategory"("B");

-- AddForeignKey
ALTER TABLE "Session" ADD CONSTRAINT "Session_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RefreshToken" ADD CONSTRAINT "RefreshToken_sessionId_fkey" FOREIGN KEY ("sessionId") REFERENCES "Session"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PromoCode" ADD CONSTRAINT "PromoCode_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CartLine" ADD CONSTRAINT "CartLine_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CartLine" ADD CONSTRAINT "CartLine_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Address" ADD CONSTRAINT "Address_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Order" ADD CONSTRAINT "Order_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Order" ADD CONSTRAINT "Order_addressId_fkey" FOREIGN KEY ("addressId") REFERENCES "Address"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrderLine" ADD CONSTRAINT "OrderLine_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrderLine" ADD CONSTRAINT "OrderLine_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrderStatusChange" ADD CONSTRAINT "OrderStatusChange_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrderStatusChange" ADD CONSTRAINT "OrderStatusChange_changedById_fkey" FOREIGN KEY ("changedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StockMovement" ADD CONSTRAINT "StockMovement_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StockMovement" ADD CONSTRAINT "StockMovement_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StockMovement" ADD CONSTRAINT "StockMovement_actorId_fkey" FOREIGN KEY ("actorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PromoRedemption" ADD CONSTRAINT "PromoRedemption_promoCodeId_fkey" FOREIGN KEY ("promoCodeId") REFERENCES "PromoCode"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PromoRedemption" ADD CONSTRAINT "PromoRedemption_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PromoRedemption" ADD CONSTRAINT "PromoRedemption_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Review" ADD CONSTRAINT "Review_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Review" ADD CONSTRAINT "Review_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PasswordResetCode" ADD CONSTRAINT "PasswordResetCode_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AdminReadMarker" ADD CONSTRAINT "AdminReadMarker_adminId_fkey" FOREIGN KEY ("adminId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "IdempotencyKey" ADD CONSTRAINT "IdempotencyKey_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "IdempotencyKey" ADD CONSTRAINT "IdempotencyKey_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_CategoryToSubCategory" ADD CONSTRAINT "_CategoryToSubCategory_A_fkey" FOREIGN KEY ("A") REFERENCES "Category"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_CategoryToSubCategory" ADD CONSTRAINT "_CategoryToSubCategory_B_fkey" FOREIGN KEY ("B") REFERENCES "SubCategory"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_CategoryToProduct" ADD CONSTRAINT "_CategoryToProduct_A_fkey" FOREIGN KEY ("A") REFERENCES "Category"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_CategoryToProduct" ADD CONSTRAINT "_CategoryToProduct_B_fkey" FOREIGN KEY ("B") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_ProductToSubCategory" ADD CONSTRAINT "_ProductToSubCategory_A_fkey" FOREIGN KEY ("A") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_ProductToSubCategory" ADD CONSTRAINT "_ProductToSubCategory_B_fkey" FOREIGN KEY ("B") REFERENCES "SubCategory"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- ---------------------------------------------------------------------------------------------------------------
-- Hand-written: what the Prisma schema cannot express. The same behaviour as the SQLite migrations' raw SQL
-- (product_fts and its triggers, product_leaves_categories_when_deleted, the CatalogueVersion triggers).
-- ---------------------------------------------------------------------------------------------------------------

-- unaccent folds diacritics ('café' finds 'cafe'), as FTS5's remove_diacritics does. It is in postgresql-contrib
-- (Debian's postgresql package) and trusted, so the database's owner may create it.
CREATE EXTENSION IF NOT EXISTS unaccent;

-- Text as the search reads it: lower case, diacritics folded, and every run of characters that are not letters or
-- digits made one space, so words split where SQLite's unicode61 tokenizer splits them ("y'Inyange", "coca-cola",
-- "1.5" are two words each) rather than where PostgreSQL's parser would (hyphenated words, numbers, addresses).
-- unaccent() is only STABLE (its dictionary could be changed), so a generated column or an index cannot call it;
-- naming the dictionary makes the result depend on the text alone, which IMMUTABLE promises.
CREATE FUNCTION "isoko_fold"(text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
    AS $$ SELECT regexp_replace(lower(public.unaccent('public.unaccent'::regdictionary, $1)), '[^[:alnum:]]+', ' ', 'g') $$;

-- The search text of one product, one row per live product (deleted products leave the search, as in SQLite).
-- "position" plays FTS5's rowid: taken anew when the product is indexed again, so the newest matches are the
-- rows with the highest positions (the ranked window). The document's weights follow SQLite's bm25 weights
-- (name 10, local names 8, categories 4, description 1) with ts_rank's default class weights
-- {D 0.1, C 0.4, B 0.8, A 1.0}: name A, local names B, categories C, description D.
CREATE SEQUENCE "product_search_position";
CREATE TABLE "product_search" (
    "product_id" TEXT NOT NULL PRIMARY KEY REFERENCES "Product"("id") ON DELETE CASCADE,
    "position" BIGINT NOT NULL DEFAULT nextval('product_search_position'),
    "name" TEXT NOT NULL,
    "local_names" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "categories" TEXT NOT NULL DEFAULT '',
    "document" tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('simple', "isoko_fold"("name")), 'A') ||
        setweight(to_tsvector('simple', "isoko_fold"("local_names")), 'B') ||
        setweight(to_tsvector('simple', "isoko_fold"("categories")), 'C') ||
        setweight(to_tsvector('simple', "isoko_fold"("description")), 'D')
    ) STORED
);
ALTER SEQUENCE "product_search_position" OWNED BY "product_search"."position";
CREATE UNIQUE INDEX "product_search_position_key" ON "product_search"("position");
CREATE INDEX "product_search_document_idx" ON "product_search" USING GIN ("document");

-- Moves on every change to the search text (any write path), so a process's cached vocabulary (the words and
-- their counts, server/modules/search/postgres-product-search.ts) is read again only after one. A row, so the
-- vocabulary and the version it belongs to are read in one statement (one snapshot); only catalogue edits of
-- names, descriptions and categories write it, never an order.
CREATE TABLE "product_search_version" (
    "id" INTEGER NOT NULL PRIMARY KEY,
    "version" BIGINT NOT NULL
);
INSERT INTO "product_search_version" ("id", "version") VALUES (1, 0);
CREATE FUNCTION "product_search_changed"() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
    BEGIN
        UPDATE "product_search_version" SET "version" = "version" + 1 WHERE "id" = 1;
        RETURN NULL;
    END $$;
CREATE TRIGGER "product_search_version_after_write" AFTER INSERT OR UPDATE OR DELETE ON "product_search"
    FOR EACH STATEMENT EXECUTE FUNCTION "product_search_changed"();

-- A product's categories and sub-categories as searched: each one's names and keywords.
CREATE FUNCTION "product_search_categories"(product_id TEXT) RETURNS text
    LANGUAGE sql STABLE
    AS $$
        SELECT coalesce((SELECT string_agg(c."name" || ' ' || c."nameRw" || ' ' || c."nameFr" || ' ' || c."keywords", ' ')
                         FROM "_CategoryToProduct" cp JOIN "Category" c ON c."id" = cp."A" WHERE cp."B" = product_id), '')
            || ' ' ||
            coalesce((SELECT string_agg(s."name" || ' ' || s."nameRw" || ' ' || s."nameFr" || ' ' || s."keywords", ' ')
                         FROM "_ProductToSubCategory" ps JOIN "SubCategory" s ON s."id" = ps."B" WHERE ps."A" = product_id), '')
    $$;

CREATE FUNCTION "product_search_index"() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
    BEGIN
        DELETE FROM "product_search" WHERE "product_id" = NEW."id";
        IF NEW."deletedAt" IS NULL THEN
            INSERT INTO "product_search" ("product_id", "name", "local_names", "description", "categories")
            VALUES (NEW."id", NEW."name", NEW."nameRw" || ' ' || NEW."nameFr" || ' ' || NEW."keywords", NEW."description",
                    CASE WHEN TG_OP = 'INSERT' THEN '' ELSE "product_search_categories"(NEW."id") END);
        END IF;
        RETURN NULL;
    END $$;

CREATE TRIGGER "product_search_after_insert" AFTER INSERT ON "Product"
    FOR EACH ROW EXECUTE FUNCTION "product_search_index"();
CREATE TRIGGER "product_search_after_update" AFTER UPDATE OF "name", "nameRw", "nameFr", "keywords", "description", "deletedAt" ON "Product"
    FOR EACH ROW EXECUTE FUNCTION "product_search_index"();
-- A deleted product's row goes with it (ON DELETE CASCADE above).

-- Category and sub-category links change: rebuild that product's category text.
CREATE FUNCTION "product_search_link_changed"() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
    DECLARE
        changed_product TEXT;
    BEGIN
        -- "_CategoryToProduct" holds the product in B, "_ProductToSubCategory" in A.
        IF TG_TABLE_NAME = '_CategoryToProduct' THEN
            changed_product := CASE WHEN TG_OP = 'DELETE' THEN OLD."B" ELSE NEW."B" END;
        ELSE
            changed_product := CASE WHEN TG_OP = 'DELETE' THEN OLD."A" ELSE NEW."A" END;
        END IF;
        UPDATE "product_search" SET "categories" = "product_search_categories"(changed_product) WHERE "product_id" = changed_product;
        RETURN NULL;
    END $$;

CREATE TRIGGER "product_search_category_link_insert" AFTER INSERT ON "_CategoryToProduct"
    FOR EACH ROW EXECUTE FUNCTION "product_search_link_changed"();
CREATE TRIGGER "product_search_category_link_delete" AFTER DELETE ON "_CategoryToProduct"
    FOR EACH ROW EXECUTE FUNCTION "product_search_link_changed"();
CREATE TRIGGER "product_search_subcategory_link_insert" AFTER INSERT ON "_ProductToSubCategory"
    FOR EACH ROW EXECUTE FUNCTION "product_search_link_changed"();
CREATE TRIGGER "product_search_subcategory_link_delete" AFTER DELETE ON "_ProductToSubCategory"
    FOR EACH ROW EXECUTE FUNCTION "product_search_link_changed"();

-- A renamed category or sub-category (in any language) renames it in every linked product's search text.
CREATE FUNCTION "product_search_category_renamed"() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
    BEGIN
        IF TG_TABLE_NAME = 'Category' THEN
            UPDATE "product_search" ps SET "categories" = "product_search_categories"(ps."product_id")
            WHERE ps."product_id" IN (SELECT cp."B" FROM "_CategoryToProduct" cp WHERE cp."A" = NEW."id");
        ELSE
            UPDATE "product_search" ps SET "categories" = "product_search_categories"(ps."product_id")
            WHERE ps."product_id" IN (SELECT l."A" FROM "_ProductToSubCategory" l WHERE l."B" = NEW."id");
        END IF;
        RETURN NULL;
    END $$;

CREATE TRIGGER "product_search_category_rename" AFTER UPDATE OF "name", "nameRw", "nameFr", "keywords" ON "Category"
    FOR EACH ROW EXECUTE FUNCTION "product_search_category_renamed"();
CREATE TRIGGER "product_search_subcategory_rename" AFTER UPDATE OF "name", "nameRw", "nameFr", "keywords" ON "SubCategory"
    FOR EACH ROW EXECUTE FUNCTION "product_search_category_renamed"();

-- Deleted products leave their categories and sub-categories (a listing's count is its links alone), on every
-- write path, as in SQLite.
CREATE FUNCTION "product_leaves_categories"() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
    BEGIN
        DELETE FROM "_CategoryToProduct" WHERE "B" = NEW."id";
        DELETE FROM "_ProductToSubCategory" WHERE "A" = NEW."id";
        RETURN NULL;
    END $$;

CREATE TRIGGER "product_leaves_categories_when_deleted" AFTER UPDATE OF "deletedAt" ON "Product"
    FOR EACH ROW WHEN (NEW."deletedAt" IS NOT NULL) EXECUTE FUNCTION "product_leaves_categories"();

-- The response cache's invalidation (server/database/catalogue-version.ts): every write to a table a public
-- catalogue answer reads moves CatalogueVersion.version, whatever wrote it, in every process. Row-level, as in
-- SQLite, so a statement that changes nothing (an order's refused conditional stock update) moves nothing.
INSERT INTO "CatalogueVersion" ("id", "version") VALUES (1, 0);

CREATE FUNCTION "catalogue_version_bump"() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
    BEGIN
        UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1;
        RETURN NULL;
    END $$;
CREATE TRIGGER "catalogue_version_product_insert" AFTER INSERT ON "Product"
    FOR EACH ROW EXECUTE FUNCTION "catalogue_version_bump"();
CREATE TRIGGER "catalogue_version_product_update" AFTER UPDATE ON "Product"
    FOR EACH ROW EXECUTE FUNCTION "catalogue_version_bump"();
CREATE TRIGGER "catalogue_version_product_delete" AFTER DELETE ON "Product"
    FOR EACH ROW EXECUTE FUNCTION "catalogue_version_bump"();
CREATE TRIGGER "catalogue_version_category_insert" AFTER INSERT ON "Category"
    FOR EACH ROW EXECUTE FUNCTION "catalogue_version_bump"();
CREATE TRIGGER "catalogue_version_category_update" AFTER UPDATE ON "Category"
    FOR EACH ROW EXECUTE FUNCTION "catalogue_version_bump"();
CREATE TRIGGER "catalogue_version_category_delete" AFTER DELETE ON "Category"
    FOR EACH ROW EXECUTE FUNCTION "catalogue_version_bump"();
CREATE TRIGGER "catalogue_version_subcategory_insert" AFTER INSERT ON "SubCategory"
    FOR EACH ROW EXECUTE FUNCTION "catalogue_version_bump"();
CREATE TRIGGER "catalogue_version_subcategory_update" AFTER UPDATE ON "SubCategory"
    FOR EACH ROW EXECUTE FUNCTION "catalogue_version_bump"();
CREATE TRIGGER "catalogue_version_subcategory_delete" AFTER DELETE ON "SubCategory"
    FOR EACH ROW EXECUTE FUNCTION "catalogue_version_bump"();
CREATE TRIGGER "catalogue_version_promocode_insert" AFTER INSERT ON "PromoCode"
    FOR EACH ROW EXECUTE FUNCTION "catalogue_version_bump"();
CREATE TRIGGER "catalogue_version_promocode_update" AFTER UPDATE ON "PromoCode"
    FOR EACH ROW EXECUTE FUNCTION "catalogue_version_bump"();
CREATE TRIGGER "catalogue_version_promocode_delete" AFTER DELETE ON "PromoCode"
    FOR EACH ROW EXECUTE FUNCTION "catalogue_version_bump"();
CREATE TRIGGER "catalogue_version_review_insert" AFTER INSERT ON "Review"
    FOR EACH ROW EXECUTE FUNCTION "catalogue_version_bump"();
CREATE TRIGGER "catalogue_version_review_update" AFTER UPDATE ON "Review"
    FOR EACH ROW EXECUTE FUNCTION "catalogue_version_bump"();
CREATE TRIGGER "catalogue_version_review_delete" AFTER DELETE ON "Review"
    FOR EACH ROW EXECUTE FUNCTION "catalogue_version_bump"();
CREATE TRIGGER "catalogue_version_searchsynonym_insert" AFTER INSERT ON "SearchSynonym"
    FOR EACH ROW EXECUTE FUNCTION "catalogue_version_bump"();
CREATE TRIGGER "catalogue_version_searchsynonym_update" AFTER UPDATE ON "SearchSynonym"
    FOR EACH ROW EXECUTE FUNCTION "catalogue_version_bump"();
CREATE TRIGGER "catalogue_version_searchsynonym_delete" AFTER DELETE ON "SearchSynonym"
    FOR EACH ROW EXECUTE FUNCTION "catalogue_version_bump"();
CREATE TRIGGER "catalogue_version_categorytoproduct_insert" AFTER INSERT ON "_CategoryToProduct"
    FOR EACH ROW EXECUTE FUNCTION "catalogue_version_bump"();
CREATE TRIGGER "catalogue_version_categorytoproduct_update" AFTER UPDATE ON "_CategoryToProduct"
    FOR EACH ROW EXECUTE FUNCTION "catalogue_version_bump"();
CREATE TRIGGER "catalogue_version_categorytoproduct_delete" AFTER DELETE ON "_CategoryToProduct"
    FOR EACH ROW EXECUTE FUNCTION "catalogue_version_bump"();
CREATE TRIGGER "catalogue_version_categorytosubcategory_insert" AFTER INSERT ON "_CategoryToSubCategory"
    FOR EACH ROW EXECUTE FUNCTION "catalogue_version_bump"();
CREATE TRIGGER "catalogue_version_categorytosubcategory_update" AFTER UPDATE ON "_CategoryToSubCategory"
    FOR EACH ROW EXECUTE FUNCTION "catalogue_version_bump"();
CREATE TRIGGER "catalogue_version_categorytosubcategory_delete" AFTER DELETE ON "_CategoryToSubCategory"
    FOR EACH ROW EXECUTE FUNCTION "catalogue_version_bump"();
CREATE TRIGGER "catalogue_version_producttosubcategory_insert" AFTER INSERT ON "_ProductToSubCategory"
    FOR EACH ROW EXECUTE FUNCTION "catalogue_version_bump"();
CREATE TRIGGER "catalogue_version_producttosubcategory_update" AFTER UPDATE ON "_ProductToSubCategory"
    FOR EACH ROW EXECUTE FUNCTION "catalogue_version_bump"();
CREATE TRIGGER "catalogue_version_producttosubcategory_delete" AFTER DELETE ON "_ProductToSubCategory"
    FOR EACH ROW EXECUTE FUNCTION "catalogue_version_bump"();
-- Reviewers' names and avatars are shown with reviews.
CREATE TRIGGER "catalogue_version_user_update" AFTER UPDATE OF "name", "avatar" ON "User"
    FOR EACH ROW EXECUTE FUNCTION "catalogue_version_bump"();
CREATE TRIGGER "catalogue_version_user_delete" AFTER DELETE ON "User"
    FOR EACH ROW EXECUTE FUNCTION "catalogue_version_bump"();
