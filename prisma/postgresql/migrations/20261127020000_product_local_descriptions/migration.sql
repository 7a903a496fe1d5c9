-- Products' Kinyarwanda and French descriptions, shown to shoppers in that language ('' when none: English).
ALTER TABLE "Product" ADD COLUMN "descriptionRw" TEXT NOT NULL DEFAULT '';
ALTER TABLE "Product" ADD COLUMN "descriptionFr" TEXT NOT NULL DEFAULT '';
