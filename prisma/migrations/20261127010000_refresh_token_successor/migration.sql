-- A rotated refresh token names the token it was exchanged for, so that presenting it again within the grace
-- window (REFRESH_REUSE_GRACE_SECONDS) is answered with that same pair instead of revoking the sign-in.
-- Tokens rotated before this have no successor: a repeat of one is treated as reuse, as before.
-- AlterTable
ALTER TABLE "RefreshToken" ADD COLUMN "successorId" TEXT;
