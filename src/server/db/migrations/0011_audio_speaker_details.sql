ALTER TABLE "audio_speakers" ADD COLUMN "variety" text;--> statement-breakpoint
ALTER TABLE "audio_speakers" ADD COLUMN "age_range" text;--> statement-breakpoint
ALTER TABLE "audio_speakers" ADD COLUMN "gender" text;