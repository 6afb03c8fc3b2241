ALTER TABLE "audio_speakers" ADD COLUMN "credit" text;--> statement-breakpoint
ALTER TABLE "audio_speakers" ADD COLUMN "licence" text;