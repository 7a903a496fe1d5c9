-- Delivery zones: one row per district of Rwanda (all 30, from the national data), saying whether the shop delivers
-- there, the charge, and the promise (lead time in business days, an optional same-day cut-off hour in Kigali time,
-- the short label for cards). Seeded as the product decisions say: Gasabo, Kicukiro, Nyarugenge and Musanze served,
-- Free, '2-3 days' (the specification's help text; the estimate takes the later day); every other district not yet
-- served. Orders keep the charge they were placed with. Admins edit zones at /dashboard/delivery, and every change
-- is kept in DeliveryZoneChange (who, when, each field before and after).

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "deliveryCharge" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "DeliveryZone" (
    "district" TEXT NOT NULL,
    "served" BOOLEAN NOT NULL DEFAULT false,
    "charge" INTEGER NOT NULL DEFAULT 0,
    "leadDays" INTEGER NOT NULL DEFAULT 3,
    "sameDayCutoffHour" INTEGER,
    "label" TEXT NOT NULL DEFAULT '2-3 days',
    "labelRw" TEXT NOT NULL DEFAULT '',
    "labelFr" TEXT NOT NULL DEFAULT '',
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "DeliveryZone_pkey" PRIMARY KEY ("district")
);

-- CreateTable
CREATE TABLE "DeliveryZoneChange" (
    "id" TEXT NOT NULL,
    "district" TEXT NOT NULL,
    "changedById" TEXT NOT NULL,
    "changes" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DeliveryZoneChange_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "DeliveryZoneChange_district_createdAt_idx" ON "DeliveryZoneChange"("district", "createdAt");

-- CreateIndex
CREATE INDEX "DeliveryZoneChange_createdAt_idx" ON "DeliveryZoneChange"("createdAt");

-- AddForeignKey
ALTER TABLE "DeliveryZoneChange" ADD CONSTRAINT "DeliveryZoneChange_district_fkey" FOREIGN KEY ("district") REFERENCES "DeliveryZone"("district") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DeliveryZoneChange" ADD CONSTRAINT "DeliveryZoneChange_changedById_fkey" FOREIGN KEY ("changedById") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- The zones (the product cards' promise is in public catalogue answers, so a change moves the catalogue version).
INSERT INTO "DeliveryZone" ("district", "served", "charge", "leadDays", "sameDayCutoffHour", "label", "labelRw", "labelFr", "updatedAt") VALUES
    ('Bugesera', false, 0, 3, NULL, '2-3 days', 'Iminsi 2-3', '2-3 jours', CURRENT_TIMESTAMP),
    ('Burera', false, 0, 3, NULL, '2-3 days', 'Iminsi 2-3', '2-3 jours', CURRENT_TIMESTAMP),
    ('Gakenke', false, 0, 3, NULL, '2-3 days', 'Iminsi 2-3', '2-3 jours', CURRENT_TIMESTAMP),
    ('Gasabo', true, 0, 3, NULL, '2-3 days', 'Iminsi 2-3', '2-3 jours', CURRENT_TIMESTAMP),
    ('Gatsibo', false, 0, 3, NULL, '2-3 days', 'Iminsi 2-3', '2-3 jours', CURRENT_TIMESTAMP),
    ('Gicumbi', false, 0, 3, NULL, '2-3 days', 'Iminsi 2-3', '2-3 jours', CURRENT_TIMESTAMP),
    ('Gisagara', false, 0, 3, NULL, '2-3 days', 'Iminsi 2-3', '2-3 jours', CURRENT_TIMESTAMP),
    ('Huye', false, 0, 3, NULL, '2-3 days', 'Iminsi 2-3', '2-3 jours', CURRENT_TIMESTAMP),
    ('Kamonyi', false, 0, 3, NULL, '2-3 days', 'Iminsi 2-3', '2-3 jours', CURRENT_TIMESTAMP),
    ('Karongi', false, 0, 3, NULL, '2-3 days', 'Iminsi 2-3', '2-3 jours', CURRENT_TIMESTAMP),
    ('Kayonza', false, 0, 3, NULL, '2-3 days', 'Iminsi 2-3', '2-3 jours', CURRENT_TIMESTAMP),
    ('Kicukiro', true, 0, 3, NULL, '2-3 days', 'Iminsi 2-3', '2-3 jours', CURRENT_TIMESTAMP),
    ('Kirehe', false, 0, 3, NULL, '2-3 days', 'Iminsi 2-3', '2-3 jours', CURRENT_TIMESTAMP),
    ('Muhanga', false, 0, 3, NULL, '2-3 days', 'Iminsi 2-3', '2-3 jours', CURRENT_TIMESTAMP),
    ('Musanze', true, 0, 3, NULL, '2-3 days', 'Iminsi 2-3', '2-3 jours', CURRENT_TIMESTAMP),
    ('Ngoma', false, 0, 3, NULL, '2-3 days', 'Iminsi 2-3', '2-3 jours', CURRENT_TIMESTAMP),
    ('Ngororero', false, 0, 3, NULL, '2-3 days', 'Iminsi 2-3', '2-3 jours', CURRENT_TIMESTAMP),
    ('Nyabihu', false, 0, 3, NULL, '2-3 days', 'Iminsi 2-3', '2-3 jours', CURRENT_TIMESTAMP),
    ('Nyagatare', false, 0, 3, NULL, '2-3 days', 'Iminsi 2-3', '2-3 jours', CURRENT_TIMESTAMP),
    ('Nyamagabe', false, 0, 3, NULL, '2-3 days', 'Iminsi 2-3', '2-3 jours', CURRENT_TIMESTAMP),
    ('Nyamasheke', false, 0, 3, NULL, '2-3 days', 'Iminsi 2-3', '2-3 jours', CURRENT_TIMESTAMP),
    ('Nyanza', false, 0, 3, NULL, '2-3 days', 'Iminsi 2-3', '2-3 jours', CURRENT_TIMESTAMP),
    ('Nyarugenge', true, 0, 3, NULL, '2-3 days', 'Iminsi 2-3', '2-3 jours', CURRENT_TIMESTAMP),
    ('Nyaruguru', false, 0, 3, NULL, '2-3 days', 'Iminsi 2-3', '2-3 jours', CURRENT_TIMESTAMP),
    ('Rubavu', false, 0, 3, NULL, '2-3 days', 'Iminsi 2-3', '2-3 jours', CURRENT_TIMESTAMP),
    ('Ruhango', false, 0, 3, NULL, '2-3 days', 'Iminsi 2-3', '2-3 jours', CURRENT_TIMESTAMP),
    ('Rulindo', false, 0, 3, NULL, '2-3 days', 'Iminsi 2-3', '2-3 jours', CURRENT_TIMESTAMP),
    ('Rusizi', false, 0, 3, NULL, '2-3 days', 'Iminsi 2-3', '2-3 jours', CURRENT_TIMESTAMP),
    ('Rutsiro', false, 0, 3, NULL, '2-3 days', 'Iminsi 2-3', '2-3 jours', CURRENT_TIMESTAMP),
    ('Rwamagana', false, 0, 3, NULL, '2-3 days', 'Iminsi 2-3', '2-3 jours', CURRENT_TIMESTAMP);

CREATE TRIGGER "catalogue_version_deliveryzone_insert" AFTER INSERT ON "DeliveryZone"
    FOR EACH ROW EXECUTE FUNCTION "catalogue_version_bump"();
CREATE TRIGGER "catalogue_version_deliveryzone_update" AFTER UPDATE ON "DeliveryZone"
    FOR EACH ROW EXECUTE FUNCTION "catalogue_version_bump"();
CREATE TRIGGER "catalogue_version_deliveryzone_delete" AFTER DELETE ON "DeliveryZone"
    FOR EACH ROW EXECUTE FUNCTION "catalogue_version_bump"();
